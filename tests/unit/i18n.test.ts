import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, PREFIXED_LOCALES, type Locale } from '../../src/lib/locale.ts';
import { loadDictionary, useTranslations } from '../../src/lib/translations.ts';

// The UI dictionaries: flat keys, string values, i18next `{{name}}` interpolation and `_one`/`_other` plurals.
// These checks hold for any key set and every row of the locale table, so they keep passing as pages
// add their own keys to every file, and cover a new locale as soon as its row exists.

type Dictionary = Record<string, string>;

const dicts = Object.fromEntries(LOCALES.map((locale) => [locale, loadDictionary(locale)])) as Record<Locale, Dictionary>;
const en = dicts[DEFAULT_LOCALE];

/**
 * Keys whose French or German text may equal the English one, because that is the correct
 * translation (language names written in their own language, "Euro", "Blog", "Shop" in German,
 * "Contact", "Pages" and "Total" in French, country names spelt alike: Qatar and Oman in French,
 * Kuwait, Bahrain and Oman in German; the garment and feast names borrowed from Arabic, Abaya,
 * Hijab, Shayla, Niqab and Ramadan). Keep this short: anything else must be translated.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  // Brand names: the instalment providers are Tabby and Tamara in every Latin-script language.
  'paymentMethod.tabby',
  'paymentMethod.tamara',
  'lang.en',
  'lang.fr',
  'lang.de',
  'lang.ar',
  'shop.tag.abaya',
  'shop.tag.hijab',
  'shop.tag.shayla',
  'shop.tag.niqab',
  'shop.tag.ramadan',
  // Names of Indian holidays, the same in French and German.
  'holiday.diwali',
  'holiday.holi',
  'holiday.gandhi_jayanti',
  // The garments' names are loanwords in French and German too.
  'category.shaylas',
  'category.hijabs',
  'category.niqabs',
  'category.abayas',
  'search.suggestions',
  // "{{value}} cm": the SI symbol is written the same in French and German.
  'sizeGuide.value',
  'currency.EUR',
  'nav.shop',
  'nav.contact',
  'nav.blog',
  'nav.pages',
  'order.total',
  'toast.region',
  'meta.blog',
  'country.QA',
  'country.OM',
  'country.KW',
  'country.BH',
]);

const placeholders = (value: string): string[] =>
  [...new Set([...value.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!))].sort();

/** True when a value has no words of its own (only placeholders, digits, spaces and punctuation). */
const hasNoWords = (value: string): boolean => !/\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));

