// What a list island shows, whatever keeps the list (this browser's storage today, the API for a
// signed-in shopper later): each source's hook answers in these terms, and ListStatus renders
// every state but 'ready'.
export type ListState<Item> =
  /** The built page, before hydration: what the list holds is not known yet. */
  | { status: 'pending' }
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'error' }
  | { status: 'ready'; items: Item[] };

export const PENDING = { status: 'pending' } as const;
export const LOADING = { status: 'loading' } as const;
export const EMPTY = { status: 'empty' } as const;
export const FAILED = { status: 'error' } as const;
