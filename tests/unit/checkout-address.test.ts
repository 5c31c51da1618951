// The checkout address (src/lib/checkout/address-schema.ts, the one schema the API and the form
// share, and address-draft.ts, the form's draft): each field's limit on both sides, the postcode by its
// country's rule, the country list, the phone read against its country; then what a refused
// checkout means, the outcome pages' query, and what checkout remembers between attempts.
import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '../../src/lib/checkout/address.ts';
import { addressInput, type AddressDraft } from '../../src/lib/checkout/address-draft.ts';
import { addressSchema, readAddress } from '../../src/lib/checkout/address-schema.ts';
import { attemptFor, cartSignature, initialDraft, rememberOrdered, saveDraft } from '../../src/lib/checkout/address-memory.ts';
import { checkoutRefusal } from '../../src/lib/checkout/outcome.ts';
import { readPlacedOrder } from '../../src/lib/checkout/placed-order.ts';
import { failureReasonOf } from '../../src/lib/checkout/failure-reason.ts';
import { COUNTRY_CODES } from '../../src/lib/countries.ts';

const VALID: AddressDraft = {
  name: 'Noura Al Qahtani',
  street_address: 'King Fahd Road 4410, Al Olaya',
  city: 'Riyadh',
  state: 'Riyadh Province',
  postal_code: '12214',
  country: 'SA',
  phone: '050 123 4567',
  phoneCountry: 'SA',
};

const draft = (patch: Partial<AddressDraft>): AddressDraft => ({ ...VALID, ...patch });
const problems = (d: AddressDraft) => {
  const reading = readAddress(addressInput(d));
  return reading.ok ? {} : reading.problems;
};
const sent = (d: AddressDraft) => {
  const reading = readAddress(addressInput(d));
  return reading.ok ? reading.address : undefined;
};

describe('the text fields', () => {
  it.each(Object.entries(MAX_LENGTH))('%s takes %i characters and refuses one more', (field, max) => {
    expect(problems(draft({ [field]: 'a'.repeat(max) }))).toEqual({});
    expect(problems(draft({ [field]: 'a'.repeat(max + 1) }))).toEqual({ [field]: 'too_long' });
  });

  it.each(Object.keys(MAX_LENGTH))('%s is required: empty and blank are refused, one character is taken', (field) => {
    expect(problems(draft({ [field]: '' }))).toEqual({ [field]: 'required' });
    expect(problems(draft({ [field]: '   ' }))).toEqual({ [field]: 'required' });
    expect(problems(draft({ [field]: '1' }))).toEqual({});
  });

  it('counts the length after trimming, and sends the value trimmed', () => {
    expect(problems(draft({ city: `  ${'a'.repeat(100)}  ` }))).toEqual({});
    expect(sent(draft({ city: '  Jeddah ' }))?.city).toBe('Jeddah');
  });

  it('refuses control characters', () => {
    expect(problems(draft({ name: 'Noura\u0007' }))).toEqual({ name: 'control' });
    expect(problems(draft({ street_address: 'Line 1\nLine 2' }))).toEqual({ street_address: 'control' });
  });

  it('refuses a missing field or one that is no text, as the API receives them', () => {
    const { name: _name, ...noName } = sent(VALID)!;
    expect(addressSchema.safeParse(noName).success).toBe(false);
    expect(addressSchema.safeParse({ ...sent(VALID)!, city: 12 }).success).toBe(false);
  });
});

