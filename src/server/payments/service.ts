// The shop's side of paying online: opening a hosted page for an order (at checkout, and again
// from /payment-failed), handling the provider's events, reading an order's payment for the
// shopper's return, switching an unpaid order to cash on delivery, the sweep of orders left unpaid,
// and the operator's refund. The order's changes themselves are in order-payments.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { firstRow } from '../db/sql.ts';
import { paymentEvents, users } from '../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import type { Notifier } from '../notify/index.ts';
import { localizePath, type Locale } from '../../lib/locale.ts';
import {
  cancelWithoutSession,
  claimRead,
  completeSession,
  endSession,
  markPaid,
  nextAttempt,
  openPaymentsOf,
  orderById,
  orderLines,
  overdueSessions,
  paidIntent,
  recordSession,
  sessionById,
  sessionlessOrders,
  sessionsOf,
  supersedeSessions,
  withdrawRefused,
  setPaymentStatus,
  shopperOrder,
  switchToCash as switchOrderToCash,
  type PaymentOrderRow,
} from './order-payments.ts';
import { paidNotice, refundNotice } from './payment-notice.ts';
import { PaymentRefused, type Buyer, type OnlinePaymentProvider, type PaymentEvent, type PaymentLine, type PaymentState, type Quote, type QuoteAnswer } from './provider.ts';
import type { PaymentProviders } from './registry.ts';
import type { InstalmentOffer, PaymentOption } from '../../lib/api/types.ts';
import type { SiteSettings } from '../../lib/settings.ts';
import { toMajor } from '../../lib/money.ts';
import { includedVat } from '../../lib/pricing.ts';
import { codRefusal, codRules, codUnavailable, refusedDeliveries } from './methods/cod/rules.ts';
import { isOnline, methodModule } from './methods/index.ts';

/** How long a hosted page may be paid on: Stripe's shortest (it allows 30 minutes to 24 hours). */
const SESSION_LIFETIME_MS = 30 * 60_000;
/** Stripe measures the 30 minutes from its own receipt of the request: a little more keeps clear of that edge. */
const EXPIRY_SLACK_MS = 30_000;
/** After a session's expiry, how long the provider's own event has before the sweep asks. */
const SWEEP_MARGIN_MS = 5 * 60_000;
/** How long a provider's answer about an amount and a shopper is kept. */
const QUOTE_LIFETIME_MS = 60_000;
/**
 * The product page asks, for anyone, whether its price can be paid in four: each new amount is a
 * question to the provider. Past this many new questions a minute (per process), an amount not yet
 * known shows no instalment line rather than asking.
 */
const ANYONE_ASKS_PER_MINUTE = 120;

/** A provider's answer as checkout's option reads it (amounts in AED). */
function optionOf(answer: QuoteAnswer): Pick<PaymentOption, 'available' | 'reason' | 'provider_message' | 'instalments' | 'min_amount' | 'max_amount'> {
  if (answer.available) {
    return { available: true, ...(answer.instalments ? { instalments: { count: answer.instalments.count, amount: toMajor(answer.instalments.amount) } } : {}) };
  }
  return {
    available: false,
    reason: answer.reason,
    ...(answer.message ? { provider_message: answer.message } : {}),
    ...(answer.min !== undefined ? { min_amount: toMajor(answer.min) } : {}),
    ...(answer.max !== undefined ? { max_amount: toMajor(answer.max) } : {}),
  };
}

/** The shopper's return page polls; the provider is asked about one session at most this often. */
export const STATUS_READ_EVERY_MS = 3_000;

/**
 * Open payment pages a shopper may have at once, each order holding its stock for up to 30 minutes:
 * enough for a shopper who changes their mind, not for a script emptying the shelves.
 */
export const MAX_OPEN_PAYMENTS = 3;

/** What opening a hosted page needs of an order. */
type PayableOrder = Pick<PaymentOrderRow, 'id' | 'order_number' | 'payment_method' | 'delivery_charge' | 'total_amount' | 'tax' | 'address' | 'email'>;

/** An order paid online as checkout has just written it: amounts in fils, its lines in the order of its items. */
export type NewOnlineOrder = PayableOrder & { lines: PaymentLine[] };

export interface PaymentDeps {
  db: Db;
  notifier: Notifier;
  providers: PaymentProviders;
  /** The live settings (cash on delivery's fee and rules, the VAT rate). */
  loadSettings: () => Promise<SiteSettings>;
}

