// What checkout remembers in this browser: the last address each shopper ordered with
// (localStorage, for the next order), the form as it stands and the attempt's Idempotency-Key
// (sessionStorage, so a reload, the way back from /payment-failed or a retry loses nothing and
// never makes a second order). Keys carry the user id: a shared browser never offers one
// shopper's address to another.
import { attemptKey, draftKey, lastAddressKey } from '../storage-keys.ts';
import { isCountryCode } from '../countries.ts';
import { DEFAULT_PHONE_COUNTRY, splitE164, type PhoneCountry } from '../phone-countries.ts';
import type { UserInfo } from '../api/types.ts';
import type { AddressDraft } from './address-draft.ts';
import type { CheckoutAddress } from './address-schema.ts';

export interface Attempt {
  /** The Idempotency-Key every send of this attempt carries. */
  key: string;
  /** The cart it was made for (cartSignature): another cart is another attempt. */
  cart: string;
}

function read(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the form still works, it just is not remembered.
  }
}

const local = () => globalThis.localStorage as Storage | undefined;
const session = () => globalThis.sessionStorage as Storage | undefined;
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 400) : '');

/** A stored draft, read field by field: what is missing or of the wrong type starts empty. */
function draftFrom(value: unknown): AddressDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const country = isCountryCode(v.country) ? v.country : DEFAULT_PHONE_COUNTRY;
  return {
    name: text(v.name),
    street_address: text(v.street_address),
    city: text(v.city),
    state: text(v.state),
    postal_code: text(v.postal_code),
    country,
    phone: text(v.phone),
    phoneCountry: isCountryCode(v.phoneCountry) ? v.phoneCountry : country,
  };
}

/**
 * The number without its country code, as the phone field shows it beside the code. A stored
 * number was checked when it was saved, so its dialling code is enough to split it.
 */
function phoneFields(e164: string | null | undefined): Pick<AddressDraft, 'phone' | 'phoneCountry'> | undefined {
  const split = e164 ? splitE164(e164) : undefined;
  return split && { phone: split.national, phoneCountry: split.country };
}

const emptyDraft = (country: PhoneCountry = DEFAULT_PHONE_COUNTRY): AddressDraft => ({
  name: '',
  street_address: '',
  city: '',
  state: '',
  postal_code: '',
  country,
  phone: '',
  phoneCountry: country,
});

/**
 * Where the form starts: the draft of this tab; else the last address ordered with; else the
 * account's name and phone (the address country following the phone's).
 */
export function initialDraft(user: Pick<UserInfo, 'id' | 'name' | 'phone'>): AddressDraft {
  const draft = draftFrom(read(session(), draftKey(user.id)));
  if (draft) return draft;
  const last = read(local(), lastAddressKey(user.id)) as Partial<CheckoutAddress> | undefined;
  const remembered = draftFrom(last);
  if (remembered && last) return { ...remembered, ...phoneFields(last.phone_number) };
  const phone = phoneFields(user.phone);
  return { ...emptyDraft(phone?.phoneCountry), name: user.name?.trim() ?? '', ...phone };
}

export function saveDraft(userId: number, draft: AddressDraft): void {
  write(session(), draftKey(userId), draft);
}

/** After an order: the address is kept for the next one; the draft and the attempt are done. */
export function rememberOrdered(userId: number, address: CheckoutAddress): void {
  write(local(), lastAddressKey(userId), address);
  write(session(), draftKey(userId), undefined);
  write(session(), attemptKey(userId), undefined);
}

/** "12:2,40:1": the cart an attempt is for. */
export function cartSignature(lines: readonly { variant_id: number; quantity: number }[]): string {
  return [...lines]
    .sort((a, b) => a.variant_id - b.variant_id)
    .map((line) => `${line.variant_id}:${line.quantity}`)
    .join(',');
}

/**
 * The attempt for this cart: the stored one while the cart is the same (a retry after a network
 * error, a second click), else a new key, stored before anything is sent.
 */
export function attemptFor(userId: number, cart: string, newKey: () => string = () => crypto.randomUUID()): Attempt {
  const stored = read(session(), attemptKey(userId)) as Partial<Attempt> | undefined;
  if (stored && stored.cart === cart && typeof stored.key === 'string' && /^[\x21-\x7e]{8,128}$/.test(stored.key)) {
    return { key: stored.key, cart };
  }
  const attempt = { key: newKey(), cart };
  write(session(), attemptKey(userId), attempt);
  return attempt;
}
