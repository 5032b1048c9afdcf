import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, GOOD_PASSWORD, messageOf } from '../../../../tests/customers';
import { lastMailTo, linkCodeIn, mailsTo } from '../../../../tests/mail';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const register = (data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(testApp, 'POST', '/customer/register', { data, headers });
const countCustomers = () => selectNumber(testApp, sql`select count(*)::int as n from customers`);

describe('POST /customer/register', () => {
  it('creates an unconfirmed account and mails an activation link in the customer language', async () => {
    const { body } = await register({
      email: 'Ann@Example.com',
      password: GOOD_PASSWORD,
      language: 'de',
      send_activation: 1,
      initial_password_set: 1,
    });
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      customer: { email: 'ann@example.com', language: 'de', confirmed: false, has_password: true },
    });
    expect(messageOf(body)).toContain('ann@example.com');
    const mail = await lastMailTo(testApp, 'ann@example.com');
    expect(mail.subject).toContain('Clausewright');
    expect(mail.subject).not.toBe('Confirm your e-mail address for Clausewright');
    expect(mail.html).toContain('lang="de"');
    expect(linkCodeIn(mail, '/profile/activate-account/')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an unconfirmed account at login with the spec message', async () => {
    const { status, body } = await call(testApp, 'POST', '/customer/login', {
      data: { email: 'ann@example.com', password: GOOD_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 'login_failed' });
    expect(body.token).toBeUndefined();
    expect(messageOf(body)).toBe('Email or password are incorrect or the account is not yet confirmed.');
  });

  it('refuses a second registration of the same e-mail and changes nothing', async () => {
    const before = await countCustomers();
    const { body } = await register({ email: 'ANN@example.com', password: GOOD_PASSWORD });
    expect(body).toMatchObject({
      success: false,
      fieldErrors: { email: expect.stringContaining('already exists') },
    });
    expect(await countCustomers()).toBe(before);
  });

  it('names each broken rule: e-mail, missing, too short, no uppercase, no digit, too long', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b', password: GOOD_PASSWORD }, 'Email address is invalid.'],
      [{ email: 'not an email', password: GOOD_PASSWORD }, 'Email address is invalid.'],
      [{ email: 'bob@example.com' }, 'Please complete all the fields correctly.'],
      [{ email: 'bob@example.com', password: 'Short1' }, 'Passwords length must be at least 8 characters.'],
      [
        { email: 'bob@example.com', password: 'nouppercase1' },
        'The password must contain at least one uppercase letter.',
      ],
      [
        { email: 'bob@example.com', password: 'NoDigitsHere' },
        'The password must contain at least one digit.',
      ],
      [{ email: 'bob@example.com', password: `A1${'x'.repeat(3998)}` }, 'Password is too long.'],
      [
        { email: 'bob@example.com', password: GOOD_PASSWORD, language: 'xx' },
        'The language must be one of en, de, es, fr, it, nl.',
      ],
      [
        { email: 'bob@example.com', password: GOOD_PASSWORD, role: 'admin' },
        'The field "role" is not expected here.',
      ],
    ];
    const before = await countCustomers();
    for (const [data, message] of cases) {
      const { body } = await register(data);
      expect(body.success, JSON.stringify(data).slice(0, 80)).toBe(false);
      expect(messageOf(body)).toBe(message);
    }
    expect(await countCustomers()).toBe(before);
  });

  it('answers in the caller language', async () => {
    const { body } = await register({ email: 'bad' }, { 'accept-language': 'fr' });
    expect(messageOf(body)).not.toBe('Email address is invalid.');
    expect(messageOf(body).length).toBeGreaterThan(5);
  });
});

