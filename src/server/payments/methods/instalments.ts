// AED as the instalment providers write it: a string of major units with two decimals ("37.00").
export const toAedText = (fils: number): string => (fils / 100).toFixed(2);

/** "37.5" or "37.50" → 3750 fils; anything else is not an amount. */
export function fromAedText(text: string | number): number {
  const value = typeof text === 'number' ? text : Number(text);
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${text}`);
  return Math.round(value * 100);
}
