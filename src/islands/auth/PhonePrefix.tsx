// The country of a phone number being typed: its dialling code shows as the field's prefix (+971
// by default, spec section 9), and the list names the shop's countries in the page's language.
import { useMemo } from 'react';

/** The GCC countries and India, the UAE first. */
export const PHONE_COUNTRIES = [
  { region: 'AE', dial: '+971' },
  { region: 'SA', dial: '+966' },
  { region: 'QA', dial: '+974' },
  { region: 'KW', dial: '+965' },
  { region: 'BH', dial: '+973' },
  { region: 'OM', dial: '+968' },
  { region: 'IN', dial: '+91' },
] as const;

export const DEFAULT_DIAL_CODE = '+971';

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
        {PHONE_COUNTRIES.map(({ region, dial }) => (
          <option key={region} value={dial}>
            {`${names.of(region) ?? region} (${dial})`}
          </option>
        ))}
      </select>
    </span>
  );
}
