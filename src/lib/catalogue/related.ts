// Related products: others sharing a category, those sharing the most categories first. Among those
// sharing as many, the order is a stable mix of the two products' ids, not the catalogue's order:
// by the catalogue's order its first products were among the related products of nearly every page
// of their category (of 1,000 sharing one category, the first four on 996 pages), so a change to one
// of them meant drawing all those pages again; mixed, each product is among the related products of
// about as many others as it shows itself (four), wherever it stands in the catalogue. One pass that
// keeps only the best few, since every product page asks for its own (the build remembers each
// product's answer: build/catalogue.ts). Pure, so it is tested without a build.

/** 32-bit FNV-1a of an id, kept: a catalogue's ids are hashed once however many pages ask. */
const idHashes = new Map<string, number>();
function idHash(id: string): number {
  let hash = idHashes.get(id);
  if (hash === undefined) {
    hash = 0x811c9dc5;
    for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
    idHashes.set(id, (hash >>>= 0));
  }
  return hash;
}

/** A well-mixed 32-bit number for the pair (murmur3's finaliser over both ids' hashes). */
function pairRank(own: number, other: number): number {
  let h = (own ^ Math.imul(other, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function relatedProducts<T extends { id: string; category: readonly string[] }>(product: T, all: readonly T[], limit = 4): T[] {
  const own = new Set<string>(product.category);
  const ownHash = idHash(product.id);
  const best: { other: T; shared: number; rank: number }[] = [];
  const before = (a: { shared: number; rank: number }, b: { shared: number; rank: number }) => a.shared > b.shared || (a.shared === b.shared && a.rank < b.rank);
  for (const other of all) {
    if (other.id === product.id) continue;
    let shared = 0;
    for (const category of other.category) if (own.has(category)) shared += 1;
    if (shared === 0) continue;
    const worst = best[best.length - 1];
    if (best.length === limit && worst && shared < worst.shared) continue;
    const entry = { other, shared, rank: pairRank(ownHash, idHash(other.id)) };
    if (best.length === limit && worst && !before(entry, worst)) continue;
    const at = best.findIndex((kept) => before(entry, kept));
    if (at === -1) best.push(entry);
    else best.splice(at, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map(({ other }) => other);
}

/**
 * Whether `candidate` is among `product`'s related products (as `relatedProducts` answers), without
 * working out the whole list: it is, unless `limit` others come before it. Those are found after a
 * few dozen products on average, where the whole list reads every product of the catalogue: a
 * publish asks this of every product sharing a category with the one it changed.
 */
export function isAmongRelated<T extends { id: string; category: readonly string[] }>(product: T, candidate: T, all: readonly T[], limit = 4): boolean {
  if (candidate.id === product.id) return false;
  const own = new Set<string>(product.category);
  const sharedWith = (other: T) => other.category.reduce((n, category) => (own.has(category) ? n + 1 : n), 0);
  const shared = sharedWith(candidate);
  if (shared === 0) return false;
  const ownHash = idHash(product.id);
  const rank = pairRank(ownHash, idHash(candidate.id));
  let ahead = 0;
  let candidateSeen = false;
  for (const other of all) {
    if (other.id === candidate.id) {
      candidateSeen = true;
      continue;
    }
    if (other.id === product.id) continue;
    const otherShared = sharedWith(other);
    if (otherShared < shared || otherShared === 0) continue;
    const otherRank = otherShared > shared ? 0 : pairRank(ownHash, idHash(other.id));
    // Ties keep the catalogue's order, as the list's one pass does.
    if (otherShared > shared || otherRank < rank || (otherRank === rank && !candidateSeen)) {
      ahead += 1;
      if (ahead >= limit) return false;
    }
  }
  return true;
}
