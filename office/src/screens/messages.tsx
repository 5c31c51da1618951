// Contact messages: the ones waiting for an answer first; each one marked answered (or not), or
// answered by e-mail from here, which marks it answered.
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  Loading,
  SearchInput,
  SelectInput,
  ShowBase,
  SimpleList,
  TextField,
  Title,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { dataProvider } from '../data-provider.ts';
import { useDate, useSmall } from '../format.tsx';

export function MessageList() {
  const translate = useTranslate();
  const small = useSmall();
  const date = useDate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="answered"
      source="answered"
      alwaysOn
      choices={[
        { id: 'false', name: translate('office.messages.unanswered_filter') },
        { id: 'true', name: translate('office.messages.answered_filter') },
      ]}
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(record) => <bdi>{record.subject || record.name}</bdi>}
          secondaryText={(record) => (
            <>
              <bdi>{record.name}</bdi> · <bdi>{date(record.created_at, false)}</bdi>
            </>
          )}
          tertiaryText={(record) => (record.answered_at ? translate('office.messages.answered_filter') : '')}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="email" />
          <TextField source="subject" />
          <FunctionField source="created_at" render={(record) => date(record.created_at)} />
          <FunctionField source="answered" sortable={false} render={(record) => (record.answered_at ? date(record.answered_at) : '—')} />
        </Datagrid>
      )}
    </List>
  );
}

function ReplyDialog({ onClose }: { onClose: () => void }) {
  const record = useRecordContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [subject, setSubject] = useState(() => (record.subject ? `Re: ${record.subject}` : ''));
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await dataProvider.act('messages', record.id, 'reply', { subject, text });
      notify('office.messages.sent', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reply-title" fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id="reply-title">{translate('office.messages.reply_title', { name: record.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <MuiTextField label={translate('resources.messages.fields.subject')} value={subject} onChange={(event) => setSubject(event.target.value)} required fullWidth />
            <MuiTextField label={translate('office.messages.reply_text')} value={text} onChange={(event) => setText(event.target.value)} required multiline minRows={6} fullWidth autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('office.messages.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function MessageView() {
  const record = useRecordContext();
  const translate = useTranslate();
  const date = useDate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [replying, setReplying] = useState(false);
  if (!record) return <Loading />;
  const answered = Boolean(record.answered_at);
  const toggle = () =>
    update('messages', { id: record.id, data: { answered: !answered }, previousData: record }, { mutationMode: 'pessimistic', onError: (error) => notify((error as Error).message, { type: 'error' }) });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 800 }}>
      <Title title={record.subject || record.name} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {record.subject || translate('resources.messages.name', { smart_count: 1 })}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            <bdi>{record.name}</bdi> · <bdi>{record.email}</bdi> · <bdi>{date(record.created_at)}</bdi>
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', my: 2 }} dir="auto">
            {record.message}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<ReplyIcon />} onClick={() => setReplying(true)}>
              {translate('office.messages.reply')}
            </Button>
            <Button variant="outlined" onClick={toggle} disabled={isPending}>
              {translate(answered ? 'office.messages.mark_unanswered' : 'office.messages.mark_answered')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {replying && <ReplyDialog onClose={() => setReplying(false)} />}
    </Box>
  );
}

export function MessageShow() {
  return (
    <ShowBase>
      <MessageView />
    </ShowBase>
  );
}
