// Checkout for a signed-in shopper: the address, the way to pay, the lines and the summary, and
// Place Order. One attempt keeps one Idempotency-Key (until it succeeds or the cart changes), so a
// double click or a retry after a network error never makes two orders. Success goes to
// /payment-success; a line short of stock and wrong fields stay here with their reasons; any other
// failure goes to /payment-failed. The form is kept in this tab until the order is placed.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import type { UserInfo } from '../../lib/api/types.ts';
import { ADDRESS_FIELDS, type AddressField } from '../../lib/checkout/address.ts';
import { addressInput, COUNTRY_BOUND_FIELDS, withCountry, type AddressDraft } from '../../lib/checkout/address-draft.ts';
import { attemptFor, cartSignature, initialDraft, saveDraft } from '../../lib/checkout/address-memory.ts';
import type { Locale } from '../../lib/locale.ts';
import { priceCart, type PricingSettings } from '../../lib/pricing.ts';
import { ListStatus } from '../list/ListStatus.tsx';
import { useLiveSettings } from '../use-live-settings.ts';
import { AddressForm, fieldId, type FieldElement, type FieldErrors } from './AddressForm.tsx';
import { CheckoutLines, shortageId } from './CheckoutLines.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { ArrivalEstimate } from '../orders/ArrivalEstimate.tsx';
import type { ArrivalCalendar } from '../../lib/delivery/estimate.ts';
import { PaymentChoice } from './PaymentChoice.tsx';
import { usePaymentOptions } from './use-payment-options.ts';
import type { PaymentMethodWords } from '../../lib/payment-method-words.ts';
import { toMajor, toMinor } from '../../lib/money.ts';
import { loadAddressRules, type AddressRules } from './address-rules.ts';
import type { CheckoutStrings } from './checkout-strings.ts';
import { useServerCart } from './use-server-cart.ts';

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
  /** Each way to pay's words, by its id. */
  methodWords: PaymentMethodWords;
  colorNames: Record<string, string>;
  pricing: PricingSettings;
  /** The public holidays the arrival estimate skips, and the words it says the dates in. */
  calendar: ArrivalCalendar;
}

type Alert = 'fields' | 'stock' | null;
/** An international number long enough to be whole: the ways to pay are asked again with it. */
const WHOLE_PHONE = /^\+[\d\s().-]{9,24}$/;
/** A field's check that waits for the address rules: its blur, or a change that shows its problem. */
type WaitingCheck = 'blur' | 'problem';
const NO_CHECKS: ReadonlyMap<AddressField, WaitingCheck> = new Map();
/** Placing the order: loaded once the shopper starts on the form (./send-order.ts). */
const loadSending = () => import('./send-order.ts');

