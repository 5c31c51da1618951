// A guest on My Orders or Order Detail gets the sign-in form in the page (its words are the login
// modal's data block, which every page carries); once signed in, the session store switches the
// page to the orders without a reload.
import { useMemo } from 'react';
import AuthForm from '../auth/AuthForm.tsx';
import { readAuthConfig } from '../auth/config.ts';

export function GuestSignIn({ intro }: { intro: string }) {
  const config = useMemo(readAuthConfig, []);
  return (
    <div className="orders-guest">
      <p className="orders-guest__intro">{intro}</p>
      {config && <AuthForm {...config} onSignedIn={() => undefined} />}
    </div>
  );
}
