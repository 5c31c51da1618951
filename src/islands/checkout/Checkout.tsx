// /checkout: until the page knows whether this browser holds a session, a loading line (the build
// renders it, so nothing flashes during hydration); a guest gets the sign-in form in the page and,
// once signed in, the checkout without a reload; a signed-in shopper the checkout itself.
import { computed } from 'nanostores';
import { useEffect, useMemo } from 'react';
import type { UserInfo } from '../../lib/api/types.ts';
import type { Locale } from '../../lib/locale.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { $signedIn, $user, refreshUser } from '../../stores/session.ts';
import AuthForm from '../auth/AuthForm.tsx';
import { readAuthConfig } from '../auth/config.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { CheckoutForm, type CheckoutLinks, type PricingSettings } from './CheckoutForm.tsx';
import type { CheckoutStrings } from './checkout-strings.ts';
import './checkout.css';

type View = { kind: 'pending' } | { kind: 'guest' } | { kind: 'user'; user: UserInfo | null };
const $view = computed([$signedIn, $user], (signedIn, user): View => (signedIn ? { kind: 'user', user } : { kind: 'guest' }));
const PENDING: View = { kind: 'pending' };

interface Props extends CheckoutLinks {
  locale: Locale;
  strings: CheckoutStrings;
  countryNames: Record<string, string>;
  colorNames: Record<string, string>;
  pricing: PricingSettings;
}

export default function Checkout({ strings, ...props }: Props) {
  const view = useHydratedStore($view, PENDING);
  const missingUser = view.kind === 'user' && !view.user;
  // A session from before the user was recorded: GET /me names the shopper the form is for.
  useEffect(() => {
    if (missingUser) void refreshUser();
  }, [missingUser]);

  return (
    <div className="checkout-island">
      {view.kind === 'guest' ? (
        <GuestSignIn strings={strings} />
      ) : view.kind === 'pending' || !view.user ? (
        <p className="checkout__pending" role="status">
          {strings.loading}
        </p>
      ) : (
        // Keyed by the shopper: another account signing in in this tab starts from its own form.
        <CheckoutForm key={view.user.id} user={view.user} strings={strings} {...props} />
      )}
    </div>
  );
}

/** The sign-in form of the login modal, in the page; its words are the page's modal data block. */
function GuestSignIn({ strings }: { strings: CheckoutStrings }) {
  const config = useMemo(readAuthConfig, []);
  return (
    <div className="checkout-guest">
      <p className="checkout__text">{strings.guestIntro}</p>
      {config ? (
        <AuthForm {...config} headingLevel={2} onSignedIn={() => undefined} />
      ) : (
        <button type="button" className="button" onClick={() => openAuthModal()}>
          {strings.signIn}
        </button>
      )}
    </div>
  );
}
