// This browser's device token: the server gives it at the first sign-in and, once the browser has
// signed in to an account with it, lets the account's own device still get a code when strangers
// have asked for the hour's five, and counts its wrong guesses apart from theirs
// (server/auth/devices.ts). It goes only with the sign-in calls, and stays at sign-out: the device
// signed in before all the same. Storage may be refused (private modes): then there is none.
import { DEVICE_KEY } from '../storage-keys.ts';

export const DEVICE_HEADER = 'X-Device-Token';

export function deviceHeaders(): Record<string, string> {
  try {
    const token = localStorage.getItem(DEVICE_KEY);
    return token ? { [DEVICE_HEADER]: token } : {};
  } catch {
    return {};
  }
}

/** Keeps the token a sign-in answered (the one sent, or a new one). */
export function keepDeviceToken(token: string | undefined): void {
  if (!token) return;
  try {
    localStorage.setItem(DEVICE_KEY, token);
  } catch {
    // Nothing kept: the next sign-in gets a new one.
  }
}
