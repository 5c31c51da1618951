// Publishes: each run that put saved products on the site (or failed to, leaving the site as it
// was), newest first, with why it ran, who caused it, how long it took and what went wrong.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SimpleList, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router';
import { useDate, useSmall } from '../format.tsx';
import { buildReason } from './product-document.ts';

const COLOURS: Record<string, [string, string]> = {
  queued: ['#fff0d9', '#6b3a00'],
  running: ['#e3effd', '#0b3d73'],
  published: ['#e2f4e5', '#1a4d24'],
  failed: ['#fde5e5', '#7a1313'],
};

function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const [background, text] = COLOURS[status] ?? ['#ececec', '#333333'];
  return <Chip size="small" sx={{ bgcolor: background, color: text, fontWeight: 500 }} label={translate(`office.publishes.status.${status}`, { _: status })} />;
}

/** The products a publish carried, each a link to its page in the office. */
function Products({ record }: { record: RaRecord }) {
  const ids = (record.products ?? []) as number[];
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }} component="span">
      {ids.map((id) => (
        <Link key={id} to={`/products/${id}`} onClick={(event) => event.stopPropagation()}>
          #{id}
        </Link>
      ))}
    </Stack>
  );
}

function useWords() {
  const translate = useTranslate();
  return {
    reason: (record: RaRecord) => translate(`office.publishes.reason.${record.reason}`, { _: record.reason }),
    actor: (record: RaRecord) => (record.actor ? <bdi>{record.actor}</bdi> : translate('office.publishes.system')),
    seconds: (record: RaRecord) => (record.seconds === null || record.seconds === undefined ? '—' : translate('office.publishes.seconds', { seconds: record.seconds })),
  };
}

/** A failed publish's reason, in the build's own words (English). */
const ErrorText = ({ record }: { record: RaRecord }) =>
  record.error ? (
    <Box component="span" lang="en" dir="ltr" sx={{ display: 'block', textAlign: 'start', color: '#7a1313', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {buildReason(record.error)}
    </Box>
  ) : null;

export function PublishList() {
  const small = useSmall();
  const date = useDate();
  const words = useWords();
  return (
    <List sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          linkType={false}
          primaryText={(record) => (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }} component="span">
              <StatusChip status={record.status} />
              <Typography variant="body2" component="span">
                {words.reason(record)}
              </Typography>
            </Stack>
          )}
          secondaryText={(record) => (
            <>
              <span>
                {date(record.queued_at)} · {words.seconds(record)} · {words.actor(record)}
              </span>
              <Products record={record} />
              <ErrorText record={record} />
            </>
          )}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField source="queued_at" sortable={false} render={(record) => date(record.queued_at)} />
          <FunctionField source="status" sortable={false} render={(record) => <StatusChip status={record.status} />} />
          <FunctionField source="reason" sortable={false} render={words.reason} />
          <FunctionField source="products" sortable={false} render={(record) => <Products record={record} />} />
          <FunctionField source="actor" sortable={false} render={words.actor} />
          <FunctionField source="seconds" sortable={false} render={words.seconds} textAlign="right" />
          <FunctionField source="error" sortable={false} render={(record) => <ErrorText record={record} />} />
        </Datagrid>
      )}
    </List>
  );
}
