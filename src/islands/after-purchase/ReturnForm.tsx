// Asking to return or exchange a delivered item: how many, why, and the money back or another size
// or colour of the same product (only those in stock are offered; the shop holds the one chosen).
import { useId, useState, type FormEvent } from 'react';
import { requestReturn } from '../../lib/api/after-purchase.ts';
import type { AfterPurchaseOffers } from '../../lib/api/types.ts';
import { RETURN_REASONS, type ReturnKind, type ReturnReason } from '../../lib/orders/item-states.ts';
import type { Words } from '../orders/words.ts';
import { showToast } from '../toast.ts';
import type { AfterStrings } from './after-strings.ts';
import { variantLabel } from './variant-words.ts';

interface Props {
  offers: AfterPurchaseOffers;
  strings: AfterStrings;
  words: Words;
  onDone(): void;
  onClose(): void;
}

const ERRORS: Record<string, keyof AfterStrings> = {
  not_returnable: 'error.not_returnable',
  return_window_closed: 'error.return_window_closed',
  already_returned: 'error.already_returned',
  return_quantity_exceeded: 'error.return_quantity_exceeded',
  insufficient_stock: 'error.insufficient_stock',
};

export default function ReturnForm({ offers, strings, words, onDone, onClose }: Props) {
  const id = useId();
  const returns = offers.returns!;
  const choices = returns.exchange_variants.filter((variant) => variant.in_stock > 0);
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [kind, setKind] = useState<ReturnKind>('refund');
  const [variant, setVariant] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason || sending || (kind === 'exchange' && !variant)) return;
    setSending(true);
    setProblem(null);
    const result = await requestReturn(offers.item_id, { quantity, reason, kind, exchange_variant_id: kind === 'exchange' ? variant! : undefined });
    setSending(false);
    if (!result.ok) {
      const key = ERRORS[result.error.code];
      setProblem(key ? strings[key] : strings.failed);
      return;
    }
    showToast(strings.returnSent, 'success');
    onDone();
  }

  return (
    <form className="after-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="after-form__title">
        {strings.returnTitle}
      </h4>
      <label className="after-form__field">
        <span>{strings.returnQuantity}</span>
        <select value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
          {Array.from({ length: returns.quantity_left }, (_, n) => n + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="after-form__choices">
        <legend>{strings.returnReasonLabel}</legend>
        {RETURN_REASONS.map((code) => (
          <label key={code} className="after-form__choice">
            <input type="radio" name={`${id}-reason`} value={code} checked={reason === code} onChange={() => setReason(code)} required />
            {strings[`returnReason.${code}`]}
          </label>
        ))}
      </fieldset>
      <fieldset className="after-form__choices">
        <legend>{strings.wantLabel}</legend>
        <label className="after-form__choice">
          <input type="radio" name={`${id}-kind`} value="refund" checked={kind === 'refund'} onChange={() => setKind('refund')} />
          {strings.wantRefund}
        </label>
        <label className="after-form__choice">
          <input type="radio" name={`${id}-kind`} value="exchange" checked={kind === 'exchange'} onChange={() => setKind('exchange')} disabled={choices.length === 0} />
          {strings.wantExchange}
        </label>
        {choices.length === 0 && <p className="after__note">{strings.exchangeNone}</p>}
      </fieldset>
      {kind === 'exchange' && (
        <label className="after-form__field">
          <span>{strings.exchangeFor}</span>
          <select value={variant ?? ''} onChange={(event) => setVariant(Number(event.target.value) || null)} required>
            <option value="" disabled>
              {strings.exchangeFor}
            </option>
            {choices.map((choice) => (
              <option key={choice.variant_id} value={choice.variant_id}>
                {variantLabel(choice, words)}
              </option>
            ))}
          </select>
        </label>
      )}
      {problem && (
        <p className="after-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="after__actions">
        <button type="submit" className="button" disabled={sending}>
          {strings.returnSend}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {strings.returnCancel}
        </button>
      </div>
    </form>
  );
}
