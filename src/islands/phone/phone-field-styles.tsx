// The phone field's styles, loaded with the field's code wherever it renders (the sign-in modal
// on any page, My Account, checkout) rather than inlined into every page. React 19 puts this
// <style> in <head> once however many fields render; the strict CSP lists its hash
// (astro.config.mjs reads this same file).
import css from './phone-field.css?raw';

export function PhoneFieldStyles() {
  return (
    <style href="phone-field" precedence="phone">
      {css}
    </style>
  );
}
