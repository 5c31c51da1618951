// Sign-up and sign-in by mobile number for the shop's countries, through the phone module's
// numbering plans: an Indian and a Saudi number end to end, the 422 errors.phone for numbers no
// SMS can reach, and accounts stored before the module still signing in.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { call, callMultipart } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

/** Past the minute between two code messages to one number. */
function aMinuteLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61_000);
}

const lastTo = (e164: string) => t.outbox.findLast((message) => message.to.phone === e164);

async function signUp(fields: Record<string, string>, e164: string) {
  const sent = await callMultipart(t, '/signup/otp', { type: 'phone', email: '', ...fields });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const done = await callMultipart(t, '/signup/otp/verify', { signup_id: sent.body.signup_id, otp_code: lastTo(e164)!.code!, platform: 'web' });
  expect(done.status).toBe(200);
  return done.body;
}

async function signIn(username: string, countryCode: string, e164: string) {
  const sent = await callMultipart(t, '/login', { username, country_code: countryCode, type: 'otp', platform: 'web' });
  expect(sent.status).toBe(200);
  const done = await callMultipart(t, '/login/otp/verify', { username, country_code: countryCode, otp_code: lastTo(e164)!.code!, platform: 'web' });
  expect(done.status).toBe(200);
  return done.body;
}

describe('phone numbers of the shop countries', () => {
  it('signs up and in an Indian mobile typed as ten digits with +91 chosen', async () => {
    const up = await signUp({ country_code: '+91', phone: '98765 43210' }, '+919876543210');
    expect(up.data).toMatchObject({ phone: '+919876543210', email: null });
    // Sign-in later, written differently (trunk 0, dashes) and with the ISO code.
    aMinuteLater();
    const inAgain = await signIn('098765-43210', 'IN', '+919876543210');
    expect(inAgain.data.id).toBe(up.data.id);
  });

  it('signs up and in a Saudi mobile with its trunk 0, and by its international form whatever country is chosen', async () => {
    const up = await signUp({ country_code: '+966', phone: '055 123 4567' }, '+966551234567');
    expect(up.data.phone).toBe('+966551234567');
    aMinuteLater();
    const inAgain = await signIn('+966 55 123 4567', '+971', '+966551234567');
    expect(inAgain.data.id).toBe(up.data.id);
  });

  it('answers 422 errors.phone with the reason for numbers no SMS can reach', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ phone: '9876543210' }, 'phone_too_long', 'This number is too long for the country chosen. Please check it.'], // an Indian mobile under the default +971
      [{ phone: '050 123', country_code: '+971' }, 'phone_too_short', 'This number is too short for the country chosen. Please check it.'],
      [{ phone: '04 234 5678', country_code: '+971' }, 'phone_not_mobile', 'Please enter a mobile number: we send your code by text message.'],
      [{ phone: '011 2345 6789', country_code: '+91' }, 'phone_not_mobile', 'Please enter a mobile number: we send your code by text message.'],
      [{ phone: '+44 7700 900123' }, 'invalid_phone', 'Please enter a valid phone number.'],
      [{ phone: '0501234567', country_code: '+44' }, 'country_not_served', 'Please choose one of the countries we deliver to: the GCC countries or India.'],
    ];
    for (const [fields, code, message] of cases) {
      const res = await call(t, 'POST', '/signup/otp', { type: 'phone', ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body).toEqual({ success: false, message, code, errors: { phone: [message] }, error_codes: { phone: [code] } });
    }
    const login = await call(t, 'POST', '/login', { username: '9876543210', type: 'otp', platform: 'web' });
    expect(login.status).toBe(422);
    expect(login.body.errors).toEqual({ phone: ['This number is too long for the country chosen. Please check it.'] });
    // Nothing was sent to a number that does not exist.
    expect(t.outbox.some((message) => message.to.phone === '+9719876543210')).toBe(false);
  });

  it('still signs in an account whose number was stored with its trunk 0 before the phone module', async () => {
    // '+971 050 100 2003' used to be kept as typed; the library reads it as +971501002003.
    const [legacy] = await t.db.insert(users).values({ phone: '+9710501002003', code: 'CS-LEGACY', createdAt: new Date(), updatedAt: new Date() }).returning();
    const inAgain = await signIn('050 100 2003', '+971', '+971501002003');
    expect(inAgain.data.id).toBe(legacy!.id);
  });
});
