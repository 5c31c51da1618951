// The renderer of one release: a worker thread (./render-worker.ts) that loads the release's server
// bundle and catalogue, and renders the pages asked of it, one reply per request; for a publish,
// it also draws the pages the catalogue feeds again into the release; and it answers the product
// search from the release's catalogue.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { RENDERER_CATALOGUE, RENDERER_DIR } from '../../build/on-request/adapter.ts';
import type { AsBuiltKind } from '../../build/as-built/groups.ts';
import { splitLocale, type Locale } from '../../lib/locale.ts';

export type RenderRequest =
  /** A page rendered on request: its full address, as Astro's bundle routes it. */
  | { id: number; type: 'page'; url: string }
  /** The paths of every page the catalogue feeds, by kind. */
  | { id: number; type: 'paths' }
  /** One of them drawn again into the release: its path on the site ('/ar/product/5/', '/catalogue/en.json'). */
  | { id: number; type: 'draw'; path: string; kind: AsBuiltKind }
  /** The search page's answer for a query string, or the header's suggestions for words typed, in a locale. */
  | { id: number; type: 'search' | 'suggest'; locale: Locale; query: string }
  /** The search of every locale made now, before the first shopper asks. */
  | { id: number; type: 'prepare' };

export interface RenderReply {
  id: number;
  /** 200 with the page; 404 for an unknown product or locale; 500 with the error. */
  status: number;
  /** The page's brotli and gzip copies. */
  br?: Uint8Array;
  gz?: Uint8Array;
  etag?: string;
  error?: string;
  paths?: Record<AsBuiltKind, string[]>;
  /** A search's answer, as JSON. */
  json?: string;
}

/** A rendered page: its brotli and gzip copies (the page itself is the brotli's, decompressed) and their validator. */
export interface RenderedPage {
  br: Buffer;
  gz: Buffer;
  etag: string;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export interface Renderer {
  /** The page at `url`, or null when there is none (404). */
  render(url: string): Promise<RenderedPage | null>;
  /** The paths of every page the release's catalogue feeds, by kind; null when its bundle cannot draw them (built before it could). */
  paths(): Promise<Record<AsBuiltKind, string[]> | null>;
  /** Draws the page or file at `path` again into the release. */
  draw(path: string, kind: AsBuiltKind): Promise<void>;
  /** The search's answer (JSON) for the query string in the locale; null when its bundle cannot search (built before it could). */
  search(locale: Locale, query: string): Promise<string | null>;
  /** The header's suggestions (JSON) for the words typed; null likewise. */
  suggest(locale: Locale, q: string): Promise<string | null>;
  /** Makes the release's search in every locale now (nothing for a bundle that cannot search). */
  prepareSearch(): Promise<void>;
  /** Whether its thread has stopped (an error it could not answer, or closed): it renders nothing more. */
  readonly stopped: boolean;
  close(): Promise<void>;
}

/** Whether `release` was built with a server bundle (a release built before this split has none). */
export const hasRenderer = (release: string) => existsSync(join(release, RENDERER_DIR, 'entry.mjs'));

export function startRenderer(release: string): Renderer {
  const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
    workerData: { release },
    env: { ...process.env, CATALOGUE_DIR: join(release, RENDERER_DIR, RENDERER_CATALOGUE) },
  });
  // The thread must not hold the process open once the server has closed.
  worker.unref();
  const pending = new Map<number, { resolve: (reply: RenderReply) => void; reject: (error: Error) => void }>();
  let next = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: RenderReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.status === 200 || reply.status === 404) waiting.resolve(reply);
    else waiting.reject(new Error(`rendering failed: ${reply.error ?? `status ${reply.status}`}`));
  });
  const ask = (request: DistributiveOmit<RenderRequest, 'id'>): Promise<RenderReply> => {
    if (failure) return Promise.reject(failure);
    const id = next++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as RenderRequest);
    });
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the renderer of ${release} stopped (exit ${code})`)));
  return {
    async render(url) {
      const reply = await ask({ type: 'page', url });
      if (reply.status === 404) return null;
      if (!reply.br || !reply.gz || !reply.etag) throw new Error(`rendering ${url} answered no page`);
      return { br: asBuffer(reply.br), gz: asBuffer(reply.gz), etag: reply.etag };
    },
    async paths() {
      const reply = await ask({ type: 'paths' });
      return reply.paths ?? null;
    },
    async draw(path, kind) {
      const reply = await ask({ type: 'draw', path, kind });
      if (reply.status !== 200) throw new Error(`${path} could not be drawn again (status ${reply.status})`);
    },
    async search(locale, query) {
      return (await ask({ type: 'search', locale, query })).json ?? null;
    },
    async suggest(locale, q) {
      return (await ask({ type: 'suggest', locale, query: q })).json ?? null;
    },
    async prepareSearch() {
      await ask({ type: 'prepare' });
    },
    get stopped() {
      return failure !== undefined;
    },
    async close() {
      await worker.terminate();
    },
  };
}

/** A page or file of a release to draw again, by kind (its twin route). */
export interface PageToDraw {
  path: string;
  kind: AsBuiltKind;
}

/**
 * Draws every group with the renderers' threads, each thread taking the next group when done and
 * drawing its pages in turn: a product's pages in every locale as one group, so that its thread
 * works out the product's related products once (src/build/catalogue.ts).
 */
export async function drawInThreads(renderers: readonly Renderer[], groups: readonly (readonly PageToDraw[])[]): Promise<void> {
  let next = 0;
  await Promise.all(
    renderers.map(async (renderer) => {
      while (next < groups.length) {
        for (const { path, kind } of groups[next++]!) await renderer.draw(path, kind);
      }
    }),
  );
}

/** The canonical product pages by product ('/ar/product/5/' with '/product/5/'), each product's pages one group. */
export function byProduct(paths: readonly string[]): PageToDraw[][] {
  const groups = new Map<string, PageToDraw[]>();
  for (const path of paths) {
    const product = splitLocale(path).path;
    groups.set(product, [...(groups.get(product) ?? []), { path, kind: 'product' }]);
  }
  return [...groups.values()];
}
