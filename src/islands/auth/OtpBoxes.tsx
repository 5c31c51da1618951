// Six one-digit boxes for a one-time code (spec section 5). The first box carries
// autocomplete="one-time-code", so a phone can fill the whole code from the SMS.
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { backspace, pasteInto, typeInto, type BoxesState } from '../../lib/auth/otp-boxes.ts';
import { fill } from '../../lib/text.ts';

interface Props {
  digits: string[];
  onChange(digits: string[]): void;
  /** Labels: the group's, and each box's with {{n}}. */
  label: string;
  digitLabel: string;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function OtpBoxes({ digits, onChange, label, digitLabel, invalid, describedBy, disabled, autoFocus }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  function apply(next: BoxesState) {
    onChange(next.digits);
    const box = boxes.current[next.focus];
    box?.focus();
    box?.select();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    // A digit typed over the same digit changes no value, so no change event would move focus on:
    // a typed digit is taken here. (Phone keyboards that send no key name go through onChange.)
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      apply(typeInto(digits, index, event.key));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspace(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    apply(pasteInto(digits, index, event.clipboardData.getData('text')));
  }

  return (
    <div className="otp-boxes" role="group" aria-label={label} dir="ltr">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-boxes__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          value={digit}
          aria-label={fill(digitLabel, { n: index + 1 })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(event) => apply(typeInto(digits, index, event.target.value))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
