// Orders: filtered by status, payment method and state, country and dates, searched by order
// number, phone or e-mail, paginated and sorted on the server; several marked shipped at once.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useMemo, useState, type FormEvent } from 'react';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselect,
  useUnselectAll,
  type RaRecord,
} from 'react-admin';
import { dataProvider, type ShipResult } from '../data-provider.ts';
import { StatusChip, useCountryName, useDate, useMoney, useSmall } from '../format.tsx';
import { ShipFields, type Shipment } from './ship-fields.tsx';
import { PAYMENT_METHODS } from '../../../src/lib/api/payment-methods.ts';

export const ORDER_STATUSES = ['PLACED', 'CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'REFUSED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED'];
const PAYMENT_STATES = ['UNPAID', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'];
/** Where the shop delivers: the GCC and India. */
const COUNTRIES = ['AE', 'SA', 'KW', 'QA', 'BH', 'OM', 'IN'];

function useFilters() {
  const translate = useTranslate();
  const choices = (prefix: string, values: string[]) => values.map((id) => ({ id, name: translate(`${prefix}.${id}`, { _: id }) }));
  const countryName = useCountryName();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.orders.fields.q')} />,
    <SelectInput key="status" source="status" choices={choices('office.status', ORDER_STATUSES)} alwaysOn />,
    <SelectInput key="payment_method" source="payment_method" choices={choices('office.payment_method', [...PAYMENT_METHODS])} />,
    <SelectInput key="payment_status" source="payment_status" choices={choices('office.payment_status', PAYMENT_STATES)} />,
    <SelectInput key="country" source="country" choices={COUNTRIES.map((id) => ({ id, name: countryName(id) }))} />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
  ];
}

/** The customer as the list names them: their name, else how they signed up. */
export const customerName = (record: RaRecord) => {
  const customer = record.customer as { name: string | null; email: string | null; phone: string | null } | undefined;
  return customer?.name || customer?.email || customer?.phone || '—';
};

/** An order's items' statuses, each once, in the order of the path. */
function Statuses({ record }: { record: RaRecord }) {
  const statuses = useMemo(() => [...new Set((record.statuses ?? []) as string[])], [record.statuses]);
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {statuses.map((status) => (
        <StatusChip key={status} status={status} />
      ))}
    </Stack>
  );
}

function ShipManyButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, data = [], resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const unselect = useUnselect(resource);
  const [open, setOpen] = useState(false);
  const [shipments, setShipments] = useState<Record<string, Shipment>>({});
  const [description, setDescription] = useState('');
  const [refused, setRefused] = useState<ShipResult[]>([]);
  const [busy, setBusy] = useState(false);
  const selected = data.filter((record) => selectedIds.includes(record.id));

  const start = () => {
    setShipments(Object.fromEntries(selected.map((record) => [String(record.id), { tracking_number: '', carrier: '' }])));
    setRefused([]);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { data: results } = await dataProvider.shipOrders(
        selected.map((record) => {
          const { tracking_number, carrier } = shipments[String(record.id)]!;
          // Each order as the list showed it: one moved meanwhile is refused, not shipped.
          return { id: record.id, tracking_number: tracking_number.trim(), carrier: carrier.trim() || undefined, expected: record.status_ids };
        }),
        description,
      );
      const shipped = results.filter((result) => !result.code);
      const failed = results.filter((result) => result.code);
      if (shipped.length) notify('office.orders.ship_many_done', { type: 'success', messageArgs: { smart_count: shipped.length } });
      setRefused(failed);
      // What shipped leaves the dialog; what was refused stays, shown as it is now, to ship again.
      unselect(shipped.map((result) => result.id));
      if (!failed.length) {
        setOpen(false);
        unselectAll();
      }
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const numberOf = (id: unknown) => selected.find((record) => record.id === id)?.order_number ?? String(id);
  return (
    <>
      <Button startIcon={<LocalShippingIcon />} onClick={start} size="small">
        {translate('office.orders.mark_shipped')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="ship-many-title" fullWidth maxWidth="sm">
        <form onSubmit={submit}>
          <DialogTitle id="ship-many-title">{translate('office.orders.ship_many_title', { smart_count: selected.length })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {refused.map((result) => (
                <Alert key={String(result.id)} severity="error">
                  {translate('office.orders.ship_many_refused', { order: result.order_number ?? numberOf(result.id), reason: translate(`office.errors.${result.code}`, { _: result.message ?? '' }) })}
                </Alert>
              ))}
              {selected.map((record) => (
                <Box key={String(record.id)}>
                  <Typography variant="subtitle2" component="h3" gutterBottom>
                    {record.order_number}
                  </Typography>
                  <ShipFields
                    idPrefix={`ship-${record.id}`}
                    label={String(record.order_number)}
                    value={shipments[String(record.id)] ?? { tracking_number: '', carrier: '' }}
                    onChange={(next) => setShipments((all) => ({ ...all, [String(record.id)]: next }))}
                  />
                </Box>
              ))}
              <TextField label={translate('office.orders.description')} helperText={translate('office.orders.description_help')} value={description} onChange={(event) => setDescription(event.target.value)} required multiline minRows={2} fullWidth />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('office.orders.mark_shipped')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

export function OrderList() {
  const small = useSmall();
  const money = useMoney();
  const date = useDate();
  const translate = useTranslate();
  const countryName = useCountryName();
  return (
    <List filters={useFilters()} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      {small ? (
        // On a phone, two columns and the selection boxes: orders are shipped from the warehouse floor.
        <Datagrid rowClick="show" bulkActionButtons={<ShipManyButton />} size="small">
          <FunctionField
            source="order_number"
            render={(record) => (
              <Stack sx={{ gap: 0.25, alignItems: 'flex-start' }}>
                <Typography variant="body2" component="bdi" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {record.order_number}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 170 }}>
                  <bdi>{customerName(record)}</bdi> · <bdi>{date(record.created_at, false)}</bdi>
                </Typography>
                <Statuses record={record} />
              </Stack>
            )}
          />
          <FunctionField source="total_amount" render={(record) => money(record.total_amount)} textAlign="right" />
        </Datagrid>
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<ShipManyButton />}>
          <FunctionField source="order_number" render={(record) => <bdi style={{ whiteSpace: 'nowrap' }}>{record.order_number}</bdi>} />
          <FunctionField source="created_at" render={(record) => date(record.created_at)} />
          <FunctionField source="customer" sortable={false} render={(record) => <bdi style={{ wordBreak: 'break-all' }}>{customerName(record)}</bdi>} />
          <FunctionField source="status" sortable={false} render={(record) => <Statuses record={record} />} />
          <FunctionField source="payment_method" sortable={false} render={(record) => translate(`office.payment_method.${record.payment_method}`, { _: record.payment_method })} />
          <FunctionField source="payment_status" sortable={false} render={(record) => translate(`office.payment_status.${record.payment_status}`, { _: record.payment_status })} />
          <FunctionField source="country" sortable={false} render={(record) => countryName(record.country)} />
          <FunctionField source="total_amount" render={(record) => money(record.total_amount)} textAlign="right" />
        </Datagrid>
      )}
    </List>
  );
}
