// The signed-in My Account: the shopper's profile (ProfileView). The user recorded in the session
// store shows at once (the header's script refreshes it from GET /me on every page); only when none
// is recorded does this part load it, with its own loading and error states.
import { useEffect, useRef, useState } from 'react';
import { fetchMe } from '../../lib/api/me.ts';
import type { ErrorWords } from '../../lib/api/error-words.ts';
import type { Locale } from '../../lib/locale.ts';
import { $user, logout, setUser } from '../../stores/session.ts';
import { showToast } from '../toast.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { useSignedInFrameDropped } from '../use-signed-in-frame.ts';
import { ProfileView } from './ProfileView.tsx';
import type { DatesByStyle } from '../../lib/dates/date-words.ts';
import type { AccountStrings } from './strings.ts';

interface Props {
  locale: Locale;
  dates: DatesByStyle;
  strings: AccountStrings;
  words: ErrorWords;
  ordersHref: string;
  /** Move focus to the details heading once shown (the shopper has just signed in here). */
  focusHeading: boolean;
}

export default function AccountProfile({ locale, dates, strings, words, ordersHref, focusHeading }: Props) {
  const user = useHydratedStore($user, null);
  const [failed, setFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useSignedInFrameDropped(Boolean(user) || failed);

  async function load() {
    setFailed(false);
    const result = await fetchMe();
    if (result.ok && result.data.data) setUser(result.data.data);
    // A 401 has already ended the session (the client's rule): the page turns to the guest view.
    else if (result.ok || result.error.status !== 401) setFailed(true);
  }

  useEffect(() => {
    if (!$user.get()) void load();
  }, []);

  useEffect(() => {
    if (focusHeading && user) heading.current?.focus();
  }, [focusHeading, Boolean(user)]);

  function onLogout() {
    setLeaving(true);
    void logout().then(() => showToast(strings.loggedOut, 'info'));
  }

  if (!user) {
    return (
      <div className="account account--pending">
        {failed ? (
          <div role="alert">
            <p className="account__error">{strings.loadError}</p>
            <button type="button" className="button button--outline" onClick={() => void load()}>
              {strings.retry}
            </button>
          </div>
        ) : (
          <p className="account__pending" role="status">
            {strings.loading}
          </p>
        )}
      </div>
    );
  }

  return (
    <ProfileView
      user={user}
      locale={locale}
      dates={dates}
      strings={strings}
      words={words}
      ordersHref={ordersHref}
      headingRef={heading}
      leaving={leaving}
      onLogout={onLogout}
    />
  );
}
