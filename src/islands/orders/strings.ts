// The words of the My Orders and Order Detail islands, as prop name → i18n key: their pages hand
// them over with islandStrings.
import type { IslandStrings } from '../../lib/text.ts';

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
  variant: 'order.variant',
  unitPrice: 'order.unitPrice',
  quantity: 'order.quantity',
  total: 'order.total',
  statusTimeline: 'order.statusTimeline',
  current: 'order.timelineCurrent',
  completed: 'order.timelineCompleted',
  pending: 'order.timelinePending',
  summary: 'order.summary',
  orderNumber: 'order.orderNumber',
  orderDate: 'order.orderDate',
  paymentMethod: 'order.paymentMethod',
  paymentStatus: 'order.paymentStatus',
  subtotal: 'order.subtotal',
  tax: 'order.tax',
  deliveryCharge: 'order.deliveryCharge',
  discount: 'order.discount',
  shippingInformation: 'order.shippingInformation',
  addressUnavailable: 'errors.orders.addressUnavailable',
  name: 'order.name',
  street: 'order.street',
  city: 'order.city',
  state: 'order.state',
  postalCode: 'order.postalCode',
  country: 'order.country',
  phone: 'order.phone',
  /** With {{amount}}: the AED charged, beside an amount shown in another currency. */
  charged: 'order.amountCharged',
  guestIntro: 'shell.orderText',
} as const;

export type OrderDetailStrings = IslandStrings<typeof ORDER_DETAIL_STRINGS>;
