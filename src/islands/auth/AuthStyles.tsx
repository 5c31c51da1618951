// The sign-in form's styles, loaded with the form's code. Imported the usual way they would be
// inlined into every page (the header's login modal reaches them), though most visits never open
// the form. React 19 puts this <style> in <head>, once however many forms render, and first, so
// before the site's own rules (auth-form.css allows for that); the strict CSP lists its hash
// (astro.config.mjs reads this same file). The phone field's come along (PhoneFieldStyles.tsx).
import { PhoneFieldStyles } from '../phone/PhoneFieldStyles.tsx';
import css from './auth-form.css?raw';

export function AuthStyles() {
  return (
    <>
      <style href="auth-form" precedence="auth">
        {css}
      </style>
      <PhoneFieldStyles />
    </>
  );
}
