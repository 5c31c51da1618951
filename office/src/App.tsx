// The office application: react-admin with the office's data, sign-in and languages, its screens
// (the owner's listed in the menu for the owner only: layout.tsx; the server refuses them to staff),
// and the direction of the page following the language.
import { CacheProvider } from '@emotion/react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import HistoryIcon from '@mui/icons-material/History';
import CategoryIcon from '@mui/icons-material/Category';
import PublishIcon from '@mui/icons-material/Publish';
import InventoryIcon from '@mui/icons-material/Inventory2';
import MailIcon from '@mui/icons-material/MailOutlined';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import { lazy, useEffect, useMemo, useState } from 'react';
import { Admin, CustomRoutes, Resource, memoryStore } from 'react-admin';
import { Route } from 'react-router';
import { call, session, type OfficeLocale, type Staff } from './api.ts';
import { authProvider } from './auth-provider.ts';
import { dataProvider } from './data-provider.ts';
import { i18nProvider, onLocaleChange, shellLocale } from './i18n/index.ts';
import { OfficeLayout } from './layout.tsx';
import { AuditList } from './screens/audit.tsx';
import { CommentList } from './screens/comments.tsx';
import { CustomerList, CustomerShow } from './screens/customers.tsx';
import { Dashboard } from './screens/dashboard.tsx';
import { MessageList, MessageShow } from './screens/messages.tsx';
import { OrderList } from './screens/order-list.tsx';
import { OrderShow } from './screens/order-show.tsx';
import { PackingSlip } from './screens/packing-slip.tsx';
import { SettingEdit, SettingList } from './screens/settings.tsx';
import { StaffCreate, StaffList } from './screens/staff.tsx';
import { StockList } from './screens/stock.tsx';
import { SignInPage } from './sign-in.tsx';
import { emotionCache, officeTheme } from './theme.ts';

// The catalogue's screens are loaded when first opened: most of a day in the office is orders.
const ProductList = lazy(() => import('./screens/product-list.tsx').then((module) => ({ default: module.ProductList })));
const ProductEdit = lazy(() => import('./screens/product-edit.tsx').then((module) => ({ default: module.ProductEdit })));
const ProductCreate = lazy(() => import('./screens/product-edit.tsx').then((module) => ({ default: module.ProductCreate })));
const ImportProducts = lazy(() => import('./screens/import-products.tsx').then((module) => ({ default: module.ImportProducts })));
const PublishList = lazy(() => import('./screens/publish-list.tsx').then((module) => ({ default: module.PublishList })));

/** A language chosen while signed in is saved as the staff member's own. */
async function saveLanguage(locale: OfficeLocale) {
  const staff = session.staff();
  if (!session.token() || !staff || staff.locale === locale) return;
  session.update({ ...staff, locale });
  await call<Staff>('/session', { method: 'PATCH', body: { locale } }).catch(() => undefined);
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
        loginPage={SignInPage}
        layout={OfficeLayout}
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
        {/* The owner's: the menu shows them to the owner only (layout.tsx), the server refuses staff. */}
        <Resource name="settings" list={SettingList} edit={SettingEdit} icon={SettingsIcon} recordRepresentation="id" />
        <Resource name="staff" list={StaffList} create={StaffCreate} icon={BadgeIcon} recordRepresentation="name" />
        <Resource name="audit" list={AuditList} icon={HistoryIcon} />
        <CustomRoutes>
          <Route path="/products/import" element={<ImportProducts />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/orders/:id/slip" element={<PackingSlip />} />
        </CustomRoutes>
      </Admin>
    </CacheProvider>
  );
}
