// The sign-in form (spec sections 2 and 4, Authentication modal): Login and Register tabs, a first
// screen for an e-mail or mobile number, then a one-time code or (Login only) a password. Used by
// the modal and, in the page, by /login-register and My Account for guests.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import * as authApi from '../../lib/api/auth.ts';
import type { ApiFailure } from '../../lib/api/client-core.ts';
import type { AuthReply } from '../../lib/api/types.ts';
import { identifierKind } from '../../lib/auth/identifier.ts';
import { passwordError, sendCodeError, verifyCodeError } from '../../lib/auth/messages.ts';
import { DEFAULT_DIAL_CODE, dialCodeOf, phoneCountryOf } from '../../lib/phone-countries.ts';
import type { PhoneRules } from '../../lib/phone.ts';
import type { AuthTab } from '../../stores/auth-modal.ts';
import { startSession } from '../../stores/session.ts';
import { showToast } from '../toast.ts';
import { formatPhone } from '../../lib/phone-format.ts';
import { loadPhoneRules, usePhoneRules } from '../phone/phone-rules.ts';
import { CodeStep } from './CodeStep.tsx';
import { FormError } from './FormError.tsx';
import { useCountdown } from './use-countdown.ts';
import { PhonePrefix } from './PhonePrefix.tsx';
import type { AuthConfig } from './strings.ts';
import { AuthStyles } from './AuthStyles.tsx';

type Screen = 'entry' | 'otp' | 'password';

interface Props extends AuthConfig {
  initialTab?: AuthTab;
  /** After the session is stored and the toast shown. */
  onSignedIn(): void;
  /** The title's heading level: 2 in the modal and on pages whose h1 is the page's own. */
  headingLevel?: 2 | 3;
}

