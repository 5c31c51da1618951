// react-admin's data provider over the office API (docs/DESIGN.md, "The office's API"): lists
// with the server's pagination, sort and filters; one record; changes that name the value they
// started from (the server refuses a stale one with 409 stale_record); and the office's actions
// (order moves, several orders shipped at once, a reply to a message).
import type { DataProvider, Identifier } from 'react-admin';
import { call } from './api.ts';
import { createProduct, updateProduct } from './screens/product-api.ts';
import type { ProductDocument } from './screens/product-document.ts';

type Row = Record<string, unknown>;

const path = (resource: string, id?: Identifier) => `/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

/**
 * What a change sends: the new value and the value it started from, so that a change made by
 * someone else meanwhile is refused rather than overwritten.
 */
function changeBody(resource: string, data: Row, previous: Row): Row {
  switch (resource) {
    case 'stock':
      return { stock: Number(data.stock), expected_stock: Number(previous.stock) };
    case 'settings':
      return { value: data.value, expected: previous.value };
    case 'messages':
      return { answered: Boolean(data.answered) };
    case 'comments':
    case 'reviews':
      return { status: data.status };
    default:
      return data;
  }
}

/** An order to ship, with each item's latest status entry id as the list showed it (its `status_ids`). */
export type ShipOrder = { id: Identifier; tracking_number: string; carrier?: string; expected: Record<string, number> };
/** One order of a bulk ship: the items shipped, or why it was refused (`code`, `message`). */
export type ShipResult = { id: Identifier; order_number?: string; shipped: string[]; code?: string; message?: string };

export type OfficeDataProvider = DataProvider & {
  /** POST /api/office/{resource}/{id}/{action}: an order's move or cancel, a message's reply. */
  act<T = Row>(resource: string, id: Identifier, action: string, body: Row): Promise<{ data: T; message?: string }>;
  /** Several orders marked shipped at once; each succeeds or is refused with its reason. */
  shipOrders(orders: ShipOrder[], description: string): Promise<{ data: ShipResult[]; message?: string }>;
  /** The dashboard's figures. */
  dashboard<T = Row>(): Promise<T>;
};

export const dataProvider: OfficeDataProvider = {
  async getList(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const filter = Object.fromEntries(Object.entries(params.filter ?? {}).map(([name, value]) => [name, String(value)]));
    const reply = await call<Row[]>(path(resource), {
      query: { page, per_page: perPage, sort: params.sort?.field, order: params.sort?.order?.toLowerCase(), ...filter },
    });
    return { data: reply.data as never, total: reply.pagination?.total ?? reply.data.length };
  },

  async getOne(resource, params) {
    const reply = await call<Row>(path(resource, params.id));
    return { data: reply.data as never };
  },

  async getMany(resource, params) {
    const rows = await Promise.all(params.ids.map((id) => call<Row>(path(resource, id)).then((reply) => reply.data)));
    return { data: rows as never };
  },

  async getManyReference(resource, params) {
    return this.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },

  async update(resource, params) {
    // A product is saved whole, naming the version it started from.
    if (resource === 'products') {
      const previous = params.previousData as { version: number };
      return { data: (await updateProduct(Number(params.id), (params.data as { document: ProductDocument }).document, previous.version)) as never };
    }
    const reply = await call<Row>(path(resource, params.id), { method: 'PATCH', body: changeBody(resource, params.data as Row, (params.previousData ?? {}) as Row) });
    return { data: { ...(params.previousData as Row), ...(params.data as Row), ...(reply.data ?? {}), id: params.id } as never };
  },

  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => call(path(resource, id), { method: 'PATCH', body: changeBody(resource, params.data as Row, {}) })));
    return { data: params.ids };
  },

  async create(resource, params) {
    if (resource === 'products') return { data: (await createProduct((params.data as { document: ProductDocument }).document)) as never };
    const reply = await call<Row>(path(resource), { method: 'POST', body: params.data });
    return { data: reply.data as never };
  },

  async delete(resource, params) {
    await call(path(resource, params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    for (const id of params.ids) await call(path(resource, id), { method: 'DELETE' });
    return { data: params.ids };
  },

  async act(resource, id, action, body) {
    const reply = await call<never>(`${path(resource, id)}/${action}`, { method: 'POST', body });
    return { data: reply.data, message: reply.message };
  },

  async shipOrders(orders, description) {
    const reply = await call<ShipResult[]>('/orders/ship', { method: 'POST', body: { orders, description } });
    return { data: reply.data, message: reply.message };
  },

  async dashboard() {
    return (await call<never>('/dashboard')).data;
  },
};
