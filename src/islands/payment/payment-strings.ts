// The words of the payment pages' islands, as prop name → i18n key (islandStrings).
export const PAYMENT_STRINGS = {
  loading: 'common.loading',
  cancelledHeading: 'payment.cancelledHeading',
  notStartedHeading: 'payment.notStartedHeading',
  aboutOrderHeading: 'payment.aboutOrderHeading',
  /** With {{number}} and {{payWith}} (payment.payWith.<id>, the order's way to pay). */
  cancelledText: 'payment.cancelledText',
  /** With {{number}} and {{payWith}}. */
  notStartedText: 'payment.notStartedText',
  itemsInOrder: 'payment.itemsInOrder',
  tryAgain: 'payment.tryAgain',
  payCashInstead: 'payment.payCashInstead',
  working: 'payment.working',
  orderNotFound: 'payment.orderNotFound',
  orderPaid: 'payment.orderPaid',
  cashOrder: 'payment.cashOrder',
  orderCancelled: 'payment.orderCancelled',
  methodUnavailable: 'payment.methodUnavailable',
  /** With {{max}}. */
  codOverMax: 'checkout.unavailable.codOverMax',
  codRefused: 'checkout.unavailable.codRefused',
  tooManyAttempts: 'payment.tooManyAttempts',
  signInToSee: 'payment.signInToSee',
  signIn: 'auth.loginOrRegister',
  serverError: 'payment.reason.server',
  network: 'payment.reason.network',
  viewOrder: 'payment.viewOrder',
  myOrders: 'nav.myOrders',
  /** With {{number}}. */
  orderNumber: 'payment.orderNumber',
  confirming: 'payment.confirming',
  confirmingSlow: 'payment.confirmingSlow',
  paidConfirmed: 'payment.paidConfirmed',
} as const;

export type PaymentStrings = Record<keyof typeof PAYMENT_STRINGS, string>;
