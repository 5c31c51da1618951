// The office's screens, each loaded when first opened (react-admin's layout shows its loading
// indicator meanwhile): the sign-in page, the first a person sees, carries none of them.
import { lazy, type ComponentType } from 'react';

/** A named export of a screen's module as a component loaded on first use. */
const screen = <M,>(load: () => Promise<M>, name: keyof M) => lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const Dashboard = screen(() => import('./dashboard.tsx'), 'Dashboard');
export const OrderList = screen(() => import('./order-list.tsx'), 'OrderList');
export const OrderShow = screen(() => import('./order-show.tsx'), 'OrderShow');
export const PackingSlip = screen(() => import('./packing-slip.tsx'), 'PackingSlip');
export const StockList = screen(() => import('./stock.tsx'), 'StockList');
export const ProductList = screen(() => import('./product-list.tsx'), 'ProductList');
export const ProductEdit = screen(() => import('./product-edit.tsx'), 'ProductEdit');
export const ProductCreate = screen(() => import('./product-edit.tsx'), 'ProductCreate');
export const ImportProducts = screen(() => import('./import-products.tsx'), 'ImportProducts');
export const PublishList = screen(() => import('./publish-list.tsx'), 'PublishList');
export const CustomerList = screen(() => import('./customers.tsx'), 'CustomerList');
export const CustomerShow = screen(() => import('./customers.tsx'), 'CustomerShow');
export const MessageList = screen(() => import('./messages.tsx'), 'MessageList');
export const MessageShow = screen(() => import('./messages.tsx'), 'MessageShow');
export const CommentList = screen(() => import('./comments.tsx'), 'CommentList');
export const ReviewList = screen(() => import('./reviews.tsx'), 'ReviewList');
export const SettingList = screen(() => import('./settings.tsx'), 'SettingList');
export const SettingEdit = screen(() => import('./settings.tsx'), 'SettingEdit');
export const StaffList = screen(() => import('./staff.tsx'), 'StaffList');
export const StaffCreate = screen(() => import('./staff.tsx'), 'StaffCreate');
export const AuditList = screen(() => import('./audit.tsx'), 'AuditList');
