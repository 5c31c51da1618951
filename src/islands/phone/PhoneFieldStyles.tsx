// The phone field's styles for the sign-in form, which any page can open: they come with the form's
// code (AuthStyles.tsx) rather than inlined into every page. React 19 puts this <style> in <head>
// once however many forms render; the strict CSP lists its hash (astro.config.mjs reads this same
// file). Checkout and My Account, whose pages always show a phone field, import the file itself.
import css from './phone-field.css?raw';

export function PhoneFieldStyles() {
  return (
    <style href="phone-field" precedence="phone">
      {css}
    </style>
  );
}
