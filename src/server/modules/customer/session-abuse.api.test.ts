import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, GOOD_PASSWORD, messageOf } from '../../../../tests/customers';
import { testAgreementAnswers } from '../../../../tests/payments';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import type { CustomerSession } from '../../../shared/api/customer';

// What an attacker tried against sessions and the account limits, each replayed here: a visitor's
// agreements used to create accounts and probe addresses without limit, a logged-out or revoked
// session's access token kept working for up to 20 minutes, one refresh token presented in
// parallel branched into a hundred sessions, and a token naming no customer id gave a 500.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const info = (token: string) => call(testApp, 'GET', '/customer/info', { token });
const ping = (refreshToken: string) =>
  call<{ customer: CustomerSession }>(testApp, 'GET', '/customer/ping', { refreshToken });

describe('a visitor’s agreements count against the account limits', () => {
  it('creating accounts with new addresses stops at the sign-up limit, and creates nothing past it', async () => {
    const fromOneAddress = (email: string) =>
      call(testApp, 'POST', '/agreement/new', {
        data: { type: 'test', language: 'en', answers: testAgreementAnswers(email), email },
        remoteAddress: '198.51.100.60',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await fromOneAddress(`visitor${i}@example.com`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const refused = await fromOneAddress('one-more@example.com');
    expect(messageOf(refused.body)).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    expect(
      await selectNumber(testApp, sql`select count(*)::int as n from customers where email like 'visitor%'`),
    ).toBe(10);
  });

  it('one sign-up limit: sign-ups and visitors’ agreements from one address count together', async () => {
    for (let i = 0; i < 6; i++)
      await call(testApp, 'POST', '/customer/register', {
        data: { email: `shared${i}@example.com`, password: GOOD_PASSWORD },
        remoteAddress: '198.51.100.61',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await call(testApp, 'POST', '/agreement/new', {
            data: {
              type: 'test',
              language: 'en',
              answers: testAgreementAnswers(`mixed${i}@example.com`),
              email: `mixed${i}@example.com`,
            },
            remoteAddress: '198.51.100.61',
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('probing addresses through "this address has an account" counts against the address-lookup limit', async () => {
    await createActiveCustomer(testApp, 'probed@example.com');
    const probeWithAgreement = () =>
      call(testApp, 'POST', '/agreement/new', {
        data: {
          type: 'test',
          language: 'en',
          answers: testAgreementAnswers('probed@example.com'),
          email: 'probed@example.com',
        },
        remoteAddress: '198.51.100.62',
      });
    const probeWithLookup = () =>
      call(testApp, 'POST', '/customer/check-email-status', {
        data: { email: 'probed@example.com' },
        remoteAddress: '198.51.100.62',
      });
    // Ten "account exists" answers use up the sign-up limit's ten; the lookups share the same
    // address-lookup counter of sixty: fifty more lookups, then every probe is refused either way.
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) codes.push(String((await probeWithAgreement()).body.code));
    expect(codes.every((code) => code === 'account_exists')).toBe(true);
    const lookups: number[] = [];
    for (let i = 0; i < 51; i++) lookups.push((await probeWithLookup()).status);
    expect(lookups.slice(0, 50).every((status) => status === 200)).toBe(true);
    expect(lookups[50]).toBe(429);
    expect((await probeWithAgreement()).status).toBe(429);
  });

  it('a signed-in customer’s agreements count against neither', async () => {
    const owner = await createActiveCustomer(testApp, 'busy-owner@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push(
        (
          await call(testApp, 'POST', '/agreement/new', {
            token: owner.token,
            data: { type: 'test', language: 'en', answers: testAgreementAnswers('busy-owner@example.com') },
            remoteAddress: '198.51.100.62',
          })
        ).status,
      );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe('sessions end at once', () => {
  it('logging out ends the access token too', async () => {
    const session = await createActiveCustomer(testApp, 'leaver@example.com');
    expect((await info(session.token)).status).toBe(200);
    await call(testApp, 'POST', '/customer/logout', { refreshToken: session.refresh_token });
    expect((await info(session.token)).status).toBe(401);
  });

  it('a revoked session family (a stolen refresh token replayed) ends its access tokens', async () => {
    const session = await createActiveCustomer(testApp, 'robbed@example.com');
    const renewed = await ping(session.refresh_token);
    const renewedToken = renewed.body.data?.customer.token ?? '';
    expect((await info(renewedToken)).status).toBe(200);
    // The old refresh token presented again after the grace period: theft, the family is revoked.
    await testApp.app.database.db.execute(
      sql`update refresh_tokens set rotated_at = now() - interval '1 hour' where rotated_at is not null`,
    );
    expect((await ping(session.refresh_token)).status).toBe(401);
    expect((await info(renewedToken)).status).toBe(401);
    expect((await info(session.token)).status).toBe(401);
  });

  it('another session of the same customer goes on', async () => {
    await createActiveCustomer(testApp, 'two-devices@example.com');
    const logIn = () =>
      call<{ customer: CustomerSession }>(testApp, 'POST', '/customer/login', {
        data: { email: 'two-devices@example.com', password: GOOD_PASSWORD },
      });
    const laptop = (await logIn()).body.data?.customer as CustomerSession;
    const phone = (await logIn()).body.data?.customer as CustomerSession;
    await call(testApp, 'POST', '/customer/logout', { refreshToken: laptop.refresh_token });
    expect((await info(laptop.token)).status).toBe(401);
    expect((await info(phone.token)).status).toBe(200);
  });
});

describe('refresh token rotation', () => {
  it('one token presented a hundred times at once gets one successor, not a hundred sessions', async () => {
    const session = await createActiveCustomer(testApp, 'racer@example.com');
    const replies = await Promise.all(Array.from({ length: 100 }, () => ping(session.refresh_token)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const successors = new Set(replies.map((reply) => reply.body.data?.customer.refresh_token));
    expect(successors.size).toBe(1);
    const [successor = ''] = [...successors] as string[];
    expect((await ping(successor)).status).toBe(200);
    expect(
      await selectNumber(
        testApp,
        sql`select count(*)::int as n from refresh_tokens join customers on customers.id = refresh_tokens.customer_id
            where customers.email = 'racer@example.com'`,
      ),
    ).toBe(3);
  });
});

describe('tokens that name no customer', () => {
  const signed = (claims: Record<string, unknown>, subject: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(testApp.config.jwtSecret ?? ''));

  it.each([
    ['a subject that is not an id', 'x', randomUUID()],
    ['a subject that is no customer', randomUUID(), randomUUID()],
    ['a session id that is not an id', randomUUID(), 'session'],
  ])('answers 401 to %s, never 500', async (_case, subject, session) => {
    const token = await signed({ typ: 'access', pwd: 0, sid: session }, subject);
    const reply = await info(token);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ success: false, authenticated: false });
  });
});
