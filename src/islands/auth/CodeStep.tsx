// The verify-a-code step, one for the sign-in form and My Account's e-mail and phone rows: where the
// code went, the six boxes, the error or wait line, Verify, the way back and Resend with its
// countdown. The boxes are its own: they start empty each time the step opens and empty again when
// a new code goes. What a code proves (a session, a changed address) is the caller's.
import { useState, type FormEvent, type ReactNode } from 'react';
import { emptyBoxes, isComplete, joinCode } from '../../lib/auth/otp-boxes.ts';
import { fill, splitAt } from '../../lib/text.ts';
import { FormError } from './FormError.tsx';
import { OtpBoxes } from './OtpBoxes.tsx';

export type CodeStepStrings = Record<'otpLabel' | 'otpDigit' | 'otpRequired' | 'verifyFormat' | 'verifying' | 'verifyOtp' | 'resendIn' | 'resendOtp', string>;

interface Props {
  strings: CodeStepStrings;
  /** "We sent a code to {{identifier}}" in the page's language. */
  sentTo: string;
  /** The address or number the code went to, shown left to right. */
  target: string;
  /** Above the sentence: the form's heading. */
  heading?: ReactNode;
  /** Below the sentence: a further hint. */
  hint?: ReactNode;
  error: string;
  setError(message: string): void;
  /** The wait line while a new code must wait ('' when none), and the seconds until Resend. */
  wait: string;
  secondsLeft: number;
  errorId: string;
  busy: boolean;
  onVerify(code: string): void;
  /** Asks for a new code; answers whether one went (undefined while another request runs). */
  onResend(): Promise<boolean | undefined>;
  /** Back or Cancel, beside Resend. */
  back: ReactNode;
  /**
   * 'form': Verify across the form, Back and Resend on a row below (the sign-in form).
   * 'row': Verify, Back and Resend on one line (a row of My Account).
   */
  layout: 'form' | 'row';
}

export function CodeStep({ strings, sentTo, target, heading, hint, error, setError, wait, secondsLeft, errorId, busy, onVerify, onResend, back, layout }: Props) {
  const [digits, setDigits] = useState(emptyBoxes);
  const described = error || wait ? errorId : undefined;
  // The address sits inside the sentence wherever the language puts it, kept left to right.
  const [sentBefore, sentAfter] = splitAt(sentTo, 'identifier');

  function verify(event: FormEvent) {
    event.preventDefault();
    if (digits.every((digit) => !digit)) return setError(strings.otpRequired);
    if (!isComplete(digits)) return setError(strings.verifyFormat);
    onVerify(joinCode(digits));
  }

  async function resend() {
    if (secondsLeft > 0) return;
    if (await onResend()) setDigits(emptyBoxes());
  }

  const verifyButton = (
    <button type="submit" className={layout === 'form' ? 'button auth-form__submit' : 'button'} disabled={busy}>
      {busy ? strings.verifying : strings.verifyOtp}
    </button>
  );
  const resendButton = (
    <button type="button" className="auth-form__link" onClick={() => void resend()} disabled={busy || secondsLeft > 0} aria-live="polite">
      {secondsLeft > 0 ? fill(strings.resendIn, { seconds: secondsLeft }) : strings.resendOtp}
    </button>
  );

  return (
    <form noValidate onSubmit={verify}>
      {heading}
      <p className="auth-form__hint">
        {sentBefore}
        <bdi dir="ltr">{target}</bdi>
        {sentAfter}
      </p>
      {hint}
      <OtpBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          if (error) setError('');
        }}
        label={strings.otpLabel}
        digitLabel={strings.otpDigit}
        invalid={Boolean(error)}
        describedBy={described}
        autoFocus
      />
      <FormError id={errorId} error={error} wait={wait} className="auth-form__error" />
      {layout === 'form' ? (
        <>
          {verifyButton}
          <div className="auth-form__row">
            {back}
            {resendButton}
          </div>
        </>
      ) : (
        <div className="account__buttons">
          {verifyButton}
          {back}
          {resendButton}
        </div>
      )}
    </form>
  );
}