export function CheckoutForm({ locale, user, strings, methodWords, colorNames, pricing, calendar, ...links }: Props) {
  const cart = useServerCart(locale);
  // The live settings overlay the baked ones.
  const settings = useLiveSettings(pricing);
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
  // The address rules load when the shopper reaches the form. A check asked for before they
  // arrived runs once they have, on the form as it then stands.
  const [rules, setRules] = useState<AddressRules>();
  const [waitingChecks, setWaitingChecks] = useState(NO_CHECKS);
  // A failure is left to the submit, which awaits them.
  const loadRules = () => void loadAddressRules().then(setRules, () => undefined);

  useEffect(() => saveDraft(user.id, draft), [user.id, draft]);

  useEffect(() => {
    if (!rules || waitingChecks.size === 0) return;
    setWaitingChecks(NO_CHECKS);
    for (const [field, check] of waitingChecks) {
      if (check === 'blur') blur(field);
      else showProblem(field, draft);
    }
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
  const goods = useMemo(
    () => priceCart(items.map((item) => ({ product: item, quantity: item.quantity })), settings),
    [items, settings.fixed_delivery_charge, settings.is_free_delivery, settings.free_delivery_threshold, settings.vat_rate],
  );
  // The ways to pay are asked for the order before any fee; cash on delivery's fee, when it is the
  // one chosen, is then a line of the summary, as the server will charge it.
  const typedPhone = addressInput(draft).phone_number;
  const options = usePaymentOptions(cart.state.status === 'ready' ? toMajor(goods.totalAmount) : null, WHOLE_PHONE.test(typedPhone) ? typedPhone : undefined);
  const chosen = options?.find((option) => option.id === method);
  const online = chosen?.online ?? false;
  const fee = chosen && !chosen.online ? toMinor(chosen.fee) : 0;
  const priced = useMemo(
    () => (fee > 0 ? priceCart(items.map((item) => ({ product: item, quantity: item.quantity })), settings, fee) : goods),
    [goods, fee],
  );
  // A way to pay that cannot be picked for this order (cash over its maximum, say) gives way to the first that can.
  useEffect(() => {
    if (!options || chosen?.available) return;
    const first = options.find((option) => option.available);
    if (first) setMethod(first.id);
  }, [options, chosen?.available]);

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

  function waitForRules(field: AddressField, check: WaitingCheck) {
    // A blur asked for shows a problem too: it wins over a plain one.
    setWaitingChecks((current) => new Map(current).set(field, current.get(field) === 'blur' ? 'blur' : check));
    loadRules();
  }

  /** Every refused field's words, by the one schema. */
  function problemsOf(next: AddressDraft, loaded: AddressRules): FieldErrors {
    const reading = loaded.readAddress(addressInput(next));
    if (reading.ok) return {};
    const words = (field: AddressField) => loaded.problemText(field, reading.problems[field]!, next.country, locale, strings);
    return Object.fromEntries(ADDRESS_FIELDS.filter((field) => reading.problems[field]).map((field) => [field, words(field)]));
  }

  function showProblem(field: AddressField, next: AddressDraft) {
    if (!rules) return waitForRules(field, 'problem');
    const message = problemsOf(next, rules)[field];
    setErrors((current) => ({ ...current, [field]: message }));
  }

  function change(patch: Partial<AddressDraft>, field: AddressField) {
    const next = field === 'country' && patch.country ? withCountry(draft, patch.country) : { ...draft, ...patch };
    // The phone's country follows the address country until the shopper picks one.
    if (field === 'country' && !phonePicked) next.phoneCountry = next.country;
    setDraft(next);
    if (field === 'country' && next.country !== draft.country) {
      // The old country's city, state and postcode are gone: so are their problems, until typed again.
      const bound = (name: string) => (COUNTRY_BOUND_FIELDS as readonly string[]).includes(name) && next[name as keyof AddressDraft] !== draft[name as keyof AddressDraft];
      setDirty((current) => new Set([...current].filter((name) => !bound(name))).add(field));
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !bound(name))));
    } else {
      setDirty((current) => new Set(current).add(field));
    }
    if (errors[field]) showProblem(field, next);
    // Another country reads the phone by another plan.
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
    if (!rules) return waitForRules(field, 'blur');
    if (field === 'phone_number') {
      const phone = rules.readPhoneNumber(addressInput(draft).phone_number);
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
    // The address is read by its schema, and the order sent by ./send-order.ts: a Place Order
    // before they arrived waits for them (a second press meanwhile sends nothing), and one that
    // cannot load them has lost the connection, as a failed send.
    sending.current = true;
    let addressRules: AddressRules;
    let sender: Awaited<ReturnType<typeof loadSending>>;
    try {
      [addressRules, sender] = await Promise.all([rules ?? loadAddressRules(), loadSending()]);
    } catch {
      window.location.assign(`${links.failedHref}?reason=network`);
      return;
    }
    sending.current = false;
    setTried(true);
    const reading = addressRules.readAddress(addressInput(draft));
    if (!reading.ok) {
      const problems = problemsOf(draft, addressRules);
      setErrors(problems);
      setAlert(null);
      fieldRefs.current[ADDRESS_FIELDS.find((field) => problems[field])!]?.focus();
      return;
    }
    const { address } = reading;
    sending.current = true;
    setBusy(true);
    setAlert(null);
    // Another way to pay is another attempt: its key must not replay the order of the first.
    const attempt = attemptFor(user.id, `${cartSignature(cart.lines)}/${method}`);
    const { stay } = await sender.sendOrder({ userId: user.id, address, key: attempt.key, method, successHref: links.successHref, failedHref: links.failedHref });
    // Placed, or failed for a reason /payment-failed words: the browser is on its way there.
    if (!stay) return;
    if (stay.kind === 'stock') {
      setShortages((current) => new Map(current).set(stay.shortage.variant_id, stay.shortage.stock));
      setAlert('stock');
    }
    if (stay.kind === 'address') {
      const problems = problemsOf(draft, addressRules);
      const first = ADDRESS_FIELDS.find((field) => problems[field]);
      // Read as the API read it, the address passed here: this page's rules are older than its.
      if (!first) window.location.assign(`${links.failedHref}?reason=other`);
      setErrors(problems);
      if (first) fieldRefs.current[first]?.focus();
    }
    // 'session': the sign-in rule has opened the login modal; the form waits in this tab.
    sending.current = false;
    setBusy(false);
  }

  /** Reaching the form (a focus anywhere in it, Place Order included) starts loading what checks and sends it. */
  function prepare() {
    loadRules();
    void loadSending().catch(() => undefined);
  }

  const errorCount = Object.values(errors).filter(Boolean).length;
  const firstShortage = [...shortages.keys()][0];

  return (
    <form className="checkout" noValidate onSubmit={submit} onFocus={prepare} aria-busy={busy}>
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
          strings={strings}
          fieldRefs={fieldRefs}
          onChange={change}
          onPickPhoneCountry={pickPhoneCountry}
          onBlur={blur}
        />
        <PaymentChoice locale={locale} method={method} onChange={setMethod} options={options} words={methodWords} strings={strings} />
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
        <ArrivalEstimate locale={locale} from={new Date()} country={draft.country} city={draft.city} calendar={calendar} strings={strings} />
        {alert === 'stock' && (
          <p className="checkout__alert" role="alert" tabIndex={-1} ref={alertRef} aria-describedby={firstShortage === undefined ? undefined : shortageId(firstShortage)}>
            {strings.stockRefused}
          </p>
        )}
        <button type="submit" className="button button--accent checkout__place" disabled={busy}>
          {busy ? (online ? strings.redirecting : strings.placing) : online ? strings.payOnline : strings.placeOrder}
        </button>
      </section>
    </form>
  );
}
