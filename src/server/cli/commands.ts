// The operator's commands (orders, messages, comments, settings), apart from process concerns (argv, env, exit) so they can be
// driven with any database and output. Each command returns the process exit code.
import type { Db } from '../db/client.ts';
import { findOrder, listOrders } from '../shop/order-admin.ts';
import { changeItemStatus, isOperatorStatus, OPERATOR_STATUSES, refusal, StatusChangeError, statusNotice, type StatusChange } from '../shop/order-status.ts';
import { orderByNumber } from '../payments/order-payments.ts';
import { isOnline, methodModule } from '../payments/methods/index.ts';
import type { Payments } from '../payments/service.ts';
import { CARRIERS } from '../../lib/orders/carriers.ts';
import { toMajor, toMinor } from '../../lib/money.ts';
import { formatOrderDetail, formatOrderLine, shipmentNote } from './order-text.ts';
import { settingsCommand } from './settings.ts';

export type CliNotifier = {
  send(message: { to: { email?: string; phone?: string }; subject: string; text: string }): Promise<unknown>;
};

/** Contact messages and blog comments, provided by the content module. */
export type CliContent = {
  listMessages(): Promise<string[]>;
  listPendingComments(): Promise<string[]>;
  approveComment(id: number): Promise<boolean>;
};

export type CliContext = {
  db: Db;
  notifier?: CliNotifier;
  content?: CliContent;
  /** The editors' settings file (content/settings.json), for `settings`. */
  settingsFile?: string;
  /** Card payments, for the refunds a cancel or a return makes. */
  payments?: Payments;
  out: (line: string) => void;
  err: (line: string) => void;
};

export const USAGE = `Usage: npm run admin -- <command>   (npm run orders is the same command)

Commands:
  list [--limit <n>]                        newest orders (default 50) with their items and latest status
  show <order_number>                       one order: amounts, address, every item and its history
  status <item_code> <STATUS> "<description>" [--tracking <number>] [--carrier <name>]
                                            move an item forward; STATUS is one of
                                            ${OPERATOR_STATUSES.join(', ')}
                                            (SHIPPED needs --tracking; --carrier names who carries it:
                                            ${CARRIERS.map((carrier) => carrier.name).join(', ')}
                                            get a tracking link on the order page, any other name
                                            is shown as text; CANCELLED and RETURNED put the stock back
                                            and refund the item when the order was paid online;
                                            REFUSED: a SHIPPED cash on delivery item refused at the
                                            door, stock back, counted against the shopper's cash)
  cancel <order_number> "<description>"     cancel every item not yet delivered, stock back; an order paid
                                            online is refunded through its provider (in full when nothing
                                            was delivered: payment status REFUNDED), and the shopper told
  webhooks register <https://shop.example>  register the shop's payment webhook with each provider that
                                            takes it by API (Tabby, Tamara); Stripe's is set in its Dashboard
  messages                                  contact messages, newest first
  comments                                  blog comments waiting for approval
  approve-comment <id>                      publish a pending blog comment
  settings                                  every site setting, its value and where it comes from
                                            (default, the editors' content/settings.json, or set by the operator)
  settings set <key> <value>                set one (checked by the settings schema; the address is JSON);
                                            the shop serves it at once (other processes on the same
                                            PostgreSQL within the 5 s their copy lives)
  settings unset <key>                      forget the operator's value: the file's or the default applies
  help                                      this text

The database is the server's: DATABASE_URL when set, otherwise PGlite in DATA_DIR (default ./data).
While the server runs on that PGlite folder, the command runs inside the server (through the
folder's operator.sock), so the shop need not stop.`;

/** Splits `--name value` options from positional arguments. */
function parseArgs(argv: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--') && arg.length > 2) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (inline !== undefined) options[name] = inline;
      else {
        const value = argv[i + 1];
        if (value === undefined || value.startsWith('--')) throw new StatusChangeError(`--${name} needs a value.`);
        options[name] = value;
        i++;
      }
    } else positional.push(arg);
  }
  return { positional, options };
}

/** Tells the shopper about a status change; the change itself is saved whatever happens here. */
async function notifyChange(ctx: CliContext, change: StatusChange): Promise<void> {
  const to = { email: change.shopper.email ?? undefined, phone: change.shopper.phone ?? undefined };
  if (!ctx.notifier || !(to.email || to.phone)) return;
  try {
    await ctx.notifier.send({ to, ...statusNotice(change) });
    ctx.out(`  Shopper notified (${to.email ?? to.phone}).`);
  } catch (error) {
    ctx.err(`  The status is saved, but notifying the shopper failed: ${(error as Error).message}`);
  }
}

