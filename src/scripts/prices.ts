// Converts every price on the page to the chosen currency, without a reload. Prices are rendered
// at build in AED as <span data-price-aed="120.5">; this rewrites their text when the currency or
// the rates change, and keeps the currency selectors in step. A threshold (data-price-round="up")
// is written as a shopper reads it, in whole units rounded up ("over $55").
import { $currency, $currencyCode, $rates, setCurrency } from '../stores/currency.ts';
import { DEFAULT_CURRENCY, formatPrice, formatThreshold, isCurrencyCode } from '../lib/currency.ts';
import { pageLocale } from '../lib/locale.ts';

const RATES_MAX_AGE_MS = 60 * 60 * 1000;
const locale = pageLocale();

function renderPrices(root: ParentNode = document): void {
  const currency = $currency.get();
  for (const element of root.querySelectorAll<HTMLElement>('[data-price-aed]')) {
    const amount = Number(element.dataset.priceAed);
    if (!Number.isFinite(amount)) continue;
    // Text already right is left alone: rewriting it would paint the price again for nothing.
    const text = (element.dataset.priceRound === 'up' ? formatThreshold : formatPrice)(amount, currency, locale);
    if (element.textContent !== text) element.textContent = text;
  }
}

// The build wrote every price in AED, so while AED is the currency the page is already right.
// Skipping that first pass spares formatting every price again as the page starts.
let asBuilt = true;
$currency.subscribe((currency) => {
  if (asBuilt && currency.currencyName === DEFAULT_CURRENCY.currencyName) return;
  asBuilt = false;
  renderPrices();
});

$currencyCode.subscribe((code) => {
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-currency-select]')) select.value = code;
});

document.addEventListener('change', (event) => {
  const target = event.target as HTMLElement;
  if (target instanceof HTMLSelectElement && target.matches('[data-currency-select]') && isCurrencyCode(target.value)) {
    setCurrency(target.value);
  }
});

// Islands render prices too; let them ask for a pass over new markup.
document.addEventListener('prices:render', (event) => renderPrices((event.target as ParentNode) ?? document));

// Rates matter only once a currency other than AED is chosen: only then is the API client loaded.
$currencyCode.subscribe((code) => {
  if (code === 'AED' || Date.now() - $rates.get().fetchedAt < RATES_MAX_AGE_MS) return;
  void import('../lib/api/exchange-rates.ts')
    .then(({ fetchExchangeRates }) => fetchExchangeRates())
    .then((result) => {
      if (result.ok) $rates.set({ rates: result.data, fetchedAt: Date.now() });
    });
});
