// The live release's renderer, shared by what the server answers from it (the pages rendered on
// request, ./pages.ts; the product search, ./search.ts): on each ask it resolves RELEASES_DIR/live,
// and when that names a release other than the last one (a publish or a deploy), it stops the old
// release's renderer and starts the new one's (./renderer.ts), so nothing is ever answered from a
// catalogue other than the live pages'.
import { realpath } from 'node:fs/promises';
import { hasRenderer, startRenderer, type Renderer } from './renderer.ts';

export interface LiveRelease {
  /** The release's folder, as the live link resolves. */
  release: string;
  renderer: Renderer;
}

export interface LiveReleases {
  /** The live release's renderer; null when the live release has no server bundle (built before there was one). */
  current(): Promise<LiveRelease | null>;
}

export function liveReleases(liveDir: string): LiveReleases {
  let live: LiveRelease | undefined;
  return {
    async current() {
      const release = await realpath(liveDir);
      if (live?.release === release && !live.renderer.stopped) return live;
      void live?.renderer.close();
      live = undefined;
      if (!hasRenderer(release)) return null;
      live = { release, renderer: startRenderer(release) };
      return live;
    },
  };
}
