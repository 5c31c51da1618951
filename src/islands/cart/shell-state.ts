// The shell's static empty state, which the per-shopper islands settle: the cart's and the
// wishlist's once they know the list, the orders pages' as their module loads, the guest's sign-in
// form for a guest. Free of imports, so that it costs those islands nothing.

/**
 * Shows or hides the shell's static empty state ("Your cart is empty" and Continue Shopping) and
 * settles it: from now on only the island decides. Until then, a browser that holds lines shows
 * the shell's loading line in its place (Shell.astro's `heldList`, marked by the session hint).
 */
export function setShellStateHidden(hidden: boolean): void {
  const block = document.querySelector<HTMLElement>('[data-shell-state]');
  if (block) {
    block.hidden = hidden;
    block.removeAttribute('data-held-list');
  }
  for (const frame of document.querySelectorAll('[data-held-frame]')) frame.remove();
}
