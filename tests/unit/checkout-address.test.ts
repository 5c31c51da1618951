// The checkout address form's rules (src/lib/checkout/address.ts): each field's limit on both
// sides, the postal code rule, the country list, the phone read against its country, and agreement
// with the API's own schema, so what the form lets through the server takes; then what a refused
// checkout means, the outcome pages' query, and what checkout remembers between attempts.
import { describe, expect, it } from 'vitest';
import { addressProblems, checkoutAddress, CHECKOUT_COUNTRIES, fieldProblem, MAX_LENGTH, phoneProblem, type AddressDraft } from '../../src/lib/checkout/address.ts';
import { attemptFor, cartSignature, initialDraft, rememberOrdered, saveDraft } from '../../src/lib/checkout/address-memory.ts';
import { checkoutRefusal } from '../../src/lib/checkout/outcome.ts';
import { readPlacedOrder } from '../../src/lib/checkout/placed-order.ts';
import { failureReasonOf } from '../../src/lib/checkout/failure-reason.ts';
import * as rules from '../../src/lib/phone.ts';
import { addressSchema, COUNTRIES } from '../../src/server/shop/inputs.ts';

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

/** Whether the API's schema takes what the form would send for this draft. */
function serverTakes(d: AddressDraft): boolean {
  const sent = checkoutAddress(d, rules);
  return sent !== undefined && addressSchema.safeParse(sent).success;
}

describe('the text fields', () => {
  it.each(Object.entries(MAX_LENGTH))('%s takes %i characters and refuses one more', (field, max) => {
    const at = draft({ [field]: 'a'.repeat(max) });
    const over = draft({ [field]: 'a'.repeat(max + 1) });
    expect(fieldProblem(field as keyof typeof MAX_LENGTH, at)).toBeUndefined();
    expect(fieldProblem(field as keyof typeof MAX_LENGTH, over)).toBe('too_long');
    expect(serverTakes(at)).toBe(true);
    expect(addressSchema.safeParse({ ...checkoutAddress(at, rules)!, [field]: 'a'.repeat(max + 1) }).success).toBe(false);
  });

  it.each(Object.keys(MAX_LENGTH))('%s is required: empty and blank are refused, one character is taken', (field) => {
    expect(fieldProblem(field as keyof typeof MAX_LENGTH, draft({ [field]: '' }))).toBe('required');
    expect(fieldProblem(field as keyof typeof MAX_LENGTH, draft({ [field]: '   ' }))).toBe('required');
    expect(fieldProblem(field as keyof typeof MAX_LENGTH, draft({ [field]: '1' }))).toBeUndefined();
  });

  it('counts the length after trimming, as the API does', () => {
    expect(fieldProblem('city', draft({ city: `  ${'a'.repeat(100)}  ` }))).toBeUndefined();
    expect(checkoutAddress(draft({ city: '  Jeddah ' }), rules)?.city).toBe('Jeddah');
  });

  it('refuses control characters, which the API refuses too', () => {
    expect(fieldProblem('name', draft({ name: 'Noura\u0007' }))).toBe('control');
    expect(fieldProblem('street_address', draft({ street_address: 'Line 1\nLine 2' }))).toBe('control');
    expect(addressSchema.safeParse({ ...checkoutAddress(VALID, rules)!, name: 'Noura\u0007' }).success).toBe(false);
  });
});

describe('the postal code', () => {
  it.each(['12214', '00000', 'SW1A 1AA', '110-001', 'a'])('takes %j', (postal_code) => {
    expect(fieldProblem('postal_code', draft({ postal_code }))).toBeUndefined();
    expect(serverTakes(draft({ postal_code }))).toBe(true);
  });

  it.each(['12#14', '-1234', ' -12', '١٢٣٤٥', '12_14', '12.14'])('refuses %j', (postal_code) => {
    expect(fieldProblem('postal_code', draft({ postal_code }))).toBe('postal_format');
    expect(addressSchema.safeParse({ ...checkoutAddress(VALID, rules)!, postal_code }).success).toBe(false);
  });
});

describe('the country', () => {
  it('lists the GCC countries and India, the United Arab Emirates first, exactly the API\'s', () => {
    expect(CHECKOUT_COUNTRIES[0]).toBe('AE');
    expect([...CHECKOUT_COUNTRIES].sort()).toEqual([...COUNTRIES].sort());
    expect(CHECKOUT_COUNTRIES).toHaveLength(7);
  });

  it('refuses a country outside the list', () => {
    expect(fieldProblem('country', draft({ country: 'US' as AddressDraft['country'] }))).toBe('country');
    expect(fieldProblem('country', draft({ country: '' as AddressDraft['country'] }))).toBe('country');
  });
});

