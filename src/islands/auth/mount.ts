// Mounts the login modal the first time it is needed (see src/scripts/auth-modal.ts): React, the
// form and its styles load only then. Its words come with it: the page's data block, or its
// locale's file, whose request starts as soon as this module loads, on the shopper's first intent.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { closeAuthModal } from '../../stores/auth-modal.ts';
import AuthDialog from './AuthDialog.tsx';
import { loadAuthConfig } from './auth-config.ts';

let mounted = false;
void loadAuthConfig().catch(() => undefined);

export async function mountAuthModal(): Promise<void> {
  if (mounted) return;
  let config;
  try {
    config = await loadAuthConfig();
  } catch {
    // Offline: the press is forgotten, so that the next one tries again.
    closeAuthModal();
    return;
  }
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.authModal = '';
  document.body.append(host);
  createRoot(host).render(createElement(AuthDialog, config));
}
