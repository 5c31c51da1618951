// Choosing another country on the checkout form: what belonged to the old one goes.
import { describe, expect, it } from 'vitest';
import { withCountry, type AddressDraft } from '../../src/lib/checkout/address-draft.ts';

const riyadh: AddressDraft = {
  name: 'Noura',
  street_address: 'King Fahd Road 4410',
  city: 'Riyadh',
  state: 'Riyadh Province',
  postal_code: '12214',
  country: 'SA',
  phone: '050 123 4567',
  phoneCountry: 'SA',
};

describe('withCountry', () => {
  it('clears the old country’s city, state and postcode, and keeps the rest', () => {
    expect(withCountry(riyadh, 'IN')).toEqual({ ...riyadh, country: 'IN', city: '', state: '', postal_code: '' });
  });

  it('keeps a city that is one of the new country’s major cities, in any of its languages', () => {
    expect(withCountry({ ...riyadh, country: 'AE', city: 'Jeddah' }, 'SA').city).toBe('Jeddah');
    expect(withCountry({ ...riyadh, country: 'AE', city: ' جدة ' }, 'SA').city).toBe(' جدة ');
    expect(withCountry({ ...riyadh, country: 'AE', city: 'Dubai' }, 'SA').city).toBe('');
  });

  it('changes nothing when the country stays', () => {
    expect(withCountry(riyadh, 'SA')).toBe(riyadh);
  });
});
