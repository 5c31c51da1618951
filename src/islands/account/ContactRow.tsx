// The e-mail and the phone rows of My Account. Changing (or adding) one needs the owner's proof
// ("Confirm it's you", asked for by the server and given beside the row: proof.ts) and proves the
// new address: the shopper types it, a code goes there (POST /me/otp), and the six boxes take it
// back (PATCH /me with the code and the proof). Every error shows under its field.
import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { requestChangeCode, updateMe } from '../../lib/api/me.ts';
import { sendCodeError } from '../../lib/auth/messages.ts';
import type { Locale } from '../../lib/locale.ts';
import { DEFAULT_DIAL_CODE, dialCodeOf, phoneCountryOf } from '../../lib/phone-countries.ts';
import type { PhoneRules } from '../../lib/phone.ts';
import { setUser } from '../../stores/session.ts';
import { FormError } from '../auth/FormError.tsx';
import '../auth/auth-form.css';
import '../phone/phone-field.css';
import { loadPhoneRules, usePhoneRules } from '../phone/phone-rules.ts';
import { usePhoneFormat } from '../phone/use-phone-format.ts';
import { showToast } from '../toast.ts';
import type { PartProps } from './part-props.ts';
import { askedForProof, currentProof, changeMade } from './proof.ts';
import { changeError } from './profile-errors.ts';
import { useCountdown } from '../auth/use-countdown.ts';

// The country list shows only while a number is being changed, so it loads then; the code's boxes
// once a code has gone, so they load when the change starts.
const PhonePrefix = lazy(() => import('../auth/PhonePrefix.tsx').then((module) => ({ default: module.PhonePrefix })));
const loadCodeStep = () => import('../auth/CodeStep.tsx');
const CodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.CodeStep })));

type Step = 'view' | 'entry' | 'code';
/** What POST /me/otp and PATCH /me take besides the code. */
type Change = { email: string } | { phone: string; country_code: string };

interface Props extends PartProps {
  kind: 'email' | 'phone';
  locale: Locale;
}

