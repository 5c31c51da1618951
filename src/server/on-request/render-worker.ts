// One release's renderer, in a thread of its own (./renderer.ts starts it): its server bundle
// (src/build/on-request/) renders a product layout, the page gets the rewrites every built page
// gets (src/build/page-rewrites.ts) over the release's own folder, and its brotli and gzip copies
// are made here, off the thread that answers the API. The release's catalogue is in CATALOGUE_DIR,
// set for this thread. A rewrite that writes a file (a long props file, island-props.ts) writes it
// into the release when the build did not; a product's options have the same props in every
// layout, so the canonical page's build has written them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { RENDERER_CHUNK_IMPORTS, RENDERER_DIR } from '../../build/on-request/adapter.ts';
import { useChunkImports } from '../../build/island-preloads.ts';
import { createElement, firstElement, insert, rewritePage, type PageRewrite } from '../../build/built-pages.ts';
import { PAGE_REWRITES } from '../../build/page-rewrites.ts';
import { compressedCopies } from '../../build/precompress.ts';
import type { RenderReply, RenderRequest } from './renderer.ts';

const { release } = workerData as { release: string };
useChunkImports(JSON.parse(readFileSync(join(release, RENDERER_DIR, RENDERER_CHUNK_IMPORTS), 'utf8')) as Record<string, string[]>);
const { render } = (await import(pathToFileURL(join(release, RENDERER_DIR, 'entry.mjs')).href)) as { render: (request: Request) => Promise<Response> };

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

async function answer({ id, url }: RenderRequest): Promise<RenderReply> {
  const response = await render(new Request(url));
  if (response.status !== 200) {
    await response.body?.cancel();
    return { id, status: response.status };
  }
  const policy = response.headers.get('content-security-policy');
  const html = rewritePage(await response.text(), policy ? [policyInPage(policy), ...PAGE_REWRITES] : PAGE_REWRITES, release);
  const body = Buffer.from(html);
  // The copies the build writes beside a page (src/build/precompress.ts); a page has both.
  const { br, gz } = compressedCopies('index.html', body);
  if (!br || !gz) throw new Error(`${url} rendered ${body.byteLength} bytes, too few to be a product page`);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { id, status: 200, br, gz, etag };
}

parentPort!.on('message', (request: RenderRequest) => {
  answer(request).then(
    (reply) => parentPort!.postMessage(reply),
    (error: Error) => parentPort!.postMessage({ id: request.id, status: 500, error: error.stack ?? error.message } satisfies RenderReply),
  );
});
