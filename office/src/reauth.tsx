// The re-authentication dialog: when the server answers 403 reauth_required (a refund, a settings
// change, a staff change more than 5 minutes after the last confirmation), office/src/api.ts asks
// here for the password and a fresh code, confirms them, and retries the action.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { onReauthNeeded, type OfficeError } from './api.ts';

type Pending = { refused: OfficeError | null; resolve: (given: { password: string; code: string } | null) => void };

export function ReauthDialog() {
  const translate = useTranslate();
  const [pending, setPending] = useState<Pending | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const pendingRef = useRef<Pending | null>(null);

  useEffect(
    () =>
      onReauthNeeded(
        (refused) =>
          new Promise((resolve) => {
            const next = { refused, resolve };
            pendingRef.current = next;
            setCode('');
            if (!refused) setPassword('');
            setPending(next);
          }),
      ),
    [],
  );

  const answer = (given: { password: string; code: string } | null) => {
    pendingRef.current?.resolve(given);
    pendingRef.current = null;
    setPending(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer({ password, code: code.replace(/\s+/g, '') });
  };

  return (
    <Dialog open={pending !== null} onClose={() => answer(null)} aria-labelledby="reauth-title" fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle id="reauth-title">{translate('office.reauth.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate('office.reauth.explanation')}</DialogContentText>
            {pending?.refused && <Alert severity="error">{pending.refused.message}</Alert>}
            <TextField label={translate('office.sign_in.password')} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required autoFocus fullWidth />
            <TextField
              label={translate('office.sign_in.code')}
              helperText={translate('office.sign_in.code_help')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              fullWidth
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '\\s*(\\d\\s*){6}', dir: 'ltr' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(null)}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('office.reauth.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
