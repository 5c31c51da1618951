// The rules of the six one-digit code boxes (spec section 5): one digit per box, focus moves on
// after a digit and back on Backspace in an empty box, a pasted code fills the boxes from the one
// pasted into. The six boxes joined form the code.
const OTP_LENGTH = 6;

export interface BoxesState {
  digits: string[];
  /** The box to focus next. */
  focus: number;
}

export const emptyBoxes = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

const last = OTP_LENGTH - 1;

/** What was typed into box `index` (the box's whole new value: a digit, several, or anything else). */
export function typeInto(digits: string[], index: number, typed: string): BoxesState {
  const only = typed.replace(/\D/g, '');
  if (!only) {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  if (only.length > 1) return pasteInto(digits, index, withoutOldDigit(digits[index] ?? '', only));
  const next = [...digits];
  next[index] = only;
  return { digits: next, focus: Math.min(index + 1, last) };
}

/** A digit typed into a full box arrives beside the old one ('37' or '73' over '3'): keep the new one. */
function withoutOldDigit(old: string, value: string): string {
  if (value.length !== 2 || !old) return value;
  if (value.startsWith(old)) return value.slice(1);
  if (value.endsWith(old)) return value.slice(0, 1);
  return value;
}

/** Backspace in box `index`: clears it, or, when it is already empty, clears and focuses the one before. */
export function backspace(digits: string[], index: number): BoxesState {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = Math.max(index - 1, 0);
  next[previous] = '';
  return { digits: next, focus: previous };
}

/** Pasted text: its digits fill the boxes from `index` on; focus lands after the last one filled. */
export function pasteInto(digits: string[], index: number, pasted: string): BoxesState {
  const only = pasted.replace(/\D/g, '');
  if (!only) return { digits, focus: index };
  // A whole code pasted anywhere fills all six.
  const start = only.length >= OTP_LENGTH ? 0 : index;
  const next = [...digits];
  const chars = only.slice(0, OTP_LENGTH - start).split('');
  chars.forEach((char, offset) => (next[start + offset] = char));
  return { digits: next, focus: Math.min(start + chars.length, last) };
}

export const joinCode = (digits: string[]): string => digits.join('');

export const isComplete = (digits: string[]): boolean => digits.every((digit) => /^\d$/.test(digit));
