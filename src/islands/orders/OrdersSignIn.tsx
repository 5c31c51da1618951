// A guest on My Orders or Order Detail gets the sign-in form in the page (its words are the page's
// data block, AuthConfigData.astro); once signed in, the session store switches the page to the
// orders without a reload. The form's code loads only for a guest.
import { lazy, Suspense, useMemo } from 'react';
import { readAuthConfig } from '../auth/auth-config.ts';

const AuthForm = lazy(() => import('../auth/AuthForm.tsx'));

export function OrdersSignIn({ intro }: { intro: string }) {
  const config = useMemo(readAuthConfig, []);
  return (
    <div className="orders-guest">
      <p className="orders-guest__intro">{intro}</p>
      {config && (
        <Suspense fallback={null}>
          <AuthForm {...config} onSignedIn={() => undefined} />
        </Suspense>
      )}
    </div>
  );
}
