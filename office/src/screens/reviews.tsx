// Buyers' product reviews to moderate: the waiting ones first, each approved (shown on the product
// page at once) or rejected (never shown). A review someone decided meanwhile is refused by the
// server and the list read again.
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { List, SelectInput, useListContext, useLocaleState, useNotify, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { OfficeError } from '../api.ts';
import { useFitName, useProductName } from '../catalogue-words.ts';
import { useDate } from '../format.tsx';

const STATUSES = ['pending', 'approved', 'rejected'];

function Decision({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (record.status !== 'pending') return null;
  const decide = (status: 'approved' | 'rejected') =>
    update(
      'reviews',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        // The list is read again: a decided review leaves the queue it was in.
        onSuccess: () => {
          notify(`office.reviews.${status}`, { type: 'success' });
          refresh();
        },
        onError: (error) => {
          notify((error as Error).message, { type: 'error' });
          if (error instanceof OfficeError && error.code === 'stale_record') refresh();
        },
      },
    );
  const about = `${record.title} — ${record.customer}`;
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button size="small" variant="contained" disabled={isPending} onClick={() => decide('approved')} aria-label={`${translate('office.reviews.approve')} — ${about}`}>
        {translate('office.reviews.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={isPending} onClick={() => decide('rejected')} aria-label={`${translate('office.reviews.reject')} — ${about}`}>
        {translate('office.reviews.reject')}
      </Button>
    </Stack>
  );
}

/** Five stars, the given number filled, read out as "4 out of 5 stars". */
function Stars({ rating }: { rating: number }) {
  const translate = useTranslate();
  const label = translate('office.reviews.rating', { rating });
  return (
    <Box component="span" role="img" aria-label={label} title={label} sx={{ color: '#8a5a00', letterSpacing: 1, whiteSpace: 'nowrap' }}>
      {'★'.repeat(rating)}
      <Box component="span" sx={{ color: 'text.disabled' }}>
        {'☆'.repeat(5 - rating)}
      </Box>
    </Box>
  );
}

function Reviews() {
  const { data = [] } = useListContext();
  const translate = useTranslate();
  const date = useDate();
  const productName = useProductName();
  const fitName = useFitName();
  const [locale] = useLocaleState();
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((record) => (
        <Card key={record.id} variant="outlined" component="article" aria-labelledby={`review-${record.id}`}>
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>
                <bdi>{productName(record.names, record.product)}</bdi>
              </Typography>
              <Chip size="small" label={translate(`office.reviews.status.${record.status}`, { _: record.status })} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              <bdi>{record.customer}</bdi> · <bdi>{date(record.created_at)}</bdi> · {translate('office.reviews.written_in', { language: languages.of(record.locale) ?? record.locale })}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mt: 1 }}>
              <Stars rating={record.rating} />
              <Typography id={`review-${record.id}`} component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }} dir="auto">
                {record.title}
              </Typography>
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }} dir="auto">
              {record.text}
            </Typography>
            {record.fit && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {fitName(record.fit)}
              </Typography>
            )}
            <Decision record={record} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export function ReviewList() {
  const translate = useTranslate();
  return (
    <List
      filters={[<SelectInput key="status" source="status" alwaysOn choices={STATUSES.map((id) => ({ id, name: translate(`office.reviews.status.${id}`) }))} />]}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      empty={false}
    >
      <Reviews />
    </List>
  );
}
