// Mounts the login modal the first time it is needed (see src/scripts/auth-modal.ts): React, the
// form and its styles load only then. Its words come from the page (AuthModalHost.astro).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import AuthDialog from './AuthDialog.tsx';
import { readAuthConfig } from './config.ts';

let mounted = false;

export function mountAuthModal(): void {
  if (mounted) return;
  const config = readAuthConfig();
  if (!config) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.authModal = '';
  document.body.append(host);
  createRoot(host).render(createElement(AuthDialog, config));
}