describe('activation', () => {
  it('checks, activates once, and refuses the link afterwards', async () => {
    await register({ email: 'cat@example.com', password: GOOD_PASSWORD });
    const code = linkCodeIn(await lastMailTo(testApp, 'cat@example.com'), '/profile/activate-account/');
    const check = await call(testApp, 'POST', '/customer/check-activation-hash', {
      data: { activation_hash: code },
    });
    expect(check.body.data).toEqual({ valid: true, needs_password: false, email: 'cat@example.com' });

    const activated = await call(testApp, 'POST', '/customer/activate-account', {
      data: { activation_hash: code },
    });
    expect(messageOf(activated.body)).toBe('Your account is activated. You can now log in.');
    const login = await call(testApp, 'POST', '/customer/login', {
      data: { email: 'cat@example.com', password: GOOD_PASSWORD },
    });
    expect(login.body.success).toBe(true);

    const again = await call(testApp, 'POST', '/customer/activate-account', {
      data: { activation_hash: code },
    });
    expect(again.body).toMatchObject({ success: false });
    expect(messageOf(again.body)).toBe(
      'This link has expired or has already been used. Please ask for a new one.',
    );
    expect(
      (await call(testApp, 'POST', '/customer/check-activation-hash', { data: { activation_hash: code } }))
        .body.data,
    ).toMatchObject({ valid: false });
  });

  it('refuses an unknown or malformed code', async () => {
    const unknown = await call(testApp, 'POST', '/customer/activate-account', {
      data: { activation_hash: 'a'.repeat(64) },
    });
    expect(messageOf(unknown.body)).toBe(
      'This link is not valid. Please check that you opened it completely.',
    );
    const malformed = await call(testApp, 'POST', '/customer/activate-account', {
      data: { activation_hash: '<script>' },
    });
    expect(messageOf(malformed.body)).toBe(
      'This link is not valid. Please check that you opened it completely.',
    );
  });

  it('refuses an expired link', async () => {
    await register({ email: 'old@example.com', password: GOOD_PASSWORD });
    const code = linkCodeIn(await lastMailTo(testApp, 'old@example.com'), '/profile/activate-account/');
    await testApp.app.database.db.execute(
      sql`update customer_links set expires_at = now() - interval '1 minute'`,
    );
    const { body } = await call(testApp, 'POST', '/customer/activate-account', {
      data: { activation_hash: code },
    });
    expect(messageOf(body)).toBe('This link has expired or has already been used. Please ask for a new one.');
  });

  it('lets an account created without a password set one at activation (minimum 6 characters)', async () => {
    const created = await register({ email: 'wiz@example.com', send_activation: 1, initial_password_set: 0 });
    expect(created.body.data).toMatchObject({ customer: { has_password: false } });
    const code = linkCodeIn(await lastMailTo(testApp, 'wiz@example.com'), '/profile/activate-account/');
    expect(
      (await call(testApp, 'POST', '/customer/check-activation-hash', { data: { activation_hash: code } }))
        .body.data,
    ).toMatchObject({
      valid: true,
      needs_password: true,
    });
    const withoutPassword = await call(testApp, 'POST', '/customer/activate-account', {
      data: { activation_hash: code },
    });
    expect(messageOf(withoutPassword.body)).toBe('Please choose a password to activate your account.');

    const tooShort = await call(testApp, 'POST', '/customer/initial-password-set', {
      data: { activation_hash: code, password: 'abc12' },
    });
    expect(messageOf(tooShort.body)).toBe('Passwords length must be at least 6 characters long.');

    const set = await call(testApp, 'POST', '/customer/initial-password-set', {
      data: { activation_hash: code, password: 'simple' },
    });
    expect(messageOf(set.body)).toBe(
      'Your password is saved and your account is activated. You can now log in.',
    );
    expect(
      (
        await call(testApp, 'POST', '/customer/login', {
          data: { email: 'wiz@example.com', password: 'simple' },
        })
      ).body.success,
    ).toBe(true);

    const reused = await call(testApp, 'POST', '/customer/initial-password-set', {
      data: { activation_hash: code, password: 'another' },
    });
    expect(reused.body.success).toBe(false);
  });

  it('resends a new link that replaces the old one, and answers neutrally for unknown addresses', async () => {
    await register({ email: 'dan@example.com', password: GOOD_PASSWORD });
    const first = linkCodeIn(await lastMailTo(testApp, 'dan@example.com'), '/profile/activate-account/');
    const resent = await call(testApp, 'POST', '/customer/resend-activation-email', {
      data: { email: 'dan@example.com' },
    });
    const unknown = await call(testApp, 'POST', '/customer/resend-activation-email', {
      data: { email: 'nobody@example.com' },
    });
    expect(resent.body.success).toBe(true);
    expect(messageOf(unknown.body)).toBe(
      messageOf(resent.body).replace('dan@example.com', 'nobody@example.com'),
    );
    expect(await mailsTo(testApp, 'dan@example.com')).toHaveLength(2);
    expect(await mailsTo(testApp, 'nobody@example.com')).toHaveLength(0);
    const second = linkCodeIn(await lastMailTo(testApp, 'dan@example.com'), '/profile/activate-account/');
    expect(second).not.toBe(first);
    expect(
      (await call(testApp, 'POST', '/customer/activate-account', { data: { activation_hash: first } })).body
        .success,
    ).toBe(false);
    expect(
      (await call(testApp, 'POST', '/customer/activate-account', { data: { activation_hash: second } })).body
        .success,
    ).toBe(true);
  });
});

describe('e-mail lookups', () => {
  it('reports the status of an address for the wizard', async () => {
    expect(
      (await call(testApp, 'POST', '/customer/check-email-status', { data: { email: 'cat@example.com' } }))
        .body.data,
    ).toEqual({
      exists: true,
      confirmed: true,
      has_password: true,
    });
    expect(
      (await call(testApp, 'POST', '/customer/check-email-status', { data: { email: 'new@example.com' } }))
        .body.data,
    ).toEqual({
      exists: false,
      confirmed: false,
      has_password: false,
    });
    expect(
      messageOf((await call(testApp, 'POST', '/customer/check-email-status', { data: { email: 'x' } })).body),
    ).toBe('Email address is invalid.');
  });

  it('answers availability, false for a taken or invalid address', async () => {
    const check = async (email: unknown) =>
      (await call<{ available: boolean }>(testApp, 'POST', '/customer/check', { data: { email } })).body.data
        ?.available;
    expect(await check('fresh@example.com')).toBe(true);
    expect(await check('CAT@example.com')).toBe(false);
    expect(await check('abc')).toBe(false);
    expect(await check(42)).toBe(false);
  });
});
