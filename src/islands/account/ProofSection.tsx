// "Confirm it's you": shown beside a change of password, e-mail or phone when the server asks for a
// proof given for it (a session alone may be someone else's, however new). With a password, the
// current one, or a code sent to the account's e-mail (or phone) instead; with none, the code.
// Once confirmed, the change the shopper asked for goes on by itself (proof.ts).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiFailure } from '../../lib/api/client-core.ts';
import { fieldWords, replyWords } from '../../lib/api/error-words.ts';
import { proveOwner, requestProofCode } from '../../lib/api/me.ts';
import { throttled, verifyCodeError } from '../../lib/auth/messages.ts';
import { showToast } from '../toast.ts';
import type { PartProps } from './part-props.ts';
import { cancelProof, proved } from './proof.ts';

type Way = 'password' | 'code';

export function ProofSection({ user, strings, words }: PartProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [way, setWay] = useState<Way>(user.has_password ? 'password' : 'code');
  const [secret, setSecret] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const address = user.email ?? user.phone ?? '';
  /** A sentence naming the address: the address its own left-to-right element, so that in Arabic it keeps its order, even broken over two lines. */
  const naming = (template: string) => {
    const [before, after = ''] = template.split('{{identifier}}');
    return (
      <>
        {before}
        <bdi dir="ltr" className="account__address">
          {address}
        </bdi>
        {after}
      </>
    );
  };
  const byPassword = way === 'password';

  useEffect(() => heading.current?.focus(), []);
  // Once a code has gone, or the password is chosen again, the field it goes into.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else if (sent || way === 'password') field.current?.focus();
  }, [sent, way]);

  const message = (failure: ApiFailure) => {
    const wait = throttled(failure, strings);
    if (wait) return wait;
    const field = fieldWords(failure.reply, 'current_password', words, strings.proofFailed) ?? fieldWords(failure.reply, 'otp_code', words, strings.proofFailed);
    if (field) return field;
    if (failure.status === undefined || failure.status >= 500) return strings.proofFailed;
    // A wrong code answers 400 (invalid_otp): the sign-in form's words for it.
    if (!byPassword && failure.status === 400) return verifyCodeError(failure, strings, words);
    return replyWords(failure.reply, words, strings.proofFailed);
  };

  function choose(next: Way) {
    setWay(next);
    setSecret('');
    setError('');
  }

  async function sendCode() {
    setBusy(true);
    setError('');
    const result = await requestProofCode();
    setBusy(false);
    if (!result.ok) return setError(message(result.error));
    setSent(true);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!secret) return setError(byPassword ? strings.currentPasswordRequired : strings.otpRequired);
    setBusy(true);
    setError('');
    const via = user.email ? 'email' : 'phone';
    const result = await proveOwner(byPassword ? { current_password: secret } : { otp_code: secret, via });
    setBusy(false);
    const ticket = result.ok ? result.data.data : undefined;
    if (!result.ok || !ticket) {
      setError(result.ok ? strings.proofFailed : message(result.error));
      field.current?.focus();
      return;
    }
    showToast(strings.proofDone);
    proved(ticket.proof, ticket.expires_in);
  }

  const fieldId = `${id}-secret`;
  const errorId = `${fieldId}-error`;
  const asking = byPassword || sent;
  const errorLine = error && (
    <p className="account__error" id={errorId} role="alert">
      {error}
    </p>
  );
  const cancel = (
    <button type="button" className="button button--outline" onClick={cancelProof}>
      {strings.cancel}
    </button>
  );
  const other = user.has_password && (
    <button type="button" className="account__link account__switch" onClick={() => choose(byPassword ? 'code' : 'password')}>
      {byPassword ? naming(strings.proofUseCode) : strings.proofUsePassword}
    </button>
  );

  return (
    <section className="account__card account__card--proof" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {strings.proofHeading}
      </h2>
      {/* Once a code has gone, the field's label says where: the intro would say it twice. */}
      {!(sent && !byPassword) && <p className="account__note">{byPassword ? strings.proofIntroPassword : naming(strings.proofIntroCode)}</p>}
      <p className="account__hint">{naming(strings.proofAfter)}</p>
      {asking ? (
        <form noValidate onSubmit={onSubmit}>
          <div className="account__form-field">
            <label className="account__label" htmlFor={fieldId}>
              {byPassword ? strings.currentPassword : naming(strings.codeSentTo)}
            </label>
            <input
              ref={field}
              id={fieldId}
              className="account__input"
              type={byPassword ? 'password' : 'text'}
              inputMode={byPassword ? undefined : 'numeric'}
              autoComplete={byPassword ? 'current-password' : 'one-time-code'}
              dir={byPassword ? undefined : 'ltr'}
              maxLength={byPassword ? undefined : 6}
              value={secret}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setSecret(byPassword ? event.target.value : event.target.value.trim());
                if (error) setError('');
              }}
            />
            {errorLine}
          </div>
          {other}
          <div className="account__buttons">
            <button type="submit" className="button" disabled={busy}>
              {busy ? strings.verifying : strings.proofConfirm}
            </button>
            {!byPassword && (
              <button type="button" className="button button--outline" disabled={busy} onClick={() => void sendCode()}>
                {strings.resendOtp}
              </button>
            )}
            {cancel}
          </div>
        </form>
      ) : (
        <>
          {errorLine}
          {other}
          <div className="account__buttons">
            <button type="button" className="button" disabled={busy} onClick={() => void sendCode()}>
              {busy ? strings.sending : strings.sendCode}
            </button>
            {cancel}
          </div>
        </>
      )}
    </section>
  );
}
