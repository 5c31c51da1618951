// Characters no text field takes: C0 and C1 controls and DEL (PostgreSQL text cannot even hold
// U+0000) and lone surrogates (half a character, with no UTF-8 form). Multi-line fields keep tab,
// line feed and carriage return. Free of imports: the API's validation and the browser's checkout
// address schema share it.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

/** True when the text holds a control character or a lone surrogate. */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(value);
}
