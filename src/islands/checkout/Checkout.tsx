// /checkout: until the page knows whether this browser holds a session, a loading line (the build
// renders it, so nothing flashes during hydration); a guest gets the sign-in form in the page and,
// once signed in, the checkout without a reload; a signed-in shopper the checkout itself.
import { computed } from 'nanostores';
import { Suspense, lazy, useEffect } from 'react';
import type { UserInfo } from '../../lib/api/types.ts';
import type { Locale } from '../../lib/locale.ts';
import { $signedIn, $user, refreshUser } from '../../stores/session.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import type { PricingSettings } from '../../lib/pricing.ts';
import type { ArrivalCalendar } from '../../lib/delivery/estimate.ts';
import { CheckoutForm, type CheckoutLinks } from './CheckoutForm.tsx';
import type { CheckoutStrings } from './checkout-strings.ts';
import type { PaymentMethodWords } from '../../lib/payment-method-words.ts';
import './checkout.css';
import '../phone/phone-field.css';

type View = { kind: 'pending' } | { kind: 'guest' } | { kind: 'user'; user: UserInfo | null };
const $view = computed([$signedIn, $user], (signedIn, user): View => (signedIn ? { kind: 'user', user } : { kind: 'guest' }));
const PENDING: View = { kind: 'pending' };
// Only a guest needs the sign-in form: a signed-in shopper's page never downloads it.
const GuestCheckout = lazy(() => import('./GuestCheckout.tsx'));

interface Props extends CheckoutLinks {
  locale: Locale;
  strings: CheckoutStrings;
  methodWords: PaymentMethodWords;
  colorNames: Record<string, string>;
  pricing: PricingSettings;
  calendar: ArrivalCalendar;
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
        <Guest strings={strings} />
      ) : view.kind === 'pending' || !view.user ? (
        <Pending strings={strings} />
      ) : (
        // Keyed by the shopper: another account signing in in this tab starts from its own form.
        <CheckoutForm key={view.user.id} user={view.user} strings={strings} {...props} />
      )}
    </div>
  );
}

function Pending({ strings }: { strings: CheckoutStrings }) {
  return (
    <p className="checkout__pending" role="status">
      {strings.loading}
    </p>
  );
}

/** A guest's sign-in, while its module loads the loading line. */
function Guest({ strings }: { strings: CheckoutStrings }) {
  return (
    <Suspense fallback={<Pending strings={strings} />}>
      <GuestCheckout lead={strings.guestIntro} signIn={strings.signIn} />
    </Suspense>
  );
}
