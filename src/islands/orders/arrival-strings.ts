// The words of an arrival estimate in an island (ArrivalEstimate.tsx), as prop name → i18n key.
import type { IslandStrings } from '../../lib/text.ts';

export const ARRIVAL_STRINGS = {
  arrivalHeading: 'delivery.heading',
  /** With {{range}} and {{place}}. */
  arrives: 'delivery.arrives',
  /** With {{city}} and {{country}}. */
  place: 'delivery.place',
} as const;

export type ArrivalStrings = IslandStrings<typeof ARRIVAL_STRINGS>;
