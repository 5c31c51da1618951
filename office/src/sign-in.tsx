// The sign-in page: e-mail, password and the authenticator's code in one form, in the shell's
// language (or the one chosen from its menu) until the staff member's own applies. It stands
// without react-admin (main.tsx): the office's words through its i18n provider, the sign-in
// through its auth provider.
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { OfficeLocale } from './api.ts';
import { authProvider } from './auth-provider.ts';
import { i18nProvider, LOCALES } from './i18n/index.ts';

export function SignInPage({ locale, onSignedIn }: { locale: OfficeLocale; onSignedIn: () => void }) {
  const translate = (key: string) => i18nProvider.translate(key);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await authProvider.login({ email, password, code });
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate('ra.auth.sign_in_error'));
      setCode('');
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <form onSubmit={submit}>
            <Stack spacing={2}>
              <Typography component="h1" variant="h5">
                {translate('office.sign_in.title')}
              </Typography>
              {error && <Alert severity="error">{error}</Alert>}
              <TextField label={translate('office.sign_in.email')} type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} required fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
              <TextField label={translate('office.sign_in.password')} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required fullWidth />
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
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {translate('office.sign_in.submit')}
              </Button>
              <TextField select label={translate('office.language.label')} value={locale} onChange={(event) => void i18nProvider.changeLocale(event.target.value)} size="small">
                {LOCALES.map((code) => (
                  <MenuItem key={code} value={code} lang={code}>
                    {translate(`office.language.${code}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
