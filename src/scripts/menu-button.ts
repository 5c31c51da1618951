// A menu button (WAI-ARIA APG "Menu Button"): Enter, Space or Arrow Down opens the menu on its
// first item, Arrow Up on its last; inside, the arrows, Home and End move, Escape closes and
// returns to the button, Tab closes; a press outside closes it.
export interface MenuButton {
  toggle(): void;
  close(): void;
}

export function bindMenuButton(button: HTMLElement, menu: HTMLElement): MenuButton {
  const items = () => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const isOpen = () => !menu.hidden;

  function open(focus: 'first' | 'last' | 'none' = 'first'): void {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    const list = items();
    if (focus === 'first') list[0]?.focus();
    if (focus === 'last') list.at(-1)?.focus();
  }

  function close(returnFocus = false): void {
    if (!isOpen()) return;
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  }

  button.setAttribute('aria-controls', menu.id);
  button.setAttribute('aria-expanded', 'false');

  button.addEventListener('keydown', (event) => {
    if (button.getAttribute('aria-haspopup') !== 'menu') return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  });

  menu.addEventListener('keydown', (event) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close();
        break;
    }
  });

  document.addEventListener('click', (event) => {
    if (isOpen() && event.target instanceof Node && !menu.contains(event.target) && !button.contains(event.target)) close();
  });

  return {
    // A press (or Enter/Space) opens on the first item, as keyboard users expect; a mouse press
    // lands there too, which is harmless.
    toggle: () => (isOpen() ? close(true) : open('first')),
    close: () => close(),
  };
}
