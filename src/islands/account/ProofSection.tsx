// "Confirm it's you": shown when the server asks for a fresh proof before a change of password,
// e-mail or phone (a session alone may be someone else's). With a password, the current one; with
// none, a code sent to the account's e-mail (or phone). Once confirmed, the shopper makes the change.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiFailure } from '../../lib/api/client-core.ts';
import { fieldWords, replyWords } from '../../lib/api/error-words.ts';
import { proveOwner, requestProofCode } from '../../lib/api/me.ts';
import { fill } from '../../lib/text.ts';
import { showToast } from '../toast.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import type { PartProps } from './part-props.ts';
import { $proofNeeded } from './proof.ts';

export function ProofSection({ user, strings, words }: PartProps) {
  const needed = useHydratedStore($proofNeeded, false);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [secret, setSecret] = useState('');
  const [via, setVia] = useState<'email' | 'phone' | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const byPassword = user.has_password;
  const address = user.email ?? user.phone ?? '';

  useEffect(() => {
    if (needed) heading.current?.focus();
    else {
      setSecret('');
      setVia(null);
      setError('');
    }
  }, [needed]);

  if (!needed) return null;

  const message = ({ status, reply }: ApiFailure) => {
    const field = fieldWords(reply, 'current_password', words, strings.proofFailed) ?? fieldWords(reply, 'otp_code', words, strings.proofFailed);
    if (field) return field;
    return status === undefined || status >= 500 ? strings.proofFailed : replyWords(reply, words, strings.proofFailed);
  };

  async function sendCode() {
    setBusy(true);
    setError('');
    const result = await requestProofCode();
    setBusy(false);
    if (result.ok) setVia(result.data.data?.via ?? 'email');
    else setError(message(result.error));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!secret) return setError(byPassword ? strings.currentPasswordRequired : strings.otpRequired);
    setBusy(true);
    setError('');
    const result = await proveOwner(byPassword ? { current_password: secret } : { otp_code: secret, via: via ?? 'email' });
    setBusy(false);
    if (!result.ok) return setError(message(result.error));
    $proofNeeded.set(false);
    showToast(strings.proofDone);
  }

  const fieldId = `${id}-secret`;
  const asking = byPassword || via !== null;
  return (
    <section className="account__card account__card--proof" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {strings.proofHeading}
      </h2>
      <p className="account__note">{byPassword ? strings.proofIntroPassword : fill(strings.proofIntroCode, { identifier: address })}</p>
      {asking ? (
        <form noValidate onSubmit={onSubmit}>
          <div className="account__form-field">
            <label className="account__label" htmlFor={fieldId}>
              {byPassword ? strings.currentPassword : fill(strings.codeSentTo, { identifier: address })}
            </label>
            <input
              id={fieldId}
              className="account__input"
              type={byPassword ? 'password' : 'text'}
              inputMode={byPassword ? undefined : 'numeric'}
              autoComplete={byPassword ? 'current-password' : 'one-time-code'}
              maxLength={byPassword ? undefined : 6}
              value={secret}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(event) => setSecret(event.target.value.trim())}
            />
            {error && (
              <p className="account__error" id={`${fieldId}-error`} role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="account__buttons">
            <button type="submit" className="button" disabled={busy}>
              {busy ? strings.verifying : strings.proofConfirm}
            </button>
            <button type="button" className="button button--outline" onClick={() => $proofNeeded.set(false)}>
              {strings.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          {error && (
            <p className="account__error" role="alert">
              {error}
            </p>
          )}
          <div className="account__buttons">
            <button type="button" className="button" disabled={busy} onClick={() => void sendCode()}>
              {busy ? strings.sending : strings.sendCode}
            </button>
            <button type="button" className="button button--outline" onClick={() => $proofNeeded.set(false)}>
              {strings.cancel}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
