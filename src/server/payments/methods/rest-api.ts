// What the instalment providers' REST clients share: their API base read from the environment, and
// AED as they write it, major units with two decimals ("37.00").
export const toAedText = (fils: number): string => (fils / 100).toFixed(2);

/** "37.5" or "37.50" → 3750 fils; anything else is not an amount. */
export function fromAedText(text: string | number): number {
  const value = typeof text === 'number' ? text : Number(text);
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${text}`);
  return Math.round(value * 100);
}

/** An API base as an origin (http or https, no path), or an error naming the variable. */
export function apiOrigin(base: string, name: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`${name} must be a URL such as https://api.example.com, not "${base}".`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) origin without a path, not "${base}".`);
  }
  return url.origin;
}
