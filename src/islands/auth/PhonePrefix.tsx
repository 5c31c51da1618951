// The country of a phone number being typed: its dialling code shows as the field's prefix (+971
// by default, spec section 9), and the list names the shop's countries in the page's language.
import { useMemo } from 'react';
import { PHONE_COUNTRIES } from '../../lib/phone-countries.ts';

interface Props {
  locale: string;
  value: string;
  onChange(dial: string): void;
  label: string;
}

export function PhonePrefix({ locale, value, onChange, label }: Props) {
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  return (
    <span className="phone-prefix">
      <span className="phone-prefix__code" aria-hidden="true">
        {value}
      </span>
      <select className="phone-prefix__select" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {PHONE_COUNTRIES.map(({ country, dialCode }) => (
          <option key={country} value={dialCode}>
            {`${names.of(country) ?? country} (${dialCode})`}
          </option>
        ))}
      </select>
    </span>
  );
}
