// Cancelling before it ships: the shopper says why, confirms, and the item (or every item of the
// order not yet shipped) is cancelled; what was paid goes back the way it was paid.
import { useId, useState, type FormEvent } from 'react';
import { cancelItems } from '../../lib/api/after-purchase.ts';
import type { AfterPurchaseOffers } from '../../lib/api/types.ts';
import { CANCEL_REASONS, type CancelReason } from '../../lib/orders/item-states.ts';
import { fill } from '../../lib/text.ts';
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import type { Locale } from '../../lib/locale.ts';
import { showToast } from '../toast.ts';
import type { AfterStrings } from './after-strings.ts';

interface Props {
  locale: Locale;
  offers: AfterPurchaseOffers;
  /** Every item of the order not yet shipped, rather than this one. */
  whole: boolean;
  strings: AfterStrings;
  onDone(): void;
  onClose(): void;
}

export default function CancelForm({ locale, offers, whole, strings, onDone, onClose }: Props) {
  const id = useId();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason || sending) return;
    setSending(true);
    setProblem(null);
    const result = await cancelItems(offers.order_number, { reason, items: whole ? undefined : [offers.item_id] });
    setSending(false);
    if (!result.ok) {
      setProblem(strings[`error.${result.error.code}` as keyof AfterStrings] ?? strings.failed);
      return;
    }
    // The refund is what was charged: in AED, whatever currency the page shows.
    const refunded = result.data.data?.refunded;
    showToast(refunded ? fill(strings.cancelledRefund, { amount: formatPrice(refunded, DEFAULT_CURRENCY, locale) }) : strings.cancelled, 'success');
    onDone();
  }

  return (
    <form className="after-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="after-form__title">
        {whole ? strings.cancelOrderTitle : strings.cancelTitle}
      </h4>
      <fieldset className="after-form__choices">
        <legend>{strings.cancelReasonLabel}</legend>
        {CANCEL_REASONS.map((code) => (
          <label key={code} className="after-form__choice">
            <input type="radio" name={`${id}-reason`} value={code} checked={reason === code} onChange={() => setReason(code)} required />
            {strings[`cancelReason.${code}`]}
          </label>
        ))}
      </fieldset>
      {offers.paid && <p className="after__note">{strings.cancelPaid}</p>}
      {problem && (
        <p className="after-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="after__actions">
        <button type="submit" className="button" disabled={sending}>
          {strings.cancelConfirm}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {strings.keep}
        </button>
      </div>
    </form>
  );
}
