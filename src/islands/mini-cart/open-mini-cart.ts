// Opens the mini-cart after an add. Its code (the dialog, its styles) loads with the first add, not
// with the page: a content page's JavaScript before interaction stays within its budget
// (docs/QUALITY.md), and the island that adds already has React running. One root for the page,
// rendered again for each add.
import type { MiniCartProps } from './MiniCart.tsx';

type Opening = Omit<MiniCartProps, 'opening'>;

let root: Promise<{ render(props: MiniCartProps): void }> | undefined;
let openings = 0;

function mount() {
  root ??= Promise.all([import('react'), import('react-dom/client'), import('./MiniCart.tsx')]).then(([{ createElement }, { createRoot }, { default: MiniCart }]) => {
    const host = document.body.appendChild(document.createElement('div'));
    host.dataset.miniCart = '';
    const reactRoot = createRoot(host);
    return { render: (props: MiniCartProps) => reactRoot.render(createElement(MiniCart, props)) };
  });
  return root;
}

export async function openMiniCart(opening: Opening): Promise<void> {
  const { render } = await mount();
  render({ ...opening, opening: ++openings });
}
