// What the shopper can still do with an order item, under the order detail: cancel it (or the rest
// of the order) until it ships. It asks the API what the item offers once the order is drawn, and
// loads each form only when the shopper opens it, so the page's own code stays small.
import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchOffers } from '../../lib/api/after-purchase.ts';
import type { AfterPurchaseOffers, OrderItem } from '../../lib/api/types.ts';
import { fill } from '../../lib/text.ts';
import type { Locale } from '../../lib/locale.ts';
import type { AfterStrings } from './after-strings.ts';
import './after-purchase.css';

const CancelForm = lazy(() => import('./CancelForm.tsx'));

interface Props {
  locale: Locale;
  item: OrderItem;
  strings: AfterStrings;
  /** The item changed (cancelled, returned): the page reads it again. */
  onChanged(): void;
}

type Open = null | { form: 'cancel'; whole: boolean };

export function OrderOffers({ locale, item, strings, onChanged }: Props) {
  const [offers, setOffers] = useState<AfterPurchaseOffers | null>(null);
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => {
    let current = true;
    void fetchOffers(item.id).then((result) => {
      if (current && result.ok && result.data.data) setOffers(result.data.data);
    });
    return () => {
      current = false;
    };
  }, [item]);

  if (!offers || !offers.cancel) return null;
  const done = () => {
    setOpen(null);
    onChanged();
  };
  return (
    <section className="order-box after" aria-labelledby="after-heading">
      <h3 id="after-heading" className="order-box__title">
        {strings.heading}
      </h3>
      <p className="after__note">{strings.cancelNote}</p>
      {open ? (
        <Suspense fallback={null}>
          <CancelForm locale={locale} offers={offers} whole={open.whole} strings={strings} onDone={done} onClose={() => setOpen(null)} />
        </Suspense>
      ) : (
        <div className="after__actions">
          <button type="button" className="button button--outline" onClick={() => setOpen({ form: 'cancel', whole: false })}>
            {strings.cancel}
          </button>
          {offers.cancel_order > 1 && (
            <button type="button" className="button button--outline" onClick={() => setOpen({ form: 'cancel', whole: true })}>
              {fill(strings.cancelOrder, { count: offers.cancel_order })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
