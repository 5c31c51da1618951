// The sign-in form of ./OrdersSignIn.tsx, with the words of the page's data block; nothing where the
// page has none. Its own module, loaded with the form's in one go, so that a signed-in shopper's
// orders pages do not load the block's reader (src/islands/auth/auth-config.ts).
import { useMemo } from 'react';
import AuthForm from '../auth/AuthForm.tsx';
import { readAuthConfig } from '../auth/auth-config.ts';

export default function OrdersSignInForm() {
  const config = useMemo(readAuthConfig, []);
  return config && <AuthForm {...config} onSignedIn={() => undefined} />;
}