/** Where the hosted page sends the shopper back: the shop's origin they checked out from. */
export interface ReturnTo {
  origin: string;
  locale: Locale;
}

/** The shopper and the delivery address from the address checkout stored. */
function buyerOf(order: Pick<PaymentOrderRow, 'address' | 'email'>): Buyer | null {
  try {
    const a = JSON.parse(order.address) as Record<string, string | undefined>;
    return {
      name: a.name ?? '',
      email: order.email,
      phone: a.phone_number ?? '',
      address: { street: a.street_address ?? '', city: a.city ?? '', state: a.state ?? '', postalCode: a.postal_code ?? '', country: a.country ?? '' },
    };
  } catch {
    return null;
  }
}

function tell(notifier: Notifier, order: PaymentOrderRow, message: { subject: string; text: string }, what: string): void {
  if (!order.email && !order.phone) return;
  // Not awaited: neither the webhook's answer nor the shopper's page waits for the message.
  notifier
    .send({ to: { email: order.email ?? undefined, phone: order.phone ?? undefined }, ...message })
    .catch((error: unknown) => console.error(`[payments] ${what} notice for ${order.order_number} failed:`, (error as Error).message));
}

/** The shopper's words for the reasons an order cannot be paid online, with a code the page reads. */
const REFUSALS = {
  order_not_found: () => notFound('order_not_found', 'We could not find this order in your account.', { data: { code: 'order_not_found' } }),
  order_paid: () => conflict('order_paid', 'This order is already paid. Nothing more will be charged.', { data: { code: 'order_paid' } }),
  cash_order: () => conflict('cash_order', 'This order is paid in cash on delivery: there is nothing to pay by card.', { data: { code: 'cash_order' } }),
  order_cancelled: () => conflict('order_cancelled', 'This order was cancelled, so it can no longer be paid. Nothing was charged.', { data: { code: 'order_cancelled' } }),
  method_unavailable: () => conflict('method_unavailable', 'This way to pay is not available at the moment.', { data: { code: 'method_unavailable' } }),
  too_many_open_payments: () =>
    conflict('too_many_open_payments', `You have ${MAX_OPEN_PAYMENTS} orders waiting for their payment. Pay for one of them, or let it lapse, before starting another.`, {
      data: { code: 'too_many_open_payments', limit: MAX_OPEN_PAYMENTS },
    }),
} satisfies Record<string, () => HttpError>;

function paymentRefusal(code: keyof typeof REFUSALS): HttpError {
  return REFUSALS[code]();
}

/** The way an order waiting for its online payment can still go: paid, cancelled and cash orders are refused with their reason. */
function refuseUnlessAwaitingOnline(order: PaymentOrderRow): void {
  if (order.payment_status === 'PAID') throw paymentRefusal('order_paid');
  if (!isOnline(order.payment_method)) throw paymentRefusal('cash_order');
  if (order.payment_status !== 'UNPAID' || !order.awaiting) throw paymentRefusal('order_cancelled');
}

