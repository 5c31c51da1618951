// Every state of a list island but 'ready': the loading line, the load error, the empty state.
import type { ReactNode } from 'react';
import type { ListState } from './list-state.ts';
import './list-status.css';

interface Props {
  state: Exclude<ListState<unknown>, { status: 'ready' }>;
  strings: { loading: string; loadError: string };
  /** What an empty list shows; nothing where the page's static shell already says so. */
  empty?: ReactNode;
  /** What the built page shows until the island hydrates. */
  prerendered?: 'loading' | 'nothing';
}

export function ListStatus({ state, strings, empty = null, prerendered = 'nothing' }: Props) {
  switch (state.status) {
    case 'pending':
      return prerendered === 'loading' ? <p className="list-status">{strings.loading}</p> : null;
    case 'loading':
      return (
        <p className="list-status" aria-busy="true">
          {strings.loading}
        </p>
      );
    case 'error':
      return (
        <p className="list-status list-status--error" role="alert">
          {strings.loadError}
        </p>
      );
    case 'empty':
      return empty;
  }
}
