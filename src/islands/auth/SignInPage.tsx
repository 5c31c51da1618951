// /login-register: the sign-in form in the page. A shopper who is (or becomes) signed in goes on
// to My Account.
import { useEffect } from 'react';
import { $signedIn } from '../../stores/session.ts';
import AuthForm from './AuthForm.tsx';
import type { AuthConfig } from './strings.ts';

interface Props extends AuthConfig {
  accountHref: string;
}

export default function SignInPage({ accountHref, ...config }: Props) {
  useEffect(() => {
    if ($signedIn.get()) window.location.replace(accountHref);
  }, [accountHref]);

  return <AuthForm {...config} onSignedIn={() => window.location.assign(accountHref)} />;
}
