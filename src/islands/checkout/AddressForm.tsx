// The delivery address: name, street, city, state or emirate, postal code, country (the GCC and
// India) and a phone with its country code, each with the browser's autocomplete name, its
// message beside it (aria-invalid, aria-describedby) and a ref so the first invalid one can take
// focus. The country table decides the rest: the postal code is not asked for where the country has
// none (the UAE, Qatar), is optional or required elsewhere, with an example; the city offers the
// country's major cities and takes any other. The phone's country starts as the address country
// and follows it until the shopper picks another (or types a number with its own code).
import type { RefObject } from 'react';
import type { AddressField, TextField } from '../../lib/checkout/address.ts';
import type { AddressDraft } from '../../lib/checkout/address-draft.ts';
import { COUNTRY_CODES, COUNTRY_TABLE } from '../../lib/countries.ts';
import type { Locale } from '../../lib/locale.ts';
import { dialCodeOf, phoneCountryOf } from '../../lib/phone-countries.ts';
import { fill } from '../../lib/text.ts';
import { PhonePrefix } from '../auth/PhonePrefix.tsx';
import type { CheckoutStrings } from './checkout-strings.ts';

export type FieldErrors = Partial<Record<AddressField, string>>;
export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Props {
  locale: Locale;
  draft: AddressDraft;
  errors: FieldErrors;
  strings: CheckoutStrings;
  fieldRefs: RefObject<Partial<Record<AddressField, FieldElement | null>>>;
  onChange(change: Partial<AddressDraft>, field: AddressField): void;
  onPickPhoneCountry(country: AddressDraft['phoneCountry']): void;
  onBlur(field: AddressField): void;
}

const AUTOCOMPLETE: Record<TextField, string> = {
  name: 'name',
  street_address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postal_code: 'postal-code',
};

export const fieldId = (field: AddressField) => `checkout-${field.replace('_', '-')}`;
const errorId = (field: AddressField) => `${fieldId(field)}-error`;
const PHONE_HINT_ID = 'checkout-phone-hint';
const CITIES_ID = 'checkout-cities';

function FieldError({ field, errors }: { field: AddressField; errors: FieldErrors }) {
  return (
    <p className="checkout-field__error" id={errorId(field)} hidden={!errors[field]}>
      {errors[field]}
    </p>
  );
}

export function AddressForm({ locale, draft, errors, strings, fieldRefs, onChange, onPickPhoneCountry, onBlur }: Props) {
  const describedBy = (field: AddressField, hint?: string) => [errors[field] ? errorId(field) : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const keep = (field: AddressField) => (element: FieldElement | null) => {
    fieldRefs.current[field] = element;
  };

  const { postcode, majorCities } = COUNTRY_TABLE[draft.country];

  const text = (field: TextField, { wide = false, label = strings[field], hint = '', list = '' } = {}) => {
    const common = {
      id: fieldId(field),
      name: field,
      autoComplete: AUTOCOMPLETE[field],
      value: draft[field],
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy(field, hint ? `${fieldId(field)}-hint` : undefined),
      onBlur: () => onBlur(field),
    };
    return (
      <div className={`checkout-field${wide ? ' checkout-field--wide' : ''}`}>
        <label htmlFor={fieldId(field)}>{label}</label>
        {field === 'street_address' ? (
          <textarea {...common} rows={2} ref={keep(field)} onChange={(event) => onChange({ [field]: event.target.value }, field)} />
        ) : (
          <input {...common} type="text" list={list || undefined} ref={keep(field)} onChange={(event) => onChange({ [field]: event.target.value }, field)} />
        )}
        {hint && (
          <p className="checkout-field__hint" id={`${fieldId(field)}-hint`}>
            {hint}
          </p>
        )}
        <FieldError field={field} errors={errors} />
      </div>
    );
  };

  return (
    <fieldset className="checkout-address">
      <legend className="checkout-section__title">{strings.addressHeading}</legend>
      {text('name', { wide: true })}
      {text('street_address', { wide: true })}
      {/* Before the city, state and postal code, which belong to it (choosing another clears them). */}
      <div className="checkout-field">
        <label htmlFor={fieldId('country')}>{strings.country}</label>
        <select
          id={fieldId('country')}
          name="country"
          autoComplete="country"
          value={draft.country}
          ref={keep('country')}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={describedBy('country')}
          onChange={(event) => onChange({ country: event.target.value as AddressDraft['country'] }, 'country')}
          onBlur={() => onBlur('country')}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_TABLE[code].name[locale]}
            </option>
          ))}
        </select>
        <FieldError field="country" errors={errors} />
      </div>
      {text('city', { list: CITIES_ID })}
      {/* The major cities of the country, as suggestions: any other city is delivered to as well. */}
      <datalist id={CITIES_ID}>
        {majorCities.map((city) => (
          <option key={city.id} value={city.name[locale]} />
        ))}
      </datalist>
      {text('state')}
      {postcode &&
        text('postal_code', {
          label: postcode.required ? strings.postal_code : strings.postalCodeOptional,
          hint: fill(strings.postalCodeHint, { example: postcode.example }),
        })}
      <div className="checkout-field checkout-field--wide">
        <label htmlFor={fieldId('phone_number')}>{strings.phone_number}</label>
        {/* Left to right in every language: the country code, then the number. */}
        <div className="phone-field" dir="ltr">
          <PhonePrefix
            locale={locale}
            label={strings.phoneCountry}
            value={dialCodeOf(draft.phoneCountry)}
            onChange={(dial) => {
              const country = phoneCountryOf(dial);
              if (country) onPickPhoneCountry(country);
            }}
          />
          <input
            id={fieldId('phone_number')}
            className="phone-field__number"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={draft.phone}
            ref={keep('phone_number')}
            aria-invalid={errors.phone_number ? true : undefined}
            aria-describedby={describedBy('phone_number', PHONE_HINT_ID)}
            onChange={(event) => onChange({ phone: event.target.value }, 'phone_number')}
            onBlur={() => onBlur('phone_number')}
          />
        </div>
        <p className="checkout-field__hint" id={PHONE_HINT_ID}>
          {strings.phoneHint}
        </p>
        <FieldError field="phone_number" errors={errors} />
      </div>
    </fieldset>
  );
}
