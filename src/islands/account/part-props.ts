// What every part of the signed-in My Account receives.
import type { UserInfo } from '../../lib/api/types.ts';
import type { Localise } from '../../lib/auth/messages.ts';
import type { AccountStrings } from './strings.ts';

export interface PartProps {
  user: UserInfo;
  strings: AccountStrings;
  /** English server text → this page's language. */
  localise: Localise;
}
