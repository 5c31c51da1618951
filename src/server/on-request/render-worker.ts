// One release's renderer, in a thread of its own (./renderer.ts starts it): its server bundle
// (src/build/on-request/) renders a product layout, the page gets the rewrites every built page
// gets (src/build/page-rewrites.ts) over the release's own folder, and its brotli and gzip copies
// are made here, off the thread that answers the API. The release's catalogue is in CATALOGUE_DIR,
// set for this thread. A rewrite that writes a file (a long props file, island-props.ts) writes it
// into the release when the build did not; a product's options have the same props in every
// layout, so the canonical page's build has written them.
// For a publish (src/server/catalogue/release-update.ts) it also lists the paths of the pages the
// catalogue feeds, and draws one of them again into the release, as the build drew it. And it
// answers the product search from the release's catalogue (src/build/on-request/search.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { RENDERER_CHUNK_IMPORTS, RENDERER_DIR } from '../../build/on-request/adapter.ts';
import type { AsBuiltKind } from '../../build/as-built/groups.ts';
import { builtFile } from '../../build/as-built/pages.ts';
import { useChunkImports } from '../../build/island-preloads.ts';
import { createElement, firstElement, insert, rewritePage, type PageRewrite } from '../../build/built-pages.ts';
import { PAGE_REWRITES } from '../../build/page-rewrites.ts';
import { compressedCopies } from '../../build/precompress.ts';
import { replaceWithCopies } from '../../build/release-files.ts';
import type { RenderReply, RenderRequest } from './renderer.ts';

interface Bundle {
  render(request: Request): Promise<Response>;
  renderAsBuilt(request: Request, kind: AsBuiltKind): Promise<Response>;
  asBuiltPaths(): Promise<Record<AsBuiltKind, string[]>>;
  search?(locale: string, query: string): unknown;
  suggest?(locale: string, q: string): unknown;
  prepareSearch?(): void;
}

const { release } = workerData as { release: string };
useChunkImports(JSON.parse(readFileSync(join(release, RENDERER_DIR, RENDERER_CHUNK_IMPORTS), 'utf8')) as Record<string, string[]>);
const bundle = (await import(pathToFileURL(join(release, RENDERER_DIR, 'entry.mjs')).href)) as Bundle;

/** The address pages are drawn at for a publish: they read only its path. */
const ORIGIN = 'http://localhost';

/**
 * Astro sends an on-request page's policy as a header; a built page carries it in a <meta>, which
 * the rewrites cut to the page's own hashes and put first in <head> (src/build/page-csp.ts).
 */
const policyInPage =
  (policy: string): PageRewrite =>
  ({ document }) => {
    const head = firstElement(document, 'head');
    if (head) insert(head, [createElement('meta', { 'http-equiv': 'content-security-policy', content: policy })]);
  };

/** The page as the build writes it: its policy in the page, then the build's rewrites. */
async function builtHtml(response: Response): Promise<string> {
  const policy = response.headers.get('content-security-policy');
  return rewritePage(await response.text(), policy ? [policyInPage(policy), ...PAGE_REWRITES] : PAGE_REWRITES, release);
}

async function renderPage(id: number, url: string): Promise<RenderReply> {
  const response = await bundle.render(new Request(url));
  if (response.status !== 200) {
    await response.body?.cancel();
    return { id, status: response.status };
  }
  const body = Buffer.from(await builtHtml(response));
  // The copies the build writes beside a page (src/build/precompress.ts); a page has both.
  const { br, gz } = compressedCopies('index.html', body);
  if (!br || !gz) throw new Error(`${url} rendered ${body.byteLength} bytes, too few to be a product page`);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { id, status: 200, br, gz, etag };
}

/** A page or file of the release drawn again, with its brotli and gzip copies (or none, when it is too small to gain). */
async function drawInto(id: number, path: string, kind: AsBuiltKind): Promise<RenderReply> {
  const response = await bundle.renderAsBuilt(new Request(new URL(path, ORIGIN)), kind);
  if (response.status !== 200) {
    await response.body?.cancel();
    return { id, status: response.status };
  }
  const file = join(release, builtFile(path));
  const isPage = path.endsWith('/');
  const text = isPage ? await builtHtml(response) : await response.text();
  replaceWithCopies(file, Buffer.from(text));
  return { id, status: 200 };
}

async function answer(request: RenderRequest): Promise<RenderReply> {
  switch (request.type) {
    case 'page':
      return renderPage(request.id, request.url);
    case 'paths':
      // A release built before publishes drew pages again has no such list: 404.
      if (typeof bundle.asBuiltPaths !== 'function') return { id: request.id, status: 404 };
      return { id: request.id, status: 200, paths: await bundle.asBuiltPaths() };
    case 'draw':
      return drawInto(request.id, request.path, request.kind);
    case 'prepare':
      bundle.prepareSearch?.();
      return { id: request.id, status: 200 };
    case 'search':
    case 'suggest': {
      // A release built before the search was answered here has no such function: 404.
      const ask = bundle[request.type];
      if (typeof ask !== 'function') return { id: request.id, status: 404 };
      return { id: request.id, status: 200, json: JSON.stringify(ask(request.locale, request.query)) };
    }
  }
}

parentPort!.on('message', (request: RenderRequest) => {
  answer(request).then(
    (reply) => parentPort!.postMessage(reply),
    (error: Error) => parentPort!.postMessage({ id: request.id, status: 500, error: error.stack ?? error.message } satisfies RenderReply),
  );
});
