// One order: its items with their history, the delivery address (copyable, the phone a tap-to-call
// link), the amounts, payments and refunds; the moves its items may make (a note for the shopper,
// and for SHIPPED the carrier and tracking number), cancelling with the stock put back and a card
// payment refunded, and the packing slip.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PhoneIcon from '@mui/icons-material/Phone';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Loading, ShowBase, Title, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { OfficeError } from '../api.ts';
import { dataProvider } from '../data-provider.ts';
import { StatusChip, useCountryName, useDate, useMoney, useSmall } from '../format.tsx';
import { canMove, movesFor, moveTarget, type Move, type OrderItem, type OrderTerms } from './order-moves.ts';
import { ShipFields, type Shipment } from './ship-fields.tsx';
import { useProductName, useVariantName, type VariantCodes } from '../catalogue-words.ts';
import type { LocalizedName } from '../../../src/lib/catalogue/product-name.ts';

export type Address = { name?: string; street_address?: string; city?: string; state?: string; postal_code?: string; country?: string; phone_number?: string };
type HistoryEntry = { status: string; description: string; tracking_number: string | null; carrier: string | null; created_at: string };
export type Item = OrderItem & {
  code: string;
  name: string;
  names: Partial<LocalizedName> | null;
  variant_name: string;
  variant: VariantCodes | null;
  quantity: number;
  unit_price: number;
  total_price: number;
  history: HistoryEntry[];
};

/** An item's product and variant in the staff member's language: "شيلة لشبونة" and "أبيض، M". */
export function useItemWords() {
  const productName = useProductName();
  const variantName = useVariantName();
  return (item: Item) => ({ product: productName(item.names, item.name), variant: variantName(item.variant, item.variant_name) });
}
/** A card payment page opened for the order (the provider's Checkout Session). */
type Payment = { id: string; provider: string; attempt: number; status: string; created_at: string };
/** Money sent back, as the audit log recorded it: when, how much, by whom, for which items. */
type Refund = { at: string; amount: number; method: string; cause: string; items: string[] };

/** What of the order decides the moves it is offered. */
const termsOf = (record: RaRecord): OrderTerms => ({ online_payment: Boolean(record.online_payment) });

/** The address as the API sends it: an object, or the JSON text the order keeps. */
export function addressOf(record: RaRecord): Address {
  const raw = record.address as Address | string | undefined;
  if (!raw) return {};
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as Address;
  } catch {
    return { street_address: raw };
  }
}

