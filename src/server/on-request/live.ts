// The live release's renderer, shared by what the server answers from it (the pages rendered on
// request, ./pages.ts; the product search, ./search.ts): on each ask it resolves RELEASES_DIR/live,
// and when that names a release other than the last one (a publish or a deploy), it stops the old
// release's renderer and starts the new one's (./renderer.ts), so nothing is ever answered from a
// catalogue other than the live pages'. Watched (the server's process), it also looks every few
// seconds, so a release made live by any process gets its renderer, and its search made, before a
// shopper asks.
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
  /** Looks for a new live release every `everyMs`, preparing its search; answers how to stop. */
  watch(everyMs?: number): () => void;
}

/** How often a watching process looks at the live link. */
export const WATCH_MS = 2000;

export function liveReleases(liveDir: string): LiveReleases {
  let live: LiveRelease | undefined;
  async function current(): Promise<LiveRelease | null> {
    const release = await realpath(liveDir);
    if (live?.release === release && !live.renderer.stopped) return live;
    void live?.renderer.close();
    live = undefined;
    if (!hasRenderer(release)) return null;
    live = { release, renderer: startRenderer(release) };
    // The search of each locale is made at once, beside the first pages and searches asked.
    live.renderer.prepareSearch().catch(() => undefined);
    return live;
  }
  return {
    current,
    watch(everyMs = WATCH_MS) {
      const look = () => void current().catch(() => undefined);
      look();
      const timer = setInterval(look, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
