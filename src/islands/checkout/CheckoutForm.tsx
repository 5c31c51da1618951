// Checkout for a signed-in shopper: the address, the way to pay, the lines and the summary, and
// Place Order. One attempt keeps one Idempotency-Key (until it succeeds or the cart changes), so a
// double click or a retry after a network error never makes two orders. Success goes to
// /payment-success; a line short of stock and wrong fields stay here with their reasons; any other
// failure goes to /payment-failed. The form is kept in this tab until the order is placed.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { placeOrder } from '../../lib/api/checkout.ts';
import type { PaymentMethod } from '../../lib/api/payments.ts';
import { apiFailure } from '../../lib/api/client.ts';
import type { UserInfo } from '../../lib/api/types.ts';
import {
  addressProblems,
  checkoutAddress,
  fieldProblem,
  phoneProblem,
  readDeliveryPhone,
  ADDRESS_FIELDS,
  type AddressDraft,
  type AddressField,
  type AddressProblem,
} from '../../lib/checkout/address.ts';
import { attemptFor, cartSignature, initialDraft, rememberOrdered, saveDraft } from '../../lib/checkout/address-memory.ts';
import { checkoutRefusal } from '../../lib/checkout/outcome.ts';
import type { LiveSettings, SiteSettings } from '../../lib/live-settings.ts';
import type { Locale } from '../../lib/locale.ts';
import { toMinor } from '../../lib/money.ts';
import { priceOrder, pricingRulesFrom } from '../../lib/pricing.ts';
import { $cart } from '../../stores/cart.ts';
import { loadCart } from '../../stores/cart-actions.ts';
import { $settings } from '../../stores/settings.ts';
import { ListStatus } from '../list/list-status.tsx';
import { loadPhoneRules, preloadPhoneRules, usePhoneRules } from '../phone/phone-rules.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { AddressForm, fieldId, type FieldElement, type FieldErrors } from './AddressForm.tsx';
import { CheckoutLines, shortageId } from './CheckoutLines.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
import { problemText } from './address-messages.ts';
import type { CheckoutStrings } from './checkout-strings.ts';
import { useServerCart } from './use-server-cart.ts';

/** The settings the order's price depends on, as the build baked them. */
export type PricingSettings = Pick<SiteSettings, 'fixed_delivery_charge' | 'is_free_delivery' | 'free_delivery_threshold' | 'vat_rate'>;

export interface CheckoutLinks {
  /** Holds `{id}`. */
  productHref: string;
  cartHref: string;
  shopHref: string;
  successHref: string;
  failedHref: string;
}

interface Props extends CheckoutLinks {
  locale: Locale;
  user: UserInfo;
  strings: CheckoutStrings;
  countryNames: Record<string, string>;
  colorNames: Record<string, string>;
  pricing: PricingSettings;
}

type Alert = 'fields' | 'stock' | null;
/** A check of the phone that waits for its rules: the field's blur, or a change that shows its problem. */
type PhoneCheck = 'blur' | 'problem';
const NO_CHECKS: ReadonlySet<PhoneCheck> = new Set();

