// The resend countdown of a code, for the sign-in form and My Account's change of e-mail or phone:
// 60 s (spec section 9) unless the server's resend_in says otherwise; the seconds left, ticking
// once a second while above zero. A refused send (429 "Please wait N seconds") starts it too, and
// its message counts down with it, then goes, and the code can be asked for again.
import { useEffect, useState } from 'react';
import type { ApiFailure } from '../../lib/api/client-core.ts';
import { resendWaitSeconds } from '../../lib/auth/messages.ts';
import { fill } from '../../lib/text.ts';

const RESEND_SECONDS = 60;

export interface Countdown {
  secondsLeft: number;
  start(seconds?: number): void;
  stop(): void;
  /** A refused send's wait: counts it down and answers true; false for any other failure. */
  waitAfter(failure: ApiFailure): boolean;
  /** "Please wait N seconds…" while a refused send's wait runs, else ''. */
  waitMessage(template: string): string;
}

export function useCountdown(): Countdown {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [refused, setRefused] = useState(false);
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft > 0]);

  function run(seconds: number) {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }

  return {
    secondsLeft,
    start(seconds) {
      setRefused(false);
      run(seconds && seconds > 0 ? seconds : RESEND_SECONDS);
    },
    stop() {
      setRefused(false);
      setUntil(0);
    },
    waitAfter(failure) {
      const seconds = resendWaitSeconds(failure);
      if (seconds === undefined) return false;
      setRefused(true);
      run(seconds);
      return true;
    },
    waitMessage(template) {
      return refused && secondsLeft > 0 ? fill(template, { seconds: secondsLeft }) : '';
    },
  };
}