export function createPayments({ db, notifier, providers, loadSettings }: PaymentDeps) {
  /** The provider that takes the order's method, refused when this process is not configured for it. */
  function providerOf(order: Pick<PaymentOrderRow, 'payment_method'>): OnlinePaymentProvider {
    const provider = providers.forMethod(order.payment_method);
    if (!provider) throw paymentRefusal('method_unavailable');
    return provider;
  }

  let anyoneAsks = { minute: 0, asks: 0 };
  function mayAskForAnyone(): boolean {
    const minute = Math.floor(Date.now() / 60_000);
    if (anyoneAsks.minute !== minute) anyoneAsks = { minute, asks: 0 };
    return ++anyoneAsks.asks <= ANYONE_ASKS_PER_MINUTE;
  }

  /**
   * A provider's answer for an amount and a shopper, kept a minute: checkout asks again whenever
   * its amount changes, and a pre-scoring provider opens a session of its own for each question.
   * A provider that cannot be asked is unavailable for now, not an error of the page.
   */
  const quotes = new Map<string, { at: number; answer: QuoteAnswer }>();
  async function quoteOf(provider: OnlinePaymentProvider, quote: Quote, mayAsk: () => boolean = () => true): Promise<QuoteAnswer> {
    if (!provider.quote) return { available: true };
    const key = `${provider.name}:${quote.shopper ? `${quote.shopper.id}:${quote.shopper.phone}` : 'anyone'}:${quote.amount}:${quote.locale}`;
    const kept = quotes.get(key);
    if (kept && Date.now() - kept.at < QUOTE_LIFETIME_MS) return kept.answer;
    if (!mayAsk()) return { available: false, reason: 'unavailable' };
    let answer: QuoteAnswer;
    try {
      answer = await provider.quote(quote);
    } catch (error) {
      console.error(`[payments] ${provider.name} could not be asked about ${quote.amount}: ${(error as Error).message}`);
      return { available: false, reason: 'unavailable' };
    }
    if (quotes.size >= 1000) quotes.delete(quotes.keys().next().value!);
    quotes.set(key, { at: Date.now(), answer });
    return answer;
  }

  /** The session's order still waits for exactly this payment (read without a lock: markPaid decides). */
  async function awaits(state: PaymentState): Promise<boolean> {
    const session = await sessionById(db, state.sessionId);
    const order = session && (await orderById(db, session.order_id));
    return !!order && order.payment_status === 'UNPAID' && order.awaiting && order.total_amount === state.amount;
  }

  async function paid(provider: OnlinePaymentProvider, state: PaymentState): Promise<void> {
    if (provider.capture && state.paymentIntent && (await awaits(state))) {
      // A provider whose page only authorises: the money is taken before the order is placed, with
      // no transaction open while the provider answers. Should the order stop waiting meanwhile,
      // markPaid answers 'refund' and the money goes back.
      await provider.capture(state.paymentIntent, state.amount, `capture-session-${state.sessionId}`);
    }
    const outcome = await markPaid(db, state);
    if (outcome.kind === 'paid') tell(notifier, outcome.order, paidNotice(outcome.order), 'paid');
    if (outcome.kind === 'mismatch') {
      console.error(
        `[payments] ${outcome.order.order_number}: session ${state.sessionId} reports ${state.amount} ${state.currency}, ` +
          `not the order's ${outcome.order.total_amount} aed; the order is left as it was`,
      );
    }
    if (outcome.kind === 'refund') {
      // Money for an order that was cancelled or paid already: it goes straight back (the key makes
      // a refund tried again, when the event comes again, the same refund).
      await provider.refund(outcome.paymentIntent, `refund-session-${state.sessionId}`, state.amount);
      await completeSession(db, state.sessionId, outcome.paymentIntent);
      console.warn(`[payments] ${outcome.order.order_number}: a payment arrived after the order stopped waiting for one; refunded in full`);
    }
  }

  /** Settles a session the provider reports: paid, ended, or still open. */
  async function settle(provider: OnlinePaymentProvider, state: PaymentState): Promise<void> {
    if (state.status === 'paid') await paid(provider, state);
    else if (state.status === 'expired') await endSession(db, state.sessionId);
  }

  /**
   * Closes the order's open pages (all but `keep`), so the shopper cannot pay twice. Each is marked
   * superseded before the provider is asked, so its end, reported at once or late, cancels nothing.
   * True when one of them had been paid meanwhile (the order is PAID now).
   */
  async function closeOpenSessions(orderId: number, keep?: string): Promise<boolean> {
    const open_ = (await sessionsOf(db, orderId)).filter((s) => s.status === 'open' && s.id !== keep);
    await supersedeSessions(db, open_.map((s) => s.id));
    let paidMeanwhile = false;
    for (const session of open_) {
      const provider = providers.byName(session.provider);
      if (!provider) throw paymentRefusal('method_unavailable');
      const state = await provider.expirePayment(session.id);
      if (state.status === 'paid') {
        await paid(provider, state);
        paidMeanwhile = true;
      }
    }
    return paidMeanwhile;
  }

  /**
   * A new hosted page for an order waiting for its payment: its next attempt, charging its items as
   * the database has them, unless the caller has just written both (`known`).
   */
  async function open(order: PayableOrder, to: ReturnTo, known?: { attempt: number; lines: PaymentLine[] }): Promise<{ id: string; url: string }> {
    const provider = providerOf(order);
    const attempt = known?.attempt ?? (await nextAttempt(db, order.id));
    const number = encodeURIComponent(order.order_number);
    const opened = await provider.createPayment({
      id: order.id,
      orderNumber: order.order_number,
      attempt,
      lines: known?.lines ?? (await orderLines(db, order.id)),
      deliveryCharge: order.delivery_charge,
      totalAmount: order.total_amount,
      email: order.email,
      buyer: buyerOf(order),
      taxAmount: order.tax,
      locale: to.locale,
      // The provider adds its session's id as its hosted page returns it.
      successUrl: `${to.origin}${localizePath(to.locale, '/payment-success')}?order=${number}`,
      cancelUrl: `${to.origin}${localizePath(to.locale, '/payment-failed')}?order=${number}`,
      notifyUrl: `${to.origin}/api/payments/${provider.name}/webhook`,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS + EXPIRY_SLACK_MS),
    });
    await recordSession(db, { id: opened.sessionId, order_id: order.id, provider: provider.name, attempt, url: opened.url, expires_at: opened.expiresAt });
    return { id: opened.sessionId, url: opened.url };
  }

  return {
    methods: () => providers.methods,

    /**
     * Paying `amount` fils in instalments, before anyone signs in (the product page): each offered
     * provider that splits it and takes it, as far as its limits tell without the shopper (Tabby
     * pre-scores the shopper only at checkout). A provider that cannot be asked offers nothing.
     */
    async instalments(amount: number, locale: Locale): Promise<InstalmentOffer[]> {
      if (amount <= 0) return [];
      const offers = await Promise.all(providers.methods.map(async (id): Promise<InstalmentOffer | null> => {
        const provider = providers.forMethod(id);
        if (!provider?.quote) return null;
        const answer = await quoteOf(provider, { amount, locale }, mayAskForAnyone);
        return answer.available && answer.instalments ? { id, count: answer.instalments.count, amount: toMajor(answer.instalments.amount) } : null;
      }));
      return offers.filter((offer): offer is InstalmentOffer => offer !== null);
    },

    /**
     * The ways to pay this shopper may pick for an order of `amount` fils, as checkout shows them:
     * each offered method, available or with the reason it is not.
     */
    async options(userId: number, amount: number, locale: Locale, phone?: string): Promise<PaymentOption[]> {
      const cod = codRules(await loadSettings());
      const refusals = cod.refusalLimit > 0 ? await refusedDeliveries(db, userId) : 0;
      const shopper = await firstRow<Quote['shopper']>(db, sql`
        SELECT id, email, phone, name, created_at AS since FROM ${users} WHERE id = ${userId}`);
      return Promise.all(providers.methods.map(async (id): Promise<PaymentOption> => {
        const provider = providers.forMethod(id);
        if (provider) return { id, online: true, fee: 0, ...optionOf(await quoteOf(provider, { amount, locale, shopper: { ...shopper!, phone: phone ?? shopper!.phone } })) };
        const refused = codRefusal(cod, amount, refusals);
        return {
          id,
          online: false,
          available: refused === null,
          ...(refused ? { reason: refused } : {}),
          fee: toMajor(cod.fee),
          ...(cod.maxTotal > 0 ? { max_amount: toMajor(cod.maxTotal) } : {}),
        };
      }));
    },

    /**
     * Before checkout writes an order paid online: a shopper with MAX_OPEN_PAYMENTS orders already
     * holding stock on open payment pages is refused (409 too_many_open_payments).
     */
    async admitOnlineOrder(userId: number): Promise<void> {
      if ((await openPaymentsOf(db, userId)) >= MAX_OPEN_PAYMENTS) throw paymentRefusal('too_many_open_payments');
    },

    /**
     * The hosted page for an order checkout just wrote (or replays): a session still open for a
     * while is reused, so a retried checkout never opens a second one.
     */
    async pageForCheckout(orderId: number, to: ReturnTo): Promise<string | null> {
      const order = (await orderById(db, orderId))!;
      if (!isOnline(order.payment_method) || order.payment_status !== 'UNPAID' || !order.awaiting) return null;
      const open_ = (await sessionsOf(db, orderId)).findLast((s) => s.status === 'open' && new Date(s.expires_at).getTime() > Date.now() + 60_000);
      return open_ ? open_.url : (await open(order, to)).url;
    },

    /**
     * The first hosted page of an order paid online checkout has just written, from what it wrote. A new
     * order waits for its payment and has no session yet, so nothing is read back before the
     * provider is asked: on PGlite, whose one connection every request shares, each read here was
     * a statement planned afresh in the queue of every other request.
     */
    async pageForNewOrder(order: NewOnlineOrder, to: ReturnTo): Promise<string> {
      try {
        return (await open(order, to, { attempt: 1, lines: order.lines })).url;
      } catch (error) {
        if (!(error instanceof PaymentRefused)) throw error;
        // The provider will not take it (its pre-scoring changed its mind, or the amount): the order
        // gives its stock back and its lines to the cart at once, and the shopper chooses again.
        await withdrawRefused(db, order.id);
        throw conflict('method_unavailable', 'This way to pay cannot accept this order. Nothing was charged; please choose another.', {
          data: { code: 'method_unavailable', method: order.payment_method, reason: error.reason },
        });
      }
    },

    /**
     * "Try again" on /payment-failed: a new hosted page for the same order, then the old ones
     * closed. In that order, so that the order always has a page that can be paid: the old page's
     * expiry, which the provider may report before it answers, finds the new one open.
     */
    async retry(userId: number, orderNumber: string, to: ReturnTo): Promise<string> {
      const order = await shopperOrder(db, userId, orderNumber);
      if (!order) throw paymentRefusal('order_not_found');
      refuseUnlessAwaitingOnline(order);
      providerOf(order);
      const page = await open(order, to);
      const paidMeanwhile = await closeOpenSessions(order.id, page.id);
      const now = (await orderById(db, order.id))!;
      if (paidMeanwhile || now.payment_status !== 'UNPAID' || !now.awaiting) {
        // Paid on the old page, or ended meanwhile: the new page must not take money too.
        await closeOpenSessions(order.id);
        refuseUnlessAwaitingOnline((await orderById(db, order.id))!);
      }
      return page.url;
    },

    /** "Pay cash on delivery instead": the same order, placed now. */
    async payInCash(userId: number, orderNumber: string): Promise<PaymentOrderRow> {
      const order = await shopperOrder(db, userId, orderNumber);
      if (!order) throw paymentRefusal('order_not_found');
      refuseUnlessAwaitingOnline(order);
      // Cash's own rules hold as at checkout: its maximum (of the order before the fee), and the
      // shopper's refused deliveries; the page is left open while they are refused.
      const settings = await loadSettings();
      const cod = codRules(settings);
      const refused = codRefusal(cod, order.total_amount, cod.refusalLimit > 0 ? await refusedDeliveries(db, userId) : 0);
      if (refused) throw codUnavailable(refused, cod);
      if (await closeOpenSessions(order.id)) throw paymentRefusal('order_paid');
      const fee = { amount: cod.fee, vat: includedVat(cod.fee, settings.vat_rate) };
      if (!(await switchOrderToCash(db, order.id, fee))) refuseUnlessAwaitingOnline((await orderById(db, order.id))!);
      return (await orderById(db, order.id))!;
    },

    /**
     * Before the shop cancels an unpaid order: its open pages are closed, so the shopper cannot pay
     * a cancelled order. A page paid meanwhile leaves the order PAID (the cancel then refunds it).
     */
    async closePages(orderId: number): Promise<void> {
      await closeOpenSessions(orderId);
    },

    /**
     * The order's payment for the shopper's pages. Back from the hosted page with its session, an
     * order still unpaid asks the provider, so a late webhook does not keep the shopper waiting.
     */
    async status(userId: number, orderNumber: string, sessionId?: string): Promise<PaymentOrderRow> {
      const order = await shopperOrder(db, userId, orderNumber);
      if (!order) throw paymentRefusal('order_not_found');
      if (sessionId && order.payment_status === 'UNPAID' && order.awaiting) {
        const session = (await sessionsOf(db, order.id)).find((s) => s.id === sessionId && s.status === 'open');
        const provider = session && providers.byName(session.provider);
        // However often the page polls, the provider is asked about a session once every few
        // seconds; in between the order answers as the database has it (the event may land meanwhile).
        if (provider && (await claimRead(db, session.id, STATUS_READ_EVERY_MS))) {
          const state = await provider.readPayment(session.id);
          if (state.status === 'paid') {
            await paid(provider, state);
            return (await shopperOrder(db, userId, orderNumber))!;
          }
        }
      }
      return order;
    },

    /**
     * Registers the shop's webhook with every configured provider that takes it through its API
     * (the operator's `webhooks register ORIGIN`); answers each provider's URL, or why it failed.
     */
    async registerWebhooks(origin: string): Promise<{ provider: string; url: string; error?: string }[]> {
      const done: { provider: string; url: string; error?: string }[] = [];
      for (const method of providers.methods) {
        const provider = providers.forMethod(method);
        if (!provider?.registerWebhook) continue;
        const url = `${origin.replace(/\/+$/, '')}/api/payments/${provider.name}/webhook`;
        try {
          await provider.registerWebhook(url);
          done.push({ provider: provider.name, url });
        } catch (error) {
          done.push({ provider: provider.name, url, error: (error as Error).message });
        }
      }
      return done;
    },

    /**
     * A verified event, handled once by its id. A paid event is acted on only as the provider
     * reports the session when asked: a signed body that disagrees with it (another state, amount,
     * currency or order) changes nothing, is logged and is not recorded as handled: the shopper's
     * return and the sweep read the provider themselves.
     */
    async handleEvent(event: PaymentEvent): Promise<'handled' | 'replayed' | 'ignored' | 'disagreed'> {
      if (event.outcome === 'ignored' || !event.session) return 'ignored';
      const seen = await firstRow(db, sql`SELECT 1 AS seen FROM ${paymentEvents} WHERE id = ${event.id}`);
      if (seen) return 'replayed';
      const session = await sessionById(db, event.session.sessionId);
      // A session the shop never opened is no order's: nothing to read back or change.
      if (!session) return 'ignored';
      if (event.outcome === 'paid') {
        const provider = providers.byName(session.provider);
        if (!provider) return 'ignored';
        const read = await provider.readPayment(session.id);
        const said = event.session;
        const differs = (field: 'amount' | 'currency') => said[field] !== undefined && said[field] !== read[field];
        if (said.status !== read.status || differs('amount') || differs('currency') || (said.orderId !== null && said.orderId !== read.orderId)) {
          console.warn(
            `[payments] event ${event.id} (${event.type}) says session ${said.sessionId} is ${said.status}, ${said.amount} ${said.currency}; ` +
              `${session.provider} reports ${read.status}, ${read.amount} ${read.currency}: nothing changed`,
          );
          return 'disagreed';
        }
        // A completed session whose payment is still on its way (a bank debit) stays open: its
        // async_payment_succeeded or _failed settles it.
        await settle(provider, read);
      } else await endSession(db, session.id);
      // Recorded once its effect is: an event that failed half-way is handled again when Stripe resends it.
      await db.execute(sql`INSERT INTO ${paymentEvents} (id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT DO NOTHING`);
      return 'handled';
    },

    /** Settles sessions whose events never came, and cancels online orders that never got a session. */
    async sweep(): Promise<{ settled: number; cancelled: number }> {
      let settled = 0;
      let cancelled = 0;
      for (const session of await overdueSessions(db, SWEEP_MARGIN_MS)) {
        const provider = providers.byName(session.provider);
        if (!provider) continue;
        try {
          const state = await provider.readPayment(session.id);
          // Stripe expires a session at its time; should it still be open, it is closed here first.
          await settle(provider, state.status === 'open' ? await provider.expirePayment(session.id) : state);
          settled++;
        } catch (error) {
          console.error(`[payments] sweep: session of order ${session.order_id} not settled: ${(error as Error).message}`);
        }
      }
      for (const orderId of await sessionlessOrders(db, SESSION_LIFETIME_MS + SWEEP_MARGIN_MS)) {
        if (await cancelWithoutSession(db, orderId)) cancelled++;
      }
      return { settled, cancelled };
    },

    /**
     * A refund of an order paid online, through the provider that took the payment: in full (the
     * order becomes REFUNDED), or `part.amount` fils of it. The key makes a repeated refund one
     * refund. The operator's cancel and status commands call it, and so may the office and the
     * shopper's own cancel or return. False when the order was not paid online.
     */
    async refund(order: PaymentOrderRow, part?: { amount: number; key: string }): Promise<boolean> {
      if (order.payment_status !== 'PAID' || !isOnline(order.payment_method)) return false;
      const intent = await paidIntent(db, order.id);
      if (!intent) return false;
      const session = (await sessionsOf(db, order.id)).find((s) => s.payment_intent === intent)!;
      const provider = providers.byName(session.provider);
      if (!provider) throw new Error(`Order ${order.order_number} was paid through ${session.provider}, which is not configured here (${methodModule(order.payment_method).env[0]}).`);
      await provider.refund(intent, part?.key ?? `refund-order-${order.id}`, part?.amount);
      if (!part) await setPaymentStatus(db, order.id, 'REFUNDED');
      tell(notifier, order, refundNotice(order, part?.amount), 'refund');
      return true;
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
