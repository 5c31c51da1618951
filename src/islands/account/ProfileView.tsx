// The signed-in profile's cards: personal details (name, e-mail, phone, customer code, member
// since), the proof step when a change asks for one, the password, the way to My Orders and
// Logout, and the devices signed in. AccountProfile shows it with the shopper's
// details; the build also renders it, without any script, as the page's signed-in frame (see
// my-account.astro): the same cards, headings and rows from the first paint.
import { useHydratedStore } from '../use-hydrated-store.ts';
import { Suspense, lazy, useId, type Ref } from 'react';
import type { Locale } from '../../lib/locale.ts';
// The parts' link buttons, inputs and error lines are drawn as the sign-in form's (auth-form.css).
import '../auth/auth-form.css';
import { ContactRow } from './ContactRow.tsx';
import { NameRow } from './NameRow.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { $proofFor } from './proof.ts';
import { SessionsSection } from './SessionsSection.tsx';
import { formatDate, type DatesByStyle } from '../../lib/dates/date-words.ts';
import type { PartProps } from './part-props.ts';

// The proof step shows only when a change asks for one, so its code loads then.
const ProofSection = lazy(() => import('./ProofSection.tsx').then((module) => ({ default: module.ProofSection })));

interface Props extends PartProps {
  locale: Locale;
  dates: DatesByStyle;
  ordersHref: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Set while the logout request runs. */
  leaving?: boolean;
  onLogout?(): void;
}

export function ProfileView({ user, locale, dates, strings, words, ordersHref, headingRef, leaving = false, onLogout }: Props) {
  const headingId = `${useId()}-details`;
  const parts = { user, strings, words };
  const proofFor = useHydratedStore($proofFor, null);
  // "Confirm it's you" shows beside the change that waits for it.
  const proof = (
    <Suspense fallback={null}>
      <ProofSection {...parts} />
    </Suspense>
  );
  return (
    <div className="account account--user">
      <section className="account__card" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {strings.profileHeading}
        </h2>
        <dl className="account__rows">
          <NameRow {...parts} />
          <ContactRow {...parts} kind="email" locale={locale} />
          <ContactRow {...parts} kind="phone" locale={locale} />
          <div className="account__row">
            <dt>{strings.customerCode}</dt>
            <dd className="account__value">{user.code ?? strings.notAdded}</dd>
          </div>
          <div className="account__row">
            <dt>{strings.memberSince}</dt>
            <dd className="account__value">{formatDate(user.created_at, dates.long)}</dd>
          </div>
        </dl>
        {(proofFor === 'email' || proofFor === 'phone') && proof}
      </section>

      <div className="account__side">
        {proofFor === 'password' && proof}
        <PasswordSection {...parts} />
        <div className="account__card">
          <p className="account__note">{strings.ordersText}</p>
          <div className="account__actions">
            <a className="button" href={ordersHref}>
              {strings.myOrders}
            </a>
            <button type="button" className="button button--outline" onClick={onLogout} disabled={leaving}>
              {strings.logout}
            </button>
          </div>
        </div>
        <SessionsSection user={user} strings={strings} dates={dates} />
      </div>
    </div>
  );
}
