// The words of the My Orders and Order Detail islands, as prop name → i18n key: their pages hand
// them over with islandStrings.
import type { IslandStrings } from '../../lib/text.ts';
import { AMOUNT_STRINGS } from './amount-strings.ts';

export const ORDER_LIST_STRINGS = {
  title: 'orders.title',
  loading: 'orders.loading',
  empty: 'orders.empty',
  shopNow: 'orders.shopNow',
  /** With {{code}}. */
  orderWithCode: 'orders.orderWithCode',
  unknownStatus: 'orders.unknownStatus',
  /** With {{name}} and {{value}}. */
  attribute: 'orders.attribute',
  /** With {{name}}: the product image's link. */
  viewProduct: 'orders.viewProduct',
  orderDate: 'order.orderDate',
  quantity: 'order.quantity',
  total: 'order.total',
  /** With {{amount}}: the AED charged beside another currency. */
  charged: 'order.amountCharged',
  pagination: 'orders.pagination',
  previous: 'orders.previous',
  next: 'orders.next',
  /** With {{n}}. */
  page: 'orders.page',
  guestIntro: 'shell.ordersText',
} as const;

export type OrderListStrings = IslandStrings<typeof ORDER_LIST_STRINGS>;

export const ORDER_DETAIL_STRINGS = {
  loading: 'order.loading',
  loadFailed: 'errors.orders.loadDetailFailed',
  notFound: 'errors.orders.notFound',
  backToOrders: 'order.backToOrders',
  orderWithCode: 'orders.orderWithCode',
  unknownStatus: 'orders.unknownStatus',
  placedOn: 'order.placedOn',
  attribute: 'orders.attribute',
  productDetails: 'order.productDetails',
  otherItems: 'order.otherItems',
  otherItemsNote: 'order.otherItemsNote',
  /** With {{quantity}}. */
  quantityTimes: 'order.quantityTimes',
  variant: 'order.variant',
  unitPrice: 'order.unitPrice',
  quantity: 'order.quantity',
  statusTimeline: 'order.statusTimeline',
  current: 'order.timelineCurrent',
  completed: 'order.timelineCompleted',
  tracking: 'order.tracking',
  carrier: 'order.carrier',
  trackingNumber: 'order.trackingNumber',
  /** With {{carrier}}: the link to the carrier's tracking page. */
  trackParcel: 'order.trackParcel',
  trackOpensNewTab: 'order.trackOpensNewTab',
  summary: 'order.summary',
  orderNumber: 'order.orderNumber',
  orderDate: 'order.orderDate',
  paymentMethod: 'order.paymentMethod',
  paymentStatus: 'order.paymentStatus',
  ...AMOUNT_STRINGS,
  /** The API words the arrival line itself (GET /order-item's `arrival`). */
  arrivalHeading: 'delivery.heading',
  shippingInformation: 'order.shippingInformation',
  addressUnavailable: 'errors.orders.addressUnavailable',
  name: 'order.name',
  street: 'order.street',
  city: 'order.city',
  state: 'order.state',
  postalCode: 'order.postalCode',
  country: 'order.country',
  phone: 'order.phone',
  guestIntro: 'shell.orderText',
} as const;

export type OrderDetailStrings = IslandStrings<typeof ORDER_DETAIL_STRINGS>;
