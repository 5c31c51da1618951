// The password of My Account: "Set a password" while the account has none, "Change password"
// (with the current one) once it has. The length rule is checked here before sending, then the
// server's answer shows beside the field it names.
import { useId, useRef, useState, type FormEvent } from 'react';
import { updateMe } from '../../lib/api/me.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordLengthProblem } from '../../lib/auth/password-rule.ts';
import { fill } from '../../lib/text.ts';
import { setUser } from '../../stores/session.ts';
import { showToast } from '../toast.ts';
import type { PartProps } from './part-props.ts';
import { askedForProof, currentProof, changeMade } from './proof.ts';
import { passwordChangeErrors, type PasswordErrors } from './profile-errors.ts';

export function PasswordSection({ user, strings, words }: PartProps) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const currentField = useRef<HTMLInputElement>(null);
  const newField = useRef<HTMLInputElement>(null);
  const hasPassword = user.has_password;
  const ids = { current: `${id}-current`, password: `${id}-new`, rule: `${id}-rule`, form: `${id}-form-error` };

  function lengthError(): string | undefined {
    switch (passwordLengthProblem(password)) {
      case 'required':
        return strings.passwordRequired;
      case 'short':
        return fill(strings.passwordTooShort, { min: PASSWORD_MIN });
      case 'long':
        return fill(strings.passwordTooLong, { max: PASSWORD_MAX });
      default:
        return undefined;
    }
  }

  function show(found: PasswordErrors) {
    setErrors(found);
    if (found.current) currentField.current?.focus();
    else if (found.password) newField.current?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: PasswordErrors = {
      current: hasPassword && !current ? strings.currentPasswordRequired : undefined,
      password: lengthError(),
    };
    if (found.current || found.password) return show(found);
    await save(password, hasPassword ? current : undefined);
  }

  /**
   * PATCH /me: with the current password when there is one; a first password with the proof of a
   * code (the server asks for it, and once given the password is saved by itself).
   */
  async function save(password: string, current: string | undefined) {
    setBusy(true);
    setErrors({});
    setSaved('');
    const result = await updateMe({ password, current_password: current, proof: current ? undefined : currentProof() });
    setBusy(false);
    if (!result.ok) {
      if (!askedForProof(result.error, 'password', () => void save(password, current))) show(passwordChangeErrors(result.error, strings, words));
      return;
    }
    changeMade();
    if (result.data.data) setUser(result.data.data);
    const message = hasPassword ? strings.passwordChangedDone : strings.passwordSetDone;
    showToast(message);
    setSaved(message);
    setCurrent('');
    setPassword('');
    setVisible(false);
  }

  const describedBy = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;
  const type = visible ? 'text' : 'password';

  return (
    <section className="account__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{strings.passwordHeading}</h2>
      <p className="account__note">{hasPassword ? strings.passwordIntroSet : strings.passwordIntroNone}</p>
      <form noValidate onSubmit={onSubmit}>
        {/* Lets a password manager file the new password under this account. */}
        <input type="text" hidden readOnly autoComplete="username" value={user.email ?? user.phone ?? ''} />
        {hasPassword && (
          <div className="account__form-field">
            <label className="account__label" htmlFor={ids.current}>
              {strings.currentPassword}
            </label>
            <input
              ref={currentField}
              id={ids.current}
              className="account__input"
              type={type}
              autoComplete="current-password"
              value={current}
              aria-invalid={Boolean(errors.current) || undefined}
              aria-describedby={describedBy(errors.current && `${ids.current}-error`)}
              onChange={(event) => {
                setCurrent(event.target.value);
                if (errors.current) setErrors({ ...errors, current: undefined });
              }}
            />
            {errors.current && (
              <p className="account__error" id={`${ids.current}-error`} role="alert">
                {errors.current}
              </p>
            )}
          </div>
        )}
        <div className="account__form-field">
          <label className="account__label" htmlFor={ids.password}>
            {strings.newPassword}
          </label>
          <input
            ref={newField}
            id={ids.password}
            className="account__input"
            type={type}
            autoComplete="new-password"
            value={password}
            aria-invalid={Boolean(errors.password) || undefined}
            aria-describedby={describedBy(errors.password && `${ids.password}-error`, ids.rule)}
            onChange={(event) => {
              setPassword(event.target.value);
              if (errors.password) setErrors({ ...errors, password: undefined });
            }}
          />
          {errors.password && (
            <p className="account__error" id={`${ids.password}-error`} role="alert">
              {errors.password}
            </p>
          )}
          <p className="account__hint" id={ids.rule}>
            {fill(strings.passwordRule, { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          </p>
        </div>
        <button type="button" className="account__link" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? strings.hidePassword : strings.showPassword}
        </button>
        {errors.form && (
          <p className="account__error" id={ids.form} role="alert">
            {errors.form}
          </p>
        )}
        <div className="account__buttons">
          <button type="submit" className="button" disabled={busy}>
            {busy ? strings.saving : hasPassword ? strings.changePassword : strings.setPassword}
          </button>
        </div>
      </form>
      <p className="account__status" role="status">
        {saved}
      </p>
    </section>
  );
}