export function CheckoutForm({ locale, user, strings, countryNames, colorNames, pricing, ...links }: Props) {
  const cart = useServerCart(locale);
  // The live settings overlay the baked ones (the threshold and the free-delivery switch today).
  const live = useHydratedStore($settings, null) as (LiveSettings & Partial<PricingSettings>) | null;
  const settings: PricingSettings = { ...pricing, ...live };
  const [draft, setDraft] = useState<AddressDraft>(() => initialDraft(user));
  const [phonePicked, setPhonePicked] = useState(() => draft.phoneCountry !== draft.country);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState<ReadonlySet<AddressField>>(new Set());
  const [shortages, setShortages] = useState<ReadonlyMap<number, number>>(new Map());
  const [alert, setAlert] = useState<Alert>(null);
  // The summary of errors speaks after a Place Order, not while the shopper moves between fields.
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('cod');
  // Set at once on the first click, before React renders the disabled button: a second click in
  // between sends nothing.
  const sending = useRef(false);
  const fieldRefs = useRef<Partial<Record<AddressField, FieldElement | null>>>({});
  const alertRef = useRef<HTMLParagraphElement>(null);
  // The phone's rules load when the shopper reaches the phone field (AddressForm). A check of the
  // phone asked for before they arrived runs once they have, on the form as it then stands.
  const rules = usePhoneRules();
  const [waitingChecks, setWaitingChecks] = useState(NO_CHECKS);

  useEffect(() => saveDraft(user.id, draft), [user.id, draft]);

  useEffect(() => {
    if (!rules || waitingChecks.size === 0) return;
    setWaitingChecks(NO_CHECKS);
    if (waitingChecks.has('blur')) blur('phone_number');
    if (waitingChecks.has('problem')) showProblem('phone_number', draft);
  }, [rules, waitingChecks]);

  // Lines the live stock already does not cover say so before the order is tried.
  useEffect(() => {
    const short = cart.lines.filter((line) => line.stock < line.quantity).map((line): [number, number] => [line.variant_id, line.stock]);
    if (short.length > 0) setShortages(new Map(short));
  }, [cart.lines]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const items = cart.state.status === 'ready' ? cart.state.items : [];
  const priced = useMemo(
    () => priceOrder(items.map((item) => ({ price: toMinor(item.product.price), discount: item.product.discount, quantity: item.quantity })), pricingRulesFrom(settings)),
    [items, settings.fixed_delivery_charge, settings.is_free_delivery, settings.free_delivery_threshold, settings.vat_rate],
  );

  if (cart.state.status === 'empty') {
    return (
      <div className="checkout checkout--empty">
        <p className="checkout__text">{strings.empty}</p>
        <p>
          <a className="button" href={links.shopHref}>
            {strings.continueShopping}
          </a>
        </p>
      </div>
    );
  }
  if (cart.state.status !== 'ready') return <ListStatus state={cart.state} strings={strings} prerendered="loading" />;

  function waitForPhoneRules(check: PhoneCheck) {
    setWaitingChecks((current) => new Set(current).add(check));
    preloadPhoneRules();
  }

  function showProblem(field: AddressField, next: AddressDraft) {
    let problem: AddressProblem | undefined;
    if (field !== 'phone_number') problem = fieldProblem(field, next);
    else if (rules) problem = phoneProblem(next, rules);
    else return waitForPhoneRules('problem');
    setErrors((current) => ({ ...current, [field]: problem ? problemText(field, problem, strings) : undefined }));
  }

  function change(patch: Partial<AddressDraft>, field: AddressField) {
    const next = { ...draft, ...patch };
    // The phone's country follows the address country until the shopper picks one.
    if (field === 'country' && !phonePicked) next.phoneCountry = next.country;
    setDraft(next);
    setDirty((current) => new Set(current).add(field));
    if (errors[field]) showProblem(field, next);
    if (field === 'country' && errors.phone_number) showProblem('phone_number', next);
  }

  function pickPhoneCountry(country: AddressDraft['phoneCountry']) {
    const next = { ...draft, phoneCountry: country };
    setPhonePicked(true);
    setDraft(next);
    if (errors.phone_number || draft.phone.trim()) showProblem('phone_number', next);
  }

  function blur(field: AddressField) {
    let next = draft;
    // A number typed with its own code ('+966 …') picks its country.
    if (field === 'phone_number') {
      if (!rules) return waitForPhoneRules('blur');
      const phone = readDeliveryPhone(draft, rules);
      if (phone.ok && phone.country !== draft.phoneCountry) {
        next = { ...draft, phoneCountry: phone.country };
        setPhonePicked(true);
        setDraft(next);
      }
    }
    if (dirty.has(field) || errors[field]) showProblem(field, next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    // The phone is read by its country's plan: a Place Order before those rules arrived waits for
    // them (a second press meanwhile sends nothing), and one that cannot load them has lost the
    // connection, as a failed send.
    let phoneRules = rules;
    if (!phoneRules) {
      sending.current = true;
      try {
        phoneRules = await loadPhoneRules();
      } catch {
        window.location.assign(`${links.failedHref}?reason=network`);
        return;
      }
      sending.current = false;
    }
    setTried(true);
    const problems = addressProblems(draft, phoneRules);
    const invalid = ADDRESS_FIELDS.filter((field) => problems[field]);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((field) => [field, problemText(field, problems[field]!, strings)])));
      setAlert(null);
      fieldRefs.current[invalid[0]!]?.focus();
      return;
    }
    const address = checkoutAddress(draft, phoneRules)!;
    sending.current = true;
    setBusy(true);
    setAlert(null);
    // Another way to pay is another attempt: its key must not replay the order of the first.
    const attempt = attemptFor(user.id, `${cartSignature(cart.lines)}/${method}`);
    try {
      const reply = await placeOrder(address, attempt.key, method);
      rememberOrdered(user.id, address);
      if (reply.data?.payment_url) {
        // A card order is held for its payment: the cart is already empty on the server.
        $cart.set([]);
        window.location.assign(reply.data.payment_url);
        return;
      }
      // The server emptied the cart with the order: this browser's copy follows (empty even when
      // the reload cannot reach the server, as the order proves the cart was ordered).
      if (!(await loadCart())) $cart.set([]);
      const query = new URLSearchParams({ order: reply.data?.order_number ?? '' });
      const firstItem = reply.data?.items[0]?.id;
      if (firstItem !== undefined) query.set('id', String(firstItem));
      window.location.assign(`${links.successHref}?${query}`);
      return;
    } catch (error) {
      const failure = apiFailure(error);
      // The order is written and held, but its payment page could not be opened: /payment-failed tries again.
      const unpaid = failure.reply?.data as { code?: string; order_number?: string } | undefined;
      if (unpaid?.code === 'payment_not_started' && unpaid.order_number) {
        window.location.assign(`${links.failedHref}?${new URLSearchParams({ order: unpaid.order_number })}`);
        return;
      }
      const refusal = checkoutRefusal(failure);
      if (refusal.kind === 'failed') {
        window.location.assign(`${links.failedHref}?reason=${refusal.reason}`);
        return;
      }
      if (refusal.kind === 'stock') {
        setShortages((current) => new Map(current).set(refusal.shortage.variant_id, refusal.shortage.stock));
        setAlert('stock');
      }
      if (refusal.kind === 'fields') {
        setErrors(refusal.fields);
        const first = ADDRESS_FIELDS.find((field) => refusal.fields[field]);
        if (first) fieldRefs.current[first]?.focus();
      }
      // 'session': the sign-in rule has opened the login modal; the form waits in this tab.
    }
    sending.current = false;
    setBusy(false);
  }

  const errorCount = Object.values(errors).filter(Boolean).length;
  const firstShortage = [...shortages.keys()][0];

  return (
    <form className="checkout" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="checkout__main">
        {tried && errorCount > 0 && (
          <p className="checkout__alert" role="alert">
            <a href={`#${fieldId(ADDRESS_FIELDS.find((field) => errors[field])!)}`}>{strings.fixFields}</a>
          </p>
        )}
        <AddressForm
          locale={locale}
          draft={draft}
          errors={errors}
          countryNames={countryNames}
          strings={strings}
          fieldRefs={fieldRefs}
          onChange={change}
          onPickPhoneCountry={pickPhoneCountry}
          onBlur={blur}
        />
        <PaymentChoice method={method} onChange={setMethod} strings={strings} />
      </div>

      <section className="checkout__aside checkout-section" aria-labelledby="checkout-items-heading">
        <h2 className="checkout-section__title" id="checkout-items-heading">
          {strings.itemsHeading}
        </h2>
        <CheckoutLines
          lines={items}
          priced={priced.lines}
          shortages={shortages}
          colorNames={colorNames}
          productHref={links.productHref}
          cartHref={links.cartHref}
          locale={locale}
          strings={strings}
        />
        <h3 className="checkout-summary__title">{strings.summary}</h3>
        <OrderSummary locale={locale} priced={priced} vatRate={settings.vat_rate} strings={strings} />
        {alert === 'stock' && (
          <p className="checkout__alert" role="alert" tabIndex={-1} ref={alertRef} aria-describedby={firstShortage === undefined ? undefined : shortageId(firstShortage)}>
            {strings.stockRefused}
          </p>
        )}
        <button type="submit" className="button button--accent checkout__place" disabled={busy}>
          {busy ? (method === 'card' ? strings.redirecting : strings.placing) : method === 'card' ? strings.payByCard : strings.placeOrder}
        </button>
      </section>
    </form>
  );
}
