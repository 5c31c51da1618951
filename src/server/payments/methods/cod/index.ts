// Cash on delivery: the order is placed at checkout and paid at the door; the shop's settings say
// what it costs and to whom it is offered.
import type { OnDeliveryMethod } from '../../provider.ts';

export const cod: OnDeliveryMethod = {
  id: 'cod',
  kind: 'on_delivery',
  env: [],
  configure: () => true,
};
