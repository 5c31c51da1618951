// Build-time size guide: the editors' content/size-guide.json, checked by its schema (a mistake
// stops the build).
import { readFileSync } from 'node:fs';
import { sizeGuideFileSchema, type SizeGuideFile } from '../lib/catalogue/size-guide.ts';

let cached: SizeGuideFile | undefined;

export function sizeGuides(): SizeGuideFile {
  cached ??= sizeGuideFileSchema.parse(JSON.parse(readFileSync('content/size-guide.json', 'utf8')));
  return cached;
}
