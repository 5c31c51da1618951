// The office application, once signed in (main.tsx): react-admin with the office's data, session
// and languages, its screens (the owner's listed in the menu for the owner only: layout.tsx; the
// server refuses them to staff), and the direction of the page following the language.
import { CacheProvider } from '@emotion/react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import CategoryIcon from '@mui/icons-material/Category';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory2';
import MailIcon from '@mui/icons-material/MailOutlined';
import PeopleIcon from '@mui/icons-material/People';
import PublishIcon from '@mui/icons-material/Publish';
import SettingsIcon from '@mui/icons-material/Settings';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Admin, CustomRoutes, Loading, Notification, Resource, memoryStore } from 'react-admin';
import { Route } from 'react-router';
import { call, session, type OfficeLocale, type Staff } from './api.ts';
import { authProvider } from './auth-provider.ts';
import { dataProvider } from './data-provider.ts';
import { i18nProvider, onLocaleChange, shellLocale } from './i18n/index.ts';
import { OfficeLayout } from './layout.tsx';
import {
  AuditList,
  CommentList,
  CustomerList,
  CustomerShow,
  Dashboard,
  ImportProducts,
  MessageList,
  MessageShow,
  OrderList,
  OrderShow,
  PackingSlip,
  ProductCreate,
  ProductEdit,
  ProductList,
  PublishList,
  ReviewList,
  SettingEdit,
  SettingList,
  StaffCreate,
  StaffList,
  StockList,
} from './screens/lazy.ts';
import { emotionCache, officeTheme } from './theme.ts';

/** A language chosen while signed in is saved as the staff member's own. */
async function saveLanguage(locale: OfficeLocale) {
  const staff = session.staff();
  if (!session.token() || !staff || staff.locale === locale) return;
  session.update({ ...staff, locale });
  await call<Staff>('/session', { method: 'PATCH', body: { locale } }).catch(() => undefined);
}

/**
 * react-admin's sign-in route: never seen, as the session's end unmounts the office and main.tsx
 * shows its own sign-in page.
 */
const SignedOut = () => null;


/** Notices at the top: at the bottom, on a phone, they covered the form's Save button for 4 s. */
function TopNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;
}

export function App() {
  const [locale, setLocale] = useState<OfficeLocale>(shellLocale);
  useEffect(
    () =>
      onLocaleChange((chosen) => {
        setLocale(chosen);
        void saveLanguage(chosen);
      }),
    [],
  );
  // One store for the tab's life: the language comes from the shell and the staff member, never
  // from an earlier visit's localStorage.
  const store = useMemo(() => memoryStore(), []);
  const theme = useMemo(() => officeTheme(locale), [locale]);

  return (
    <CacheProvider value={emotionCache(locale)}>
      <Admin
        title="Office"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={SignedOut}
        layout={OfficeLayout}
        notification={TopNotification}
        dashboard={Dashboard}
        theme={theme}
        store={store}
        requireAuth
        disableTelemetry
      >
        <Resource name="orders" list={OrderList} show={OrderShow} icon={AssignmentIcon} recordRepresentation="order_number" />
        <Resource name="stock" list={StockList} icon={InventoryIcon} />
        <Resource name="products" list={ProductList} edit={ProductEdit} create={ProductCreate} icon={CategoryIcon} recordRepresentation="name" />
        <Resource name="publishes" list={PublishList} icon={PublishIcon} />
        <Resource name="customers" list={CustomerList} show={CustomerShow} icon={PeopleIcon} recordRepresentation="name" />
        <Resource name="messages" list={MessageList} show={MessageShow} icon={MailIcon} />
        <Resource name="comments" list={CommentList} icon={ChatIcon} />
        <Resource name="reviews" list={ReviewList} icon={RateReviewIcon} />
        {/* The owner's: the menu shows them to the owner only (layout.tsx), the server refuses staff. */}
        <Resource name="settings" list={SettingList} edit={SettingEdit} icon={SettingsIcon} recordRepresentation="id" />
        <Resource name="staff" list={StaffList} create={StaffCreate} icon={BadgeIcon} recordRepresentation="name" />
        <Resource name="audit" list={AuditList} icon={HistoryIcon} />
        <CustomRoutes>
          <Route path="/products/import" element={<ImportProducts />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route
            path="/orders/:id/slip"
            element={
              <Suspense fallback={<Loading />}>
                <PackingSlip />
              </Suspense>
            }
          />
        </CustomRoutes>
      </Admin>
    </CacheProvider>
  );
}
