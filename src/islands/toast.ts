// Toasts (spec section 8: bottom-left, auto-dismiss; bottom-right on a right-to-left page, the
// same corner mirrored). Sonner and its Toaster load on the first toast, so pages that never show
// one never download them. Sonner's own labels (its region, a toast's close button) are in the
// page's language, from the <body>'s data attributes. A toast the page leaves before it has been
// seen (sign-in from the cart icon, then on to /cart) is carried to the next page.
export type ToastKind = 'success' | 'error' | 'info';

const DURATION_MS = 3000;
/** The one-shot note (sessionStorage) of a toast cut short by leaving the page. */
const CARRIED_KEY = 'toast:carried';

interface Shown {
  message: string;
  kind: ToastKind;
  description?: string;
  /** When it would have gone on its own. */
  until: number;
}

let last: Shown | undefined;

/** On leaving the page: note the toast still showing, so the next page shows it. */
function carryOnLeave(): void {
  if (!last || last.until <= Date.now()) return;
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(last));
  } catch {
    // Storage refused (private mode, quota): the toast is lost with the page, as before.
  }
}

function readCarried(): Shown | undefined {
  try {
    const raw = sessionStorage.getItem(CARRIED_KEY);
    if (!raw) return undefined;
    sessionStorage.removeItem(CARRIED_KEY);
    const note = JSON.parse(raw) as Partial<Shown>;
    const kinds: unknown[] = ['success', 'error', 'info'];
    if (typeof note.message !== 'string' || !kinds.includes(note.kind)) return undefined;
    return { message: note.message, kind: note.kind as ToastKind, description: typeof note.description === 'string' ? note.description : undefined, until: 0 };
  } catch {
    return undefined;
  }
}

/** Shows the toast the previous page was leaving behind, once (each page's header calls it). */
export function showCarriedToast(): void {
  const carried = readCarried();
  if (carried) showToast(carried.message, carried.kind, carried.description);
}

let ready: Promise<typeof import('sonner')> | undefined;

function mountToaster(): Promise<typeof import('sonner')> {
  ready ??= Promise.all([import('sonner'), import('react'), import('react-dom/client')]).then(
    ([sonner, React, { createRoot }]) => {
      const host = document.createElement('div');
      host.dataset.toaster = '';
      document.body.append(host);
      // Sonner places toasts by physical side, so the page's direction picks the corner.
      const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
      const position = dir === 'rtl' ? 'bottom-right' : 'bottom-left';
      const { toastRegion, toastClose } = document.body.dataset;
      createRoot(host).render(
        React.createElement(sonner.Toaster, {
          dir,
          position,
          duration: DURATION_MS,
          richColors: true,
          closeButton: true,
          containerAriaLabel: toastRegion,
          toastOptions: { closeButtonAriaLabel: toastClose },
        }),
      );
      // Let the Toaster subscribe before the first toast is sent.
      return new Promise((resolve) => setTimeout(() => resolve(sonner), 0));
    },
  );
  return ready;
}

/** A toast; `description` adds a second line (the reason a change was refused). */
export function showToast(message: string, kind: ToastKind = 'success', description?: string): void {
  if (!last) window.addEventListener('pagehide', carryOnLeave);
  last = { message, kind, description, until: Date.now() + DURATION_MS };
  void mountToaster().then(({ toast }) => {
    const options = description ? { description } : undefined;
    if (kind === 'error') toast.error(message, options);
    else if (kind === 'info') toast.info(message, options);
    else toast.success(message, options);
  });
}
