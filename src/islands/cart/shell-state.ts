// Free of imports: the order pages run it as their island's module loads, before React renders.

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