describe('the postcode, by its country (src/lib/countries.ts)', () => {
  it('is not asked for in the UAE and Qatar: none is fine, and one sent is dropped', () => {
    for (const country of ['AE', 'QA'] as const) {
      const d = draft({ country, phoneCountry: 'SA', postal_code: '' });
      expect(problems(d)).toEqual({});
      expect(addressSchema.parse({ ...sent(d)!, postal_code: 'anything' }).postal_code).toBe('');
      expect(addressSchema.parse({ ...sent(d)!, postal_code: undefined }).postal_code).toBe('');
    }
  });

  it.each([
    ['KW', '13001', '1300'],
    ['OM', '112', '1120'],
    ['BH', '317', '31'],
  ] as const)('is optional in %s: none or %s is taken, %s is refused', (country, good, bad) => {
    expect(problems(draft({ country, postal_code: '' }))).toEqual({});
    expect(problems(draft({ country, postal_code: good }))).toEqual({});
    expect(problems(draft({ country, postal_code: bad }))).toEqual({ postal_code: 'postal_format' });
  });

  it('takes 3 or 4 digits in Bahrain', () => {
    expect(problems(draft({ country: 'BH', postal_code: '1216' }))).toEqual({});
    expect(problems(draft({ country: 'BH', postal_code: '12160' }))).toEqual({ postal_code: 'postal_format' });
  });

  it.each([
    ['IN', '400001', ['40000', '4000011', '040001', '40000A']],
    ['SA', '12214', ['1221', '122140', '1221A', '١٢٢١٤']],
  ] as const)('is required in %s: %s is taken, none and each wrong form are refused', (country, good, bads) => {
    expect(problems(draft({ country, postal_code: good }))).toEqual({});
    expect(problems(draft({ country, postal_code: ' ' }))).toEqual({ postal_code: 'required' });
    for (const bad of bads) expect(problems(draft({ country, postal_code: bad }))).toEqual({ postal_code: 'postal_format' });
    expect(sent(draft({ country, postal_code: ` ${good} ` }))?.postal_code).toBe(good);
  });

  it("names the country and an example in the API's message", () => {
    const result = addressSchema.safeParse({ ...sent(VALID)!, country: 'IN', postal_code: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('The postal code is required in India, e.g. 400001.');
  });
});

describe('the country', () => {
  it('is one of the GCC countries and India, from the country table', () => {
    for (const country of COUNTRY_CODES) expect(problems(draft({ country, postal_code: country === 'IN' ? '400001' : '12214' }))).not.toHaveProperty('country');
    expect(problems(draft({ country: 'US' as AddressDraft['country'] }))).toEqual({ country: 'country' });
    expect(problems(draft({ country: '' as AddressDraft['country'] }))).toEqual({ country: 'country' });
  });
});

describe('the phone with its country', () => {
  it.each([
    ['050 123 4567', 'SA', '+966501234567'],
    ['0501234567', 'SA', '+966501234567'],
    ['+966 50 123 4567', 'AE', '+966501234567'],
    ['00966 50 123 4567', 'AE', '+966501234567'],
    ['050-123-4567', 'AE', '+971501234567'],
    ['9876543210', 'IN', '+919876543210'],
    ['(04) 234 5678', 'AE', '+97142345678'],
    ['011 234 5678', 'SA', '+966112345678'],
    ['9212 3456', 'OM', '+96892123456'],
  ] as const)('%j for %s is sent as %s (a landline is fine: a courier calls it)', (phone, phoneCountry, e164) => {
    const d = draft({ phone, phoneCountry });
    expect(problems(d)).toEqual({});
    expect(sent(d)?.phone_number).toBe(e164);
  });

  it('reads a number by the country chosen: an Indian number is no UAE one', () => {
    expect(problems(draft({ phone: '9876543210', phoneCountry: 'AE' }))).toHaveProperty('phone_number');
  });

  it('names a number too short, too long, or no number, and an empty one', () => {
    expect(problems(draft({ phone: '050 123' }))).toEqual({ phone_number: 'too_short' });
    expect(problems(draft({ phone: '050 123 4567 8901 23' }))).toEqual({ phone_number: 'too_long' });
    expect(problems(draft({ phone: 'call me' }))).toEqual({ phone_number: 'invalid' });
    expect(problems(draft({ phone: ' ' }))).toEqual({ phone_number: 'required' });
  });

  it('the API takes E.164 only, by the same plans: a number without its code is refused', () => {
    expect(addressSchema.safeParse({ ...sent(VALID)!, phone_number: '0501234567' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...sent(VALID)!, phone_number: '+1 202 555 0100' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...sent(VALID)!, phone_number: '+971 50 123 4567' }).success).toBe(true);
  });
});

describe('the whole address', () => {
  it('has no problem when every field is right, and is sent trimmed with the phone in E.164', () => {
    expect(problems(VALID)).toEqual({});
    expect(sent(draft({ name: ' Noura Al Qahtani ' }))).toEqual({
      name: 'Noura Al Qahtani',
      street_address: 'King Fahd Road 4410, Al Olaya',
      city: 'Riyadh',
      state: 'Riyadh Province',
      postal_code: '12214',
      country: 'SA',
      phone_number: '+966501234567',
    });
  });

  it('names every field at fault, and sends nothing', () => {
    const empty = { ...VALID, name: '', street_address: '', city: '', state: '', postal_code: '', phone: '' };
    expect(Object.keys(problems(empty)).sort()).toEqual(['city', 'name', 'phone_number', 'postal_code', 'state', 'street_address']);
    expect(sent(empty)).toBeUndefined();
  });
});

describe('what a refused checkout means', () => {
  it('a 409 with the line is a stock refusal; no answer is a network failure; a 5xx a server one', () => {
    expect(checkoutRefusal({ code: 'unexpected_reply', status: 409, reply: { success: false, data: { variant_id: 12, stock: 0 } } })).toEqual({ kind: 'stock', shortage: { variant_id: 12, stock: 0 } });
    expect(checkoutRefusal({ code: 'network' })).toEqual({ kind: 'failed', reason: 'network' });
    expect(checkoutRefusal({ code: 'unexpected_reply', status: 503 })).toEqual({ kind: 'failed', reason: 'server' });
    expect(checkoutRefusal({ code: 'unexpected_reply', status: 401 })).toEqual({ kind: 'session' });
  });

  it('a 422 is a refused address or an emptied cart by its codes, whatever its English says', () => {
    const reply = { success: false, code: 'validation_failed' as const, errors: { address: ['The city is required.'] }, error_codes: { address: ['required' as const] } };
    expect(checkoutRefusal({ code: 'validation_failed', status: 422, reply })).toEqual({ kind: 'address' });
    expect(checkoutRefusal({ code: 'cart_empty', status: 422, reply: { success: false, message: 'Reworded.', code: 'cart_empty' } })).toEqual({ kind: 'failed', reason: 'cart' });
    expect(checkoutRefusal({ code: 'unexpected_reply', status: 422, reply: { success: false, message: 'Your cart is empty.' } })).toEqual({ kind: 'failed', reason: 'other' });
  });

  it('the outcome pages take only well-formed values from their query', () => {
    expect(readPlacedOrder(new URLSearchParams('order=ORD-000042&id=9'))).toEqual({ orderNumber: 'ORD-000042', itemId: 9 });
    expect(readPlacedOrder(new URLSearchParams('order=ORD000042&id=0'))).toEqual({ orderNumber: 'ORD000042' });
    expect(readPlacedOrder(new URLSearchParams('order=<b>x</b>&id=9'))).toBeUndefined();
    expect(readPlacedOrder(new URLSearchParams('id=9'))).toBeUndefined();
    expect(failureReasonOf('network')).toBe('network');
    expect(failureReasonOf('<script>')).toBe('other');
    expect(failureReasonOf(null)).toBe('other');
  });
});

describe('what checkout remembers', () => {
  /** A Storage over a Map, as the browser's (Node has none). */
  function memoryStorage(): Storage {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (i) => [...items.keys()][i] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  }
  const user = { id: 7, name: 'Noura Al Qahtani', phone: '+966501234567' };

  it('keeps one key per attempt until the cart changes or the order is placed', () => {
    Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    let n = 0;
    const newKey = () => `key-0000-${(n += 1)}`;
    const cart = cartSignature([{ variant_id: 40, quantity: 1 }, { variant_id: 12, quantity: 2 }]);
    expect(cart).toBe('12:2,40:1');
    const first = attemptFor(user.id, cart, newKey);
    expect(attemptFor(user.id, cart, newKey)).toEqual(first);
    const changed = attemptFor(user.id, cartSignature([{ variant_id: 12, quantity: 3 }]), newKey);
    expect(changed.key).not.toBe(first.key);
    rememberOrdered(user.id, sent(VALID)!);
    expect(attemptFor(user.id, changed.cart, newKey).key).not.toBe(changed.key);
  });

  it('starts the form from the tab\'s draft, else the last address, else the account\'s name and phone', () => {
    Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    expect(initialDraft(user)).toMatchObject({ name: 'Noura Al Qahtani', country: 'SA', phoneCountry: 'SA', phone: '501234567', city: '' });
    rememberOrdered(user.id, sent(draft({ country: "KW", city: "Kuwait City" }))!);
    expect(initialDraft(user)).toMatchObject({ city: 'Kuwait City', country: 'KW', phoneCountry: 'SA', phone: '501234567' });
    // Another shopper of the same browser never sees it.
    expect(initialDraft({ id: 8, name: null, phone: null })).toMatchObject({ city: '', name: '', country: 'AE' });
    saveDraft(user.id, draft({ city: 'Dammam' }));
    expect(initialDraft(user).city).toBe('Dammam');
  });
});
