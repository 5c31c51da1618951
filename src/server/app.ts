// The API: a Hono app with every route under /api. Stateless apart from the database; settings and
// exchange rates are cached in memory (seconds stale at most for settings).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { settingsIn } from '../lib/localized-settings.ts';
import type { AppEnv } from './auth/middleware.ts';
import type { AuthDeps } from './auth/service.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { handleError, methodNotAllowed, notFound } from './http/errors.ts';
import { apiBodyLimit } from './http/body-limit.ts';
import { allowedMethods } from './http/allowed-methods.ts';
import { apiHeaders } from './http/security.ts';
import type { Notifier } from './notify/index.ts';
import { loadBlogPosts, type BlogPostExists } from './content/blog-posts.ts';
import { createRatesService, type RatesService } from './rates/service.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { contentRoutes } from './routes/content.ts';
import { healthRoutes, type Lifecycle } from './routes/health.ts';
import { orderRoutes } from './routes/orders.ts';
import { afterPurchaseRoutes } from './routes/after-purchase.ts';
import { createAfterPurchase, type AfterPurchase } from './after-purchase/service.ts';
import { paymentRoutes } from './routes/payments.ts';
import { paymentProviders } from './payments/registry.ts';
import { createPayments, type Payments } from './payments/service.ts';
import { exchangeRateRoutes, settingsReplies } from './routes/settings.ts';
import { stockRoutes } from './routes/stock.ts';
import { searchRoutes } from './routes/search.ts';
import type { LiveSearch } from './on-request/search.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { officeRoutes } from './office/routes/index.ts';
import type { Publisher } from './catalogue/publish.ts';
import type { FetchPhoto } from './catalogue/import.ts';
import { PHOTO_UPLOAD_PATH } from './office/routes/photos.ts';
import { IMPORT_PATH } from './office/routes/products.ts';
import { createSettingsService, type SettingsService } from './settings/service.ts';

const MAX_BODY_BYTES = 64 * 1024;

export type AppConfig = Pick<Config, 'corsOrigins' | 'shopOrigins' | 'trustProxy' | 'exchangeRatesUrl' | 'settingsFile' | 'payments' | 'photosDir'> & {
  /** The resolved server secret (see secret.ts). */
  secretKey: string;
};

export interface AppDeps {
  db: Db;
  notifier: Notifier;
  config: AppConfig;
  /** Overrides for tests. */
  settings?: SettingsService;
  rates?: RatesService;
  /** Which blog posts exist (content/blog by default). */
  blogPosts?: BlogPostExists;
  /** The process's shutdown state, for the readiness check (main.ts). */
  lifecycle?: Lifecycle;
  /** Publishes the catalogue's saves (main.ts makes the real one; tests give theirs or none). */
  publisher?: Publisher;
  /** How a product import fetches its photos (tests give their own). */
  fetchPhoto?: FetchPhoto;
  /** The product search over the live release (main.ts makes it; without it, /api/search answers 503). */
  search?: LiveSearch;
}

export interface ApiApp extends Hono<AppEnv> {
  settings: SettingsService;
  /** Payments; main.ts runs its sweep of orders left unpaid online. */
  payments: Payments;
  /** Cancels, returns, reviews and tax documents (the operator's command shares it through the socket). */
  afterPurchase: AfterPurchase;
  /**
   * Answers the hottest request, GET /api/settings, from Node's own request and response before
   * the router (see routes/settings.ts); false for any other request, or when Hono must answer it.
   */
  answerDirect(req: IncomingMessage, res: ServerResponse): boolean;
}

export function createApp(deps: AppDeps): ApiApp {
  const { db, notifier, config } = deps;
  const settings = deps.settings ?? createSettingsService({ db, settingsFile: config.settingsFile });
  const rates = deps.rates ?? createRatesService({ url: config.exchangeRatesUrl });
  const loadSettings = async () => (await settings.get()).values;
  const providers = paymentProviders(config);
  const payments = createPayments({ db, notifier, providers, loadSettings });
  const returnWindowDays = async () => (await loadSettings()).return_window_days;
  const afterPurchase = createAfterPurchase({
    db,
    notifier,
    payments,
    ownerEmail: async () => (await loadSettings()).company_address.email || null,
    returnWindowDays,
    invoiceSettings: loadSettings,
  });
  const auth: AuthDeps = {
    db,
    secret: config.secretKey,
    notifier,
    site: async (locale) => {
      const values = await loadSettings();
      return { companyName: settingsIn(values, locale).company_name, customerPrefix: values.customer_prefix };
    },
  };

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound((c) => c.json({ success: false, message: 'Not found.', code: 'not_found' }, 404));

  const settingsRoute = settingsReplies(settings, config.corsOrigins);
  app.get('/api/settings', settingsRoute.handler);
  app.use('/api/*', apiHeaders(config.corsOrigins));
  app.use('/api/*', async (c, next) => {
    c.set('db', db);
    await next();
  });
  const bodyLimit = apiBodyLimit(MAX_BODY_BYTES);
  // A photo upload may be 20 MB: its route has its own limit.
  app.use('/api/*', (c, next) => (c.req.path === PHOTO_UPLOAD_PATH || c.req.path === IMPORT_PATH ? next() : bodyLimit(c, next)));

  const api = new Hono<AppEnv>();
  api.route('/health', healthRoutes({ db, lifecycle: deps.lifecycle }));
  api.route('/', exchangeRateRoutes({ rates }));
  api.route('/', authRoutes({ auth, trustProxy: config.trustProxy }));
  api.route('/', accountRoutes({ auth, trustProxy: config.trustProxy }));
  api.route('/', contentRoutes({ db, trustProxy: config.trustProxy, postExists: deps.blogPosts ?? loadBlogPosts() }));

  // ---- The shop half (cart, wishlist, stock, checkout, orders) --------------------------------
  api.route('/cart', cartRoutes({ db }));
  api.route('/wishlist', wishlistRoutes({ db }));
  api.route('/stock', stockRoutes({ db }));
  api.route('/search', searchRoutes({ search: deps.search }));
  api.route('/checkout', checkoutRoutes({ db, notifier, loadSettings, payments, shopOrigins: config.shopOrigins }));
  api.route('/payments', paymentRoutes({ db, payments, providers, shopOrigins: config.shopOrigins }));
  api.route('/', orderRoutes({ db }));
  api.route('/', afterPurchaseRoutes({ db, afterPurchase, returnWindowDays }));
  // ---------------------------------------------------------------------------------------------

  // The office: staff sessions of its own, never a shopper's (docs/DESIGN.md "The office").
  api.route('/office', officeRoutes({ db, notifier, payments, settings, settingsFile: config.settingsFile, trustProxy: config.trustProxy, publisher: deps.publisher, fetchPhoto: deps.fetchPhoto, photosDir: config.photosDir }));

  // Read from the whole app (GET /api/settings lives on it), once every route is in.
  const allowed = allowedMethods(() => app);
  api.all('*', (c) => {
    const methods = allowed(c.req.path);
    if (methods.length > 0) throw methodNotAllowed(methods);
    throw notFound('not_found');
  });
  app.route('/api', api);

  const answerDirect = (req: IncomingMessage, res: ServerResponse) =>
    req.url === '/api/settings' && req.method === 'GET' && settingsRoute.answerNode(req, res);
  return Object.assign(app, { settings, payments, afterPurchase, answerDirect });
}