describe('UI dictionaries', () => {
  it('are flat objects of non-empty strings with well-formed keys', () => {
    for (const locale of LOCALES) {
      const dict = dicts[locale];
      expect(typeof dict, locale).toBe('object');
      expect(Array.isArray(dict), locale).toBe(false);
      expect(Object.keys(dict).length, locale).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(dict)) {
        expect(key, `${locale}: key`).toMatch(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/);
        expect(typeof value, `${locale}: ${key}`).toBe('string');
        expect(value.trim(), `${locale}: ${key} is empty`).not.toBe('');
        expect(value, `${locale}: ${key} has surrounding spaces`).toBe(value.trim());
      }
    }
  });

  it('have identical key sets in every locale', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'de', 'ar']);
    // Plural forms beyond _one and _other follow each language's rules (Arabic has six): not compared.
    const shared = (dict: Dictionary) => Object.keys(dict).filter((key) => !/_(zero|two|few|many)$/.test(key)).sort();
    const enKeys = shared(en);
    for (const locale of PREFIXED_LOCALES) {
      const keys = shared(dicts[locale]);
      expect(
        enKeys.filter((k) => !(k in dicts[locale])),
        `keys in en missing from ${locale}`,
      ).toEqual([]);
      expect(
        keys.filter((k) => !(k in en)),
        `keys in ${locale} missing from en`,
      ).toEqual([]);
    }
  });

  it('use the same {{placeholders}} in every locale, and only well-formed ones', () => {
    for (const [key, value] of Object.entries(en)) {
      for (const locale of LOCALES) {
        const text = dicts[locale][key];
        if (text === undefined) continue; // reported by the key-set test
        // A form whose words name the number ("نتيجة واحدة") may leave out {{count}}.
        const named = (list: string[]) => (/_(zero|one|two)$/.test(key) ? list.filter((name) => name !== 'count') : list);
        expect(named(placeholders(text)), `${locale}: ${key}`).toEqual(named(placeholders(value)));
        // A stray single brace means a placeholder was written `{name}` instead of `{{name}}`.
        expect(text.replace(/\{\{[^{}]+\}\}/g, ''), `${locale}: ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('give every plural both its _one and _other form, with {{count}} where words do not name the number', () => {
    for (const locale of LOCALES) {
      const dict = dicts[locale];
      for (const key of Object.keys(dict)) {
        const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
        if (!plural) continue;
        expect(dict[`${plural[1]}_one`], `${locale}: ${plural[1]}_one`).toBeTypeOf('string');
        expect(dict[`${plural[1]}_other`], `${locale}: ${plural[1]}_other`).toBeTypeOf('string');
        // Arabic says "نتيجة واحدة", "نتيجتان" (one result, two results) without the digit.
        if (!['zero', 'one', 'two'].includes(plural[2]!)) expect(placeholders(dict[key]!), `${locale}: ${key}`).toContain('count');
      }
    }
  });

  it('hold the extra plural forms (_zero, _two, _few, _many) only where the locale\'s plural rules use them', () => {
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(LOCALE_TAGS[locale]).resolvedOptions().pluralCategories;
      const extras = Object.keys(dicts[locale]).filter((key) => /_(zero|two|few|many)$/.test(key));
      expect(extras.filter((key) => !categories.includes(key.slice(key.lastIndexOf('_') + 1) as Intl.LDMLPluralRule)), locale).toEqual([]);
    }
  });

  it('translate every other locale rather than repeating the English', () => {
    for (const locale of PREFIXED_LOCALES) {
      const untranslated = Object.keys(en).filter(
        (key) =>
          dicts[locale][key] === en[key] && !SAME_AS_ENGLISH_ALLOWED.has(key) && !hasNoWords(en[key]!),
      );
      expect(untranslated, `${locale} values identical to English`).toEqual([]);
    }
  });

  it('name each language in its own language, in every locale', () => {
    for (const locale of LOCALES) {
      expect(dicts[locale]['lang.en']).toBe('English');
      expect(dicts[locale]['lang.fr']).toBe('Français');
      expect(dicts[locale]['lang.de']).toBe('Deutsch');
      expect(dicts[locale]['lang.ar']).toBe('العربية');
    }
  });

  it('word the English exactly as the spec does', () => {
    const spec: Record<string, string> = {
      'auth.title': "Hala! Let's get started",
      'auth.continue': 'CONTINUE',
      'auth.verifyOtp': 'Verify OTP',
      'auth.resendOtp': 'Resend OTP',
      'auth.enterPassword': 'Enter Password',
      'auth.loginButton': 'Login',
      'auth.login': 'Login',
      'auth.register': 'Register',
      'header.callUsLine': 'Call Us: {{phone}}',
      'validation.identifierRequired': 'Phone number or email is required',
      'validation.otpRequired': 'OTP is required',
      'validation.passwordRequired': 'Password is required',
      'errors.settings.invalidStructure': 'Invalid settings data structure - expected array',
      'errors.settings.fetchFailed': 'Failed to fetch settings',
      'errors.settings.notFound': 'Settings endpoint not found',
      'errors.settings.server': 'Server error occurred while fetching settings',
      'errors.settings.http': 'HTTP {{status}} error',
      'errors.settings.network': 'Network error - unable to connect to server',
      'errors.settings.unknown': 'Unknown error occurred',
      'errors.sendOtp.failed': 'Failed to send OTP. Please try again.',
      'errors.sendOtp.badRequest': 'Invalid request. Please check your input.',
      'errors.sendOtp.invalidData': 'Invalid data format. Please check your input.',
      'errors.sendOtp.default': 'Something went wrong. Please try again.',
      'errors.verifyOtp.invalid': 'Invalid OTP. Please try again.',
      'errors.verifyOtp.badRequest': 'Invalid OTP. Please check and try again.',
      'errors.verifyOtp.expired': 'OTP has expired. Please request a new one.',
      'errors.verifyOtp.format': 'Invalid OTP format. Please enter 6 digits.',
      'errors.password.invalid': 'Invalid password. Please try again.',
      'errors.password.unauthorized': 'Invalid password. Please check and try again.',
      'errors.password.badRequest': 'Invalid credentials. Please try again.',
      'errors.orders.loadDetailFailed': 'Failed to load order details',
      'errors.orders.notFound': 'Order not found',
      'errors.orders.addressUnavailable': 'Address information not available',
      'toast.addedToCart': 'Added To Cart',
      'toast.addToCartFailed': 'Failed to add item to cart',
      'toast.removedFromCart': 'Removed From Cart',
      'toast.removedAllFromCart': 'Removed All From Cart',
      'toast.addedToWishlist': 'Added To Wishlist',
      'toast.addToWishlistFailed': 'Failed to add item to wishlist',
      'toast.removedFromWishlist': 'Removed From Wishlist',
      'toast.removeFromWishlistFailed': 'Failed to remove item from wishlist',
      'toast.removedAllFromWishlist': 'Removed All From Wishlist',
      'toast.clearWishlistFailed': 'Failed to clear wishlist',
      'toast.loggedIn': 'Successfully logged in!',
      'toast.addedToCompare': 'Added To Compare',
      'toast.removedFromCompare': 'Removed From Compare',
      'orders.title': 'Your Orders',
      'orders.empty': 'No orders found',
      'orders.shopNow': 'Shop Now',
      'orders.orderNumber': 'Order #',
      'orders.unknownStatus': 'UNKNOWN',
      'orders.previous': 'Previous',
      'orders.next': 'Next',
      'order.loading': 'Loading order details...',
      'order.backToOrders': 'Back to Orders',
      'order.placedOn': 'Placed on',
      'order.statusTimeline': 'Order Status',
      'order.summary': 'Order Summary',
      'order.shippingInformation': 'Shipping Information',
      'blog.searchPlaceholder': 'Search here...',
      'blog.recentProjects': 'Recent Projects',
      'blog.categories': 'Categories',
      'blog.tag': 'Tag',
      'blog.categoryWomen': 'Women',
      'blog.categoryMen': 'Men',
      'blog.categoryBags': 'Bags',
      'blog.categoryAccessories': 'Accessories',
      'blog.tagClothing': 'Clothing',
      'blog.tagAccessories': 'Accessories',
      'blog.tagForMen': 'For Men',
      'blog.tagWomen': 'Women',
      'blog.tagFashion': 'Fashion',
      'blog.postAComment': 'post a comment',
      'blog.fullName': 'Full Name',
      'blog.emailAddress': 'Email Address',
      'blog.message': 'Message',
      'blog.sendMessage': 'SEND MESSAGE',
      'common.addToCart': 'Add To Cart',
      'common.buyNow': 'Buy Now',
      'menu.shopGridStandard': 'Shop Grid Standard',
      'header.cartCount_other': 'Cart, {{count}} items',
      'header.freeDelivery': 'Free delivery on orders over {{amount}}',
      'footer.copyright': '© {{year}} {{brand}}. All rights reserved.',
    };
    for (const [key, text] of Object.entries(spec)) expect(en[key], key).toBe(text);
  });

  it('label every menu entry the spec lists', () => {
    const word = ['', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];
    const upTo = (base: string, n: number) => word.slice(0, n).map((w) => base + w);
    const menu = [
      'homeGroupOne', 'homeGroupTwo', 'homeGroupThree',
      ...upTo('homeFashion', 8), 'homeKidsFashion', 'homeCosmetics', ...upTo('homeFurniture', 7),
      ...upTo('homeElectronics', 3), ...upTo('homeBookStore', 2), 'homePlants', ...upTo('homeFlowerShop', 2),
      ...upTo('homeOrganicFood', 2), 'homeOnepageScroll', 'homeGridBanner', 'homeAutoParts', 'homeCakeShop',
      'homeHandmade', 'homePetFood', 'homeMedicalEquipment', 'homeChristmas', ...upTo('homeBlackFriday', 2),
      'homeValentinesDay',
      'shopGridStandard', 'shopGridFilter', 'shopGridTwoColumn', 'shopGridNoSidebar', 'shopGridFullWidth',
      'shopGridRightSidebar', 'shopListStandard', 'shopListFullWidth', 'shopListTwoColumn',
      'productTabBottom', 'productTabLeft', 'productTabRight', 'productSticky', 'productSlider',
      'productFixedImage', 'productSimple', 'productVariation', 'productAffiliate',
      'collection',
      'pageCart', 'pageCheckout', 'pageWishlist', 'pageCompare', 'pageMyAccount', 'pageLoginRegister',
      'pageAboutUs', 'pageContactUs', 'page404',
      'blogStandard', 'blogNoSidebar', 'blogRightSidebar', 'blogDetailsStandard', 'blogDetailsVideo',
      'blogDetailsSlider',
    ].map((k) => `menu.${k}`);
    expect(menu.filter((key) => !(key in en))).toEqual([]);
  });
});

describe('useTranslations', () => {
  it('gives a key its words every time, and fills each call’s own values in', () => {
    const t = useTranslations('ar');
    expect(t('header.callUsLine', { phone: '+971 4 000 0000' })).toBe(dicts.ar['header.callUsLine']!.replace('{{phone}}', '+971 4 000 0000'));
    expect(t('header.callUsLine', { phone: '+91 22 0000 0000' })).toBe(dicts.ar['header.callUsLine']!.replace('{{phone}}', '+91 22 0000 0000'));
    expect(t('common.loading')).toBe(dicts.ar['common.loading']);
    expect(t('common.loading')).toBe(dicts.ar['common.loading']);
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
