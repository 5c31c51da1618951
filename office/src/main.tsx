// The office's start. Signed out, the sign-in page alone: MUI and the office's words, without
// react-admin and the screens, which load once a staff member has signed in (App.tsx), so the
// first page a person sees downloads about half of the office. The session's end (signing out, or
// the server refusing it) brings the sign-in page back.
import { CacheProvider } from '@emotion/react';
import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { StrictMode, Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { session, type OfficeLocale } from './api.ts';
import { i18nProvider, onLocaleChange, shellLocale } from './i18n/index.ts';
import { SignInPage } from './sign-in.tsx';
import { emotionCache, officeTheme } from './theme.ts';

const App = lazy(async () => ({ default: (await import('./App.tsx')).App }));

function Root() {
  const [signedIn, setSignedIn] = useState(() => Boolean(session.token()));
  const [locale, setLocale] = useState<OfficeLocale>(shellLocale);
  useEffect(() => onLocaleChange(setLocale), []);
  useEffect(() => session.onEnd(() => setSignedIn(false)), []);
  const theme = useMemo(() => createTheme(officeTheme(locale)), [locale]);

  const enter = () => {
    // Opened at a screen's address, the office goes there; from the sign-in page's, to Today.
    if (window.location.hash.startsWith('#/login')) window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);
    setSignedIn(true);
  };

  return (
    <CacheProvider value={emotionCache(locale)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {signedIn ? (
          <Suspense fallback={<LinearProgress aria-label={i18nProvider.translate('ra.page.loading')} />}>
            <App />
          </Suspense>
        ) : (
          <SignInPage locale={locale} onSignedIn={enter} />
        )}
      </ThemeProvider>
    </CacheProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
