// The one-shot note (sessionStorage) of a toast the page left before it was seen: the sign-in
// modal's "Successfully logged in!" when the page then moves on to /cart or /wishlist. Apart from
// toast.ts so that every page's header can look for a note without loading the toaster.
import { CARRIED_TOAST_KEY } from '../lib/storage-keys.ts';

const KINDS = ['success', 'error', 'info'] as const;

export interface CarriedToast {
  message: string;
  kind: (typeof KINDS)[number];
  description?: string;
}

export function hasCarriedToast(): boolean {
  try {
    return sessionStorage.getItem(CARRIED_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}

export function writeCarriedToast(toast: CarriedToast): void {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage refused (private mode, quota): the toast is lost with the page, as before.
  }
}

/** The note, once: it is removed as it is read. Undefined when there is none or it is malformed. */
export function takeCarriedToast(): CarriedToast | undefined {
  try {
    const raw = sessionStorage.getItem(CARRIED_TOAST_KEY);
    if (raw === null) return undefined;
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    const note = JSON.parse(raw) as Partial<CarriedToast>;
    if (typeof note.message !== 'string' || !KINDS.some((kind) => kind === note.kind)) return undefined;
    return { message: note.message, kind: note.kind!, description: typeof note.description === 'string' ? note.description : undefined };
  } catch {
    return undefined;
  }
}
