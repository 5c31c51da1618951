// My Account (/my-account): while the page does not yet know whether this browser holds a token,
// a neutral loading line (the build renders it, so no state flashes during hydration); a guest
// gets the sign-in form in the page; signed in, the profile. A sign-in, a logout or a 401 anywhere
// switches the view through the session store, without a reload.
import { computed } from 'nanostores';
import { Suspense, lazy, useMemo, useState } from 'react';
import type { ErrorWords } from '../../lib/api/error-words.ts';
import type { Locale } from '../../lib/locale.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { $signedIn } from '../../stores/session.ts';
import { readAuthConfig } from '../auth/auth-config.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { useSignedInFrameDropped } from '../use-signed-in-frame.ts';
import type { DatesByStyle } from '../../lib/dates/date-words.ts';
import type { AccountStrings } from './strings.ts';
import './account.css';

// Each view loads its own code: a guest never downloads the profile, a signed-in shopper never
// the sign-in form (unless they log out here).
const AuthForm = lazy(() => import('../auth/AuthForm.tsx'));
const loadProfile = () => import('./AccountProfile.tsx');
const AccountProfile = lazy(loadProfile);
// A shopper who holds a session sees the profile: its code starts loading with this island's, not
// once the island has hydrated.
if (typeof window !== 'undefined' && $signedIn.get()) void loadProfile();

type View = 'pending' | 'guest' | 'user';
const $view = computed($signedIn, (signedIn): View => (signedIn ? 'user' : 'guest'));
const PENDING: View = 'pending';

interface Props {
  locale: Locale;
  dates: DatesByStyle;
  strings: AccountStrings;
  /** The words for the API's error codes, in this page's language. */
  errorWords: ErrorWords;
  ordersHref: string;
}

export default function MyAccount({ locale, dates, strings, errorWords, ordersHref }: Props) {
  const view = useHydratedStore($view, PENDING);
  // Set when the shopper signs in on this page, so focus moves on to what they came for.
  const [signedInHere, setSignedInHere] = useState(false);
  // The page's signed-in frame stays until the profile replaces it (AccountProfile), or goes now.
  useSignedInFrameDropped(view === 'guest');

  const loading = (
    <div className="account account--pending">
      <p className="account__pending" role="status">
        {strings.loading}
      </p>
    </div>
  );
  if (view === 'pending') return loading;
  return (
    <Suspense fallback={loading}>
      {view === 'guest' ? (
        <AccountSignIn strings={strings} onSignedIn={() => setSignedInHere(true)} />
      ) : (
        <AccountProfile
          locale={locale}
          dates={dates}
          strings={strings}
          words={errorWords}
          ordersHref={ordersHref}
          focusHeading={signedInHere}
        />
      )}
    </Suspense>
  );
}

/** The sign-in form of the login modal, in the page; its words are the page's modal data block. */
function AccountSignIn({ strings, onSignedIn }: { strings: AccountStrings; onSignedIn(): void }) {
  const config = useMemo(readAuthConfig, []);
  return (
    <div className="account account--guest">
      <p className="account__intro">{strings.guestIntro}</p>
      {config ? (
        <AuthForm {...config} onSignedIn={onSignedIn} />
      ) : (
        <button type="button" className="button" onClick={() => openAuthModal({ onSuccess: onSignedIn })}>
          {strings.signIn}
        </button>
      )}
    </div>
  );
}
