// The size guide: garment measurements in centimetres per size, per kind of garment, from the
// editors' content/size-guide.json. A product finds its guide by its garment tag (shayla, abaya…),
// and shows only the sizes it sells.
import { z } from 'zod';
import { SIZES, type Size } from './constants.ts';

const MEASURES = ['length', 'width', 'bust', 'chest', 'sleeve', 'head'] as const;
type Measure = (typeof MEASURES)[number];

const centimetres = z.number().positive().max(400);

const guideSchema = z
  .strictObject({
    /** The catalogue tags this guide is for. */
    tags: z.array(z.string().min(1)).min(1),
    /** The columns, in the order the table shows them. */
    measures: z.array(z.enum(MEASURES)).min(1),
    sizes: z.partialRecord(z.enum(SIZES), z.partialRecord(z.enum(MEASURES), centimetres)),
  })
  .superRefine((guide, ctx) => {
    for (const [size, values] of Object.entries(guide.sizes)) {
      const given = Object.keys(values).sort().join();
      if (given !== [...guide.measures].sort().join()) {
        ctx.addIssue({ code: 'custom', path: ['sizes', size], message: `Expected exactly the measures ${guide.measures.join(', ')}` });
      }
    }
  });

export const sizeGuideFileSchema = z
  .strictObject({ guides: z.array(guideSchema).min(1) })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.guides.forEach((guide, i) => {
      for (const tag of guide.tags) {
        if (seen.has(tag)) ctx.addIssue({ code: 'custom', path: ['guides', i, 'tags'], message: `Tag "${tag}" has two guides` });
        seen.add(tag);
      }
    });
  });

export type SizeGuideFile = z.infer<typeof sizeGuideFileSchema>;

export interface SizeGuideTable {
  measures: Measure[];
  rows: { size: Size; values: number[] }[];
}

/**
 * The table for a product with these tags selling these sizes: the guide of its first tag that has
 * one, with a row for each size it sells that the guide measures, in size order. Null when no guide
 * fits (the page then shows none).
 */
export function sizeGuideFor(file: SizeGuideFile, tags: readonly string[], sold: ReadonlySet<string>): SizeGuideTable | null {
  const guide = tags.map((tag) => file.guides.find((g) => g.tags.includes(tag))).find((g) => g !== undefined);
  if (!guide) return null;
  const rows = SIZES.filter((size) => sold.has(size) && guide.sizes[size]).map((size) => ({
    size,
    values: guide.measures.map((measure) => guide.sizes[size]![measure]!),
  }));
  return rows.length > 0 ? { measures: guide.measures, rows } : null;
}
