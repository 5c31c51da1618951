// Blog comments to moderate: the waiting ones first, each approved (published) or refused.
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { List, SelectInput, useListContext, useNotify, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useDate } from '../format.tsx';

const STATUSES = ['pending', 'approved', 'refused'];

function Decision({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const decide = (status: 'approved' | 'refused') =>
    update(
      'comments',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        // The list is read again: a decided comment leaves the queue it was in.
        onSuccess: () => {
          notify(`office.comments.${status}`, { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      {record.status !== 'approved' && (
        <Button size="small" variant="contained" disabled={isPending} onClick={() => decide('approved')} aria-label={`${translate('office.comments.approve')} — ${record.name}`}>
          {translate('office.comments.approve')}
        </Button>
      )}
      {record.status !== 'refused' && (
        <Button size="small" variant="outlined" color="error" disabled={isPending} onClick={() => decide('refused')} aria-label={`${translate('office.comments.refuse')} — ${record.name}`}>
          {translate('office.comments.refuse')}
        </Button>
      )}
    </Stack>
  );
}

function Comments() {
  const { data = [] } = useListContext();
  const translate = useTranslate();
  const date = useDate();
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((record) => (
        <Card key={record.id} variant="outlined" component="article">
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>
                <bdi>{record.name}</bdi>{' '}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  · <bdi>{record.post}</bdi> · <bdi>{date(record.created_at)}</bdi>
                </Box>
              </Typography>
              <Chip size="small" label={translate(`office.comments.status.${record.status}`, { _: record.status })} />
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }} dir="auto">
              {record.message}
            </Typography>
            <Decision record={record} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export function CommentList() {
  const translate = useTranslate();
  return (
    <List
      filters={[<SelectInput key="status" source="status" alwaysOn choices={STATUSES.map((id) => ({ id, name: translate(`office.comments.status.${id}`) }))} />]}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
    >
      <Comments />
    </List>
  );
}

