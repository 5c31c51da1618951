// The stable machine codes of the API's error replies, shared by the server (which must give every
// error one of them) and the browser (which picks the shopper's words by them). The English
// `message` beside a code is the spec's and may be reworded; a code never changes meaning. One code
// per reason a client may act on or show its own words for; docs/DESIGN.md lists them.
export const ERROR_CODES = [
  // The request itself
  'invalid_request',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'method_not_allowed',
  'validation_failed',
  'rate_limited',
  // Fields (error_codes.<field>): what zod or a route found wrong with one value
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'invalid_type',
  'invalid_format',
  'invalid_value',
  'control_characters',
  'format_characters',
  // Signing in and one-time codes
  'unauthenticated',
  'invalid_password',
  'invalid_otp',
  'otp_expired',
  'otp_required',
  'otp_resend_wait',
  'otp_send_limit',
  'too_many_attempts',
  'send_failed',
  'identifier_required',
  'invalid_email',
  'invalid_phone',
  'phone_too_short',
  'phone_too_long',
  'phone_not_mobile',
  'country_not_served',
  // The account
  'proof_required',
  'proof_missing',
  'no_password',
  'wrong_current_password',
  'no_address',
  'one_change_at_a_time',
  'email_taken',
  'phone_taken',
  'value_taken',
  'session_not_found',
  // The shop
  'product_not_found',
  'variant_not_found',
  'item_not_found',
  'insufficient_stock',
  'out_of_stock',
  'line_limit',
  'cart_empty',
  'order_not_found',
  // Payments
  'method_unavailable',
  'payment_not_started',
  'too_many_open_payments',
  'cod_unavailable',
  'order_paid',
  'cash_order',
  'order_cancelled',
  'invalid_signature',
  'event_not_handled',
  // The server
  'database_unavailable',
  'shutting_down',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Per field of a 422, the codes beside `errors`' English messages (same fields, same order). */
export type FieldCodes = Record<string, ErrorCode[]>;
