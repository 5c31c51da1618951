// The header's and the mobile menu's sign-in state (spec section 2, Header): for guests the
// account, cart and wishlist icons open the login modal; signed in, the account icon opens a menu
// with My Account, My Orders and Logout. Elements marked data-session="guest" or "user" show in
// that state only. The user is reloaded from the API once per page while signed in.
// What only a signed-in shopper uses (the menu's keyboard handling, the logout toast) loads when
// needed, so a guest's pages stay light.
import { hasCarriedToast } from '../islands/carried-toast.ts';
import { openAuthModal } from '../stores/auth-modal.ts';
import { $signedIn, $token, $user, logout, refreshUser } from '../stores/session.ts';
import type { MenuButton } from './menu-button.ts';

const button = document.querySelector<HTMLButtonElement>('[data-account-button]');
const menu = document.querySelector<HTMLElement>('[data-account-menu-list]');
let accountMenu: Promise<MenuButton> | undefined;
const bindAccountMenu = () =>
  button && menu ? (accountMenu ??= import('./menu-button.ts').then(({ bindMenuButton }) => bindMenuButton(button, menu))) : undefined;

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
    if (signedIn) void bindAccountMenu();
    else void accountMenu?.then((bound) => bound.close());
  }
});

button?.addEventListener('click', () => {
  if ($signedIn.get()) void bindAccountMenu()?.then((bound) => bound.toggle());
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
    void accountMenu?.then((bound) => bound.close());
    closeMobileMenu(logoutButton);
    void Promise.all([logout(), import('../islands/toast.ts')]).then(([, { showToast }]) => {
      if (logoutButton.dataset.toast) showToast(logoutButton.dataset.toast, 'info');
    });
  }
});

void refreshUser();
// "Successfully logged in!" from a sign-in that moved on to /cart or /wishlist shows here; the
// toaster loads only when there is such a note.
if (hasCarriedToast()) void import('../islands/toast.ts').then(({ showCarriedToast }) => showCarriedToast());

// Signed in (now, or at this page's load): the cart and the wishlist come from the server.
$token.subscribe((token) => {
  if (!token) return;
  const owner = String($user.get()?.id ?? 'account');
  void import('../stores/shopper-lists.ts').then(({ syncShopperLists }) => syncShopperLists(owner));
});
