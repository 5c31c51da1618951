// What changed on a line since the shopper last saw it (its product was removed, its stock is gone,
// its price moved), said in a slot every line keeps: the words arrive without moving anything.
import type { LineNotice as Notice } from '../../lib/catalogue/product-display.ts';
import { fill } from '../../lib/text.ts';
import type { LineNoticeStrings } from './line-notice-strings.ts';
import './line-notice.css';


interface Props {
  notice: Notice;
  strings: LineNoticeStrings;
  /** AED → text in the shopper's currency. */
  money: (amountAed: number) => string;
}

function wordsOf(notice: Notice, strings: LineNoticeStrings, money: Props['money']): string {
  switch (notice?.kind) {
    case 'gone':
      return strings.noticeGone;
    case 'soldOut':
      return strings.noticeSoldOut;
    case 'price':
      return fill(strings.noticePrice, { was: money(notice.was) });
    default:
      return '';
  }
}

export function LineNotice({ notice, strings, money }: Props) {
  const words = wordsOf(notice, strings, money);
  return (
    <p className="line-notice" aria-live="polite" title={words || undefined}>
      {words}
    </p>
  );
}