describe('the phone with its country', () => {
  it.each([
    ['050 123 4567', 'SA', '+966501234567'],
    ['0501234567', 'SA', '+966501234567'],
    ['+966 50 123 4567', 'AE', '+966501234567'],
    ['050-123-4567', 'AE', '+971501234567'],
    ['9876543210', 'IN', '+919876543210'],
    ['(04) 234 5678', 'AE', '+97142345678'],
    ['011 234 5678', 'SA', '+966112345678'],
    ['9212 3456', 'OM', '+96892123456'],
  ] as const)('%j for %s is sent as %s (a landline is fine: a courier calls it)', (phone, phoneCountry, e164) => {
    const d = draft({ phone, phoneCountry });
    expect(phoneProblem(d, rules)).toBeUndefined();
    expect(checkoutAddress(d, rules)?.phone_number).toBe(e164);
    expect(serverTakes(d)).toBe(true);
  });

  it('reads a number by the country chosen: an Indian number is no UAE one', () => {
    expect(phoneProblem(draft({ phone: '9876543210', phoneCountry: 'AE' }), rules)).not.toBeUndefined();
  });

  it('names a number too short, too long, or no number, and an empty one', () => {
    expect(phoneProblem(draft({ phone: '050 123' }), rules)).toBe('too_short');
    expect(phoneProblem(draft({ phone: '050 123 4567 8901 23' }), rules)).toBe('too_long');
    expect(phoneProblem(draft({ phone: 'call me' }), rules)).toBe('invalid');
    expect(phoneProblem(draft({ phone: ' ' }), rules)).toBe('required');
  });
});

describe('the whole address', () => {
  it('has no problem when every field is right, and is sent trimmed with the phone in E.164', () => {
    expect(addressProblems(VALID, rules)).toEqual({});
    expect(checkoutAddress(draft({ name: ' Noura Al Qahtani ' }), rules)).toEqual({
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
    expect(Object.keys(addressProblems(empty, rules))).toEqual(['name', 'street_address', 'city', 'state', 'postal_code', 'phone_number']);
    expect(checkoutAddress(empty, rules)).toBeUndefined();
  });
});

describe('what a refused checkout means', () => {
  it('a 409 with the line is a stock refusal; no answer is a network failure; a 5xx a server one', () => {
    expect(checkoutRefusal({ status: 409, reply: { success: false, data: { variant_id: 12, stock: 0 } } })).toEqual({ kind: 'stock', shortage: { variant_id: 12, stock: 0 } });
    expect(checkoutRefusal({})).toEqual({ kind: 'failed', reason: 'network' });
    expect(checkoutRefusal({ status: 503 })).toEqual({ kind: 'failed', reason: 'server' });
    expect(checkoutRefusal({ status: 401 })).toEqual({ kind: 'session' });
  });

  it('a 422 names its fields (the API keys address errors by "address" and names the field in the message)', () => {
    const reply = { success: false, errors: { address: ['The postal code may hold letters, digits, spaces and hyphens only.', 'The city is required.'] } };
    expect(checkoutRefusal({ status: 422, reply })).toEqual({ kind: 'fields', fields: { postal_code: reply.errors.address[0], city: reply.errors.address[1] } });
    expect(checkoutRefusal({ status: 422, reply: { success: false, message: 'Your cart is empty.' } })).toEqual({ kind: 'failed', reason: 'cart' });
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
    rememberOrdered(user.id, checkoutAddress(VALID, rules)!);
    expect(attemptFor(user.id, changed.cart, newKey).key).not.toBe(changed.key);
  });

  it('starts the form from the tab\'s draft, else the last address, else the account\'s name and phone', () => {
    Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    expect(initialDraft(user)).toMatchObject({ name: 'Noura Al Qahtani', country: 'SA', phoneCountry: 'SA', phone: '501234567', city: '' });
    rememberOrdered(user.id, checkoutAddress(draft({ country: 'KW', city: 'Kuwait City' }), rules)!);
    expect(initialDraft(user)).toMatchObject({ city: 'Kuwait City', country: 'KW', phoneCountry: 'SA', phone: '501234567' });
    // Another shopper of the same browser never sees it.
    expect(initialDraft({ id: 8, name: null, phone: null })).toMatchObject({ city: '', name: '', country: 'AE' });
    saveDraft(user.id, draft({ city: 'Dammam' }));
    expect(initialDraft(user).city).toBe('Dammam');
  });
});
