// The shopping tables: catalogue mirror (products, variants with live stock), carts, wishlists and
// orders. Amounts are integer fils; stock is owned here, never overwritten by the catalogue seed.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE } from '../../../lib/locale.ts';
import type { AttributeCode } from '../../../lib/api/types.ts';
import type { LocalizedName } from '../../../lib/catalogue/product-name.ts';
import { users } from './auth.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** The name in every locale the catalogue writes it in (`name` is the English one). */
  names: jsonb('names').$type<LocalizedName>(),
  sku: text('sku').notNull(),
  price: integer('price').notNull(),
  discount: integer('discount').notNull().default(0),
  cover: text('cover').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  /** false for a hygiene item: no return request is taken for it. */
  returnable: boolean('returnable').notNull().default(true),
  /** Off the site and not sold (as last published). */
  hidden: boolean('hidden').notNull().default(false),
  /**
   * The catalogue document as last saved (src/lib/catalogue/schema.ts, the format of
   * content/products): the source of truth. The columns above are what was last published.
   */
  document: jsonb('document').$type<Record<string, unknown>>(),
  /** Counts saves; an edit names the version it started from. */
  version: integer('version').notNull().default(1),
  /** The version whose pages are live; below `version` while a save waits to be published. */
  publishedVersion: integer('published_version').notNull().default(1),
  /** 'files' while the product is as content/products seeds it; 'office' once edited there (the seed then leaves it alone). */
  source: text('source').notNull().default('files'),
  /** The saved document asks to be hidden (becomes `hidden` when published). */
  hideRequested: boolean('hide_requested').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  check('products_price_positive', sql`${t.price} > 0`),
  check('products_discount_range', sql`${t.discount} BETWEEN 0 AND 100`),
]);

export const variants = pgTable('variants', {
  id: integer('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  color: text('color'),
  size: text('size'),
  sku: text('sku').notNull().unique(),
  image: text('image').notNull(),
  stock: integer('stock').notNull(),
  /** No longer in the published product (a colour or size removed): kept for the orders that name it, never sold. */
  retired: boolean('retired').notNull().default(false),
}, (t) => [
  check('variants_stock_nonnegative', sql`${t.stock} >= 0`),
  index('variants_product_idx').on(t.productId),
]);

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const cartLines = pgTable('cart_lines', {
  id: serial('id').primaryKey(),
  cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  createdAt: createdAt(),
}, (t) => [
  unique('cart_lines_cart_variant').on(t.cartId, t.variantId),
  check('cart_lines_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
]);

export const wishlistItems = pgTable('wishlist_items', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [unique('wishlist_items_user_variant').on(t.userId, t.variantId)]);

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  orderNumber: text('order_number').notNull().unique(),
  paymentMethod: text('payment_method').notNull(),
  paymentStatus: text('payment_status').notNull(),
  subtotal: integer('subtotal').notNull(),
  tax: integer('tax').notNull(),
  deliveryCharge: integer('delivery_charge').notNull(),
  /** Cash on delivery's fee in fils, in the total (0 for any other way to pay). */
  codFee: integer('cod_fee').notNull().default(0),
  offerAmount: integer('offer_amount').notNull(),
  totalAmount: integer('total_amount').notNull(),
  address: text('address').notNull(),
  idempotencyKey: text('idempotency_key'),
  /** The shopper's language at checkout (a code of the locale table), for the notices about the order. */
  locale: text('locale').notNull().default(DEFAULT_LOCALE),
  createdAt: createdAt(),
}, (t) => [
  unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
  index('orders_user_idx').on(t.userId, t.id),
  // The office lists orders newest first, within dates.
  index('orders_created_idx').on(t.createdAt),
]);

/** One attribute of an ordered variant, as shown on the order: { name: 'Color', value: 'White' }. */
/**
 * A bought variant's attribute: the English words the spec answers ('Color', 'White') and, since
 * error codes replaced English round trips, the catalogue's codes ('color', 'white') for the pages
 * to word in their language. Orders written before have the words only (order-items.ts reads
 * their codes back).
 */
export type OrderAttribute = { name: string; value: string; code?: AttributeCode; value_code?: string };

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  variantId: integer('variant_id').notNull(),
  productId: integer('product_id').notNull(),
  name: text('name').notNull(),
  /** The product's names per locale when it was bought; null on orders placed before they were kept. */
  names: jsonb('names').$type<LocalizedName>(),
  variantName: text('variant_name').notNull(),
  attributes: jsonb('attributes').$type<OrderAttribute[]>().notNull(),
  image: text('image').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  totalPrice: integer('total_price').notNull(),
  unitTax: integer('unit_tax').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('order_items_order_idx').on(t.orderId),
  check('order_items_quantity_positive', sql`${t.quantity} > 0`),
]);

export const orderItemStatuses = pgTable('order_item_statuses', {
  id: serial('id').primaryKey(),
  orderItemId: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  description: text('description').notNull(),
  trackingNumber: text('tracking_number'),
  /** The carrier of a SHIPPED item (src/lib/orders/carriers.ts spells the known ones). */
  carrier: text('carrier'),
  createdAt: createdAt(),
}, (t) => [index('order_item_statuses_item_idx').on(t.orderItemId, t.id)]);
