// A buyer's review of a product delivered to them: stars, a title, the text and, if they like, how
// it fits. It waits for the shop's approval before the product page shows it.
import { useId, useState, type FormEvent } from 'react';
import { writeReview } from '../../lib/api/after-purchase.ts';
import { FITS, type Fit } from '../../lib/orders/item-states.ts';
import { fill } from '../../lib/text.ts';
import { showToast } from '../toast.ts';
import type { AfterStrings } from './after-strings.ts';

interface Props {
  productId: number;
  strings: AfterStrings;
  onDone(): void;
  onClose(): void;
}

const RATINGS = [5, 4, 3, 2, 1];

export default function ReviewForm({ productId, strings, onDone, onClose }: Props) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [fit, setFit] = useState<Fit | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rating || sending) return;
    const form = new FormData(event.currentTarget);
    setSending(true);
    setProblem(null);
    const result = await writeReview({ product_id: productId, rating, title: String(form.get('title') ?? ''), text: String(form.get('text') ?? ''), fit });
    setSending(false);
    if (!result.ok) {
      setProblem(result.error.code === 'already_reviewed' ? strings['error.already_reviewed'] : strings.failed);
      return;
    }
    showToast(strings.reviewSent, 'success');
    onDone();
  }

  return (
    <form className="after-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="after-form__title">
        {strings.reviewTitle}
      </h4>
      <fieldset className="after-form__choices after-form__stars">
        <legend>{strings.reviewStars}</legend>
        {RATINGS.map((n) => (
          <label key={n} className="after-form__choice">
            <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} required />
            <span aria-hidden="true">{'★'.repeat(n)}{'☆'.repeat(5 - n)}</span>
            <span className="visually-hidden">{fill(strings.reviewStar, { count: n })}</span>
          </label>
        ))}
      </fieldset>
      <label className="after-form__field">
        <span>{strings.reviewHeadline}</span>
        <input name="title" required maxLength={120} dir="auto" />
      </label>
      <label className="after-form__field after-form__field--wide">
        <span>{strings.reviewText}</span>
        <textarea name="text" required maxLength={2000} rows={5} dir="auto" />
      </label>
      <fieldset className="after-form__choices">
        <legend>{strings.reviewFit}</legend>
        {FITS.map((code) => (
          <label key={code} className="after-form__choice">
            <input type="radio" name={`${id}-fit`} value={code} checked={fit === code} onChange={() => setFit(code)} />
            {strings[`fit.${code}`]}
          </label>
        ))}
        <label className="after-form__choice">
          <input type="radio" name={`${id}-fit`} value="" checked={fit === null} onChange={() => setFit(null)} />
          {strings.reviewFitNone}
        </label>
      </fieldset>
      <p className="after__note">{strings.reviewNote}</p>
      {problem && (
        <p className="after-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="after__actions">
        <button type="submit" className="button" disabled={sending}>
          {strings.reviewSend}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {strings.returnCancel}
        </button>
      </div>
    </form>
  );
}
