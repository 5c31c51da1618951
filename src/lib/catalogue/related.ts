// Related products: others sharing a category, those sharing the most categories first. Among those
// sharing as many, the order is a stable mix of the two products' ids, not the catalogue's order:
// by the catalogue's order its first products were among the related products of nearly every page
// of their category (of 1,000 sharing one category, the first four on 996 pages), so a change to one
// of them meant drawing all those pages again; mixed, each product is among the related products of
// about as many others as it shows itself (four), wherever it stands in the catalogue. One pass that
// keeps only the best few, since every product page asks for its own (the build remembers each
// product's answer: build/catalogue.ts). Pure, so it is tested without a build.

interface Relatable {
  id: string;
  category: readonly string[];
}

/** 32-bit FNV-1a of an id. */
function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A well-mixed 32-bit number for the pair (murmur3's finaliser over both ids' hashes). */
function pairRank(own: number, other: number): number {
  let h = (own ^ Math.imul(other, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * A catalogue made ready once for every product that asks (each of 10,000 product pages reads the
 * whole catalogue): each product's categories as bits, so that two products' shared categories are
 * a count of common bits, and each id's hash.
 */
interface Prepared {
  bits: Map<string, number>;
  /** 32-bit words per product. */
  words: number;
  masks: Uint32Array;
  hashes: Uint32Array;
}

const prepared = new WeakMap<readonly Relatable[], Prepared>();

function prepare(all: readonly Relatable[]): Prepared {
  let ready = prepared.get(all);
  if (ready) return ready;
  const bits = new Map<string, number>();
  for (const product of all) for (const category of product.category) if (!bits.has(category)) bits.set(category, bits.size);
  const words = Math.max(1, Math.ceil(bits.size / 32));
  const masks = new Uint32Array(all.length * words);
  const hashes = new Uint32Array(all.length);
  all.forEach((product, i) => {
    hashes[i] = idHash(product.id);
    for (const category of product.category) {
      const bit = bits.get(category)!;
      masks[i * words + (bit >>> 5)]! |= 1 << (bit & 31);
    }
  });
  ready = { bits, words, masks, hashes };
  prepared.set(all, ready);
  return ready;
}

/** How many categories the product at `i` shares with the categories `own` (as bits). */
function sharedAt({ words, masks }: Prepared, own: Uint32Array, i: number): number {
  let shared = 0;
  for (let w = 0; w < words; w++) shared += bitCount(own[w]! & masks[i * words + w]!);
  return shared;
}

function ownBits({ bits, words }: Prepared, product: Relatable): Uint32Array {
  const own = new Uint32Array(words);
  for (const category of product.category) {
    const bit = bits.get(category);
    if (bit !== undefined) own[bit >>> 5]! |= 1 << (bit & 31);
  }
  return own;
}

export function relatedProducts<T extends Relatable>(product: T, all: readonly T[], limit = 4): T[] {
  const ready = prepare(all);
  const own = ownBits(ready, product);
  const ownHash = idHash(product.id);
  const best: { at: number; shared: number; rank: number }[] = [];
  const before = (a: { shared: number; rank: number }, b: { shared: number; rank: number }) => a.shared > b.shared || (a.shared === b.shared && a.rank < b.rank);
  for (let i = 0; i < all.length; i++) {
    const shared = sharedAt(ready, own, i);
    if (shared === 0) continue;
    const worst = best[best.length - 1];
    if (best.length === limit && worst && shared < worst.shared) continue;
    if (all[i]!.id === product.id) continue;
    const entry = { at: i, shared, rank: pairRank(ownHash, ready.hashes[i]!) };
    if (best.length === limit && worst && !before(entry, worst)) continue;
    const at = best.findIndex((kept) => before(entry, kept));
    if (at === -1) best.push(entry);
    else best.splice(at, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map(({ at }) => all[at]!);
}

/**
 * Whether `candidate` is among `product`'s related products (as `relatedProducts` answers), without
 * working out the whole list: it is, unless `limit` others come before it. Those are found after a
 * few dozen products on average, where the whole list reads every product of the catalogue: a
 * publish asks this of every product sharing a category with the one it changed.
 */
export function isAmongRelated<T extends Relatable>(product: T, candidate: T, all: readonly T[], limit = 4): boolean {
  if (candidate.id === product.id) return false;
  const ready = prepare(all);
  const own = ownBits(ready, product);
  const theirs = ownBits(ready, candidate);
  const shared = own.reduce((n, word, w) => n + bitCount(word & theirs[w]!), 0);
  if (shared === 0) return false;
  const ownHash = idHash(product.id);
  const rank = pairRank(ownHash, idHash(candidate.id));
  let ahead = 0;
  let candidateSeen = false;
  for (let i = 0; i < all.length; i++) {
    const other = all[i]!;
    if (other.id === candidate.id) {
      candidateSeen = true;
      continue;
    }
    const otherShared = sharedAt(ready, own, i);
    if (otherShared < shared || other.id === product.id) continue;
    const otherRank = otherShared > shared ? 0 : pairRank(ownHash, ready.hashes[i]!);
    // Ties keep the catalogue's order, as the list's one pass does.
    if (otherShared > shared || otherRank < rank || (otherRank === rank && !candidateSeen)) {
      ahead += 1;
      if (ahead >= limit) return false;
    }
  }
  return true;
}
