// The loading state of the orders pages: a spinner, with its words for screen readers (or shown,
// where the spec writes them out, as on the order detail).
export function Spinner({ label, visibleLabel = false }: { label: string; visibleLabel?: boolean }) {
  return (
    <div className="orders-loading" role="status">
      <span className="orders-loading__spinner" aria-hidden="true" />
      <span className={visibleLabel ? 'orders-loading__text' : 'visually-hidden'}>{label}</span>
    </div>
  );
}
