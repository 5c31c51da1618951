// Staff (the owner's): who may sign in to the office, with their role and language. Adding one
// shows their one-time password and authenticator secret once (they are never shown again);
// removing one ends their sessions. The server keeps the last owner.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Create,
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  email,
  required,
  useGetIdentity,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useDate, useSmall } from '../format.tsx';
import { qrImage } from '../qr.ts';

function RemoveButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (identity?.id === record.id) return <>{translate('office.staff.you')}</>;
  return (
    <DeleteWithConfirmButton
      record={record}
      mutationMode="pessimistic"
      label="office.staff.remove"
      confirmTitle={translate('office.staff.remove_title', { name: record.name || record.email })}
      confirmContent="office.staff.remove_content"
      successMessage="office.staff.removed"
      redirect={false}
      aria-label={`${translate('office.staff.remove')} — ${record.name || record.email}`}
    />
  );
}

export function StaffList() {
  const translate = useTranslate();
  const small = useSmall();
  const date = useDate();
  const role = (record: RaRecord) => translate(`office.role.${record.role}`, { _: record.role });
  return (
    <List sort={{ field: 'created_at', order: 'ASC' }} exporter={false}>
      {small ? (
        <SimpleList primaryText={(record) => record.name || record.email} secondaryText={(record) => `${role(record)} · ${translate(`office.language.${record.locale}`, { _: record.locale })}`} tertiaryText={(record) => <RemoveButton record={record} />} linkType={false} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" />
          <TextField source="email" />
          <FunctionField source="role" render={role} />
          <FunctionField source="locale" render={(record) => translate(`office.language.${record.locale}`, { _: record.locale })} />
          <FunctionField source="created_at" render={(record) => date(record.created_at, false)} />
          <FunctionField render={(record) => <RemoveButton record={record} />} />
        </Datagrid>
      )}
    </List>
  );
}

type Credentials = { name: string; one_time_password: string; totp_secret: string; otpauth_uri: string };

function CredentialsDialog({ credentials, onDone }: { credentials: Credentials; onDone: () => void }) {
  const translate = useTranslate();
  const field = (label: string, value: string) => <MuiTextField label={translate(label)} value={value} fullWidth multiline slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false } }} />;
  return (
    <Dialog open aria-labelledby="credentials-title" fullWidth maxWidth="sm">
      <DialogTitle id="credentials-title">{translate('office.staff.added_title', { name: credentials.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{translate('office.staff.added_explanation')}</DialogContentText>
          {field('office.staff.one_time_password', credentials.one_time_password)}
          <Box component="img" src={qrImage(credentials.otpauth_uri)} alt={translate('office.staff.qr')} width={220} height={220} sx={{ alignSelf: 'center', bgcolor: '#fff', p: 1 }} />
          {field('office.staff.totp_secret', credentials.totp_secret)}
          {field('office.staff.otpauth', credentials.otpauth_uri)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {translate('office.staff.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function StaffCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  return (
    <Box>
      <Create
        redirect={false}
        mutationOptions={{
          onSuccess: (data: RaRecord) =>
            setCredentials({ name: data.name || data.email, one_time_password: data.one_time_password ?? data.password, totp_secret: data.totp_secret ?? data.secret, otpauth_uri: data.otpauth_uri ?? data.otpauth }),
        }}
      >
        <SimpleForm defaultValues={{ role: 'staff', locale: 'ar' }}>
          <TextInput source="name" validate={required()} fullWidth />
          <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
          <SelectInput source="role" validate={required()} choices={['staff', 'owner'].map((id) => ({ id, name: translate(`office.role.${id}`) }))} />
          <SelectInput source="locale" validate={required()} choices={['ar', 'en'].map((id) => ({ id, name: translate(`office.language.${id}`) }))} />
        </SimpleForm>
      </Create>
      {credentials && <CredentialsDialog credentials={credentials} onDone={() => navigate('/staff')} />}
    </Box>
  );
}
