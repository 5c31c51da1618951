// Characters a reader cannot see: controls (C0, C1, DEL), lone surrogates, and format characters
// (Unicode Cf: the bidi overrides and isolates that reorder what follows, U+202E, U+2066…; zero-width
// spaces; the byte-order mark). One rule for every place text from a shopper is taken or shown:
// the API refuses them in names, addresses, subjects and messages (src/server/http/validate.ts), the
// checkout form checks the same before sending, and the operator's terminal shows them escaped.
// Kept: the zero-width joiner and non-joiner, which Persian, Indic scripts and emoji sequences need,
// and, in multi-line text, tab and line breaks.

const CONTROL = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;
const FORMAT = /(?![\u200c\u200d])\p{Cf}/u;

export type ForbiddenKind = 'control' | 'format';

export interface TextRule {
  /** Keeps tab, line feed and carriage return (messages, comments). */
  multiline?: boolean;
}

/** What kind of unseen character the text holds ('control' first), or null when it holds none. */
export function forbiddenCharacter(text: string, { multiline = false }: TextRule = {}): ForbiddenKind | null {
  if ((multiline ? CONTROL_MULTILINE : CONTROL).test(text)) return 'control';
  if (FORMAT.test(text)) return 'format';
  return null;
}

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '\\': '\\\\' };
// Every control, surrogate and format character (ZWJ and ZWNJ included: a terminal shows nothing
// for them either), and the backslash, so that a typed "\r" never reads as an escaped one.
const SHOWN = /[\u0000-\u001f\u007f-\u009f\\]|\p{Cs}|\p{Cf}/gu;

/**
 * The text with every unseen character written out (`\r`, `\t`, `\u202E`, `\\`), so a terminal
 * shows what was written: a carriage return cannot hide the start of a line, nor an override
 * reverse it. Multi-line text keeps its line breaks (a CR LF pair as one).
 */
export function showUnseen(text: string, { multiline = false }: TextRule = {}): string {
  const source = multiline ? text.replace(/\r\n/g, '\n') : text;
  return source.replace(SHOWN, (character) => {
    if (multiline && character === '\n') return character;
    const named = NAMED[character];
    if (named) return named;
    const code = character.codePointAt(0)!;
    const hex = code.toString(16).toUpperCase();
    return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
  });
}
