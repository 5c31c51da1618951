// The resend countdown of a code, for the sign-in form and My Account's change of e-mail or phone:
// 60 s (spec section 9) unless the server's resend_in says otherwise; the seconds left, ticking
// once a second while above zero.
import { useEffect, useState } from 'react';

const RESEND_SECONDS = 60;

export function useCountdown(): { secondsLeft: number; start(seconds?: number): void; stop(): void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft > 0]);

  return {
    secondsLeft,
    start(seconds) {
      const at = Date.now();
      setNow(at);
      setUntil(at + (seconds && seconds > 0 ? seconds : RESEND_SECONDS) * 1000);
    },
    stop() {
      setUntil(0);
    },
  };
}
