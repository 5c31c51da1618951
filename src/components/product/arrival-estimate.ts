// The product page's arrival estimate (DeliveryEstimate.astro): today's range of arrival dates for
// the chosen place, written after paint, and again when the shopper picks another place, which this
// browser remembers for the next product.
import { isCountryCode } from '../../lib/countries.ts';
import { arrivalReason, formatArrival } from '../../lib/delivery/arrival-words.ts';
import { estimateArrival, type ArrivalCalendar } from '../../lib/delivery/estimate.ts';
import { fill } from '../../lib/text.ts';
import { DELIVERY_PLACE_KEY } from '../../lib/storage-keys.ts';

function remembered(select: HTMLSelectElement): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(DELIVERY_PLACE_KEY);
  } catch {
    // Storage refused (private mode): the default place stays.
  }
  // Only a place the list offers: anything else in storage is ignored.
  if (stored && [...select.options].some((option) => option.value === stored)) select.value = stored;
}

function write(block: HTMLElement, select: HTMLSelectElement, calendar: ArrivalCalendar): void {
  const [country = '', city = ''] = select.value.split(':');
  const text = block.querySelector<HTMLElement>('[data-arrival-text]');
  if (!text || !isCountryCode(country)) return;
  const estimate = estimateArrival(new Date(), country, city, calendar.holidays);
  const place = select.selectedOptions[0]?.textContent ?? '';
  const reason = arrivalReason(estimate, calendar.words);
  text.textContent = fill(block.dataset.template ?? '', { range: formatArrival(estimate, calendar.words), place });
  // What moves the dates (a holiday, the shop's weekend), after them, in the space held for it.
  if (reason) text.append(' ', Object.assign(document.createElement('span'), { className: 'arrival__reason', textContent: reason }));
}

export function initArrivalEstimates(): void {
  for (const block of document.querySelectorAll<HTMLElement>('[data-arrival]')) {
    const select = block.querySelector<HTMLSelectElement>('[data-arrival-place]');
    if (!select) continue;
    const calendar = JSON.parse(block.dataset.calendar ?? '{}') as ArrivalCalendar;
    remembered(select);
    write(block, select, calendar);
    select.addEventListener('change', () => {
      write(block, select, calendar);
      try {
        localStorage.setItem(DELIVERY_PLACE_KEY, select.value);
      } catch {
        // Not remembered; the estimate is still shown.
      }
    });
  }
}
