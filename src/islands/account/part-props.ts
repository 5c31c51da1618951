// What every part of the signed-in My Account receives.
import type { UserInfo } from '../../lib/api/types.ts';
import type { ErrorWords } from '../../lib/api/error-words.ts';
import type { AccountStrings } from './strings.ts';

export interface PartProps {
  user: UserInfo;
  strings: AccountStrings;
  /** The words for the API's error codes, in this page's language. */
  words: ErrorWords;
}
