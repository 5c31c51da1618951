// Toasts (spec section 8: bottom-left, auto-dismiss; bottom-right on a right-to-left page, the
// same corner mirrored). Sonner and its Toaster load on the first toast, so pages that never show
// one never download them. Sonner's own labels (its region, a toast's close button) are in the
// page's language, from the <body>'s data attributes. A toast the page leaves before it could be
// read (sign-in from the cart icon, then on to /cart) is carried to the next page; one the shopper
// has had time to read is not shown there again.
import { takeCarriedToast, writeCarriedToast, type CarriedToast } from './carried-toast.ts';

export type ToastKind = CarriedToast['kind'];

const DURATION_MS = 3000;
/** A toast on screen this long has been read. */
const READ_MS = 1000;

/** The toast last asked for, and when it went on screen (undefined while the toaster loads). */
let last: (CarriedToast & { shownAt?: number }) | undefined;

/** On leaving the page: note the toast not yet read, so the next page shows it. */
function carryOnLeave(): void {
  if (!last || (last.shownAt !== undefined && Date.now() - last.shownAt >= READ_MS)) return;
  writeCarriedToast({ message: last.message, kind: last.kind, description: last.description });
}

/** Shows the toast the previous page was leaving behind, once. */
export function showCarriedToast(): void {
  const carried = takeCarriedToast();
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
  const asked: NonNullable<typeof last> = { message, kind, description };
  last = asked;
  void mountToaster().then(({ toast }) => {
    asked.shownAt = Date.now();
    const options = description ? { description } : undefined;
    if (kind === 'error') toast.error(message, options);
    else if (kind === 'info') toast.info(message, options);
    else toast.success(message, options);
  });
}
