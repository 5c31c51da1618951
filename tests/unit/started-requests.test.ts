import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTED_REQUESTS, takeStartedOrFetch, type StartedRequest } from '../../src/lib/api/started-requests.ts';

const URL_CART = '/api/cart';
const bearer = (token: string) => ({ headers: new Headers({ Authorization: `Bearer ${token}` }) });
const reply = (text: string) => new Response(text);

function start(entries: Record<string, StartedRequest>): void {
  (globalThis as Record<string, unknown>)[STARTED_REQUESTS] = new Map(Object.entries(entries));
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[STARTED_REQUESTS];
  vi.unstubAllGlobals();
});

describe('takeStartedOrFetch', () => {
  it('answers a GET the page started with that reply, once; the next one is sent', async () => {
    const network = vi.fn(async () => reply('fresh'));
    vi.stubGlobal('fetch', network);
    start({ [URL_CART]: { token: 't1', response: Promise.resolve(reply('started')) } });
    expect(await (await takeStartedOrFetch(URL_CART, bearer('t1'))).text()).toBe('started');
    expect(network).not.toHaveBeenCalled();
    expect(await (await takeStartedOrFetch(URL_CART, bearer('t1'))).text()).toBe('fresh');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends the request again when the started one carried another token, was not a GET, or failed', async () => {
    const network = vi.fn(async () => reply('fresh'));
    vi.stubGlobal('fetch', network);
    start({ [URL_CART]: { token: 'old', response: Promise.resolve(reply('started')) } });
    expect(await (await takeStartedOrFetch(URL_CART, bearer('new'))).text()).toBe('fresh');

    start({ [URL_CART]: { token: 't1', response: Promise.resolve(reply('started')) } });
    expect(await (await takeStartedOrFetch(URL_CART, { ...bearer('t1'), method: 'POST' })).text()).toBe('fresh');

    start({ [URL_CART]: { token: 't1', response: Promise.reject(new TypeError('offline')) } });
    expect(await (await takeStartedOrFetch(URL_CART, bearer('t1'))).text()).toBe('fresh');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('sends every request as it is on a page that started none', async () => {
    const network = vi.fn(async () => reply('fresh'));
    vi.stubGlobal('fetch', network);
    expect(await (await takeStartedOrFetch('/api/me', bearer('t1'))).text()).toBe('fresh');
    expect(network).toHaveBeenCalledWith('/api/me', bearer('t1'));
  });
});
