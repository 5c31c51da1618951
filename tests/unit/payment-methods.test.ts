// The ways to pay are one list of modules: the browser's ids and the server's modules agree, each
// online method is offered only when its configuration is set, and its words exist in every language.
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../src/lib/api/payment-methods.ts';
import { LOCALES } from '../../src/lib/locale.ts';
import { paymentMethodWords } from '../../src/lib/payment-method-words.ts';
import { useTranslations } from '../../src/lib/translations.ts';
import { loadConfig } from '../../src/server/config.ts';
import { isOnline, METHOD_MODULES, ON_DELIVERY } from '../../src/server/payments/methods/index.ts';
import { paymentProviders } from '../../src/server/payments/registry.ts';

describe('the payment methods', () => {
  it('are the same list, in the same order, for the browser and the server', () => {
    expect(METHOD_MODULES.map((m) => m.id)).toEqual([...PAYMENT_METHODS]);
    expect(ON_DELIVERY).toBe('cod');
    expect(PAYMENT_METHODS.filter((id) => !isOnline(id))).toEqual(['cod']);
  });

  it('offer cash on delivery always, and an online method only with its configuration', () => {
    expect(paymentProviders(loadConfig({})).methods).toEqual(['cod']);
    const withCard = paymentProviders(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }));
    expect(withCard.methods).toEqual(['cod', 'card']);
    expect(withCard.forMethod('card')?.name).toBe('stripe');
    expect(withCard.byName('stripe')).toBe(withCard.forMethod('card'));
    expect(withCard.forMethod('cod')).toBeNull();
    expect(withCard.byName('nobody')).toBeNull();
  });

  it('have their words in every language, none left as a key', () => {
    for (const locale of LOCALES) {
      const t = useTranslations(locale);
      for (const [id, words] of Object.entries(paymentMethodWords(t))) {
        for (const [part, text] of Object.entries(words)) expect(text, `${locale} ${id} ${part}`).not.toMatch(/^(paymentMethod|checkout)\./);
      }
      for (const id of PAYMENT_METHODS.filter(isOnline)) {
        for (const key of [`notice.paidBy.${id}`, `notice.refundNote.${id}`]) expect(t(key), `${locale} ${key}`).not.toBe(key);
      }
    }
  });
});
