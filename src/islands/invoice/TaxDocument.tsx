// One tax invoice or credit note, printable: each label in English and Arabic, values as issued.
import type { TaxDocumentView } from '../../lib/api/types.ts';
import type { DocumentLabels } from './invoice-strings.ts';

const money = (fils: number) => (fils / 100).toFixed(2);
const day = (iso: string) => iso.slice(0, 10);

type Key = keyof DocumentLabels['en'];

function Both({ labels, name }: { labels: DocumentLabels; name: Key }) {
  return (
    <>
      <span lang="en" dir="ltr">
        {labels.en[name]}
      </span>{' '}
      <span lang="ar" dir="rtl" className="tax-doc__ar">
        {labels.ar[name]}
      </span>
    </>
  );
}

export function TaxDocument({ doc, labels }: { doc: TaxDocumentView; labels: DocumentLabels }) {
  const fact = (name: Key, value: string) => (
    <div className="tax-doc__fact">
      <dt>
        <Both labels={labels} name={name} />
      </dt>
      <dd dir="ltr">{value}</dd>
    </div>
  );
  return (
    <article className="tax-doc" aria-label={`${labels.en[doc.kind === 'invoice' ? 'title' : 'creditNote']} ${doc.number}`}>
      <h2 className="tax-doc__title">
        <Both labels={labels} name={doc.kind === 'invoice' ? 'title' : 'creditNote'} />
      </h2>
      <dl className="tax-doc__facts">
        {fact(doc.kind === 'invoice' ? 'number' : 'creditNumber', doc.number)}
        {doc.credits && fact('forInvoice', doc.credits)}
        {fact('date', day(doc.issued_at))}
        {fact('supplyDate', day(doc.supply_date))}
        {fact('order', doc.order_number)}
      </dl>
      <div className="tax-doc__parties">
        <section>
          <h3>
            <Both labels={labels} name="seller" />
          </h3>
          <p>
            <bdi>{doc.seller.name}</bdi>
          </p>
          {doc.seller.address.map((line) => (
            <p key={line}>
              <bdi>{line}</bdi>
            </p>
          ))}
          <p>
            <Both labels={labels} name="trn" />: <bdi dir="ltr">{doc.seller.trn || '—'}</bdi>
          </p>
        </section>
        <section>
          <h3>
            <Both labels={labels} name="buyer" />
          </h3>
          <p>
            <bdi>{doc.buyer.name}</bdi>
          </p>
          {doc.buyer.address.map((line) => (
            <p key={line}>
              <bdi>{line}</bdi>
            </p>
          ))}
        </section>
      </div>
      <div className="tax-doc__table">
        <table>
          <thead>
            <tr>
              {(['description', 'quantity', 'unitPrice', 'vatRate', 'vatAmount', 'amount'] as const).map((name) => (
                <th key={name} scope="col">
                  <Both labels={labels} name={name} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, i) => (
              <tr key={i}>
                <td>
                  <bdi>{line.description.variant ? `${line.description.en} (${line.description.variant})` : line.description.en}</bdi>
                  {line.description.ar && (
                    <span lang="ar" dir="rtl" className="tax-doc__ar tax-doc__name-ar">
                      {line.description.ar}
                    </span>
                  )}
                </td>
                <td dir="ltr">{line.quantity}</td>
                <td dir="ltr">{money(line.unit_net)}</td>
                <td dir="ltr">{line.rate}%</td>
                <td dir="ltr">{money(line.vat)}</td>
                <td dir="ltr">{money(line.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="tax-doc__totals">
        {fact('totalNet', money(doc.totals.net))}
        {fact('totalVat', money(doc.totals.vat))}
        <div className="tax-doc__fact tax-doc__grand">
          <dt>
            <Both labels={labels} name="totalGross" />
          </dt>
          <dd dir="ltr">{money(doc.totals.gross)}</dd>
        </div>
        {doc.discount > 0 && fact('discount', money(doc.discount))}
      </dl>
    </article>
  );
}
