// The header's and the mobile menu's sign-in state (spec section 2, Header): for guests the
// account, cart and wishlist icons open the login modal; signed in, the account icon opens a menu
// with My Account, My Orders and Logout. Elements marked data-session="guest" or "user" show in
// that state only. The user is reloaded from the API once per page while signed in.
import { openAuthModal } from '../stores/auth-modal.ts';
import { $signedIn, logout, refreshUser } from '../stores/session.ts';
import { showToast } from '../islands/toast.ts';
import { bindMenuButton } from './menu-button.ts';

const button = document.querySelector<HTMLButtonElement>('[data-account-button]');
const menu = document.querySelector<HTMLElement>('[data-account-menu-list]');
const accountMenu = button && menu ? bindMenuButton(button, menu) : undefined;

function closeMobileMenu(from: Element): void {
  const popover = from.closest<HTMLElement>('[popover]');
  if (popover?.matches(':popover-open')) popover.hidePopover();
}

$signedIn.subscribe((signedIn) => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-session]')) {
    element.hidden = element.dataset.session !== (signedIn ? 'user' : 'guest');
  }
  if (button) {
    button.setAttribute('aria-haspopup', signedIn ? 'menu' : 'dialog');
    if (!signedIn) accountMenu?.close();
  }
});

button?.addEventListener('click', () => {
  if ($signedIn.get()) accountMenu?.toggle();
  else openAuthModal();
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const opener = target.closest<HTMLElement>('[data-auth-open]');
  if (opener) {
    closeMobileMenu(opener);
    openAuthModal();
    return;
  }
  // Cart and wishlist need sign-in (spec section 6): a guest signs in, then goes on to the page.
  const gated = target.closest<HTMLAnchorElement>('a[data-needs-sign-in]');
  if (gated && !$signedIn.get()) {
    event.preventDefault();
    closeMobileMenu(gated);
    openAuthModal({ onSuccess: () => window.location.assign(gated.href) });
    return;
  }
  const logoutButton = target.closest<HTMLElement>('[data-logout]');
  if (logoutButton) {
    accountMenu?.close();
    closeMobileMenu(logoutButton);
    void logout().then(() => {
      if (logoutButton.dataset.toast) showToast(logoutButton.dataset.toast, 'info');
    });
  }
});

void refreshUser();
