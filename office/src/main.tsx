import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { session } from './api.ts';

// Not signed in: start on the sign-in page itself. Starting elsewhere, react-admin renders the
// office's frame, finds no session and redirects, which took seconds of re-renders here.
if (!session.token() && !window.location.hash.startsWith('#/login')) {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/login`);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
