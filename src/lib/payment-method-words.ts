// Each way to pay, by the id an order records (`payment_method`), → the key of its name in
// content/i18n. The one place a page, an island or a notice finds a method's words, so a shopper
// never reads the id ("card") itself: a provider added to the server's payment registry adds its row
// here and its words in the four dictionaries. An id with no row (an order paid by a method since
// removed) reads as the generic "Other payment method".
export const PAYMENT_METHOD_WORDS: Readonly<Record<string, string>> = {
  cod: 'paymentMethod.cod',
  card: 'paymentMethod.card',
};

export const OTHER_PAYMENT_METHOD = 'paymentMethod.other';

/** The dictionary key of this method's name. */
export const paymentMethodKey = (id: string): string => PAYMENT_METHOD_WORDS[id] ?? OTHER_PAYMENT_METHOD;
