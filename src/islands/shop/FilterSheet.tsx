// The filters on a phone: a modal sheet (a native <dialog>, so the page behind is inert, focus stays
// inside and Escape closes it) whose footer says how many products the choices leave, live.
import { useEffect, useRef, type ReactNode } from 'react';
import { close as closeIcon } from '../../lib/icons.ts';
import { Icon } from '../Icon.tsx';
import { clearedQuery, type ShopKit } from './shop-kit.tsx';

interface FilterSheetProps extends ShopKit {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export default function FilterSheet({ open, onClose, children, query, searchWords, page, chosen, loading, t, tc, link }: FilterSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    else if (!open && element?.open) element.close();
  }, [open]);

  const total = page.total;
  const showLabel = loading ? t('loading') : total === 0 ? t('noResults') : tc('showResults', total);

  return (
    <dialog
      ref={dialog}
      className="shop-sheet"
      aria-labelledby="shop-sheet-title"
      onClose={onClose}
      onClick={(event) => {
        // A press on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="shop-sheet__head">
        <h2 id="shop-sheet-title">{t('filters')}</h2>
        <button type="button" className="icon-button" aria-label={t('closeFilters')} onClick={onClose}>
          <Icon drawing={closeIcon} />
        </button>
      </div>
      <div className="shop-sheet__body">{children}</div>
      <div className="shop-sheet__foot">
        {chosen > 0 ? (
          link(clearedQuery({ query, searchWords }), t('clearAll'), { className: 'button button--outline' })
        ) : (
          <button type="button" className="button button--outline" disabled>
            {t('clearAll')}
          </button>
        )}
        <button type="button" className="button" disabled={loading || total === 0} onClick={onClose}>
          {showLabel}
        </button>
        <p className="visually-hidden" role="status">
          {loading ? '' : tc('optionCount', total)}
        </p>
      </div>
    </dialog>
  );
}
