// The login modal: a native modal <dialog> (the page behind it inert, so focus stays inside;
// Escape closes it) around the sign-in form. Opened through the auth-modal store from anywhere;
// page scrolling is locked while it is open and the scroll position restored on close; focus
// returns to whatever opened it.
import { useEffect, useRef } from 'react';
import { Icon } from '../Icon.tsx';
import { close as closeIcon } from '../../lib/icons.ts';
import { $authModal, closeAuthModal, type AuthModalState } from '../../stores/auth-modal.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import AuthForm from './AuthForm.tsx';
import { AuthStyles } from './AuthStyles.tsx';
import type { AuthConfig } from './strings.ts';

// What the server's HTML would hold. React never asks for it: the dialog is mounted with createRoot
// (mount.ts), never hydrated.
const CLOSED: AuthModalState = { open: false, tab: 'login' };

export default function AuthDialog(config: AuthConfig) {
  const state = useHydratedStore($authModal, CLOSED);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const scrollY = useRef(0);
  // The store's open state the dialog shows: a press that opens the modal again while the dialog is
  // closing (Escape, then Enter at once) is a new state, which that close must not undo.
  const shownFor = useRef<AuthModalState | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.open) shownFor.current = state;
    if (state.open && !element.open) {
      opener.current = document.activeElement;
      scrollY.current = window.scrollY;
      document.documentElement.classList.add('is-scroll-locked');
      element.showModal();
      // The dialog would focus its first control (the close button); the shopper starts typing.
      element.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    } else if (!state.open && element.open) {
      element.close();
    }
  }, [state]);

  function onClosed() {
    // Shown again already, for a press that came before this close event.
    if (dialog.current?.open) return;
    document.documentElement.classList.remove('is-scroll-locked');
    window.scrollTo({ top: scrollY.current });
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    // Closed by the browser (Escape): the store follows, unless it has been opened again since.
    if ($authModal.get() === shownFor.current) closeAuthModal();
  }

  function onSignedIn() {
    const { onSuccess } = $authModal.get();
    closeAuthModal();
    onSuccess?.();
  }

  return (
    <dialog
      ref={dialog}
      className="auth-dialog"
      aria-label={config.strings.dialogLabel}
      onClose={onClosed}
      onClick={(event) => {
        // A press on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) closeAuthModal();
      }}
    >
      <AuthStyles />
      <div className="auth-dialog__body">
        <button className="icon-button auth-dialog__close" type="button" aria-label={config.strings.close} onClick={closeAuthModal}>
          <Icon drawing={closeIcon} />
        </button>
        {/* A new form each time it opens, on the tab asked for. */}
        {state.open && <AuthForm key={state.tab} {...config} initialTab={state.tab} onSignedIn={onSignedIn} />}
      </div>
    </dialog>
  );
}
