// The English description the shop writes for each timeline kind, and the kind of a stored entry
// (entries carry their description only, so older orders get their kind back from it too).
import { TIMELINE_KIND_KEYS, TIMELINE_KINDS, type TimelineKind } from '../../lib/orders/timeline-kinds.ts';
import { english } from '../../lib/translations.ts';

export function timelineDescription(kind: TimelineKind): string {
  return english(TIMELINE_KIND_KEYS[kind]);
}

const KIND_OF = new Map(TIMELINE_KINDS.map((kind) => [timelineDescription(kind), kind]));

export function timelineKind(description: string): TimelineKind | null {
  return KIND_OF.get(description) ?? null;
}
