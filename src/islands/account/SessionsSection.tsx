// "Devices and sessions": where this account is signed in (device, when, last active), a way to
// sign one out, and "Sign out everywhere", which ends every session, this one included.
import { useEffect, useId, useState } from 'react';
import { endSessionById, fetchSessions, logoutEverywhere } from '../../lib/api/sessions.ts';
import type { SessionInfo } from '../../lib/api/types.ts';
import { fill } from '../../lib/text.ts';
import { endSession } from '../../stores/session.ts';
import { showToast } from '../toast.ts';
import { formatDate, type DatesByStyle } from '../../lib/dates/date-words.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import type { PartProps } from './part-props.ts';
import { $changesMade } from './proof.ts';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; sessions: SessionInfo[] };

export function SessionsSection({ user, strings, dates }: Pick<PartProps, 'user' | 'strings'> & { dates: DatesByStyle }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // A change of password, e-mail or phone ended the other sessions: the list is read again.
  const changesMade = useHydratedStore($changesMade, 0);
  const [busy, setBusy] = useState(false);

  async function load() {
    setState({ kind: 'loading' });
    const result = await fetchSessions();
    if (result.ok) setState({ kind: 'ready', sessions: result.data.data ?? [] });
    else if (result.error.status !== 401) setState({ kind: 'failed' });
  }

  // A new password, e-mail or phone ends the other sessions (the server's rule): read them again.
  useEffect(() => {
    void load();
  }, [user.email, user.phone, user.has_password, changesMade]);

  async function end(session: SessionInfo) {
    setBusy(true);
    const result = await endSessionById(session.id);
    if (!result.ok) showToast(strings.sessionsFailed, 'error');
    else if (session.current) endSession();
    else {
      showToast(strings.sessionEnded, 'info');
      await load();
    }
    setBusy(false);
  }

  async function everywhere() {
    setBusy(true);
    const result = await logoutEverywhere();
    if (result.ok) {
      endSession();
      showToast(strings.signedOutEverywhere, 'info');
    } else {
      showToast(strings.sessionsFailed, 'error');
      setBusy(false);
    }
  }

  const device = (session: SessionInfo) =>
    session.browser && session.os
      ? fill(strings.sessionDevice, { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? strings.sessionUnknownDevice);

  return (
    <section className="account__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{strings.sessionsHeading}</h2>
      <p className="account__note">{strings.sessionsIntro}</p>
      {state.kind === 'loading' && (
        <p className="account__pending" role="status">
          {strings.loading}
        </p>
      )}
      {state.kind === 'failed' && (
        <div role="alert">
          <p className="account__error">{strings.sessionsFailed}</p>
          <button type="button" className="button button--outline" onClick={() => void load()}>
            {strings.retry}
          </button>
        </div>
      )}
      {state.kind === 'ready' && (
        <ul className="account__sessions">
          {state.sessions.map((session) => (
            <li key={session.id} className="account__session">
              <div>
                <p className="account__session-device">
                  {device(session)}
                  {session.current && <span className="account__badge">{strings.sessionThisDevice}</span>}
                </p>
                <p className="account__hint">
                  {fill(strings.sessionSignedIn, { date: formatDate(session.created_at, dates.withTime) })}
                  <br />
                  {fill(strings.sessionLastSeen, { date: formatDate(session.last_seen_at, dates.withTime) })}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="account__link"
                  disabled={busy}
                  aria-label={`${strings.sessionEnd}: ${device(session)}`}
                  onClick={() => void end(session)}
                >
                  {strings.sessionEnd}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="account__actions">
        <button type="button" className="button button--outline" disabled={busy} onClick={() => void everywhere()}>
          {strings.signOutEverywhere}
        </button>
      </div>
      <p className="account__hint">{strings.signOutEverywhereNote}</p>
    </section>
  );
}
