// The sitemap after a publish that adds or removes products (src/server/catalogue/release-update.ts):
// the build's own file (written by @astrojs/sitemap, src/build/sitemap-entry.ts) with the entries of
// the products that left taken out and those of the new ones put in, each locale's product entries
// in the catalogue's order, as the build lists them. A new product's entries are a present
// product's with its id in place, so they carry the same alternate links. What this cannot do as
// the build would (no product to copy, a second sitemap file) asks for a whole build instead.

/** @astrojs/sitemap's default: a sitemap file holds at most this many entries, then a second file starts. */
const ENTRY_LIMIT = 45_000;

const PRODUCT_LOC = /<loc>(.*?)\/product\/([^/<]+)<\/loc>/;

export class SitemapNeedsBuild extends Error {}

/** The sitemap file's text with these products' entries out and these in; throws SitemapNeedsBuild when only a build can. */
export function updatedSitemap(xml: string, added: readonly string[], removed: readonly string[]): string {
  const first = xml.indexOf('<url>');
  const end = xml.lastIndexOf('</urlset>');
  if (first === -1 || end === -1) throw new SitemapNeedsBuild('the sitemap has no entries to follow');
  const entries = xml.slice(first, end).split(/(?=<url>)/);
  const gone = new Set(removed);
  /** Each locale's product entries: where its run starts in the list, and the entries by id. */
  const runs = new Map<string, { at: number; byId: Map<string, string> }>();
  const kept: string[] = [];
  for (const entry of entries) {
    const match = PRODUCT_LOC.exec(entry);
    if (!match) {
      kept.push(entry);
      continue;
    }
    const [, prefix, id] = match as unknown as [string, string, string];
    let run = runs.get(prefix);
    if (!run) runs.set(prefix, (run = { at: kept.length, byId: new Map() }));
    if (!gone.has(id)) run.byId.set(id, entry);
  }
  if (added.length > 0 && runs.size === 0) throw new SitemapNeedsBuild('the sitemap lists no product to copy');
  // Later runs first, so that an earlier run's place in `kept` stays right.
  for (const run of [...runs.values()].sort((a, b) => b.at - a.at)) {
    const [modelId, model] = run.byId.entries().next().value ?? [];
    for (const id of added) {
      if (run.byId.has(id)) continue;
      if (modelId === undefined || model === undefined) throw new SitemapNeedsBuild('a locale of the sitemap lists no product to copy');
      run.byId.set(id, model.replaceAll(`/product/${modelId}<`, `/product/${id}<`).replaceAll(`/product/${modelId}"`, `/product/${id}"`));
    }
    const ordered = [...run.byId.entries()].sort(([a], [b]) => Number(a) - Number(b)).map(([, entry]) => entry);
    kept.splice(run.at, 0, ...ordered);
  }
  if (kept.length > ENTRY_LIMIT) throw new SitemapNeedsBuild(`the sitemap would hold ${kept.length} entries, more than one file's ${ENTRY_LIMIT}`);
  return xml.slice(0, first) + kept.join('') + xml.slice(end);
}