/** A payment made online cannot be refunded without its provider: say so before anything changes. */
async function refusesWithoutProvider(ctx: CliContext, orderNumber: string): Promise<boolean> {
  const order = await orderByNumber(ctx.db, orderNumber);
  if (order && isOnline(order.payment_method) && order.payment_status === 'PAID' && !ctx.payments?.methods().includes(order.payment_method)) {
    const needs = methodModule(order.payment_method).env[0];
    ctx.err(`Order ${orderNumber} was paid by ${order.payment_method}: its refund needs that provider (set ${needs}), so nothing was changed.`);
    return true;
  }
  return false;
}

async function cancelOrder(ctx: CliContext, args: string[]): Promise<number> {
  const [orderNumber, description, ...extra] = args;
  if (!orderNumber || description === undefined || extra.length > 0) {
    ctx.err('Usage: npm run admin -- cancel <order_number> "<description>"');
    return 2;
  }
  if (!description.trim()) throw new StatusChangeError('A description is required.');
  const order = await findOrder(ctx.db, orderNumber);
  if (!order) {
    ctx.err(`No order has the number ${orderNumber}.`);
    return 1;
  }
  const cancellable = order.items.filter((item) => refusal(item.status, 'CANCELLED') === null);
  if (cancellable.length === 0) {
    ctx.err(`Nothing in order ${orderNumber} can be cancelled: ${order.items.map((i) => `${i.code} is ${i.status}`).join(', ')}.`);
    return 1;
  }
  if (await refusesWithoutProvider(ctx, orderNumber)) return 1;
  // An order still waiting for its card payment has its pages closed first, so it cannot be paid
  // once cancelled; one paid meanwhile is PAID now, and refunded below.
  if (ctx.payments) await ctx.payments.closePages(order.id);
  // The money goes back first: should the refund fail, the order stays as it was.
  const paid = (await orderByNumber(ctx.db, orderNumber))!;
  const whole = cancellable.length === order.items.length;
  const part = whole ? undefined : { amount: cancellable.reduce((sum, item) => sum + toMinor(item.total_price), 0), key: `refund-items-${cancellable.map((i) => i.code).join('-')}` };
  if (ctx.payments && (await ctx.payments.refund(paid, part))) {
    ctx.out(`Order ${orderNumber}: AED ${toMajor(part?.amount ?? paid.total_amount).toFixed(2)} refunded through ${paid.payment_method}${whole ? ' (payment status REFUNDED)' : ''}.`);
  }
  for (const item of cancellable) {
    const change = await changeItemStatus(ctx.db, item.code, 'CANCELLED', description);
    ctx.out(`${change.code}: ${change.from} → CANCELLED, ${change.stockReturned} back in stock.`);
    await notifyChange(ctx, change);
  }
  return 0;
}

async function status(ctx: CliContext, args: string[], options: Record<string, string>): Promise<number> {
  const [code, rawStatus, description, ...extra] = args;
  if (!code || !rawStatus || description === undefined || extra.length > 0) {
    ctx.err('Usage: npm run admin -- status <item_code> <STATUS> "<description>" [--tracking <number>] [--carrier <name>]');
    return 2;
  }
  const target = rawStatus.toUpperCase();
  if (!isOperatorStatus(target)) {
    ctx.err(`Unknown status ${rawStatus}. Use one of ${OPERATOR_STATUSES.join(', ')}.`);
    return 2;
  }
  const refunds = target === 'CANCELLED' || target === 'RETURNED';
  const orderNumber = refunds ? (await findItemOrder(ctx.db, code)) : undefined;
  if (orderNumber && (await refusesWithoutProvider(ctx, orderNumber))) return 1;
  const change = await changeItemStatus(ctx.db, code, target, description, { trackingNumber: options.tracking, carrier: options.carrier });
  ctx.out(`${change.code}: ${change.from} → ${change.to}${shipmentNote(change)}`);
  if (change.stockReturned > 0) ctx.out(`  ${change.stockReturned} back in stock.`);
  if (change.to === 'DELIVERED') ctx.out(`  Order ${change.orderNumber} payment: ${change.paymentStatus}.`);
  if (refunds && ctx.payments) {
    // The item's own amount goes back to the card it was paid with (delivery stays charged).
    const order = (await orderByNumber(ctx.db, change.orderNumber))!;
    const item = (await findOrder(ctx.db, change.orderNumber))!.items.find((i) => i.code === change.code)!;
    const amount = toMinor(item.total_price);
    if (await ctx.payments.refund(order, { amount, key: `refund-items-${change.code}` })) ctx.out(`  AED ${toMajor(amount).toFixed(2)} refunded through ${order.payment_method}.`);
  }
  await notifyChange(ctx, change);
  return 0;
}

