// The sign-in form for a guest on a per-shopper page (cart, wishlist): these need sign-in (spec
// section 6), so a guest is asked to sign in in the page, and the page's own island takes over
// once signed in. Renders nothing for a signed-in shopper, and nothing while hydrating.
import { Suspense, lazy, useEffect } from 'react';
import { $signedIn } from '../../stores/session.ts';
import { setShellStateHidden } from '../cart/shell-state.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import type { AuthConfig } from './strings.ts';

// Only a guest needs the form: a signed-in shopper's cart and wishlist never download it.
const AuthForm = lazy(() => import('./AuthForm.tsx'));

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
  // The lead and the form appear together, as one block, once the form's code is here.
  return (
    <Suspense fallback={null}>
      <section className="guest-sign-in">
        <p className="guest-sign-in__lead">{lead}</p>
        <AuthForm {...config} onSignedIn={() => setShellStateHidden(false)} />
      </section>
    </Suspense>
  );
}
