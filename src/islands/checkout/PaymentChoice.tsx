// Checkout's Payment section: cash on delivery, and a card on Stripe's hosted page when the shop
// takes cards (the server says so; until it has, and when it does not, cash is the one way shown,
// as it always was).
import { useEffect, useState } from 'react';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import { paymentMethods } from '../../lib/api/checkout.ts';
import type { CheckoutStrings } from './checkout-strings.ts';
import './payment-choice.css';

interface Props {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  strings: CheckoutStrings;
}

export function PaymentChoice({ method, onChange, strings }: Props) {
  const [methods, setMethods] = useState<PaymentMethod[]>(['cod']);

  useEffect(() => {
    let live = true;
    // Not reachable now: cash on delivery needs nothing more, and checkout says so if it fails.
    void paymentMethods().then((result) => live && result.ok && setMethods(result.data));
    return () => {
      live = false;
    };
  }, []);

  const choices: { value: PaymentMethod; label: string; text: string }[] = [
    { value: 'cod', label: strings.cod, text: strings.codChoiceText },
    { value: 'card', label: strings.card, text: strings.cardText },
  ];

  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-heading">
      <h2 className="checkout-section__title" id="checkout-payment-heading">
        {strings.paymentHeading}
      </h2>
      {methods.includes('card') ? (
        <div className="payment-choice" role="radiogroup" aria-labelledby="checkout-payment-heading">
          {choices.map((choice) => (
            <label key={choice.value} className="payment-choice__option">
              <input type="radio" name="payment_method" value={choice.value} checked={method === choice.value} onChange={() => onChange(choice.value)} />
              <span className="payment-choice__words">
                <strong>{choice.label}</strong>
                <span>{choice.text}</span>
              </span>
            </label>
          ))}
        </div>
      ) : (
        <p className="checkout-payment">
          <strong>{strings.cod}</strong>
          <span>{strings.codText}</span>
        </p>
      )}
    </section>
  );
}