export function AddressLines({ address }: { address: Address }) {
  const countryName = useCountryName();
  return (
    <>
      {[address.name, address.street_address, [address.city, address.state, address.postal_code].filter(Boolean).join(', '), address.country && countryName(address.country)]
        .filter(Boolean)
        .map((line, index) => (
          <Typography key={index} component="span" sx={{ display: 'block' }}>
            {line}
          </Typography>
        ))}
    </>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** Runs an order action; a stale order is reloaded and said so, other refusals shown as they are. */
function useOrderAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (run: () => Promise<unknown>, done: string, args: Record<string, unknown> = {}): Promise<boolean> => {
    try {
      await run();
      notify(done, { type: 'success', messageArgs: args });
      refresh();
      return true;
    } catch (error) {
      if (error instanceof OfficeError && error.code === 'stale_record') refresh();
      // A dismissed re-authentication is no failure to report.
      if (!(error instanceof OfficeError && error.code === 'reauth_required')) notify((error as Error).message, { type: 'error' });
      return false;
    }
  };
}

function MoveDialog({ to, record, onClose }: { to: Move; record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const act = useOrderAction();
  const [description, setDescription] = useState('');
  const [shipment, setShipment] = useState<Shipment>({ tracking_number: '', carrier: '' });
  const [busy, setBusy] = useState(false);
  const status = translate(`office.status.${to}`);
  const action = translate(`office.moves.${to}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = { ...moveTarget(record.items as Item[], to, termsOf(record)), to, description, ...(to === 'SHIPPED' ? shipment : {}) };
    const done = await act(() => dataProvider.act('orders', record.id, 'move', body), 'office.orders.move_done', { status });
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="move-title" fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id="move-title">{translate('office.orders.move_title', { action, order: record.order_number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {to === 'REFUSED' && <DialogContentText>{translate('office.orders.refused_explanation')}</DialogContentText>}
            {to === 'SHIPPED' && <ShipFields idPrefix="move" value={shipment} onChange={setShipment} />}
            <TextField label={translate('office.orders.description')} helperText={translate('office.orders.description_help')} value={description} onChange={(event) => setDescription(event.target.value)} required multiline minRows={2} fullWidth autoFocus={to !== 'SHIPPED'} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function CancelDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const money = useMoney();
  const act = useOrderAction();
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const refunds = termsOf(record).online_payment && record.payment_status === 'PAID';
  // Nothing delivered: the whole order is refunded (delivery and all); else the items cancelled.
  const items = (record.items ?? []) as Item[];
  const cancelled = items.filter((item) => canMove(item, 'CANCELLED', termsOf(record)));
  const refund = cancelled.length === items.length ? record.total_amount : cancelled.reduce((sum, item) => sum + item.total_price, 0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await act(() => dataProvider.act('orders', record.id, 'cancel', { ...moveTarget(record.items as Item[], 'CANCELLED', termsOf(record)), description }), 'office.orders.cancel_done');
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id="cancel-title">{translate('office.orders.cancel_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{refunds ? translate('office.orders.cancel_refund', { amount: money(refund) }) : translate('office.orders.cancel_no_refund')}</DialogContentText>
            <TextField label={translate('office.orders.description')} helperText={translate('office.orders.description_help')} value={description} onChange={(event) => setDescription(event.target.value)} required multiline minRows={2} fullWidth autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {translate('office.orders.cancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function Moves({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const [moving, setMoving] = useState<Move | 'CANCELLED' | null>(null);
  const items = (record.items ?? []) as Item[];
  const moves = movesFor(items, termsOf(record));
  const cancellable = items.some((item) => canMove(item, 'CANCELLED', termsOf(record)));
  if (!moves.length && !cancellable) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {moves.map((to, index) => (
        <Button key={to} variant={index === 0 ? 'contained' : 'outlined'} onClick={() => setMoving(to)}>
          {translate(`office.moves.${to}`)}
        </Button>
      ))}
      {cancellable && (
        <Button variant="outlined" color="error" onClick={() => setMoving('CANCELLED')}>
          {translate('office.orders.cancel')}
        </Button>
      )}
      {moving === 'CANCELLED' && <CancelDialog record={record} onClose={() => setMoving(null)} />}
      {moving && moving !== 'CANCELLED' && <MoveDialog to={moving} record={record} onClose={() => setMoving(null)} />}
    </Stack>
  );
}

function History({ history }: { history: HistoryEntry[] }) {
  const translate = useTranslate();
  const date = useDate();
  return (
    <Box component="ol" sx={{ m: 0, ps: 2.5, mt: 0.5 }} aria-label={translate('office.orders.history')}>
      {history.map((entry, index) => (
        <Typography component="li" variant="body2" key={index} sx={{ mb: 0.5 }}>
          <strong>{translate(`office.status.${entry.status}`, { _: entry.status })}</strong> · {date(entry.created_at)}
          {entry.description && (
            <>
              {' — '}
              <bdi>{entry.description}</bdi>
            </>
          )}
          {entry.tracking_number && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {translate('office.orders.tracking', { number: entry.tracking_number, carrier: entry.carrier ?? '—' })}
            </Box>
          )}
        </Typography>
      ))}
    </Box>
  );
}

function Items({ items }: { items: Item[] }) {
  const translate = useTranslate();
  const money = useMoney();
  const small = useSmall();
  const itemWords = useItemWords();
  if (small) {
    return (
      <Stack spacing={2}>
        {items.map((item) => (
          <Box key={item.code} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {item.quantity} × <bdi>{itemWords(item).product}</bdi>
              </Typography>
              <StatusChip status={item.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              <bdi>{itemWords(item).variant}</bdi> · <bdi dir="ltr">{item.code}</bdi> · {money(item.total_price)}
            </Typography>
            <History history={item.history ?? []} />
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('office.orders.items')}</TableCell>
          <TableCell align="right">{translate('office.orders.quantity')}</TableCell>
          <TableCell align="right">{translate('office.orders.unit_price')}</TableCell>
          <TableCell align="right">{translate('office.orders.line_total')}</TableCell>
          <TableCell>{translate('resources.orders.fields.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.code} sx={{ verticalAlign: 'top' }}>
            <TableCell>
              <Typography sx={{ fontWeight: 600 }}>
                <bdi>{itemWords(item).product}</bdi>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <bdi>{itemWords(item).variant}</bdi> · <bdi dir="ltr">{item.code}</bdi>
              </Typography>
              <History history={item.history ?? []} />
            </TableCell>
            <TableCell align="right">{item.quantity}</TableCell>
            <TableCell align="right">{money(item.unit_price)}</TableCell>
            <TableCell align="right">{money(item.total_price)}</TableCell>
            <TableCell>
              <StatusChip status={item.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AddressSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const countryName = useCountryName();
  const address = addressOf(record);
  const copy = async () => {
    const text = [address.name, address.street_address, [address.city, address.state, address.postal_code].filter(Boolean).join(', '), address.country && countryName(address.country), address.phone_number].filter(Boolean).join('\n');
    await navigator.clipboard.writeText(text);
    notify('office.orders.copied', { type: 'info' });
  };
  return (
    <Section
      title={translate('office.orders.address')}
      action={
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('office.orders.copy_address')}
        </Button>
      }
    >
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <AddressLines address={address} />
        {address.phone_number && (
          <MuiLink href={`tel:${address.phone_number.replace(/[^\d+]/g, '')}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }} aria-label={translate('office.orders.call', { phone: address.phone_number })}>
            <PhoneIcon fontSize="small" />
            <bdi dir="ltr">{address.phone_number}</bdi>
          </MuiLink>
        )}
      </Box>
    </Section>
  );
}