export default function AuthForm({ locale, strings, errorWords, privacyHref, initialTab = 'login', onSignedIn, headingLevel = 2 }: Props) {
  const id = useId();
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [screen, setScreen] = useState<Screen>('entry');
  const [identifier, setIdentifier] = useState('');
  const [dialCode, setDialCode] = useState(DEFAULT_DIAL_CODE);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [signupId, setSignupId] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const identifierField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const kind = identifierKind(identifier);
  // The phone rules load as soon as the entry reads as a number (its first digit).
  const rules = usePhoneRules(kind === 'phone');
  const { phone, who } = readEntry(rules);
  const { secondsLeft } = countdown;
  const errorId = `${id}-error`;
  const Heading = `h${headingLevel}` as const;

  // On a page that renders the form before it hydrates (/login-register), keep what was typed.
  useEffect(() => {
    const typed = identifierField.current?.value;
    if (typed) setIdentifier(typed);
  }, []);

  useEffect(() => {
    if (screen === 'entry') identifierField.current?.focus();
    if (screen === 'password') passwordField.current?.focus();
  }, [screen]);

  /** The entry as the API takes it: a number checked against its country's plan, in E.164. */
  function readEntry(phoneRules: PhoneRules | undefined) {
    const phone = kind === 'phone' && phoneRules ? phoneRules.parsePhone(identifier, phoneCountryOf(dialCode)) : undefined;
    const who: authApi.PhoneOrEmail = {
      type: kind ?? 'email',
      value: phone?.ok ? phone.e164 : identifier.trim(),
      countryCode: phone?.ok ? dialCodeOf(phone.country) : dialCode,
    };
    return { phone, who };
  }

  /**
   * The entry once checked, or undefined with its problem shown: a number its country cannot have.
   * A number sent before its rules arrived waits for them, so nothing unchecked is ever sent.
   */
  async function checkedEntry(): Promise<authApi.PhoneOrEmail | undefined> {
    let phoneRules: PhoneRules | undefined;
    try {
      phoneRules = kind === 'phone' ? await loadPhoneRules() : undefined;
    } catch {
      // The rules could not load (the connection dropped): nothing is sent; the shopper tries again.
      setError(strings.sendDefault);
      return undefined;
    }
    const { phone, who } = readEntry(phoneRules);
    if (phone && !phone.ok) {
      setError(strings[`phone_${phone.reason}`]);
      return undefined;
    }
    // A number typed with its own code ('+91 …') chooses its country.
    if (phone?.ok) setDialCode(dialCodeOf(phone.country));
    return who;
  }

  /** Back and a tab switch start over: form, errors, timer and code boxes (spec section 4). */
  function reset(nextTab: AuthTab) {
    setTab(nextTab);
    setScreen('entry');
    setIdentifier('');
    setPassword('');
    setShowPassword(false);
    setSignupId('');
    setError('');
    countdown.stop();
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

  /** Sends a code for the current tab; answers whether it went. */
  async function sendCode(to: authApi.PhoneOrEmail): Promise<boolean> {
    if (tab === 'login') {
      const result = await authApi.requestLoginCode(to);
      if (!result.ok) return refused(result.error);
      if (!result.data.data) return refused();
      countdown.start(result.data.data.resend_in);
    } else {
      const result = await authApi.requestSignupCode(to);
      if (!result.ok) return refused(result.error);
      if (!result.data.signup_id) return refused();
      setSignupId(result.data.signup_id);
      countdown.start();
    }
    return true;
  }

  /** A code not sent: why, or (a success that sent none) that it failed. */
  function refused(failure?: ApiFailure): false {
    // "Please wait N seconds" counts down below, then the code can be asked for again.
    if (!failure) setError(strings.sendFailed);
    else if (!countdown.waitAfter(failure)) setError(sendCodeError(failure, strings, errorWords));
    return false;
  }

  function finish(reply: AuthReply) {
    if (!reply.token) {
      // A registration verified without a session: sign in from the Login tab (spec section 4).
      reset('login');
      return;
    }
    startSession(reply.token, reply.data ?? null);
    showToast(strings.loggedIn);
    onSignedIn();
  }

  function onContinue(event: FormEvent) {
    event.preventDefault();
    if (!identifier.trim()) return setError(strings.identifierRequired);
    void run(async () => {
      const to = await checkedEntry();
      if (to && (await sendCode(to))) setScreen('otp');
    });
  }

  function onUsePassword() {
    if (!identifier.trim()) return setError(strings.identifierRequired);
    void run(async () => {
      if (await checkedEntry()) setScreen('password');
    });
  }

  function onVerify(code: string) {
    void run(async () => {
      const result = tab === 'login' ? await authApi.verifyLoginCode(who, code) : await authApi.verifySignupCode(signupId, code);
      if (result.ok) finish(result.data);
      else setError(verifyCodeError(result.error, strings, errorWords));
    });
  }

  function onPasswordLogin(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(strings.passwordRequired);
    void run(async () => {
      const result = await authApi.loginWithPassword(who, password);
      if (result.ok) finish(result.data);
      else setError(passwordError(result.error, strings, errorWords));
    });
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: AuthTab = tab === 'login' ? 'register' : 'login';
    reset(next);
    tabs.current[next === 'login' ? 0 : 1]?.focus();
  }

  const wait = countdown.waitMessage(strings.waitToResend);
  const errorLine = <FormError id={errorId} error={error} wait={wait} className="auth-form__error" />;
  const described = error || wait ? errorId : undefined;
  const shown = phone?.ok ? formatPhone(phone.e164) : identifier.trim();

  return (
    <div className="auth-form" lang={locale}>
      <AuthStyles />
      <div className="auth-form__tabs" role="tablist" aria-label={strings.dialogLabel}>
        {(['login', 'register'] as const).map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="auth-form__tab"
            onClick={() => tab !== name && reset(name)}
            onKeyDown={onTabKey}
          >
            {name === 'login' ? strings.login : strings.register}
          </button>
        ))}
      </div>

      <div className="auth-form__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {screen === 'entry' && (
          <form noValidate onSubmit={onContinue}>
            <Heading className="auth-form__title">{strings.title}</Heading>
            <label className="auth-form__label" htmlFor={`${id}-identifier`}>
              {strings.identifierLabel}
            </label>
            {/* Left to right in every language: the country code, then the number (or an address). */}
            <div className="auth-form__identifier phone-field" dir="ltr">
              {kind === 'phone' && <PhonePrefix locale={locale} value={dialCode} onChange={setDialCode} label={strings.country} />}
              <input
                ref={identifierField}
                data-initial-focus
                id={`${id}-identifier`}
                className="auth-form__input phone-field__number"
                type="text"
                inputMode={kind === 'phone' ? 'tel' : 'email'}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={identifier}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={described}
                onChange={(event) => {
                  setIdentifier(event.target.value);
                  if (error) setError('');
                }}
              />
            </div>
            {errorLine}
            <button className="button auth-form__submit" type="submit" disabled={busy}>
              {busy ? strings.sending : strings.continue}
            </button>
            {tab === 'login' && (
              <button className="auth-form__link" type="button" onClick={onUsePassword} disabled={busy}>
                {strings.usePassword}
              </button>
            )}
            <p className="auth-form__privacy">
              {strings.privacyPrefix} <a href={privacyHref}>{strings.privacyLink}</a>
            </p>
          </form>
        )}

        {screen === 'otp' && (
          <CodeStep
            strings={strings}
            sentTo={strings.otpSentTo}
            target={shown}
            heading={<Heading className="auth-form__title">{strings.otpTitle}</Heading>}
            hint={tab === 'login' && <p className="auth-form__hint auth-form__hint--small">{strings.otpLoginHint}</p>}
            error={error}
            setError={setError}
            wait={wait}
            secondsLeft={secondsLeft}
            errorId={errorId}
            busy={busy}
            onVerify={onVerify}
            onResend={() => run(() => sendCode(who))}
            back={
              <button className="auth-form__link" type="button" onClick={() => reset(tab)}>
                {strings.back}
              </button>
            }
            layout="form"
          />
        )}

        {screen === 'password' && (
          <form noValidate onSubmit={onPasswordLogin}>
            <Heading className="auth-form__title">{strings.passwordTitle}</Heading>
            <p className="auth-form__hint">
              <bdi dir="ltr">{shown}</bdi>
            </p>
            <label className="auth-form__label" htmlFor={`${id}-password`}>
              {strings.enterPassword}
            </label>
            <div className="auth-form__password">
              <input
                ref={passwordField}
                id={`${id}-password`}
                className="auth-form__input"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={described}
                onChange={(event) => {
                  setPassword(event.target.value);
                  if (error) setError('');
                }}
              />
              <button className="auth-form__reveal" type="button" aria-pressed={showPassword} onClick={() => setShowPassword(!showPassword)}>
                {showPassword ? strings.hidePassword : strings.showPassword}
              </button>
            </div>
            {errorLine}
            <button className="button auth-form__submit" type="submit" disabled={busy}>
              {busy ? strings.verifying : strings.loginButton}
            </button>
            <div className="auth-form__row">
              <button className="auth-form__link" type="button" onClick={() => reset(tab)}>
                {strings.back}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
