// Previous, numbered pages and Next under My Orders (spec section 2). Real links to ?page=N, so a
// page can be opened in a new tab; a plain click changes the page in place and records it in the
// history, so reload and Back keep it.
import type { MouseEvent } from 'react';
import type { PageLinks } from '../../lib/orders/pagination.ts';
import { fill } from '../../lib/text.ts';
import type { OrderListStrings } from './strings.ts';

interface Props {
  links: PageLinks;
  strings: OrderListStrings;
  hrefOf(page: number): string;
  onPage(page: number): void;
}

export function OrderPagination({ links, strings, hrefOf, onPage }: Props) {
  function link(page: number, label: string, options: { current?: boolean; name?: string; className?: string } = {}) {
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onPage(page);
    };
    return (
      <a href={hrefOf(page)} className={options.className} aria-current={options.current ? 'page' : undefined} aria-label={options.name} onClick={open}>
        {label}
      </a>
    );
  }
  const step = (page: number | null, label: string) =>
    page === null ? (
      // A link with no href, marked disabled: seen, and announced as an unavailable link.
      <a role="link" className="orders-pagination__step" aria-disabled="true">
        {label}
      </a>
    ) : (
      link(page, label, { className: 'orders-pagination__step' })
    );

  return (
    <nav className="orders-pagination" aria-label={strings.pagination}>
      <ul role="list">
        <li>{step(links.previous, strings.previous)}</li>
        {links.pages.map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className="orders-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              link(n, String(n), { current: n === links.current, name: fill(strings.page, { n }) })
            )}
          </li>
        ))}
        <li>{step(links.next, strings.next)}</li>
      </ul>
    </nav>
  );
}
