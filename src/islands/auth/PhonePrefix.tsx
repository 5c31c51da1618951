// The country of a phone number being typed: its dialling code shows as the field's prefix (+971
// by default, spec section 9), and the list names the shop's countries (src/lib/countries.ts) in
// the page's language. It sits first in a .phone-field row, before the number
// (.phone-field__number), styled by src/islands/phone/phone-field.css.
import { COUNTRY_CODES, COUNTRY_TABLE } from '../../lib/countries.ts';
import { normaliseLocale } from '../../lib/locale.ts';

interface Props {
  /** The page's language (the sign-in form has it as its lang attribute). */
  locale: string;
  value: string;
  onChange(dial: string): void;
  label: string;
}

export function PhonePrefix({ locale, value, onChange, label }: Props) {
  const language = normaliseLocale(locale);
  return (
    <span className="phone-prefix">
      <span className="phone-prefix__code" aria-hidden="true">
        {value}
      </span>
      <select className="phone-prefix__select" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {COUNTRY_CODES.map((country) => (
          <option key={country} value={COUNTRY_TABLE[country].dialCode}>
            {`${COUNTRY_TABLE[country].name[language]} (${COUNTRY_TABLE[country].dialCode})`}
          </option>
        ))}
      </select>
    </span>
  );
}
