// Shows what the server's settings decide on every page, without a rebuild: the Call Us number and
// the footer's phone and e-mail, and the free-delivery banner (every order free, or free from a
// threshold that the price script converts). The build bakes its values into the HTML (what
// crawlers read); this applies the stored copy at once, then the server's on each page load.
// Markup: a[data-setting="phone|email"] holding [data-setting-text] when the text is not the link's
// own (hidden when empty, and so its list item in the footer); [data-delivery="free|threshold"]
// (the delivery terms, lib/delivery/delivery-terms.ts), the latter holding the threshold's and the
// charge's prices ([data-delivery-amount="threshold|charge"]); [data-return-window] (the return
// policy's "14 days", src/build/return-window.ts), with its plural forms in data-forms.
// The refresh waits for what the shopper came for on a page that draws it itself once loaded (the
// search page's results: its root carries [data-drawn-later] until they are drawn, and then sends
// `content:drawn` on the document), so that it does not share a phone's connection with it: on
// the search page it left before the results and was the last request Lighthouse's largest paint
// waited for (about 0.15 s of its 1.5). At the latest after 3 s, as the page scripts
// (after-paint.client.ts).
import { deliveryTerms } from '../lib/delivery/delivery-terms.ts';
import { $settings, refreshSettings } from '../stores/settings.ts';
import { plural, type PluralForms } from '../lib/text.ts';

$settings.subscribe((settings) => {
  if (!settings) return; // nothing received yet: the baked values stand
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-setting]')) {
    const phone = link.dataset.setting === 'phone';
    const value = phone ? settings.company_phone_number : settings.company_address.email;
    link.hidden = !value;
    link.href = phone ? `tel:${value.replace(/[^+\d]/g, '')}` : `mailto:${value}`;
    const text = link.querySelector('[data-setting-text]') ?? link;
    if (text.textContent !== value) text.textContent = value;
  }
  const terms = deliveryTerms(settings);
  for (const element of document.querySelectorAll<HTMLElement>('[data-delivery]')) {
    element.hidden = element.dataset.delivery !== terms.kind;
  }
  if (terms.kind === 'free') return;
  for (const price of document.querySelectorAll<HTMLElement>('[data-delivery-amount]')) {
    const amount = `${price.dataset.deliveryAmount === 'charge' ? terms.charge : terms.threshold}`;
    if (price.dataset.priceAed === amount) continue;
    price.dataset.priceAed = amount;
    // The price script renders what is inside the element the event is sent from.
    price.parentElement?.dispatchEvent(new Event('prices:render', { bubbles: true }));
  }
  const days = settings.return_window_days;
  for (const element of document.querySelectorAll<HTMLElement>('[data-return-window]')) {
    // Only a window changed since the build needs its words again (and the locale's plural rules).
    if (element.dataset.returnWindow === String(days)) continue;
    element.dataset.returnWindow = String(days);
    element.textContent = plural(JSON.parse(element.dataset.forms ?? '{"other":"{{count}}"}') as PluralForms, document.documentElement.lang, days);
  }
});

// refreshSettings asks once per page load, whichever of these calls it first.
if (document.querySelector('[data-drawn-later]')) {
  document.addEventListener('content:drawn', () => void refreshSettings(), { once: true });
  setTimeout(() => void refreshSettings(), 3000);
} else void refreshSettings();
