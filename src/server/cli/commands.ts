// The operator's commands (orders, messages, comments, settings), apart from process concerns (argv, env, exit) so they can be
// driven with any database and output. Each command returns the process exit code.
import type { Db } from '../db/client.ts';
import { findOrder, listOrders } from '../shop/order-admin.ts';
import { isOperatorStatus, OPERATOR_STATUSES, StatusChangeError } from '../shop/order-status.ts';
import { cancelOrder as cancelOrderItems, moveItem, OrderNotFoundError, RefundUnavailableError, type OperationDeps, type Told } from '../shop/order-operations.ts';
import { OPERATOR, type Actor } from '../office/audit.ts';
import type { Payments } from '../payments/service.ts';
import { CARRIERS } from '../../lib/orders/carriers.ts';
import { toMajor } from '../../lib/money.ts';
import { formatOrderDetail, formatOrderLine, formatReturnLine, formatReviewLine, shipmentNote } from './order-text.ts';
import { listReturns } from '../after-purchase/returns.ts';
import { settingsCommand } from './settings.ts';
import { staffCommand } from './staff.ts';
import { StaffError } from '../office/staff.ts';
import { createAfterPurchase, type AfterPurchase } from '../after-purchase/service.ts';
import { HttpError } from '../http/errors.ts';

export type CliNotifier = {
  send(message: { to: { email?: string; phone?: string }; subject: string; text: string }): Promise<unknown>;
};

/** Contact messages and blog comments, provided by the content module. */
export type CliContent = {
  listMessages(): Promise<string[]>;
  listPendingComments(): Promise<string[]>;
  approveComment(id: number, actor: Actor): Promise<boolean>;
};

export type CliContext = {
  db: Db;
  notifier?: CliNotifier;
  content?: CliContent;
  /** The editors' settings file (content/settings.json), for `settings`. */
  settingsFile?: string;
  /** Card payments, for the refunds a cancel or a return makes. */
  payments?: Payments;
  /** Cancels, returns, reviews, tax documents; made from the other services when absent. */
  afterPurchase?: AfterPurchase;
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
  returns [all]                             return and exchange requests still open, oldest first (all: every one)
  return <id> <step> ["<reason>"] [--paid-by "<how>"]
                                            move a return request one step: approve, picked-up, received,
                                            refund or exchange (after received), refuse "<reason>" (until
                                            refunded or exchanged). refund gives the units' price back the
                                            way the order was paid; a cash order's needs --paid-by (how the
                                            shop paid it, e.g. "bank transfer AE07…"). Units go back to stock
                                            when refunded or exchanged; a refused exchange frees the size held
  reviews                                   product reviews waiting for approval (buyers of delivered items)
  approve-review <id>                       publish a pending review: the product page shows it at once
  reject-review <id>                        keep a pending review off the product page
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
  staff                                     the office's staff accounts
  staff add <email> --name "<name>" --role owner|staff [--locale en|ar]
                                            a staff account for the office (/office): prints a one-time
                                            password and the authenticator (TOTP) secret to scan, once
  staff remove <email>                      end a staff account and its sessions (never the last owner)
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

/** How telling the shopper went, as the operator reads it. */
function reportTold(ctx: CliContext, told: Told): void {
  if (!told) return;
  if ('to' in told) ctx.out(`  Shopper notified (${told.to}).`);
  else ctx.err(`  The status is saved, but notifying the shopper failed: ${told.failed}`);
}

function operations(ctx: CliContext): OperationDeps {
  return { db: ctx.db, payments: ctx.payments, notifier: ctx.notifier };
}

async function cancelOrder(ctx: CliContext, args: string[]): Promise<number> {
  const [orderNumber, description, ...extra] = args;
  if (!orderNumber || description === undefined || extra.length > 0) {
    ctx.err('Usage: npm run admin -- cancel <order_number> "<description>"');
    return 2;
  }
  const result = await cancelOrderItems(operations(ctx), OPERATOR, orderNumber, description);
  if (result.refunded) {
    ctx.out(`Order ${orderNumber}: AED ${toMajor(result.refunded.amount).toFixed(2)} refunded through ${result.refunded.method}${result.refunded.whole ? ' (payment status REFUNDED)' : ''}.`);
  }
  for (const { change, told } of result.moves) {
    ctx.out(`${change.code}: ${change.from} → CANCELLED, ${change.stockReturned} back in stock.`);
    reportTold(ctx, told);
  }
  return 0;
}

/** The after-purchase service the command works through: the server's when it runs inside it. */
function afterPurchaseOf(ctx: CliContext): AfterPurchase {
  return ctx.afterPurchase ?? createAfterPurchase({ db: ctx.db, notifier: ctx.notifier, payments: ctx.payments });
}

/** The operator's words for each step of a return, and the status each makes. */
const RETURN_STEPS = {
  approve: 'APPROVED',
  'picked-up': 'PICKED_UP',
  received: 'RECEIVED',
  refund: 'REFUNDED',
  exchange: 'EXCHANGED',
  refuse: 'REFUSED',
} as const;

