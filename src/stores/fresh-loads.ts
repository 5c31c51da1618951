// A list's reload must never undo a change the server has already confirmed. A reload sent just
// before an add can be answered after it (a guest's held add, sent the moment they sign in, races
// the sync that reloads their lists): applying that reply would put the list back as it was
// before the add. So each confirmed change is counted, and a reply during which the count moved
// is asked again, a few times at most; one still overtaken is not applied.

const TRIES = 3;

export interface FreshLoads {
  /** Called once a change's reply has been applied to the local copy. */
  confirmed(): void;
  /** Sends `request`; `fresh` says whether its reply may replace the local copy. */
  load<T>(request: () => Promise<T>): Promise<{ reply: T; fresh: boolean }>;
}

export function freshLoads(): FreshLoads {
  let changes = 0;
  return {
    confirmed() {
      changes += 1;
    },
    async load(request) {
      for (let tries = 1; ; tries += 1) {
        const before = changes;
        const reply = await request();
        const fresh = changes === before;
        if (fresh || tries === TRIES) return { reply, fresh };
      }
    },
  };
}
