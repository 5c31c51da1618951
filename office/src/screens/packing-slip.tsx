// The packing slip: what goes in the parcel and where it goes, on one printed page (the app's
// frame and the buttons are not printed). Prices are left off but the amount a courier collects
// for a cash-on-delivery order.
import { Box, Button, GlobalStyles, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Link, useParams } from 'react-router';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { useDate, useMoney } from '../format.tsx';
import { AddressLines, addressOf, useItemWords, type Item } from './order-show.tsx';

const PRINT_STYLES = {
  '@media print': {
    '.no-print': { display: 'none !important' },
    body: { background: '#fff' },
    '@page': { margin: '12mm' },
  },
};

export function PackingSlip() {
  const { id } = useParams();
  const translate = useTranslate();
  const date = useDate();
  const money = useMoney();
  const itemWords = useItemWords();
  const { data: record, error } = useGetOne('orders', { id: id! });
  if (error) return <Typography role="alert">{(error as Error).message}</Typography>;
  if (!record) return <Loading />;
  const address = addressOf(record);
  const collect = record.payment_method === 'cod' && record.payment_status !== 'PAID';
  const items = ((record.items ?? []) as Item[]).filter((item) => !['CANCELLED', 'RETURNED', 'REFUSED'].includes(item.status));
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 800, mx: 'auto', bgcolor: '#fff', color: '#000' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" className="no-print" sx={{ gap: 1, mb: 2 }}>
        <Button component={Link} to={`/orders/${record.id}/show`}>
          {translate('ra.action.back')}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('office.orders.print')}
        </Button>
      </Stack>
      <Typography variant="h5" component="h1">
        {translate('office.orders.slip_title', { order: record.order_number })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('office.orders.placed_on', { date: date(record.created_at, false) })}</Typography>
      <Typography variant="h6" component="h2">
        {translate('office.orders.ship_to')}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', mb: 2, fontSize: '1.1rem' }}>
        <AddressLines address={address} />
        {address.phone_number && <bdi dir="ltr">{address.phone_number}</bdi>}
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('office.orders.items')}</TableCell>
            <TableCell>{translate('office.orders.item_code')}</TableCell>
            <TableCell align="right">{translate('office.orders.quantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.code}>
              <TableCell>
                <bdi>{itemWords(item).product}</bdi> — <bdi>{itemWords(item).variant}</bdi>
              </TableCell>
              <TableCell>
                <bdi dir="ltr">{item.code}</bdi>
              </TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {collect && (
        <Typography variant="h6" component="p" sx={{ mt: 2 }}>
          {translate('office.orders.collect', { amount: money(record.total_amount) })}
        </Typography>
      )}
    </Box>
  );
}
