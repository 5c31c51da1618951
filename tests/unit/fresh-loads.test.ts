import { describe, expect, it } from 'vitest';
import { freshLoads } from '../../src/stores/fresh-loads.ts';

// A reload's reply replaces a list only if no change was confirmed while it was on its way.
describe('fresh loads', () => {
  it('a reply with no change confirmed meanwhile is fresh, and asked once', async () => {
    const loads = freshLoads();
    let asked = 0;
    expect(await loads.load(async () => ++asked)).toEqual({ reply: 1, fresh: true });
    expect(asked).toBe(1);
  });

  it('a reply overtaken by a change is asked again, and the next one is fresh', async () => {
    const loads = freshLoads();
    let asked = 0;
    const result = await loads.load(async () => {
      asked += 1;
      if (asked === 1) loads.confirmed();
      return asked;
    });
    expect(result).toEqual({ reply: 2, fresh: true });
  });

  it('after three overtaken replies, the last is answered but not fresh', async () => {
    const loads = freshLoads();
    let asked = 0;
    const result = await loads.load(async () => {
      asked += 1;
      loads.confirmed();
      return asked;
    });
    expect(result).toEqual({ reply: 3, fresh: false });
  });

  it('a change confirmed before the reload was sent does not make it stale', async () => {
    const loads = freshLoads();
    loads.confirmed();
    expect(await loads.load(async () => 'lines')).toEqual({ reply: 'lines', fresh: true });
  });
});
