// Customers: searched by name, phone or e-mail; each one's orders, total spent and deliveries
// refused at the door.
import { Box, Card, CardContent, List as MuiList, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { Datagrid, FunctionField, List, Loading, NumberField, SearchInput, ShowBase, SimpleList, TextField, Title, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { StatusChip, useDate, useMoney, useSmall } from '../format.tsx';

export function CustomerList() {
  const translate = useTranslate();
  const small = useSmall();
  const money = useMoney();
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.customers.fields.q')} />]} sort={{ field: 'created_at', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(record) => <bdi>{record.name || record.email || record.phone}</bdi>}
          secondaryText={(record) => <bdi>{[record.email, record.phone].filter(Boolean).join(' · ')}</bdi>}
          tertiaryText={(record) => money(record.total_spent)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="email" />
          <FunctionField source="phone" render={(record) => <bdi dir="ltr">{record.phone}</bdi>} />
          <NumberField source="orders" />
          <FunctionField source="total_spent" render={(record) => money(record.total_spent)} />
          <NumberField source="refused" />
        </Datagrid>
      )}
    </List>
  );
}

function CustomerView() {
  const record = useRecordContext();
  const translate = useTranslate();
  const money = useMoney();
  const date = useDate();
  const { data: orders = [], total = 0 } = useGetList('orders', { filter: { customer: record?.id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'created_at', order: 'DESC' } }, { enabled: Boolean(record) });
  if (!record) return <Loading />;
  const facts: [string, string | number][] = [
    ['email', record.email ?? '—'],
    ['phone', record.phone ?? '—'],
    ['orders', record.orders],
    ['total_spent', money(record.total_spent)],
    ['refused', record.refused],
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={record.name || record.email} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {record.name || record.email || record.phone}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {facts.map(([field, value]) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {translate(`resources.customers.fields.${field}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  <bdi>{value}</bdi>
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('office.customers.orders')}
          </Typography>
          {orders.length === 0 ? (
            <Typography color="text.secondary">{translate('office.customers.none')}</Typography>
          ) : (
            <MuiList>
              {orders.map((order) => (
                <ListItem key={order.id} disablePadding divider>
                  <ListItemButton component={Link} to={`/orders/${order.id}/show`}>
                    <ListItemText
                      primary={<bdi>{order.order_number}</bdi>}
                      secondary={
                        <>
                          <bdi>{date(order.created_at, false)}</bdi> · <bdi>{money(order.total_amount)}</bdi>
                        </>
                      }
                    />
                    <Stack direction="row" sx={{ gap: 0.5 }}>
                      {[...new Set(order.statuses as string[])].map((status) => (
                        <StatusChip key={status} status={status} />
                      ))}
                    </Stack>
                  </ListItemButton>
                </ListItem>
              ))}
              {total > orders.length && (
                <ListItem>
                  <ListItemText secondary={`${orders.length} / ${total}`} />
                </ListItem>
              )}
            </MuiList>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export function CustomerShow() {
  return (
    <ShowBase>
      <CustomerView />
    </ShowBase>
  );
}