export function ContactRow({ kind, locale, user, strings, words }: Props) {
  const id = useId();
  const [step, setStep] = useState<Step>('view');
  const [value, setValue] = useState('');
  const [dial, setDial] = useState(DEFAULT_DIAL_CODE);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const field = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const previous = useRef<Step>('view');

  const isEmail = kind === 'email';
  const current = isEmail ? user.email : user.phone;
  // The phone rules, which read what is typed, load only when the number is being changed; the
  // formats when there is a number to show.
  const rules = usePhoneRules(!isEmail && step !== 'view');
  const format = usePhoneFormat(!isEmail && (Boolean(current) || step !== 'view'));
  const shown = current && !isEmail && format ? format(current) : (current ?? '');
  const typed = value.trim();
  const { phone, change } = readEntry(rules);
  const target = phone?.ok && format ? format(phone.e164) : typed;
  const errorId = `${id}-error`;
  const wait = countdown.waitMessage(strings.waitToResend);
  const described = error || wait ? errorId : undefined;

  useEffect(() => {
    if (step === 'entry') field.current?.focus();
    if (step === 'view' && previous.current !== 'view') changeButton.current?.focus();
    previous.current = step;
  }, [step]);

  /**
   * What PATCH /me takes: the address, or the number read against the chosen country's plan (a
   * number typed with its own code picks its country) in E.164; null while there is none.
   */
  function readEntry(phoneRules: PhoneRules | undefined) {
    const phone = !isEmail && typed && phoneRules ? phoneRules.parsePhone(typed, phoneCountryOf(dial)) : undefined;
    const change: Change | null = isEmail ? { email: typed } : phone?.ok ? { phone: phone.e164, country_code: dialCodeOf(phone.country) } : null;
    return { phone, change };
  }

  function start() {
    void loadCodeStep().catch(() => undefined);
    setValue('');
    setError('');
    setSaved('');
    countdown.stop();
    setStep('entry');
  }

  /** One request at a time; undefined when another is under way. */
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (busy) return undefined;
    setBusy(true);
    setError('');
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }

  /**
   * POST /me/otp with the proof; answers whether the code went. Without a proof the server asks for
   * one: once given, the code is asked for again and the code step opens.
   */
  async function sendCode(to: Change): Promise<boolean> {
    const result = await requestChangeCode({ type: kind, ...to, proof: currentProof() });
    if (result.ok) {
      countdown.start(result.data.data?.resend_in);
      return true;
    }
    if (askedForProof(result.error, kind, () => void run(async () => (await sendCode(to)) && setStep('code')))) return false;
    // "Please wait N seconds" counts down below, then the code can be asked for again.
    if (!countdown.waitAfter(result.error)) setError(sendCodeError(result.error, strings, words));
    return false;
  }

  function onSend(event: FormEvent) {
    event.preventDefault();
    if (!typed) return setError(isEmail ? strings.emailRequired : strings.phoneRequired);
    void run(async () => {
      const to = await checkedEntry();
      if (to && (await sendCode(to))) setStep('code');
    });
  }

  /**
   * The entry once checked, or null with its problem shown. A number sent before its rules arrived
   * waits for them, so nothing unchecked is ever sent.
   */
  async function checkedEntry(): Promise<Change | null> {
    let phoneRules: PhoneRules | undefined;
    try {
      phoneRules = isEmail ? undefined : await loadPhoneRules();
    } catch {
      // The rules could not load (the connection dropped): nothing is sent; the shopper tries again.
      setError(strings.sendDefault);
      return null;
    }
    const { phone, change: to } = readEntry(phoneRules);
    if (phone && !phone.ok) {
      setError(strings[`phone_${phone.reason}`]);
      return null;
    }
    const same = phone?.ok ? phone.e164 === current : typed.toLowerCase() === current?.toLowerCase();
    if (same) {
      setError(isEmail ? strings.sameEmail : strings.samePhone);
      return null;
    }
    if (phone?.ok) setDial(dialCodeOf(phone.country));
    return to;
  }

  function onVerify(otp_code: string) {
    if (!change) return;
    void run(async () => {
      const result = await updateMe({ ...change, otp_code, proof: currentProof() });
      if (!result.ok) {
        if (!askedForProof(result.error, kind, () => onVerify(otp_code))) setError(changeError(result.error, kind, strings, words));
        return;
      }
      changeMade();
      if (result.data.data) setUser(result.data.data);
      const message = isEmail ? strings.emailSaved : strings.phoneSaved;
      showToast(message);
      setSaved(message);
      countdown.stop();
      setStep('view');
    });
  }

  const errorLine = <FormError id={errorId} error={error} wait={wait} className="account__error" />;
  const cancel = (
    <button type="button" className="button button--outline" onClick={() => setStep('view')} disabled={busy}>
      {strings.cancel}
    </button>
  );

  return (
    <div className="account__row">
      <dt>{isEmail ? strings.email : strings.phone}</dt>
      {step === 'view' && (
        <>
          <dd className="account__value">
            {shown ? <bdi dir="ltr">{shown}</bdi> : <span className="account__empty">{strings.notAdded}</span>}
          </dd>
          <dd className="account__action">
            <button
              ref={changeButton}
              type="button"
              className="account__link"
              aria-label={current ? (isEmail ? strings.changeEmail : strings.changePhone) : isEmail ? strings.addEmail : strings.addPhone}
              onClick={start}
            >
              {current ? strings.change : strings.add}
            </button>
          </dd>
        </>
      )}

      {step === 'entry' && (
        <dd className="account__editor">
          <form noValidate onSubmit={onSend}>
            <label className="account__label" htmlFor={`${id}-new`}>
              {isEmail ? strings.newEmail : strings.newPhone}
            </label>
            {/* Left to right in every language: the country code, then the number (or an address). */}
            <div className="account__field phone-field" dir="ltr">
              {!isEmail && (
                <Suspense fallback={null}>
                  <PhonePrefix locale={locale} value={dial} onChange={setDial} label={strings.country} />
                </Suspense>
              )}
              <input
                ref={field}
                id={`${id}-new`}
                className="account__input phone-field__number"
                type={isEmail ? 'email' : 'tel'}
                autoComplete={isEmail ? 'email' : 'tel-national'}
                autoCapitalize="none"
                spellCheck={false}
                value={value}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={described}
                onChange={(event) => {
                  setValue(event.target.value);
                  if (error) setError('');
                }}
              />
            </div>
            {errorLine}
            <div className="account__buttons">
              <button type="submit" className="button" disabled={busy}>
                {busy ? strings.sending : strings.sendCode}
              </button>
              {cancel}
            </div>
          </form>
        </dd>
      )}

      {step === 'code' && (
        <dd className="account__editor">
          <Suspense fallback={null}>
            <CodeStep
              strings={strings}
              sentTo={strings.codeSentTo}
              target={target}
              error={error}
              setError={setError}
              wait={wait}
              secondsLeft={countdown.secondsLeft}
              errorId={errorId}
              busy={busy}
              onVerify={onVerify}
              onResend={() => (change ? run(() => sendCode(change)) : Promise.resolve(undefined))}
              back={cancel}
              layout="row"
            />
          </Suspense>
        </dd>
      )}

      <dd className="account__status">
        <span role="status">{saved}</span>
      </dd>
    </div>
  );
}
