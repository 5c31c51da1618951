// The site's menus: one definition shared by the header, the mobile menu, the footer and the
// layouts page. Labels are i18n keys; paths are locale-free and localized where they are rendered.
// The main menu is a shop's (its categories, its pages); the template's demo layouts keep their
// routes and are listed on /layouts, linked from the footer.
import { SHOP_CATEGORIES, categoryPath } from '../lib/shop/categories.ts';

export interface MenuLink {
  label: string;
  path: string;
}

export interface MenuGroup {
  label: string;
  path: string;
  children?: MenuLink[];
}

export const SHOP_LAYOUTS: MenuLink[] = [
  { label: 'menu.shopGridStandard', path: '/shop-grid-standard' },
  { label: 'menu.shopGridFilter', path: '/shop-grid-filter' },
  { label: 'menu.shopGridTwoColumn', path: '/shop-grid-two-column' },
  { label: 'menu.shopGridNoSidebar', path: '/shop-grid-no-sidebar' },
  { label: 'menu.shopGridFullWidth', path: '/shop-grid-full-width' },
  { label: 'menu.shopGridRightSidebar', path: '/shop-grid-right-sidebar' },
  { label: 'menu.shopListStandard', path: '/shop-list-standard' },
  { label: 'menu.shopListFullWidth', path: '/shop-list-full-width' },
  { label: 'menu.shopListTwoColumn', path: '/shop-list-two-column' },
];

/** Product-detail layouts, shown with a sample product (the spec's "simple", "variation", "affiliate" kinds too). */
export function productMenu(sample: { simple: string; variation: string; affiliate: string }): MenuLink[] {
  const id = sample.variation;
  return [
    { label: 'menu.productTabBottom', path: `/product/${id}` },
    { label: 'menu.productTabLeft', path: `/product-tab-left/${id}` },
    { label: 'menu.productTabRight', path: `/product-tab-right/${id}` },
    { label: 'menu.productSticky', path: `/product-sticky/${id}` },
    { label: 'menu.productSlider', path: `/product-slider/${id}` },
    { label: 'menu.productFixedImage', path: `/product-fixed-image/${id}` },
    { label: 'menu.productSimple', path: `/product/${sample.simple}` },
    { label: 'menu.productVariation', path: `/product/${sample.variation}` },
    { label: 'menu.productAffiliate', path: `/product/${sample.affiliate}` },
  ];
}

export const PAGE_LINKS: MenuLink[] = [
  { label: 'menu.pageCart', path: '/cart' },
  { label: 'menu.pageCheckout', path: '/checkout' },
  { label: 'menu.pageWishlist', path: '/wishlist' },
  { label: 'menu.pageCompare', path: '/compare' },
  { label: 'menu.pageMyAccount', path: '/my-account' },
  { label: 'menu.pageLoginRegister', path: '/login-register' },
  { label: 'menu.pageAboutUs', path: '/about' },
  { label: 'menu.pageContactUs', path: '/contact' },
  { label: 'menu.page404', path: '/not-found' },
];

export const BLOG_LINKS: MenuLink[] = [
  { label: 'menu.blogStandard', path: '/blog-standard' },
  { label: 'menu.blogNoSidebar', path: '/blog-no-sidebar' },
  { label: 'menu.blogRightSidebar', path: '/blog-right-sidebar' },
  { label: 'menu.blogDetailsStandard', path: '/blog-details-standard' },
];

export const HOME_LINKS: MenuLink[] = [
  { label: 'nav.home', path: '/' },
  { label: 'menu.homeFashion', path: '/home-fashion' },
];

export const POLICY_LINKS: MenuLink[] = [
  { label: 'footer.shippingPolicy', path: '/shipping-policy' },
  { label: 'footer.returnPolicy', path: '/return-policy' },
  { label: 'footer.privacyPolicy', path: '/privacy-policy' },
  { label: 'footer.termsAndConditions', path: '/terms-and-conditions' },
];

/** The shop, then each of its categories. */
export const SHOP_MENU: MenuLink[] = [
  { label: 'nav.allProducts', path: '/shop-grid-standard' },
  ...SHOP_CATEGORIES.map((category) => ({ label: category.name, path: categoryPath(category) })),
];

/** The categories a shopper looks for first, each at the menu's top level. */
const TOP_CATEGORIES = new Set(['shaylas', 'hijabs', 'niqabs', 'abayas']);

export const MAIN_MENU: MenuGroup[] = [
  { label: 'nav.home', path: '/' },
  { label: 'nav.shop', path: '/shop-grid-standard', children: SHOP_MENU },
  ...SHOP_CATEGORIES.filter((category) => TOP_CATEGORIES.has(category.slug)).map((category) => ({
    label: category.name,
    path: categoryPath(category),
  })),
  { label: 'nav.blog', path: '/blog-standard' },
  {
    label: 'nav.help',
    path: '/contact',
    children: [{ label: 'nav.about', path: '/about' }, { label: 'nav.contact', path: '/contact' }, ...POLICY_LINKS],
  },
];

/** The template's demo layouts, each group under its heading, for the layouts page. */
export function layoutGroups(sample: { simple: string; variation: string; affiliate: string }): { label: string; links: MenuLink[] }[] {
  return [
    { label: 'nav.home', links: HOME_LINKS },
    { label: 'menu.shopLayout', links: SHOP_LAYOUTS },
    { label: 'menu.productDetails', links: productMenu(sample) },
    { label: 'menu.pages', links: PAGE_LINKS },
    { label: 'menu.blog', links: BLOG_LINKS },
  ];
}

/** The spec's mobile menu: home, shop, cart, wishlist, about, contact. */
export const MOBILE_LINKS: MenuLink[] = [
  { label: 'nav.home', path: '/' },
  { label: 'nav.shop', path: '/shop-grid-standard' },
  { label: 'nav.cart', path: '/cart' },
  { label: 'nav.wishlist', path: '/wishlist' },
  { label: 'nav.compare', path: '/compare' },
  { label: 'nav.blog', path: '/blog-standard' },
  { label: 'nav.about', path: '/about' },
  { label: 'nav.contact', path: '/contact' },
];
