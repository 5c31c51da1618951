// The audit log (the owner's): who did what, when, on what, with the values before and after;
// filtered by who, what, on what and dates.
import { Box, Typography } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, SimpleList, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { useDate, useSmall } from '../format.tsx';

function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  return (
    <Box component="pre" dir="ltr" sx={{ m: 0, fontSize: '0.75rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 320 }}>
      {JSON.stringify(value, null, 1)}
    </Box>
  );
}

export function AuditList() {
  const translate = useTranslate();
  const small = useSmall();
  const date = useDate();
  // The command line's entries are "operator (command line)" in the log: worded in the staff member's language.
  const actor = (record: RaRecord) => (record.staff_id === null && record.actor.startsWith('operator') ? translate('office.audit.operator') : record.actor);
  const target = (record: RaRecord) => [record.target_type, record.target_id].filter(Boolean).join(' ') || '—';
  return (
    <List
      filters={[<TextInput key="actor" source="actor" alwaysOn />, <TextInput key="action" source="action" alwaysOn />, <TextInput key="target" source="target" />, <DateInput key="from" source="from" />, <DateInput key="to" source="to" />]}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={50}
      exporter={false}
    >
      {small ? (
        <SimpleList primaryText={(record) => record.action} secondaryText={(record) => `${actor(record)} · ${target(record)}`} tertiaryText={(record) => date(record.at)} linkType={false} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField source="at" render={(record) => date(record.at)} />
          <FunctionField source="actor" sortable={false} render={actor} />
          <FunctionField source="action" sortable={false} render={(record) => <Typography component="code" variant="body2">{record.action}</Typography>} />
          <FunctionField source="target" sortable={false} render={target} />
          <FunctionField source="before" sortable={false} render={(record) => <Values value={record.before} />} />
          <FunctionField source="after" sortable={false} render={(record) => <Values value={record.after} />} />
          <FunctionField source="ip" sortable={false} render={(record) => <bdi dir="ltr">{record.ip ?? ''}</bdi>} />
        </Datagrid>
      )}
    </List>
  );
}

