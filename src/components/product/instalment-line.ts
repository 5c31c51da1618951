// "Or 4 payments of AED 37.00 with Tabby or Tamara, no interest." under the product's price, as the
// cart and checkout say it, once the server has said which pay-in-4 providers are configured and
// take this price (their limits: GET /payments/instalments, asked after paint). The page is built
// before anyone knows how the shop is configured, so it holds the line's space empty and never
// names a provider itself. Nothing from the providers is loaded. No React.
import { instalmentOffers } from '../../lib/api/instalments.ts';
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import type { Locale } from '../../lib/locale.ts';
import { fill } from '../../lib/text.ts';

interface Words {
  locale: Locale;
  /** With {{count}}, {{amount}} and {{providers}}. */
  template: string;
  /** With {{first}} and {{second}}: both providers named. */
  either: string;
  /** Each method's name by id (`paymentMethod.<id>`). */
  names: Record<string, string>;
}

export async function initInstalments(): Promise<void> {
  const line = document.querySelector<HTMLElement>('[data-instalments]');
  if (!line) return;
  const offers = await instalmentOffers(Number(line.dataset.instalments));
  const [offer] = offers;
  if (!offer) return;
  const words = JSON.parse(line.dataset.words ?? '{}') as Words;
  const [first, second] = offers.map((o) => words.names[o.id] ?? o.id);
  // Each provider splits a price the same way: a quarter, rounded up to the fils, charged in AED.
  line.textContent = fill(words.template, {
    count: offer.count,
    amount: formatPrice(offer.amount, DEFAULT_CURRENCY, words.locale),
    providers: second ? fill(words.either, { first: first!, second }) : first!,
  });
}
