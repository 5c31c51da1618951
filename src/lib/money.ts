// Money: AED is the base currency. The server keeps integer minor units (fils); the browser
// converts for display only. One module for both sides, so rounding is decided once.

export const BASE_CURRENCY = 'AED';

/** AED (major units, at most 2 decimals) to integer fils. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer fils to AED major units. */
export function toMajor(minor: number): number {
  return minor / 100;
}

/** Price after a percentage discount, in fils, rounded to the nearest fils. */
export function discountedMinor(priceMinor: number, discountPercent: number): number {
  return Math.round((priceMinor * (100 - discountPercent)) / 100);
}
