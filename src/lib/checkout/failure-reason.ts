// Why an order could not be placed, as /payment-failed's query carries it: a code, which that page
// words in its language, never text from the URL.
export const FAILURE_REASONS = ['network', 'server', 'cart', 'open_payments', 'cod_unavailable', 'other'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The reason a query names; anything unknown reads as 'other'. */
export function failureReasonOf(value: string | null): FailureReason {
  return (FAILURE_REASONS as readonly string[]).includes(value ?? '') ? (value as FailureReason) : 'other';
}
