// The phone rules (src/lib/phone.ts: libphonenumber-js over the seven countries' numbering plans,
// about 12 KB gzip) load in the browser only when a number is typed, shared by the sign-in form
// and My Account (checkout's address schema brings them with it), so a page that only shows a
// number stays without them (src/lib/phone-format.ts formats it).
import type { PhoneRules } from '../../lib/phone.ts';
import { lazyRules } from '../lazy-rules.ts';

const phoneRules = lazyRules<PhoneRules>(() => import('../../lib/phone.ts'));

export const loadPhoneRules = phoneRules.load;
export const usePhoneRules = phoneRules.use;
