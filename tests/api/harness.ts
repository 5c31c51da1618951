// Test harness for the API: a real app over a real database, requests through app.request (no
// port), messages captured in memory, and signIn() through the real one-time-code HTTP flow.
//
// Database: PGlite in a temporary folder (one per call: start it once per test file), or, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL database per call (created from that URL, dropped
// on close). `startTestApp({ shareDatabaseWith: other })` opens a second app on the same database
// (scale-out tests).
//
// Every request comes from a random client IP unless `ip` is given, so rate limits only meet the
// tests that aim at them.
import type { LiveSearch } from '../../src/server/on-request/search.ts';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../scripts/lib/postgres.ts';
import { ERROR_CODES } from '../../src/lib/api/error-codes.ts';
import { createApp, type ApiApp, type AppConfig } from '../../src/server/app.ts';
import type { Publisher } from '../../src/server/catalogue/publish.ts';
import type { FetchPhoto } from '../../src/server/catalogue/import.ts';
import { parseUsername } from '../../src/server/auth/identifiers.ts';
import { findUserByIdentifier } from '../../src/server/auth/users.ts';
import { openDatabase, type Db } from '../../src/server/db/client.ts';
import { memoryNotifier, type Message, type Notifier } from '../../src/server/notify/index.ts';
import type { RatesService } from '../../src/server/rates/service.ts';

export interface TestAppOptions {
  /** Overrides of the app's configuration (CORS origins, trust proxy, settings file, rates URL). */
  config?: Partial<AppConfig>;
  /** A real notifier to forward messages to (they are captured in `outbox` as well). */
  notifier?: Notifier;
  /**
   * Open this app on the same database as another: on PostgreSQL a new connection pool to it (a
   * second process, as far as the database can tell); on PGlite the same instance. Not dropped on close.
   */
  shareDatabaseWith?: TestApp;
  rates?: RatesService;
  /** The catalogue's publisher, made on the app's database (none: saves stay queued). */
  publisher?: (db: Db) => Publisher;
  /** The product search (none: /api/search answers 503). */
  search?: LiveSearch;
  /** How a product import fetches its photos. */
  fetchPhoto?: FetchPhoto;
}

export type RequestOptions = RequestInit & { ip?: string };

export interface TestApp {
  app: ApiApp;
  request(path: string, init?: RequestOptions): Promise<Response>;
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Messages the app sent, oldest first. */
  outbox: Message[];
  /**
   * A session token for this identifier (its account is created when missing), through the real
   * code flow. The server's one code message a minute to an address applies: sign the same
   * identifier in at most once a minute, whatever the flow (a second call within the minute, or one
   * right after another code to that address, answers the error it got).
   */
  signIn(identifier: string): Promise<string>;
  /** The latest code sent to this identifier (normalised as the server does). */
  lastCode(identifier: string): string | undefined;
  config: AppConfig;
  /** Set only for PostgreSQL. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * Every error reply of every API test passes through here: a JSON 4xx or 5xx must carry a known
 * `code`, and a 422's `error_codes` name the same fields as its `errors`, one code per message.
 */
export async function assertErrorCoded(path: string, res: Response): Promise<void> {
  if (res.status < 400 || !/json/.test(res.headers.get('content-type') ?? '')) return;
  const text = await res.clone().text();
  // A HEAD's reply has the headers of the GET's and no body.
  if (text === '') return;
  const body = JSON.parse(text) as { code?: unknown; errors?: Record<string, string[]>; error_codes?: Record<string, unknown[]> };
  const known = (code: unknown) => typeof code === 'string' && /^[a-z_]+$/.test(code) && (ERROR_CODES as readonly string[]).includes(code);
  if (!known(body.code)) throw new Error(`${path} answered ${res.status} without a known code: ${JSON.stringify(body)}`);
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    const codes = body.error_codes?.[field];
    if (!codes || codes.length !== messages.length || !codes.every(known)) {
      throw new Error(`${path} answered ${res.status} with errors.${field} but no code for each: ${JSON.stringify(body)}`);
    }
  }
}

export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

function normalised(identifier: string): string {
  const parsed = parseUsername(identifier);
  return parsed.ok ? parsed.identifier.value : identifier.trim().toLowerCase();
}

