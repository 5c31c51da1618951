// What every part of the signed-in My Account receives.
import type { UserInfo } from '../../lib/api/types.ts';
import type { ErrorWords } from '../../lib/api/error-words.ts';
import type { DateWords } from '../../lib/dates/date-words.ts';
import type { AccountStrings } from './strings.ts';

/** The page's words for dates (src/build/date-words.ts): a date in full, and a moment with its time. */
export type AccountDates = Record<'long' | 'withTime', DateWords>;

export interface PartProps {
  user: UserInfo;
  strings: AccountStrings;
  /** The words for the API's error codes, in this page's language. */
  words: ErrorWords;
}
