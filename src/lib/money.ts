// Money: AED is the base currency. The server keeps integer minor units (fils); the browser
// converts for display only. One module for both sides, so rounding is decided once.

/** Major units (AED, or a converted amount) to integer minor units (fils), rounded to the nearest. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer minor units (fils) to major units. */
export function toMajor(minor: number): number {
  return minor / 100;
}

/** A major-unit amount rounded to whole minor units: 12.345 → 12.35. */
export function roundToMinor(amount: number): number {
  return toMajor(toMinor(amount));
}

/** Price after a percentage discount, in fils, rounded to the nearest fils. */
export function discountedMinor(priceMinor: number, discountPercent: number): number {
  return Math.round((priceMinor * (100 - discountPercent)) / 100);
}
