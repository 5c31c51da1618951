// A guest on My Orders or Order Detail gets the sign-in form in the page (its words are the page's
// data block, AuthConfigData.astro); once signed in, the session store switches the page to the
// orders without a reload. The form, and the reading of its words, load only for a guest
// (./OrdersSignInForm.tsx): a signed-in shopper's page downloads neither.
import { lazy, Suspense } from 'react';

const OrdersSignInForm = lazy(() => import('./OrdersSignInForm.tsx'));

export function OrdersSignIn({ intro }: { intro: string }) {
  return (
    <div className="orders-guest">
      <p className="orders-guest__intro">{intro}</p>
      <Suspense fallback={null}>
        <OrdersSignInForm />
      </Suspense>
    </div>
  );
}
