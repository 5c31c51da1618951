// The timeline's icon per status (spec section 4): one for each status the storefront knows
// (./status.ts), and a generic info icon for any other the server may send. Only Order Detail's
// timeline draws them.
import * as icons from '../icons.ts';
import type { IconDrawing } from '../icons.ts';
import type { KnownStatus } from './status.ts';

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
