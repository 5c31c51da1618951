// How the office writes amounts, dates and statuses, in the staff member's language: amounts in
// AED with Latin digits in both languages (as the shop's own pages and a shop's accounts write
// them), dates in the Gregorian calendar.
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

const intlLocale = (locale: string) => (locale === 'ar' ? 'ar-AE-u-nu-latn-ca-gregory' : 'en-AE');

/** The Intl locale of the staff member's language. */
export function useIntlLocale() {
  const [locale] = useLocaleState();
  return intlLocale(locale);
}

/** A country's name from its ISO code, in the staff member's language. */
export function useCountryName() {
  const [locale] = useLocaleState();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (code: string | null | undefined) => (code ? (names.of(code) ?? code) : '—');
}

export function useMoney() {
  const [locale] = useLocaleState();
  return (amount: number | string | null | undefined) =>
    amount === null || amount === undefined || amount === '' ? '—' : new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'AED' }).format(Number(amount));
}

export function useDate() {
  const [locale] = useLocaleState();
  return (value: string | null | undefined, withTime = true) =>
    value ? new Intl.DateTimeFormat(intlLocale(locale), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(value)) : '—';
}

/** Each status's chip: a light ground and dark words (at least 7:1), waiting ones warm, done ones green. */
const STATUS_COLOURS: Record<string, [background: string, text: string]> = {
  PLACED: ['#fff0d9', '#6b3a00'],
  CONFIRMED: ['#e3effd', '#0b3d73'],
  PROCESSING: ['#e3effd', '#0b3d73'],
  SHIPPED: ['#efe4f7', '#4a1d6b'],
  DELIVERED: ['#e2f4e5', '#1a4d24'],
  REFUSED: ['#fde5e5', '#7a1313'],
  RETURN_REQUESTED: ['#fff0d9', '#6b3a00'],
};
const DONE: [string, string] = ['#ececec', '#333333'];

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const [background, text] = STATUS_COLOURS[status] ?? DONE;
  return <Chip size="small" sx={{ bgcolor: background, color: text, fontWeight: 500 }} label={translate(`office.status.${status}`, { _: status })} />;
}

/** A phone's width: lists become simple lists, tables become cards. */
export const useSmall = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
