// The product files a list island draws from (lib/product-client.ts), fetched in parallel once the
// island is mounted and holds something. While a changed list's files are on their way, the
// files already read stay: a product not among them is simply not known yet.
import { useEffect, useState } from 'react';
import { loadProductFiles, type ProductFile } from '../../lib/product-client.ts';

export type FilesState = { status: 'waiting' } | { status: 'failed' } | { status: 'read'; files: ReadonlyMap<string, ProductFile> };

export function useProductFiles(productIds: readonly string[], needed: boolean): FilesState {
  const [state, setState] = useState<FilesState>({ status: 'waiting' });
  const key = [...new Set(productIds)].sort().join(',');
  useEffect(() => {
    if (!needed || key === '') return;
    let live = true;
    loadProductFiles(key.split(','))
      .then((files) => live && setState({ status: 'read', files }))
      .catch(() => live && setState((current) => (current.status === 'read' ? current : { status: 'failed' })));
    return () => {
      live = false;
    };
  }, [needed, key]);
  return state;
}
