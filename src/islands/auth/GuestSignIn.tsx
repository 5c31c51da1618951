// The sign-in form for a guest on a per-shopper page (cart, wishlist): these need sign-in (spec
// section 6), so a guest is asked to sign in in the page, and the page's own island takes over
// once signed in. Renders nothing for a signed-in shopper, and nothing while hydrating.
import { useEffect } from 'react';
import { $signedIn } from '../../stores/session.ts';
import { setShellStateHidden } from '../cart/shell-state.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import AuthForm from './AuthForm.tsx';
import type { AuthConfig } from './strings.ts';

interface Props extends AuthConfig {
  /** What this page holds once signed in, said above the form. */
  lead: string;
}

export default function GuestSignIn({ lead, ...config }: Props) {
  const signedIn = useHydratedStore($signedIn, true);

  useEffect(() => {
    // The shell's "empty" text is no answer for a guest: the form is.
    if (!signedIn) setShellStateHidden(true);
  }, [signedIn]);

  if (signedIn) return null;
  return (
    <section className="guest-sign-in">
      <p className="guest-sign-in__lead">{lead}</p>
      <AuthForm {...config} onSignedIn={() => setShellStateHidden(false)} />
    </section>
  );
}
