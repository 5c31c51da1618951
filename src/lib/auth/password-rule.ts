// The password rule (docs/QUALITY.md): 8 to 128 characters, no composition rules. The API refuses
// anything else; the browser checks first, so the shopper learns it before sending.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** What is wrong with a new password, or null. Lengths count as the server counts (UTF-16 units). */
export function passwordLengthProblem(password: string): 'required' | 'short' | 'long' | null {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN) return 'short';
  if (password.length > PASSWORD_MAX) return 'long';
  return null;
}
