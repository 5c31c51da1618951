// The office's frame: react-admin's layout (an app bar with the language menu, a side menu that is
// a drawer on a phone) with the menu of what the staff member's role may open, the
// re-authentication dialog, and the staff member's own language applied once they are known.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { useEffect, type ReactNode } from 'react';
import { Layout, Menu, useGetIdentity, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { session } from './api.ts';
import { isOfficeLocale } from './i18n/index.ts';
import { ReauthDialog } from './reauth.tsx';

function OfficeMenu() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to="/" primaryText={translate('office.dashboard.title')} leftIcon={<DashboardIcon />} />
      <Menu.ResourceItem name="orders" />
      <Menu.ResourceItem name="stock" />
      <Menu.ResourceItem name="products" />
      <Menu.ResourceItem name="publishes" />
      <Menu.ResourceItem name="customers" />
      <Menu.ResourceItem name="messages" />
      <Menu.ResourceItem name="comments" />
      <Menu.ResourceItem name="reviews" />
      {permissions === 'owner' && (
        <>
          <Menu.ResourceItem name="settings" />
          <Menu.ResourceItem name="staff" />
          <Menu.ResourceItem name="audit" />
        </>
      )}
    </Menu>
  );
}

/**
 * The session whose staff member's language has been applied. Outside React: react-admin remounts
 * the whole tree when the language changes, and a ref would apply the saved language again over
 * the one just chosen from the menu.
 */
let appliedFor: string | null = null;

/** Once per sign-in, the staff member's saved language replaces the one the shell started in. */
function StaffLanguage() {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    const token = session.token();
    if (!identity || !token || appliedFor === token) return;
    appliedFor = token;
    if (isOfficeLocale(identity.locale) && identity.locale !== locale) setLocale(identity.locale);
  }, [identity, locale, setLocale]);
  return null;
}

export function OfficeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={OfficeMenu}>
      <StaffLanguage />
      <ReauthDialog />
      {children}
    </Layout>
  );
}
