// The words of a line's notice (LineNotice.tsx), as prop name → i18n key, for the list islands' strings.
export const LINE_NOTICE_STRINGS = {
  noticeGone: 'lines.gone',
  noticeSoldOut: 'common.outOfStock',
  /** With {{was}}. */
  noticePrice: 'lines.priceChanged',
} as const;

export type LineNoticeStrings = Record<keyof typeof LINE_NOTICE_STRINGS, string>;