async function listReturnRequests(ctx: CliContext, args: string[]): Promise<number> {
  const all = args[0] === 'all';
  if (args.length > 1 || (args.length === 1 && !all)) {
    ctx.err('Usage: npm run admin -- returns [all]');
    return 2;
  }
  const rows = await listReturns(ctx.db, { all });
  if (rows.length === 0) ctx.out(all ? 'No return requests.' : 'No return requests waiting.');
  for (const r of rows) ctx.out(formatReturnLine(r));
  return 0;
}

async function moveReturnRequest(ctx: CliContext, args: string[], options: Record<string, string>): Promise<number> {
  const [rawId, step, reason, ...extra] = args;
  const id = Number(rawId);
  const to = step ? RETURN_STEPS[step as keyof typeof RETURN_STEPS] : undefined;
  if (!rawId || !Number.isSafeInteger(id) || id < 1 || !to || extra.length > 0 || (reason !== undefined) !== (to === 'REFUSED')) {
    ctx.err(`Usage: npm run admin -- return <id> <${Object.keys(RETURN_STEPS).join('|')}> ["<reason>" for refuse] [--paid-by "<how>"]`);
    return 2;
  }
  const done = await afterPurchaseOf(ctx).moveReturn({ id, to, refusal: reason, paidBy: options['paid-by'] });
  ctx.out(`Return #${id} (${done.line.code}): ${to}.`);
  if (to === 'REFUNDED' || to === 'EXCHANGED') ctx.out(`  ${done.request.quantity} back in stock.`);
  if (done.refund) ctx.out(`  AED ${toMajor(done.refund.amount).toFixed(2)} refunded (${done.refund.method}${done.refund.paid_by ? `: ${done.refund.paid_by}` : ''}).`);
  if (done.order.email || done.order.phone) ctx.out(`  Shopper notified (${done.order.email ?? done.order.phone}).`);
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
  const { change, refunded, told } = await moveItem(operations(ctx), OPERATOR, code, target, description, { trackingNumber: options.tracking, carrier: options.carrier });
  ctx.out(`${change.code}: ${change.from} → ${change.to}${shipmentNote(change)}`);
  if (change.stockReturned > 0) ctx.out(`  ${change.stockReturned} back in stock.`);
  if (change.to === 'DELIVERED') ctx.out(`  Order ${change.orderNumber} payment: ${change.paymentStatus}.`);
  if (refunded !== null) ctx.out(`  AED ${toMajor(refunded.amount).toFixed(2)} refunded through ${refunded.method}.`);
  reportTold(ctx, told);
  return 0;
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
      case 'returns':
        return await listReturnRequests(ctx, args);
      case 'return':
        return await moveReturnRequest(ctx, args, parsed.options);
      case 'reviews':
      case 'approve-review':
      case 'reject-review':
        return await reviewCommand(ctx, command, args);
      case 'webhooks':
        return await webhooksCommand(ctx, args);
      case 'messages':
      case 'comments':
      case 'approve-comment':
        return await contentCommand(ctx, command, args);
      case 'staff':
        return await staffCommand({ db: ctx.db, settingsFile: ctx.settingsFile, out: ctx.out, err: ctx.err }, args, parsed.options);
      case 'settings':
        if (!ctx.settingsFile) {
          ctx.err('Settings are not available in this build.');
          return 1;
        }
        return await settingsCommand({ db: ctx.db, settingsFile: ctx.settingsFile, out: ctx.out, err: ctx.err, actor: OPERATOR }, args);
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
    // A refusal of the rules (the shop's own words for it), never a crash.
    if (error instanceof StatusChangeError || error instanceof OrderNotFoundError || error instanceof RefundUnavailableError || error instanceof StaffError || error instanceof HttpError) {
      ctx.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function reviewCommand(ctx: CliContext, command: string, args: string[]): Promise<number> {
  const after = afterPurchaseOf(ctx);
  if (command === 'reviews') {
    const pending = await after.pendingReviews();
    if (pending.length === 0) ctx.out('No reviews waiting for approval.');
    for (const r of pending) ctx.out(formatReviewLine(r));
    return 0;
  }
  const id = Number(args[0]);
  if (args.length !== 1 || !Number.isSafeInteger(id) || id < 1) {
    ctx.err(`Usage: npm run admin -- ${command} <id>`);
    return 2;
  }
  const verdict = command === 'approve-review' ? 'approved' : 'rejected';
  if ((await after.moderateReview(id, verdict, OPERATOR)) !== 'done') {
    ctx.err(`No review waiting for approval has the id ${id}.`);
    return 1;
  }
  ctx.out(`Review ${id} ${verdict}.`);
  return 0;
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
  if (!(await ctx.content.approveComment(id, OPERATOR))) {
    ctx.err(`No comment has the id ${id}.`);
    return 1;
  }
  ctx.out(`Comment ${id} approved.`);
  return 0;
}
