// Free of imports: the cart and wishlist pages run it before their islands (and React) load.

/**
 * Shows or hides the shell's static empty state ("Your cart is empty" and Continue Shopping). The
 * page hides it before hydration when the browser holds items; the island settles it afterwards.
 */
export function setShellStateHidden(hidden: boolean): void {
  const block = document.querySelector<HTMLElement>('[data-shell-state]');
  if (block) block.hidden = hidden;
}
