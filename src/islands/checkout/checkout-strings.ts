// The words of the checkout island, as prop name → i18n key: the page hands them over with
// islandStrings. Country names come separately (country.*), keyed by country code.
import type { IslandStrings } from '../../lib/text.ts';
import { AMOUNT_STRINGS } from '../orders/amount-strings.ts';
import { ARRIVAL_STRINGS } from '../orders/arrival-strings.ts';

export const CHECKOUT_STRINGS = {
  loading: 'common.loading',
  loadError: 'checkout.loadError',
  guestIntro: 'checkout.guestIntro',
  signIn: 'auth.loginOrRegister',
  empty: 'shell.checkoutText',
  continueShopping: 'common.continueShopping',
  itemsHeading: 'checkout.itemsHeading',
  color: 'common.color',
  size: 'common.size',
  /** With {{quantity}}. */
  lineQuantity: 'checkout.lineQuantity',
  editCart: 'checkout.editCart',
  outOfStock: 'checkout.outOfStock',
  /** With {{count}}. */
  onlyLeft: 'checkout.onlyLeft',
  stockRefused: 'checkout.stockRefused',
  summary: 'order.summary',
  ...AMOUNT_STRINGS,
  ...ARRIVAL_STRINGS,
  chargedNote: 'checkout.chargedNote',
  addressHeading: 'checkout.addressHeading',
  name: 'checkout.name',
  street_address: 'checkout.street',
  city: 'checkout.city',
  state: 'checkout.state',
  postal_code: 'checkout.postalCode',
  postalCodeOptional: 'checkout.postalCodeOptional',
  /** With {{example}}. */
  postalCodeHint: 'checkout.postalCodeHint',
  country: 'checkout.country',
  phone_number: 'checkout.phone',
  phoneCountry: 'checkout.phoneCountry',
  phoneHint: 'checkout.phoneHint',
  required_name: 'checkout.nameRequired',
  required_street_address: 'checkout.streetRequired',
  required_city: 'checkout.cityRequired',
  required_state: 'checkout.stateRequired',
  /** With {{country}} and {{example}}, as postalCodeFormat. */
  required_postal_code: 'checkout.postalCodeRequired',
  required_phone_number: 'checkout.phoneRequired',
  countryInvalid: 'checkout.countryInvalid',
  /** With {{max}}. */
  tooLong: 'checkout.tooLong',
  controlCharacters: 'checkout.controlCharacters',
  postalCodeFormat: 'checkout.postalCodeFormat',
  phone_too_short: 'phone.problem.too_short',
  phone_too_long: 'phone.problem.too_long',
  phone_invalid: 'phone.problem.invalid',
  fixFields: 'checkout.fixFields',
  paymentHeading: 'checkout.paymentHeading',
  /** Beside the name of cash on delivery when it is the only way to pay (each way's words: methodWords). */
  codText: 'checkout.codText',
  payOnline: 'checkout.payByCard',
  /** With {{count}} and {{amount}}. */
  instalments: 'checkout.instalments',
  /** With {{fee}}. */
  codFeeNote: 'checkout.codFeeNote',
  /** With {{max}}. */
  codOverMax: 'checkout.unavailable.codOverMax',
  codRefused: 'checkout.unavailable.codRefused',
  /** With {{method}} and {{min}}. */
  belowMin: 'checkout.unavailable.belowMin',
  /** With {{method}} and {{max}}. */
  aboveMax: 'checkout.unavailable.aboveMax',
  /** With {{method}}. */
  rejected: 'checkout.unavailable.rejected',
  methodUnavailable: 'checkout.unavailable.other',
  redirecting: 'checkout.redirecting',
  placeOrder: 'checkout.placeOrder',
  placing: 'checkout.placing',
} as const;

export type CheckoutStrings = IslandStrings<typeof CHECKOUT_STRINGS>;
