// Reply shapes of the API, shared by the server and the browser (imports nothing from src/server).
// Amounts are AED in major units (e.g. 120.5).
import type { Locale } from '../locale.ts';
import type { TimelineKind } from '../orders/timeline-kinds.ts';
import type { ErrorCode, FieldCodes } from './error-codes.ts';
import type { PaymentMethod } from './payment-methods.ts';

export interface Pagination {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

export interface ApiReply<T = unknown> {
  success: boolean;
  message?: string;
  /** Every error reply's stable reason (src/lib/api/error-codes.ts); screens pick their words by it. */
  code?: ErrorCode;
  data?: T;
  errors?: Record<string, string[]>;
  /** A 422's codes per field, beside `errors`' English messages. */
  error_codes?: FieldCodes;
  pagination?: Pagination;
}

// ---- Settings -------------------------------------------------------------------------------

export interface SettingEntry {
  key: string;
  value: unknown;
}

// ---- Auth -----------------------------------------------------------------------------------

/** The signed-in user (GET /me, and `data` of every reply that signs in). */
export interface UserInfo {
  id: number;
  /** Customer code, e.g. 'CS-000001'. */
  code: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  has_password: boolean;
  created_at: string;
}

/** POST /login (type 'otp') and POST /me/otp: the code was sent (or, for unknown accounts, seems so). */
export interface OtpSentReply extends ApiReply<{ sent: true; resend_in: number }> {}

/** POST /login (type 'password'), POST /login/otp/verify, POST /signup/otp/verify. */
export interface AuthReply extends ApiReply<UserInfo> {
  token?: string;
  /** The browser's device token (kept, and sent back as X-Device-Token with sign-in calls). */
  device_token?: string;
}

/** POST /signup/otp. */
export interface SignupReply extends ApiReply {
  signup_id?: string;
}

/** POST /me/proof/code: a code went to the account's e-mail or phone (`via`). */
export interface ProofCodeReply extends ApiReply<{ sent: true; resend_in: number; via: 'email' | 'phone' }> {}

/** POST /me/proof: the ticket that one change of password, e-mail or phone carries (as `proof`) and spends. */
export interface ProofReply extends ApiReply<{ proof: string; expires_in: number }> {}

/** One of the shopper's sessions (GET /sessions): the device it signed in from, when, last seen. */
export interface SessionInfo {
  id: number;
  /** Read from the User-Agent; null when it named none we know. */
  browser: string | null;
  os: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session making this request: "this device". */
  current: boolean;
}

/** 429 replies carry the seconds to wait. */
export interface RetryData {
  resend_in?: number;
  retry_in?: number;
}

// ---- Exchange rates -------------------------------------------------------------------------

export interface ExchangeRates {
  base: 'AED';
  /** Units of each currency per 1 AED. */
  rates: { AED: number; USD: number; EUR: number; GBP: number };
  source: 'live' | 'fallback';
  updated_at: string;
}

// ---- Content --------------------------------------------------------------------------------

/** An approved blog comment (GET /blog-comments?post=slug). */
export interface BlogComment {
  id: number;
  post: string;
  name: string;
  message: string;
  created_at: string;
}

// ---- Shop: cart, wishlist, stock, orders ---------------------------------------------------------

/** A cart line (spec section 3). GET /cart adds the product and the live stock. */
export interface CartLine {
  id: number;
  cart_id: number;
  variant_id: number;
  quantity: number;
}

/** A refused add's data (422 insufficient_stock, out_of_stock, line_limit): the figures a page words it with. */
export interface CartShortage {
  /** What is left of the variant. */
  stock: number;
  /** What the shopper's line already holds. */
  in_cart: number;
  /** The per-line limit. */
  max?: number;
}

export interface CartLineWithStock extends CartLine {
  product_id: number;
  stock: number;
}

export interface WishlistEntry {
  id: number;
  variant_id: number;
}

export interface WishlistEntryWithProduct extends WishlistEntry {
  product_id: number;
  created_at: string;
}

/** GET /stock?product_id=: live stock per variant. */
export interface VariantStock {
  variant_id: number;
  stock: number;
}

export interface OrderItemStatus {
  id: number;
  status: string;
  description: string;
  /** What the shop wrote this entry for (the pages word it by this); null for an operator's own entry. */
  kind: TimelineKind | null;
  created_at: string;
  /** The parcel's tracking number and carrier, given with SHIPPED; null on other statuses. */
  tracking_number: string | null;
  carrier: string | null;
}

/** A bought variant's attribute, by the catalogue's code. */
export type AttributeCode = 'color' | 'size';

/** An order item in the spec's shape (GET /order-items, GET /order-item). */
/** An order's arrival line ("Arrives Mon, Dec 7 – Thu, Dec 10 to Dubai, United Arab Emirates") and what moved it later ('' when nothing did). */
export interface OrderArrival {
  text: string;
  reason: string;
}

export interface OrderItem {
  /**
   * GET /order-item only: the order's other items (oldest first), so the order's totals it shows
   * are explained; each in this shape, without their own.
   */
  other_items?: OrderItem[];
  /** GET /order-item only: when it arrives at the order's address, in the language asked (null: an address the shop does not ship to). */
  arrival?: OrderArrival | null;
  id: number;
  code: string;
  created_at: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  unit_tax: number;
  /** Latest first. */
  statuses: OrderItemStatus[];
  item: {
    /** English, as the spec answers. */
    name: string;
    /** The product's name in each locale it had when bought (null on older orders: show `name`). */
    names: Partial<Record<Locale, string>> | null;
    variant_name: string;
    variant_id: number;
    images: { url: string }[];
    /**
     * 'Color: White', with the catalogue's codes ('color', 'white') for the pages to word it in
     * their language; null codes on an attribute the catalogue does not know.
     */
    attributes: { attribute: { name: string; code: AttributeCode | null }; value: string; value_code: string | null }[];
    product: { id: number; name: string; cover: string };
  };
  order: {
    order_number: string;
    payment_method: string;
    payment_status: string;
    delivery_charge: number;
    /** Cash on delivery's fee, in the total (0 for any other way to pay). */
    cod_fee: number;
    offer_amount: number;
    total_amount: number;
    sub_total_amount: number;
    tax_amount: number;
    created_at: string;
    /** JSON text of name, street_address, city, state, postal_code, country, phone_number. */
    address: string;
  };
}

// ---- After the purchase ---------------------------------------------------------------------

/** GET /order-item/after-purchase: what the shopper may still do with an order item. */
export interface AfterPurchaseOffers {
  item_id: number;
  order_number: string;
  /** The item has not shipped: it can be cancelled. */
  cancel: boolean;
  /** How many items of the order (this one among them) can be cancelled together; 0 when only this one. */
  cancel_order: number;
  /** Money was taken: cancelling refunds it. */
  paid: boolean;
  /** The product is a hygiene item that cannot be returned. */
  non_returnable: boolean;
  /** Returns and exchanges, once the item is delivered (null before). */
  returns: null | {
    /** The last moment a request is taken. */
    until: string;
    /** The window is still open. */
    open: boolean;
    window_days: number;
    /** Units not yet asked back. */
    quantity_left: number;
    /** The other sizes and colours of the product, for an exchange. */
    exchange_variants: { variant_id: number; color: string | null; size: string | null; in_stock: number }[];
  };
  /** The item's return and exchange requests, oldest first. */
  requests: ReturnRequestView[];
  /** The order has a tax invoice to show (it is paid or placed). */
  invoice: boolean;
  /** Delivered: the shopper may review the product (can), or has (pending, approved, rejected); null before delivery. */
  review: null | { status: 'can' | 'pending' | 'approved' | 'rejected'; product_id: number };
}

/** GET /orders/{order_number}/invoice: a tax invoice or credit note; amounts in fils. */
export interface TaxDocumentView {
  kind: 'invoice' | 'credit_note';
  /** INV-000001, CN-000002: one sequence for both. */
  number: string;
  issued_at: string;
  supply_date: string;
  order_number: string;
  /** The invoice a credit note credits. */
  credits: string | null;
  seller: { name: string; address: string[]; trn: string };
  buyer: { name: string; address: string[] };
  lines: {
    /** The product's English and Arabic names (null when it has none), and the variant as ordered. */
    description: { en: string; ar: string | null; variant: string };
    quantity: number;
    /** Each unit's price without VAT. */
    unit_net: number;
    /** VAT percent. */
    rate: number;
    vat: number;
    net: number;
    gross: number;
  }[];
  /** The product discounts the prices include. */
  discount: number;
  totals: { net: number; vat: number; gross: number };
  currency: 'AED';
}

/** An approved review as the product page shows it. */
export interface ReviewView {
  id: number;
  /** The buyer's first name, or null when their account has none. */
  name: string | null;
  rating: number;
  title: string;
  text: string;
  fit: 'small' | 'true' | 'large' | null;
  /** The language it was written in. */
  locale: string;
  created_at: string;
  /** Every review shown comes from a delivered order. */
  verified: true;
}

/** GET /reviews?product_id=: a product's approved reviews, newest first, and their summary. */
export interface ProductReviews {
  count: number;
  /** The average rating to one decimal, or null without reviews. */
  average: number | null;
  /** How many reviewers said it runs small, true to size, or large. */
  fit: { small: number; true: number; large: number };
  reviews: ReviewView[];
  pages: number;
}

/** A return or exchange request as its shopper sees it. */
export interface ReturnRequestView {
  id: number;
  kind: 'refund' | 'exchange';
  quantity: number;
  reason: string;
  status: 'REQUESTED' | 'APPROVED' | 'PICKED_UP' | 'RECEIVED' | 'REFUNDED' | 'EXCHANGED' | 'REFUSED';
  /** The size and colour an exchange sends instead. */
  exchange: { color: string | null; size: string | null } | null;
  /** The shop's reason for refusing. */
  refusal: string | null;
  created_at: string;
}

/** POST /orders/{order_number}/cancel. */
export interface CancelReply {
  order_number: string;
  /** The items cancelled, by id. */
  cancelled: number[];
  /** AED given back, or null when nothing had been paid. */
  refunded: number | null;
  payment_status: string;
}

// ---- Checkout and payments -------------------------------------------------------------------

/** POST /checkout, POST /payments/cash, GET /orders/{order_number}: the order; amounts in AED. */
export interface PlacedOrder {
  id: number;
  order_number: string;
  payment_method: string;
  payment_status: string;
  sub_total_amount: number;
  offer_amount: number;
  delivery_charge: number;
  /** Cash on delivery's fee, in the total (0 for any other way to pay). */
  cod_fee: number;
  tax_amount: number;
  total_amount: number;
  items: OrderItem[];
  /** A card order's hosted payment page: the browser goes there to pay. */
  payment_url?: string;
}

/** POST /checkout's 409 data: the line that is short of stock, and what is left of it. */
export interface StockShortage {
  variant_id: number;
  stock: number;
}

/** GET /payments/methods: the ways to pay this shop offers. */
export interface PaymentMethods {
  methods: PaymentMethod[];
}

/** Why a way to pay cannot be picked for this order, as a code checkout words. */
export type PaymentUnavailableReason =
  /** Cash on delivery: the order's total is above the shop's maximum for cash. */
  | 'cod_over_max'
  /** Cash on delivery: the shopper has refused too many deliveries. */
  | 'cod_refused'
  /** Below or above the provider's smallest or largest order. */
  | 'below_min'
  | 'above_max'
  /** The provider's pre-scoring turned the shopper down (its own words in provider_message). */
  | 'rejected'
  /** The provider could not be asked now. */
  | 'unavailable';

/** GET /payments/options: a way to pay as checkout offers it to this shopper for this amount. */
export interface PaymentOption {
  id: PaymentMethod;
  /** Paid online on the provider's page before the order is placed, rather than at the door. */
  online: boolean;
  available: boolean;
  reason?: PaymentUnavailableReason;
  /** The provider's own words for a refusal, in the shopper's language when it gives them. */
  provider_message?: string;
  /** What choosing it adds to the order (cash on delivery's fee), AED. */
  fee: number;
  /** Pay in instalments: how many, and each one in AED (the first may carry the rounding). */
  instalments?: { count: number; amount: number };
  /** The provider's smallest and largest order, AED, when it has them (the reason names which was passed). */
  min_amount?: number;
  max_amount?: number;
}

export interface PaymentOptions {
  options: PaymentOption[];
}

/** A way to pay in instalments that takes an amount: "4 payments of AED 37.00 with Tabby". */
export interface InstalmentOffer {
  id: PaymentMethod;
  count: number;
  /** Each payment, AED (the amount divided, rounded up to the fils). */
  amount: number;
}

/** GET /payments/instalments?amount=: the offers for an amount, for anyone (the product page). */
export interface InstalmentOffers {
  instalments: InstalmentOffer[];
}

/** GET /payments/status: an order's payment, for /payment-success and /payment-failed. */
export interface OrderPayment {
  order_number: string;
  payment_method: PaymentMethod;
  payment_status: string;
  /** awaiting_payment: an unpaid card order, its stock still held. */
  state: 'awaiting_payment' | 'placed' | 'cancelled';
  first_item_id: number;
}

/** POST /payments/retry: a new hosted payment page for the same order. */
export interface PaymentPage {
  payment_url: string;
}
