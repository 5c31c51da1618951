// Today: what waits for an action (orders to confirm, to ship, returns to receive), the day's and
// month's orders and sales in AED, and the variants low on stock.
import { Alert, Box, Card, CardActionArea, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Loading, Title, useTranslate } from 'react-admin';
import { dataProvider } from '../data-provider.ts';
import { useProductName, useVariantName } from '../catalogue-words.ts';
import { useMoney } from '../format.tsx';
import type { LocalizedName } from '../../../src/lib/catalogue/product-name.ts';

type Figures = {
  to_confirm: number;
  to_ship: number;
  returns_to_receive: number;
  today: { orders: number; sales: number };
  month: { orders: number; sales: number };
  low_stock: { id: number; product: string; names: Partial<LocalizedName> | null; color: string | null; size: string | null; sku: string; stock: number }[];
  low_stock_threshold: number;
};

/** The orders list filtered on one status, as the dashboard's counts link to it. */
const ordersWith = (status: string) => `/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}`;

function Figure({ label, value, to }: { label: string; value: string | number; to?: string }) {
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontSize: { xs: '1.4rem', sm: '2.125rem' }, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </CardContent>
  );
  return <Card>{to ? <CardActionArea component={Link} to={to}>{body}</CardActionArea> : body}</Card>;
}

export function Dashboard() {
  const translate = useTranslate();
  const money = useMoney();
  const productName = useProductName();
  const variantName = useVariantName();
  const [figures, setFigures] = useState<Figures | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    dataProvider.dashboard<Figures>().then(setFigures, (failure: Error) => setError(failure.message));
  }, []);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('office.dashboard.title')} />
      {error && <Alert severity="error">{error}</Alert>}
      {!figures && !error && <Loading />}
      {figures && (
        <>
          <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(3, 1fr)', mb: 2 }}>
            <Figure label={translate('office.dashboard.to_confirm')} value={figures.to_confirm} to={ordersWith('PLACED')} />
            <Figure label={translate('office.dashboard.to_ship')} value={figures.to_ship} to={ordersWith('PROCESSING')} />
            <Figure label={translate('office.dashboard.returns')} value={figures.returns_to_receive} to={ordersWith('RETURN_REQUESTED')} />
          </Box>
          <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
            <Figure label={translate('office.dashboard.orders_today')} value={figures.today.orders} />
            <Figure label={translate('office.dashboard.sales_today')} value={money(figures.today.sales)} />
            <Figure label={translate('office.dashboard.orders_month')} value={figures.month.orders} />
            <Figure label={translate('office.dashboard.sales_month')} value={money(figures.month.sales)} />
          </Box>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('office.dashboard.low_stock')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('office.stock.low_threshold', { threshold: figures.low_stock_threshold })}
              </Typography>
              {figures.low_stock.length === 0 ? (
                <Typography color="text.secondary">{translate('office.dashboard.no_low_stock')}</Typography>
              ) : (
                <List dense>
                  {figures.low_stock.map((row) => (
                    <ListItem key={row.id} disableGutters>
                      <ListItemText
                        primary={
                          <>
                            <bdi>{productName(row.names, row.product)}</bdi> — <bdi>{variantName(row)}</bdi>
                          </>
                        }
                        secondary={
                          <>
                            <bdi dir="ltr">{row.sku}</bdi> · {translate('office.dashboard.left', { count: row.stock })}
                          </>
                        }
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              <Link to={`/stock?filter=${encodeURIComponent(JSON.stringify({ low: true }))}`}>{translate('office.dashboard.see')}</Link>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
