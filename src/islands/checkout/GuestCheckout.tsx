// What a guest sees on /checkout: the sign-in form of the login modal, in the page (its words are
// the page's modal data block), or, where the page has none, a button that opens the modal. Loaded
// only for a guest (./Checkout.tsx), with the form's own module: a signed-in shopper's page never
// downloads either.
import { useMemo } from 'react';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { readAuthConfig } from '../auth/auth-config.ts';
import GuestSignIn from '../auth/GuestSignIn.tsx';

export default function GuestCheckout({ lead, signIn }: { lead: string; signIn: string }) {
  const config = useMemo(readAuthConfig, []);
  if (!config) {
    return (
      <button type="button" className="button" onClick={() => openAuthModal()}>
        {signIn}
      </button>
    );
  }
  return <GuestSignIn lead={lead} {...config} />;
}
