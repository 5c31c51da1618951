// The timeline's icon per status (spec section 4): the nine statuses the storefront knows, and a
// generic info icon for any other the server may send.
import * as icons from '../icons.ts';
import type { IconDrawing } from '../icons.ts';

export const KNOWN_STATUSES = [
  'CREATED',
  'PAYMENT_PROCESSING',
  'PLACED',
  'CONFIRMED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
] as const;

type KnownStatus = (typeof KNOWN_STATUSES)[number];

const STATUS_ICONS: Record<KnownStatus, IconDrawing> = {
  CREATED: icons.fileCreated,
  PAYMENT_PROCESSING: icons.creditCard,
  PLACED: icons.clipboardCheck,
  CONFIRMED: icons.checkCircle,
  PROCESSING: icons.box,
  SHIPPED: icons.truck,
  DELIVERED: icons.home,
  CANCELLED: icons.xCircle,
  RETURNED: icons.returned,
};

function isKnownStatus(status: string): status is KnownStatus {
  return Object.hasOwn(STATUS_ICONS, status);
}

export function statusIcon(status: string): IconDrawing {
  return isKnownStatus(status) ? STATUS_ICONS[status] : icons.info;
}
