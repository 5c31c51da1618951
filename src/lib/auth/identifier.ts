// The sign-in field takes an e-mail or a mobile number (spec section 2, Authentication modal): an
// entry that starts with a digit (or '+', or a bracket) is a phone, shown with the country prefix;
// one that starts with a letter is an e-mail.
export type IdentifierKind = 'email' | 'phone';

/** The kind the entry is read as so far, or null while it is empty. */
export function identifierKind(input: string): IdentifierKind | null {
  const first = input.trim().charAt(0);
  if (!first) return null;
  return /[\d+(]/.test(first) ? 'phone' : 'email';
}
