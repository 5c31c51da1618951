// /invoice?order=NUMBER: the order's tax invoice and credit notes, printable, with a PDF download.
// The signed-in shopper's own order only (the API answers 404 for anyone else's).
import { useEffect, useState } from 'react';
import { downloadTaxDocumentsPdf, fetchTaxDocuments } from '../../lib/api/after-purchase.ts';
import type { TaxDocumentView } from '../../lib/api/types.ts';
import { ORDER_NUMBER } from '../../lib/checkout/placed-order.ts';
import { setShellStateHidden } from '../cart/shell-state.ts';
import { OrdersSignIn } from '../orders/OrdersSignIn.tsx';
import { Spinner } from '../orders/Spinner.tsx';
import { useSessionView } from '../orders/use-session-view.ts';
import { TaxDocument } from './TaxDocument.tsx';
import type { DocumentLabels, InvoiceStrings } from './invoice-strings.ts';
import './invoice.css';

if (typeof document !== 'undefined') setShellStateHidden(true);

type Load = { status: 'loading' } | { status: 'unavailable' | 'not-found' | 'failed' } | { status: 'ready'; docs: TaxDocumentView[] };

export default function Invoice({ strings, labels }: { strings: InvoiceStrings; labels: DocumentLabels }) {
  const { view, token } = useSessionView();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [pdfFailed, setPdfFailed] = useState(false);
  const [order, setOrder] = useState('');

  useEffect(() => {
    if (view !== 'user') return;
    const number = new URLSearchParams(window.location.search).get('order') ?? '';
    setOrder(number);
    if (!ORDER_NUMBER.test(number)) {
      setLoad({ status: 'not-found' });
      return;
    }
    let current = true;
    void fetchTaxDocuments(number).then((result) => {
      if (!current) return;
      if (result.ok) setLoad({ status: 'ready', docs: result.data.data ?? [] });
      else setLoad({ status: result.error.code === 'invoice_unavailable' ? 'unavailable' : result.error.status === 404 ? 'not-found' : 'failed' });
    });
    return () => {
      current = false;
    };
  }, [view, token]);

  if (view === 'pending') return null;
  if (view === 'guest') return <OrdersSignIn intro={strings.guestIntro} />;
  if (load.status === 'loading') return <Spinner label={strings.loading} visibleLabel />;
  if (load.status !== 'ready') {
    return (
      <p className="invoice-page__problem" role="alert">
        {load.status === 'unavailable' ? strings.unavailable : load.status === 'not-found' ? strings.notFound : strings.failed}
      </p>
    );
  }
  return (
    <div className="invoice-page">
      <div className="invoice-page__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {strings.print}
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={() => void downloadTaxDocumentsPdf(order).then((ok) => setPdfFailed(!ok))}
        >
          {strings.pdf}
        </button>
        {pdfFailed && (
          <p className="invoice-page__problem" role="alert">
            {strings.failed}
          </p>
        )}
      </div>
      {load.docs.map((doc) => (
        <TaxDocument key={doc.number} doc={doc} labels={labels} />
      ))}
    </div>
  );
}
