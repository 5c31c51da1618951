// The shop's shipping and returns terms as schema.org states them for crawlers. The amounts and the
// returns window come from the settings (as the cart computes delivery, and as the return rules and
// the return policy page read return_window_days); the delivery times are those of
// content/pages/*/shipping-policy.md, which a unit test reads to keep the two in step.
import { COUNTRY_CODES } from '../lib/countries.ts';
import type { SiteSettings } from '../lib/settings.ts';

/** Processed within 24 hours, then 2-5 working days to a major city and 6-8 elsewhere. */
export const HANDLING_DAYS = { min: 0, max: 1 } as const;
export const TRANSIT_DAYS = { min: 2, max: 8 } as const;

const days = ({ min, max }: { min: number; max: number }) => ({ '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' });

type DeliverySettings = Pick<SiteSettings, 'fixed_delivery_charge' | 'is_free_delivery' | 'free_delivery_threshold'>;

/**
 * What one item of this price costs to deliver on its own: nothing when delivery is free for every
 * order or the item alone reaches the free-delivery threshold, else the fixed charge.
 */
export function shippingDetails(price: number, settings: DeliverySettings): Record<string, unknown> {
  const free = settings.is_free_delivery === '1' || price >= settings.free_delivery_threshold;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: free ? 0 : settings.fixed_delivery_charge, currency: 'AED' },
    shippingDestination: COUNTRY_CODES.map((code) => ({ '@type': 'DefinedRegion', addressCountry: code })),
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(HANDLING_DAYS), transitTime: days(TRANSIT_DAYS) },
  };
}

/**
 * The returns policy: the window's days from delivery, collected by courier, return postage paid by
 * the shopper who changed their mind; none for a hygiene item.
 */
export function merchantReturnPolicy(policyUrl: string, days: number, returnable = true): Record<string, unknown> {
  if (!returnable || days === 0) {
    return { '@type': 'MerchantReturnPolicy', applicableCountry: COUNTRY_CODES, returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted', merchantReturnLink: policyUrl };
  }
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: COUNTRY_CODES,
    returnPolicyCountry: 'AE',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: days,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    merchantReturnLink: policyUrl,
  };
}