function Amounts({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const money = useMoney();
  const rows: [string, number][] = [
    ['subtotal', record.subtotal],
    ['offer', record.offer_amount ? -Math.abs(record.offer_amount) : 0],
    ['delivery', record.delivery_charge],
    ['tax', record.tax],
  ];
  return (
    <Section title={translate('office.orders.amounts')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([key, amount]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt">{translate(`office.orders.${key}`)}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {money(amount)}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {translate('office.orders.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 700 }}>
          {money(record.total_amount)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate(`office.payment_method.${record.payment_method}`, { _: record.payment_method })} · {translate(`office.payment_status.${record.payment_status}`, { _: record.payment_status })}
      </Typography>
    </Section>
  );
}

function Payments({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const money = useMoney();
  const date = useDate();
  const payments = (record.payments ?? []) as Payment[];
  const refunds = (record.refunds ?? []) as Refund[];
  return (
    <Section title={translate('office.orders.payments')}>
      {payments.length === 0 ? (
        <Typography color="text.secondary">{translate('office.orders.no_payments')}</Typography>
      ) : (
        payments.map((payment) => (
          <Typography key={payment.id} variant="body2">
            {translate('office.orders.payment_attempt', { attempt: payment.attempt })} · {date(payment.created_at)} · {payment.provider} · {translate(`office.payment_session.${payment.status}`, { _: payment.status })}
          </Typography>
        ))
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('office.orders.refunds')}
      </Typography>
      {refunds.length === 0 ? (
        <Typography color="text.secondary">{translate('office.orders.no_refunds')}</Typography>
      ) : (
        refunds.map((refund, index) => (
          <Typography key={index} variant="body2">
            {date(refund.at)} · {money(refund.amount)} · {translate(`office.payment_method.${refund.method}`, { _: refund.method })}
            {refund.items.length ? ` · ${refund.items.join(', ')}` : ''}
          </Typography>
        ))
      )}
    </Section>
  );
}

function OrderView() {
  const record = useRecordContext();
  const translate = useTranslate();
  const date = useDate();
  if (!record) return <Loading />;
  const customer = record.customer as { id: number; name: string | null; email: string | null; phone: string | null } | undefined;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title
        title={
          <>
            {translate('resources.orders.name', { smart_count: 1 })} <bdi>{record.order_number}</bdi>
          </>
        }
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1">
          <bdi>{record.order_number}</bdi>
        </Typography>
        <Button component={Link} to={`/orders/${record.id}/slip`} startIcon={<PrintIcon />} size="small">
          {translate('office.orders.packing_slip')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('office.orders.placed_on', { date: date(record.created_at) })}
        {customer && (
          <>
            {' · '}
            <Link to={`/customers/${customer.id}/show`}>
              <bdi>{customer.name || customer.email || customer.phone}</bdi>
            </Link>
          </>
        )}
      </Typography>
      <Moves record={record} />
      <Section title={translate('office.orders.items')}>
        <Items items={(record.items ?? []) as Item[]} />
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, '& > section': { mb: 0 } }}>
        <AddressSection record={record} />
        <Amounts record={record} />
        <Payments record={record} />
      </Box>
    </Box>
  );
}

export function OrderShow() {
  return (
    <ShowBase>
      <OrderView />
    </ShowBase>
  );
}

