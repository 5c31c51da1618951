// After the purchase, one service for every caller: the shopper's routes, the operator's command
// and the office call these, never the rules' modules directly, so each rule and each notice has
// one home. Notices are sent once the change is saved, and a failed notice never undoes it.
import type { Db } from '../db/client.ts';
import type { Actor } from '../office/audit.ts';
import type { Message } from '../notify/index.ts';
import type { Payments } from '../payments/service.ts';
import { cancelItems, type CancelRequest, type Cancelled } from './cancel.ts';
import { cancelledNotice, englishReason, ownerNotice, returnNotice, type Notice } from './notices.ts';
import { moveReturn, requestReturn, type ReturnAsk, type ReturnMove, type ReturnStep } from './returns.ts';
import { moderateReview, pendingReviews, productReviews, writeReview, type ReviewInput, type ReviewVerdict } from './reviews.ts';
import { taxDocumentsOf, type InvoiceContext } from './tax-documents.ts';
import { taxDocumentsPdf } from './invoice-pdf.ts';

export interface AfterPurchaseDeps {
  db: Db;
  notifier?: { send(message: Message): Promise<unknown> };
  /** Refunds through the provider that took the payment; absent where no online provider is configured. */
  payments?: Payments;
  /** Where the shop's owner is told of what shoppers do (company_address.email), or null. */
  ownerEmail?: () => Promise<string | null>;
  /** The return window in days after delivery (the return_window_days setting). */
  returnWindowDays?: () => Promise<number>;
  /** The seller's name, address, TRN and VAT rate, for the tax documents. */
  invoiceSettings?: () => Promise<InvoiceContext['settings']>;
}

export function createAfterPurchase({ db, notifier, payments, ownerEmail, returnWindowDays, invoiceSettings }: AfterPurchaseDeps) {
  function tell(to: { email: string | null; phone: string | null }, notice: Notice, what: string): void {
    if (!notifier || !(to.email || to.phone)) return;
    // Not awaited: the change is saved; the shopper's page does not wait for the message.
    notifier
      .send({ to: { email: to.email ?? undefined, phone: to.phone ?? undefined }, ...notice })
      .catch((error: unknown) => console.error(`[after-purchase] ${what} notice failed:`, (error as Error).message));
  }

  async function tellOwner(notice: Notice, what: string): Promise<void> {
    const email = ownerEmail && (await ownerEmail().catch(() => null));
    if (email) tell({ email, phone: null }, notice, `${what} (owner)`);
  }

  return {
    /**
     * The shopper cancels items not yet shipped (every such item when none are named); what was paid
     * for them is refunded. The shop cancels through shop/order-operations.ts, which tells each item's status.
     */
    async cancel(request: CancelRequest & { userId: number }): Promise<Cancelled> {
      const done = await cancelItems(db, payments, request);
      tell(done.order, cancelledNotice(done.order, done.items, done.refund), 'cancel');
      await tellOwner(
        ownerNotice(`Order ${done.order.order_number}: the shopper cancelled ${done.items.length === 1 ? 'an item' : `${done.items.length} items`}`, [
          `Order ${done.order.order_number}: the shopper cancelled ${done.items.map((line) => `${line.code} (${line.quantity} × ${line.name}, ${line.variant_name})`).join(', ')}.`,
          `Reason: ${done.reason ? englishReason('cancelReason', done.reason) : 'none given'}.`,
          'The stock is back.',
          done.refund ? `Refunded AED ${(done.refund.amount / 100).toFixed(2)} (${done.refund.method}).` : 'Nothing was paid, so nothing was refunded.',
        ]),
        'cancel',
      );
      return done;
    },

    /** The shopper asks to return or exchange some of a delivered item, within the return window. */
    async requestReturn(ask: Omit<ReturnAsk, 'windowDays'>): Promise<ReturnStep> {
      const windowDays = returnWindowDays ? await returnWindowDays() : 14;
      const step = await requestReturn(db, { ...ask, windowDays });
      const { request, line, order } = step;
      tell(order, returnNotice(order, line, request, null), 'return request');
      const wanted = request.kind === 'exchange' ? `an exchange for ${[request.exchange_color, request.exchange_size].filter(Boolean).join(', ')}` : 'a refund';
      await tellOwner(
        ownerNotice(`Order ${order.order_number}: return #${request.id} requested`, [
          `Return #${request.id}: ${request.quantity} × ${line.name} (${line.variant_name}), item ${line.code}, for ${wanted}.`,
          `Reason: ${englishReason('returnReason', request.reason)}.`,
          `Move it with: npm run admin -- return ${request.id} approve`,
        ]),
        'return request',
      );
      return step;
    },

    /** The shop moves a request one step (approve, picked up, received, refunded or exchanged; refused). */
    async moveReturn(move: ReturnMove): Promise<ReturnStep> {
      const step = await moveReturn(db, payments, move);
      tell(step.order, returnNotice(step.order, step.line, step.request, step.refund), `return ${move.to}`);
      return step;
    },

    /** A buyer's review of a product delivered to them; it waits for the owner's approval. */
    async writeReview(input: ReviewInput): Promise<{ id: number }> {
      const written = await writeReview(db, input);
      await tellOwner(
        ownerNotice(`Review #${written.id} waits for approval`, [
          `A buyer has reviewed product ${input.productId} (${input.rating} of 5): "${input.title}".`,
          `See it with: npm run admin -- reviews; publish it with: npm run admin -- approve-review ${written.id}`,
        ]),
        'review',
      );
      return written;
    },

    /** A product's approved reviews and their summary, read live. */
    productReviews: (productId: number, page?: number) => productReviews(db, productId, page),
    pendingReviews: () => pendingReviews(db),
    /** The owner's moderation: approved reviews show on the product page at once; rejected ones never. */
    moderateReview: (id: number, verdict: ReviewVerdict, actor: Actor) => moderateReview(db, id, verdict, actor),

    /** An order's tax invoice (issued on the first ask) and its credit notes; the shopper's own, or any for the shop (null). */
    async taxDocuments(userId: number | null, orderNumber: string) {
      if (!invoiceSettings) throw new Error('Tax documents need the seller settings.');
      return taxDocumentsOf(db, userId, orderNumber, { settings: await invoiceSettings() });
    },

    /** The same as one PDF, in English and Arabic. */
    async taxDocumentsPdf(userId: number | null, orderNumber: string): Promise<{ pdf: Buffer; name: string }> {
      const documents = await this.taxDocuments(userId, orderNumber);
      return { pdf: await taxDocumentsPdf(documents), name: `${documents[0]!.number}.pdf` };
    },
  };
}

export type AfterPurchase = ReturnType<typeof createAfterPurchase>;
