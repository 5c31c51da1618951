import { describe, expect, it } from 'vitest';
import { SESSION_HINT } from '../../src/build/session-hint.ts';

/** Runs the hint against a browser's storage, as the page's <head> does; answers <html>'s dataset. */
function runHint(stored: Record<string, string>): Record<string, string> {
  const dataset: Record<string, string> = {};
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('localStorage', 'document', SESSION_HINT)(localStorage, { documentElement: { dataset } });
  return dataset;
}

describe('the session hint', () => {
  it('marks nothing for a guest', () => {
    expect(runHint({})).toEqual({});
    expect(runHint({ user: JSON.stringify({ id: 1, has_password: true }) })).toEqual({});
  });

  it('marks a held token, and a recorded user with a password', () => {
    expect(runHint({ token: 'abc' })).toEqual({ signedIn: '' });
    expect(runHint({ token: 'abc', user: JSON.stringify({ id: 1, has_password: false }) })).toEqual({ signedIn: '' });
    expect(runHint({ token: 'abc', user: JSON.stringify({ id: 1, has_password: true }) })).toEqual({ signedIn: '', password: 'set' });
  });

  it('marks a cart or wishlist that holds lines, for a guest too, and not an empty one', () => {
    expect(runHint({ cart: '[]', wishlist: '[]' })).toEqual({});
    expect(runHint({ cart: JSON.stringify([{ variant_id: 111, quantity: 1 }]) })).toEqual({ cartHeld: '' });
    expect(runHint({ token: 'abc', wishlist: JSON.stringify([{ id: 114 }]) })).toEqual({ signedIn: '', wishlistHeld: '' });
    expect(runHint({ cart: JSON.stringify([{ variant_id: 111, quantity: 1 }]), wishlist: JSON.stringify([{ id: 114 }, { id: 115 }]) })).toEqual({ cartHeld: '', wishlistHeld: '' });
    // The compare list has no empty state to hide: the hint leaves it alone.
    expect(runHint({ compare: JSON.stringify([{ id: '1' }]) })).toEqual({});
  });

  it('reads each list on its own: a corrupt one marks nothing and stops nothing else', () => {
    expect(runHint({ cart: '{not json', wishlist: JSON.stringify([{ id: 114 }]), token: 'abc' })).toEqual({ wishlistHeld: '', signedIn: '' });
    expect(runHint({ cart: 'null', wishlist: '7' })).toEqual({});
    expect(runHint({ user: '{not json', token: 'abc', cart: JSON.stringify([{ variant_id: 111, quantity: 1 }]) })).toEqual({ cartHeld: '', signedIn: '' });
  });

  it('survives a corrupt recorded user and storage that throws', () => {
    expect(runHint({ token: 'abc', user: '{not json' })).toEqual({ signedIn: '' });
    expect(runHint({ token: 'abc', user: 'null' })).toEqual({ signedIn: '' });
    // Storage a browser refuses (a sandboxed frame): the page paints as a guest's, nothing thrown.
    const dataset = {};
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    new Function('localStorage', 'document', SESSION_HINT)(refused, { documentElement: { dataset } });
    expect(dataset).toEqual({});
  });

  it('reads the storage again when a prerendered page is shown, as it may have changed meanwhile', () => {
    const dataset: Record<string, string> = {};
    const stored: Record<string, string> = { cart: JSON.stringify([{ variant_id: 111, quantity: 1 }]) };
    const localStorage = { getItem: (key: string) => stored[key] ?? null };
    const shown: (() => void)[] = [];
    const document = { documentElement: { dataset }, prerendering: true, addEventListener: (type: string, listener: () => void) => type === 'prerenderingchange' && shown.push(listener) };
    new Function('localStorage', 'document', SESSION_HINT)(localStorage, document);
    expect(dataset).toEqual({ cartHeld: '' });
    stored.cart = '[]';
    stored.token = 'abc';
    stored.user = JSON.stringify({ id: 1, has_password: true });
    for (const listener of shown) listener();
    expect(dataset).toEqual({ signedIn: '', password: 'set' });
  });
});
