import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createActiveCustomer, GOOD_PASSWORD, messageOf } from '../../../../tests/customers';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { CustomerSession } from '../../../shared/api/customer';
import { REFRESH_REUSE_GRACE_MS } from './tokens';

type Session = CustomerSession;

let testApp: TestApp;
let ann: Session;
let bob: Session;
beforeAll(async () => {
  testApp = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '60' });
  ann = await createActiveCustomer(testApp, 'ann@example.com');
  bob = await createActiveCustomer(testApp, 'bob@example.com');
});
afterAll(() => testApp.close());
afterEach(() => vi.useRealTimers());

/** Moves only the clock that token expiry reads; timers keep running so requests still complete. */
function advanceClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

const ping = (refreshToken?: string, token?: string) =>
  call<{ customer: Session }>(testApp, 'GET', '/customer/ping', { refreshToken, token });

describe('POST /customer/login', () => {
  it('answers data.customer with the token pair, also on the envelope', async () => {
    const { body } = await call<{ customer: Session }>(testApp, 'POST', '/customer/login', {
      data: { email: 'ann@example.com', password: GOOD_PASSWORD },
    });
    expect(body.success).toBe(true);
    expect(body.data?.customer).toMatchObject({
      email: 'ann@example.com',
      confirmed: true,
      has_password: true,
    });
    expect(body.data?.customer.token).toBe(body.token);
    expect(body.data?.customer.refresh_token).toBe(body.refresh_token);
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('answers a wrong password with the spec message and no token', async () => {
    const { body } = await call(testApp, 'POST', '/customer/login', {
      data: { email: 'ann@example.com', password: 'Wrong-Pass-1' },
    });
    expect(body).toMatchObject({ success: false, code: 'login_failed' });
    expect(messageOf(body)).toBe('Email or password are incorrect or the account is not yet confirmed.');
    expect(body.token).toBeUndefined();
  });
});

describe('GET /customer/info', () => {
  it('returns the signed-in customer', async () => {
    const { body } = await call(testApp, 'GET', '/customer/info', { token: ann.token });
    expect(body.data).toMatchObject({ customer: { id: ann.id, email: 'ann@example.com' } });
  });

  it('answers 401 with authenticated: false without a token, with a forged one, or an expired one', async () => {
    for (const token of [undefined, 'not.a.jwt', `${ann.token.slice(0, -4)}AAAA`]) {
      const { status, body } = await call(testApp, 'GET', '/customer/info', { token });
      expect(status, String(token)).toBe(401);
      expect(body).toMatchObject({ success: false, authenticated: false });
    }
    advanceClock(61_000);
    expect((await call(testApp, 'GET', '/customer/info', { token: ann.token })).status).toBe(401);
  });

  it('shows each customer only their own details', async () => {
    const { body } = await call(testApp, 'GET', '/customer/info', { token: bob.token });
    expect(body.data).toMatchObject({ customer: { id: bob.id, email: 'bob@example.com' } });
    expect(JSON.stringify(body)).not.toContain('ann@example.com');
  });
});

describe('GET /customer/ping', () => {
  it('renews an expired access token with the refresh token and returns the customer details', async () => {
    const login = await createActiveCustomer(testApp, 'cid@example.com');
    advanceClock(61_000);
    expect((await call(testApp, 'GET', '/customer/info', { token: login.token })).status).toBe(401);
    const renewed = await ping(login.refresh_token, login.token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data?.customer).toMatchObject({ id: login.id, email: 'cid@example.com' });
    expect(renewed.body.token).toBeTruthy();
    expect(renewed.body.refresh_token).not.toBe(login.refresh_token);
    expect((await call(testApp, 'GET', '/customer/info', { token: renewed.body.token })).status).toBe(200);
  });

  it('answers 401 without a refresh token or with an unknown one', async () => {
    expect((await ping()).status).toBe(401);
    const unknown = await ping('made-up-refresh-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body.authenticated).toBe(false);
  });

  it('refuses a refresh token paired with another account’s access token', async () => {
    const dee = await createActiveCustomer(testApp, 'dee@example.com');
    const { status } = await ping(dee.refresh_token, bob.token);
    expect(status).toBe(401);
  });

  it('tolerates two tabs renewing at once, but a token reused later revokes its whole family', async () => {
    const eve = await createActiveCustomer(testApp, 'eve@example.com');
    const first = await ping(eve.refresh_token);
    const concurrent = await ping(eve.refresh_token);
    expect(first.status).toBe(200);
    expect(concurrent.status).toBe(200);

    advanceClock(REFRESH_REUSE_GRACE_MS + 1000);
    const replayed = await ping(eve.refresh_token);
    expect(replayed.status).toBe(401);
    // Every token of the family is dead now, including the newest ones.
    expect((await ping(first.body.refresh_token)).status).toBe(401);
    expect((await ping(concurrent.body.refresh_token)).status).toBe(401);
    // A new login starts a new family.
    const again = await call<{ customer: Session }>(testApp, 'POST', '/customer/login', {
      data: { email: 'eve@example.com', password: GOOD_PASSWORD },
    });
    expect((await ping(again.body.refresh_token)).status).toBe(200);
  });
});

describe('POST /customer/logout', () => {
  it('revokes the refresh token, and answers success even without one', async () => {
    const fay = await createActiveCustomer(testApp, 'fay@example.com');
    const { body } = await call(testApp, 'POST', '/customer/logout', {
      token: fay.token,
      refreshToken: fay.refresh_token,
    });
    expect(body.success).toBe(true);
    expect((await ping(fay.refresh_token)).status).toBe(401);
    expect((await call(testApp, 'POST', '/customer/logout')).body.success).toBe(true);
  });
});

describe('PUT /customer/set-language/{lang}', () => {
  it('stores the language and answers in it', async () => {
    const { body } = await call(testApp, 'PUT', '/customer/set-language/it', { token: bob.token });
    expect(body.data).toMatchObject({ customer: { language: 'it' } });
    expect((await call(testApp, 'GET', '/customer/info', { token: bob.token })).body.data).toMatchObject({
      customer: { language: 'it' },
    });
  });

  it('refuses a language it does not offer, and a missing token', async () => {
    expect(
      messageOf((await call(testApp, 'PUT', '/customer/set-language/xx', { token: bob.token })).body),
    ).toBe('The language must be one of en, de, es, fr, it, nl.');
    expect((await call(testApp, 'PUT', '/customer/set-language/de')).status).toBe(401);
  });
});