function sentTo(message: Message, identifier: string): boolean {
  return message.to.email === identifier || message.to.phone === identifier;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const cleanups: (() => Promise<void>)[] = [];
  let databaseUrl: string | undefined;
  let dataDir = '';

  let opened: { db: Db; kind: 'pglite' | 'postgres'; close(): Promise<void> };
  const shared = options.shareDatabaseWith;
  if (shared && shared.kind === 'pglite') {
    // PGlite is one process's database: the second app shares the same instance.
    opened = { db: shared.db, kind: 'pglite', close: async () => {} };
  } else {
    if (shared) {
      databaseUrl = shared.databaseUrl;
    } else if (process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'test');
      databaseUrl = scratch.url;
      cleanups.push(scratch.drop);
    } else {
      dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    }
    opened = await openDatabase({ databaseUrl, dataDir, maxConnections: 20 });
  }
  cleanups.unshift(() => opened.close());

  const captured = memoryNotifier();
  const notifier: Notifier = {
    async send(message) {
      await captured.send(message);
      if (options.notifier) await options.notifier.send(message);
    },
  };
  // Uploaded photos go to a folder of the test's own.
  const photosDir = await mkdtemp(join(tmpdir(), 'api-photos-'));
  cleanups.push(() => rm(photosDir, { recursive: true, force: true }));
  const config: AppConfig = {
    corsOrigins: ['http://localhost:4321'],
    shopOrigins: ['http://localhost:4321'],
    trustProxy: false,
    // Nothing listens on port 9: the rates service answers its fallback at once.
    exchangeRatesUrl: 'http://127.0.0.1:9/v6/latest/USD',
    settingsFile: join(process.cwd(), 'content/settings.json'),
    // Cash on delivery only, unless a test configures an online method.
    payments: {},
    photosDir,
    // Processes that scale out share SECRET_KEY; so do apps sharing a database here.
    secretKey: shared?.config.secretKey ?? randomBytes(32).toString('base64url'),
    ...options.config,
  };
  const app = createApp({ db: opened.db, notifier, config, rates: options.rates, publisher: options.publisher?.(opened.db), fetchPhoto: options.fetchPhoto, search: options.search });

  const request = async (path: string, init: RequestOptions = {}): Promise<Response> => {
    const { ip, ...rest } = init;
    const res = await app.request(path, rest, { incoming: { socket: { remoteAddress: ip ?? randomIp() } } });
    await assertErrorCoded(path, res);
    return res;
  };

  const lastCode = (identifier: string) => {
    const key = normalised(identifier);
    return captured.messages.findLast((message) => sentTo(message, key))?.code;
  };

  async function post(path: string, body: Record<string, string>, ip: string) {
    const res = await request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ip });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async function signIn(identifier: string): Promise<string> {
    const ip = randomIp();
    const key = normalised(identifier);
    // An existing account gets a sign-in code; a new one signs up (which also signs in).
    const parsed = parseUsername(identifier);
    const existing = parsed.ok ? await findUserByIdentifier(opened.db, parsed.identifier) : null;
    if (existing) {
      const login = await post('/api/login', { username: identifier, type: 'otp', platform: 'web' }, ip);
      if (login.status !== 200) throw new Error(`signIn(${identifier}): login answered ${login.status} ${JSON.stringify(login.body)}`);
      const verified = await post('/api/login/otp/verify', { username: identifier, otp_code: lastCode(identifier) ?? '', platform: 'web' }, ip);
      if (verified.status === 200 && typeof verified.body.token === 'string') return verified.body.token;
      throw new Error(`signIn(${identifier}): verify answered ${verified.status} ${JSON.stringify(verified.body)}`);
    }
    const isEmail = key.includes('@');
    const signup = await post('/api/signup/otp', isEmail ? { type: 'email', email: identifier } : { type: 'phone', phone: identifier }, ip);
    if (signup.status !== 200) throw new Error(`signIn(${identifier}): sign-up answered ${signup.status} ${JSON.stringify(signup.body)}`);
    const code = lastCode(identifier);
    const verified = await post('/api/signup/otp/verify', { signup_id: String(signup.body.signup_id), otp_code: code ?? '', platform: 'web' }, ip);
    if (verified.status === 200 && typeof verified.body.token === 'string') return verified.body.token;
    throw new Error(`signIn(${identifier}): sign-up verify answered ${verified.status} ${JSON.stringify(verified.body)}`);
  }

  let closed = false;
  return {
    app,
    request,
    db: opened.db,
    kind: opened.kind,
    outbox: captured.messages,
    signIn,
    lastCode,
    config,
    databaseUrl,
    async close() {
      if (closed) return;
      closed = true;
      for (const cleanup of cleanups) await cleanup().catch((error: Error) => console.error(`[harness] cleanup: ${error.message}`));
    },
  };
}
