// Checkout's Payment section: the ways to pay the server offers this shopper for this amount
// (GET /payments/options), each with its words; one that cannot be picked says why (cash on
// delivery over its maximum or refused for this account, an instalment provider's limits or its
// refusal) and is disabled. Until the server has answered, and when it offers nothing more, cash
// on delivery is the one way shown, as it always was.
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import type { PaymentOption } from '../../lib/api/types.ts';
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import type { Locale } from '../../lib/locale.ts';
import type { PaymentMethodWords } from '../../lib/payment-method-words.ts';
import { fill } from '../../lib/text.ts';
import type { CheckoutStrings } from './checkout-strings.ts';
import './payment-choice.css';

interface Props {
  locale: Locale;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** What the server offers; null until it has answered. */
  options: PaymentOption[] | null;
  words: PaymentMethodWords;
  strings: CheckoutStrings;
}

const aed = (amount: number, locale: Locale) => formatPrice(amount, DEFAULT_CURRENCY, locale);

/** Why an option cannot be picked, in the shopper's words (the provider's own when it gave them). */
function unavailableText(option: PaymentOption, strings: CheckoutStrings, locale: Locale, name: string): string {
  // A provider that words its refusal (Tabby's pre-scoring) is quoted as it asks to be.
  if (option.provider_message) return option.provider_message;
  switch (option.reason) {
    case 'cod_over_max':
      return fill(strings.codOverMax, { max: aed(option.max_amount ?? 0, locale) });
    case 'cod_refused':
      return strings.codRefused;
    case 'below_min':
      return option.min_amount === undefined ? fill(strings.rejected, { method: name }) : fill(strings.belowMin, { method: name, min: aed(option.min_amount, locale) });
    case 'above_max':
      return option.max_amount === undefined ? fill(strings.rejected, { method: name }) : fill(strings.aboveMax, { method: name, max: aed(option.max_amount, locale) });
    case 'rejected':
      return fill(strings.rejected, { method: name });
    default:
      return strings.methodUnavailable;
  }
}

/** What an available option adds or splits the order into: its fee, or its instalments. */
function note(option: PaymentOption, strings: CheckoutStrings, locale: Locale): string | null {
  if (option.instalments) return fill(strings.instalments, { count: option.instalments.count, amount: aed(option.instalments.amount, locale) });
  if (option.fee > 0) return fill(strings.codFeeNote, { fee: aed(option.fee, locale) });
  return null;
}

export function PaymentChoice({ locale, method, onChange, options, words, strings }: Props) {
  const offered = options ?? [];
  const only = offered.length <= 1;
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-heading">
      <h2 className="checkout-section__title" id="checkout-payment-heading">
        {strings.paymentHeading}
      </h2>
      {only && offered[0]?.available !== false ? (
        <p className="checkout-payment">
          <strong>{words.cod.label}</strong>
          <span>{strings.codText}</span>
          {offered[0] && note(offered[0], strings, locale) && <span>{note(offered[0], strings, locale)}</span>}
        </p>
      ) : (
        <div className="payment-choice" role="radiogroup" aria-labelledby="checkout-payment-heading">
          {offered.map((option) => {
            const word = words[option.id];
            const why = option.available ? null : unavailableText(option, strings, locale, word.name);
            const extra = option.available ? note(option, strings, locale) : null;
            const noteId = `payment-note-${option.id}`;
            return (
              <label key={option.id} className={`payment-choice__option${option.available ? '' : ' payment-choice__option--off'}`}>
                <input
                  type="radio"
                  name="payment_method"
                  value={option.id}
                  checked={method === option.id}
                  disabled={!option.available}
                  aria-describedby={why || extra ? noteId : undefined}
                  onChange={() => onChange(option.id)}
                />
                <span className="payment-choice__words">
                  <strong>{word.label}</strong>
                  <span>{word.text}</span>
                  {(why || extra) && (
                    <span id={noteId} className={why ? 'payment-choice__why' : 'payment-choice__extra'}>
                      {why ?? extra}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </section>
  );
}
