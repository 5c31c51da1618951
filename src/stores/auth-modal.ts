// The login modal's state (spec section 4, Auth modal): closed, or open on a tab, with what to do
// once the shopper has signed in (a guest who pressed add-to-cart gets the item added).
import { atom } from 'nanostores';

export type AuthTab = 'login' | 'register';

export interface AuthModalState {
  open: boolean;
  tab: AuthTab;
  onSuccess?: () => void;
}

export const $authModal = atom<AuthModalState>({ open: false, tab: 'login' });

export function openAuthModal(options: { tab?: AuthTab; onSuccess?: () => void } = {}): void {
  $authModal.set({ open: true, tab: options.tab ?? 'login', onSuccess: options.onSuccess });
}

export function closeAuthModal(): void {
  $authModal.set({ open: false, tab: $authModal.get().tab });
}
