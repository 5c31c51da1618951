// How a shopper pays, as checkout's `payment_method` names it: one list for the API's schema
// (shop-inputs.ts), the payment providers and the browser's calls. Free of imports, so that a page
// may read it without loading zod or the API client.
export const PAYMENT_METHODS = ['cod', 'card', 'tabby', 'tamara'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
