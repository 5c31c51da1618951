// The colour and size of a cart or wishlist line, as a small description list.
import type { VariantItem } from './variant-lines.ts';

interface Props {
  item: Pick<VariantItem, 'color' | 'size'>;
  colorNames: Record<string, string>;
  labels: { color: string; size: string };
}

export function VariantDetails({ item, colorNames, labels }: Props) {
  if (!item.color && !item.size) return null;
  return (
    <dl className="variant-details">
      {item.color && (
        <div>
          <dt>{labels.color}</dt>
          <dd>{colorNames[item.color] ?? item.color}</dd>
        </div>
      )}
      {item.size && (
        <div>
          <dt>{labels.size}</dt>
          <dd>{item.size.toUpperCase()}</dd>
        </div>
      )}
    </dl>
  );
}
