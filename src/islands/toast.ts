// Toasts (spec section 8: bottom-left, auto-dismiss; bottom-right on a right-to-left page, the
// same corner mirrored). Sonner and its Toaster load on the first toast, so pages that never show
// one never download them. Sonner's own labels (its region, a toast's close button) are in the
// page's language, from the <body>'s data attributes.
export type ToastKind = 'success' | 'error' | 'info';

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
          duration: 3000,
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
  void mountToaster().then(({ toast }) => {
    const options = description ? { description } : undefined;
    if (kind === 'error') toast.error(message, options);
    else if (kind === 'info') toast.info(message, options);
    else toast.success(message, options);
  });
}