async function findItemOrder(db: Db, code: string): Promise<string | undefined> {
  const match = /^(.+)-\d+$/.exec(code);
  return match ? (await orderByNumber(db, match[1]!))?.order_number : undefined;
}

export async function runCommand(ctx: CliContext, argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    ctx.err((error as Error).message);
    return 2;
  }
  const [command, ...args] = parsed.positional;
  try {
    switch (command) {
      case 'list': {
        const limit = parsed.options.limit === undefined ? 50 : Number(parsed.options.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
          ctx.err('--limit must be a whole number from 1 to 10000.');
          return 2;
        }
        const orders = await listOrders(ctx.db, limit);
        if (orders.length === 0) ctx.out('No orders yet.');
        for (const o of orders) ctx.out(formatOrderLine(o));
        return 0;
      }
      case 'show': {
        if (args.length !== 1) {
          ctx.err('Usage: npm run admin -- show <order_number>');
          return 2;
        }
        const order = await findOrder(ctx.db, args[0]!);
        if (!order) {
          ctx.err(`No order has the number ${args[0]}.`);
          return 1;
        }
        ctx.out(formatOrderDetail(order));
        return 0;
      }
      case 'status':
        return await status(ctx, args, parsed.options);
      case 'cancel':
        return await cancelOrder(ctx, args);
      case 'webhooks':
        return await webhooksCommand(ctx, args);
      case 'messages':
      case 'comments':
      case 'approve-comment':
        return await contentCommand(ctx, command, args);
      case 'settings':
        if (!ctx.settingsFile) {
          ctx.err('Settings are not available in this build.');
          return 1;
        }
        return await settingsCommand({ db: ctx.db, settingsFile: ctx.settingsFile, out: ctx.out, err: ctx.err }, args);
      case undefined:
      case 'help':
      case '--help':
        (command === undefined ? ctx.err : ctx.out)(USAGE);
        return command === undefined ? 2 : 0;
      default:
        ctx.err(`Unknown command "${command}".\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof StatusChangeError) {
      ctx.err(error.message);
      return 1;
    }
    throw error;
  }
}

/** `webhooks register <origin>`: the shop's webhook, registered with each provider that takes it by API. */
async function webhooksCommand(ctx: CliContext, args: string[]): Promise<number> {
  const [verb, origin, ...extra] = args;
  let url: URL | undefined;
  try {
    url = origin ? new URL(origin) : undefined;
  } catch {
    url = undefined;
  }
  if (verb !== 'register' || !url || (url.protocol !== 'https:' && url.hostname !== '127.0.0.1') || extra.length > 0) {
    ctx.err('Usage: npm run admin -- webhooks register <https://your-shop.example>');
    return 2;
  }
  if (!ctx.payments) {
    ctx.err('No online payment provider is configured here: nothing to register.');
    return 1;
  }
  const done = await ctx.payments.registerWebhooks(url.origin);
  if (done.length === 0) ctx.out('No configured provider registers its webhook by API (Stripe: add it in the Stripe Dashboard, see docs/HOSTING.md).');
  for (const d of done) (d.error ? ctx.err : ctx.out)(d.error ? `${d.provider}: ${d.url} not registered: ${d.error}` : `${d.provider}: ${d.url} registered.`);
  return done.some((d) => d.error) ? 1 : 0;
}

async function contentCommand(ctx: CliContext, command: string, args: string[]): Promise<number> {
  if (!ctx.content) {
    ctx.err('Contact messages and blog comments are not available in this build.');
    return 1;
  }
  if (command === 'messages') {
    const lines = await ctx.content.listMessages();
    if (lines.length === 0) ctx.out('No contact messages.');
    lines.forEach((l) => ctx.out(l));
    return 0;
  }
  if (command === 'comments') {
    const lines = await ctx.content.listPendingComments();
    if (lines.length === 0) ctx.out('No comments waiting for approval.');
    lines.forEach((l) => ctx.out(l));
    return 0;
  }
  const id = Number(args[0]);
  if (args.length !== 1 || !Number.isSafeInteger(id) || id < 1) {
    ctx.err('Usage: npm run admin -- approve-comment <id>');
    return 2;
  }
  if (!(await ctx.content.approveComment(id))) {
    ctx.err(`No comment has the id ${id}.`);
    return 1;
  }
  ctx.out(`Comment ${id} approved.`);
  return 0;
}
