// Whether the orders pages show the sign-in form or the shopper's orders. 'pending' until hydrated:
// the build cannot know whether this browser holds a token, so it renders neither; the page's
// signed-in frame (its spinner) stands in until then.
import { computed } from 'nanostores';
import { $signedIn, $token } from '../../stores/session.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { useSignedInFrameDropped } from '../use-signed-in-frame.ts';

export type SessionView = 'pending' | 'guest' | 'user';

const $view = computed($signedIn, (signedIn): SessionView => (signedIn ? 'user' : 'guest'));
const PENDING: SessionView = 'pending';
const NO_TOKEN: string | undefined = undefined;

/** The view, and the token so a list reloads when another shopper signs in on this tab. */
export function useSessionView(): { view: SessionView; token: string | undefined } {
  const view = useHydratedStore($view, PENDING);
  const token = useHydratedStore($token, NO_TOKEN);
  useSignedInFrameDropped(view !== 'pending');
  return { view, token };
}
