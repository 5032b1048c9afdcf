import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, GOOD_PASSWORD, messageOf } from '../../../../tests/customers';
import { lastMailTo, linkCodeIn, mailsTo } from '../../../../tests/mail';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const login = (email: string, password: string) =>
  call(testApp, 'POST', '/customer/login', { data: { email, password } });

describe('POST /customer/change-password', () => {
  it('needs the current password and applies the new-password rules', async () => {
    const ann = await createActiveCustomer(testApp, 'ann@example.com');
    const change = (oldpassword: string, newpassword: string) =>
      call(testApp, 'POST', '/customer/change-password', {
        token: ann.token,
        data: { oldpassword, newpassword },
      });
    expect(messageOf((await change('Wrong-Pass-1', 'New-Password-2')).body)).toBe(
      'The current password is not correct.',
    );
    expect(messageOf((await change(GOOD_PASSWORD, 'short')).body)).toBe(
      'Passwords length must be at least 8 characters.',
    );
    expect(messageOf((await change(GOOD_PASSWORD, `A1${'b'.repeat(4000)}`)).body)).toBe(
      'Passwords length must be maximum 4000 characters.',
    );
    expect((await login('ann@example.com', GOOD_PASSWORD)).body.success).toBe(true);
  });

  it('changes the password, ends the other sessions, keeps this one with new tokens, and mails a notice', async () => {
    const bob = await createActiveCustomer(testApp, 'bob@example.com');
    const otherTab = (await login('bob@example.com', GOOD_PASSWORD)).body as {
      refresh_token: string;
      token: string;
    };
    const { body } = await call(testApp, 'POST', '/customer/change-password', {
      token: bob.token,
      data: { oldpassword: GOOD_PASSWORD, newpassword: 'Brand-New-Pass-3' },
    });
    expect(messageOf(body)).toBe('Your password has been changed.');
    expect(body.token).toBeTruthy();
    expect((await call(testApp, 'GET', '/customer/info', { token: body.token })).status).toBe(200);
    expect((await call(testApp, 'GET', '/customer/info', { token: bob.token })).status).toBe(401);
    expect(
      (await call(testApp, 'GET', '/customer/ping', { refreshToken: otherTab.refresh_token })).status,
    ).toBe(401);
    expect((await login('bob@example.com', GOOD_PASSWORD)).body.success).toBe(false);
    expect((await login('bob@example.com', 'Brand-New-Pass-3')).body.success).toBe(true);
    expect((await lastMailTo(testApp, 'bob@example.com')).subject).toBe(
      'Your Clausewright password was changed',
    );
  });

  it('refuses a call without a session', async () => {
    const { status } = await call(testApp, 'POST', '/customer/change-password', {
      data: { oldpassword: 'x', newpassword: 'Y-password-1' },
    });
    expect(status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the neutral message whether or not the account exists, mailing only real accounts', async () => {
    await createActiveCustomer(testApp, 'cid@example.com');
    const known = await call(testApp, 'POST', '/customer/forgot-password', {
      data: { email: 'cid@example.com' },
    });
    const unknown = await call(testApp, 'POST', '/customer/forgot-password', {
      data: { email: 'ghost@example.com' },
    });
    expect(messageOf(known.body)).toBe(messageOf(unknown.body));
    expect(messageOf(known.body)).toContain('If the e-mail address matches an account');
    expect(await mailsTo(testApp, 'ghost@example.com')).toHaveLength(0);
    expect((await lastMailTo(testApp, 'cid@example.com')).subject).toBe('Reset your Clausewright password');
  });

  it('resets once with a valid link and a password that follows the rules', async () => {
    const code = linkCodeIn(await lastMailTo(testApp, 'cid@example.com'), '/profile/reset-password/');
    expect(
      (await call(testApp, 'POST', '/customer/check-valid-uuid', { data: { useruuid: code } })).body.data,
    ).toEqual({ valid: true });

    const weak = await call(testApp, 'POST', '/customer/reset-password', {
      data: { reset_password_hash: code, newpassword: 'alllowercase1' },
    });
    expect(messageOf(weak.body)).toBe('The password must contain at least one uppercase letter.');

    const reset = await call(testApp, 'POST', '/customer/reset-password', {
      data: { reset_password_hash: code, newpassword: 'Reset-Pass-4' },
    });
    expect(messageOf(reset.body)).toBe(
      'Your password has been changed. You can now log in with your new password.',
    );
    expect((await login('cid@example.com', 'Reset-Pass-4')).body.success).toBe(true);

    const reused = await call(testApp, 'POST', '/customer/reset-password', {
      data: { reset_password_hash: code, newpassword: 'Other-Pass-5' },
    });
    expect(messageOf(reused.body)).toBe(
      'This link has expired or has already been used. Please ask for a new one.',
    );
    expect(
      (await call(testApp, 'POST', '/customer/check-valid-uuid', { data: { useruuid: code } })).body.data,
    ).toEqual({ valid: false });
  });

  it('refuses an expired reset link and a malformed one', async () => {
    await call(testApp, 'POST', '/customer/forgot-password', { data: { email: 'cid@example.com' } });
    const code = linkCodeIn(await lastMailTo(testApp, 'cid@example.com'), '/profile/reset-password/');
    await testApp.app.database.db.execute(
      sql`update customer_links set expires_at = now() - interval '1 second' where purpose = 'password_reset'`,
    );
    expect(
      (await call(testApp, 'POST', '/customer/check-valid-uuid', { data: { useruuid: code } })).body.data,
    ).toEqual({ valid: false });
    const expired = await call(testApp, 'POST', '/customer/reset-password', {
      data: { reset_password_hash: code, newpassword: 'Later-Pass-6' },
    });
    expect(expired.body.success).toBe(false);
    expect(
      messageOf(
        (await call(testApp, 'POST', '/customer/check-valid-uuid', { data: { useruuid: 'nope' } })).body,
      ),
    ).toBe('The identifier is not valid.');
  });
});

describe('POST /customer/delete-account', () => {
  it('keeps the account when the password is wrong', async () => {
    const dee = await createActiveCustomer(testApp, 'dee@example.com');
    const { body } = await call(testApp, 'POST', '/customer/delete-account', {
      token: dee.token,
      data: { password: 'Wrong-Pass-1' },
    });
    expect(messageOf(body)).toBe('The password is not correct. Your account has not been deleted.');
    expect((await call(testApp, 'GET', '/customer/info', { token: dee.token })).status).toBe(200);
  });

  it('deletes the customer and everything they own, then mails a confirmation', async () => {
    const eve = await createActiveCustomer(testApp, 'eve@example.com');
    const { body } = await call(testApp, 'POST', '/customer/delete-account', {
      token: eve.token,
      data: { password: GOOD_PASSWORD },
    });
    expect(messageOf(body)).toBe('Your account and all your agreements have been deleted.');
    expect((await call(testApp, 'GET', '/customer/info', { token: eve.token })).status).toBe(401);
    expect((await call(testApp, 'GET', '/customer/ping', { refreshToken: eve.refresh_token })).status).toBe(
      401,
    );
    expect((await login('eve@example.com', GOOD_PASSWORD)).body.success).toBe(false);
    const leftovers = await selectNumber(
      testApp,
      sql`select (select count(*) from customer_links where customer_id = ${eve.id})::int + (select count(*) from refresh_tokens where customer_id = ${eve.id})::int as n`,
    );
    expect(leftovers).toBe(0);
    expect((await lastMailTo(testApp, 'eve@example.com')).subject).toBe(
      'Your Clausewright account has been deleted',
    );
    // The address can sign up again.
    expect(
      (await call(testApp, 'POST', '/customer/check', { data: { email: 'eve@example.com' } })).body.data,
    ).toEqual({ available: true });
  });

  it('cannot delete another account: the token decides whose account it is', async () => {
    const fay = await createActiveCustomer(testApp, 'fay@example.com');
    const gus = await createActiveCustomer(testApp, 'gus@example.com');
    // Gus's token with Fay's password: Gus's password check fails, Fay's account is untouched.
    const { body } = await call(testApp, 'POST', '/customer/delete-account', {
      token: gus.token,
      data: { password: 'Fays-Pass-1' },
    });
    expect(body.success).toBe(false);
    expect((await call(testApp, 'GET', '/customer/info', { token: fay.token })).status).toBe(200);
    expect((await call(testApp, 'GET', '/customer/info', { token: gus.token })).status).toBe(200);
  });
});

describe('abuse limits', () => {
  it('a stranger’s wrong passwords from many addresses slow down but never lock the owner out', async () => {
    await createActiveCustomer(testApp, 'target@example.com');
    // The attack: forty wrong passwords for one account, from forty addresses, all at once.
    const started = Date.now();
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('target@example.com', `Guess-${i}-Pass`)),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(40).fill(200));
    expect(attempts.every((attempt) => attempt.body.code === 'login_failed')).toBe(true);
    // Past the fifth failure each answer waits: the attack costs the attacker time.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    // The owner, from their own address, with the right password: in at once.
    const ownerStarted = Date.now();
    const owner = await call(testApp, 'POST', '/customer/login', {
      data: { email: 'target@example.com', password: GOOD_PASSWORD },
      remoteAddress: '203.0.113.50',
    });
    expect(owner.body.success).toBe(true);
    expect(Date.now() - ownerStarted).toBeLessThan(2_000);
  });

  it('limits login attempts for one e-mail address from one client address', async () => {
    const fromOne = (password: string) =>
      call(testApp, 'POST', '/customer/login', {
        data: { email: 'guessed@example.com', password },
        remoteAddress: '192.0.2.99',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await fromOne(`Guess-${i}-Pass`)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await fromOne('Guess-final-1');
    expect(limited.status).toBe(429);
    expect(messageOf(limited.body)).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
  });

  it('limits login attempts per client address across e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const { status } = await call(testApp, 'POST', '/customer/login', {
        data: { email: `user${i}@example.com`, password: 'Guess-Pass-1' },
        remoteAddress: '192.0.2.7',
      });
      statuses.push(status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits password reset requests per e-mail address from one client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await call(testApp, 'POST', '/customer/forgot-password', {
            data: { email: 'flood@example.com' },
            remoteAddress: '192.0.2.77',
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('a stranger asking for reset links from many addresses neither floods the mailbox nor retires the owner’s link', async () => {
    await createActiveCustomer(testApp, 'victim@example.com');
    const ask = () =>
      call(testApp, 'POST', '/customer/forgot-password', { data: { email: 'victim@example.com' } });
    for (let i = 0; i < 3; i++) await ask();
    const newest = linkCodeIn(await lastMailTo(testApp, 'victim@example.com'), '/profile/reset-password/');
    const later = await Promise.all(Array.from({ length: 10 }, ask));
    expect(later.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(messageOf(later[0]?.body ?? { messages: [], success: true })).toContain('use the newest link');
    const resetMails = (await mailsTo(testApp, 'victim@example.com')).filter((mail) =>
      mail.text.includes('/profile/reset-password/'),
    );
    expect(resetMails).toHaveLength(3);
    // The owner's newest link still works.
    const valid = await call<{ valid: boolean }>(testApp, 'POST', '/customer/check-valid-uuid', {
      data: { useruuid: newest },
    });
    expect(valid.body.data).toMatchObject({ valid: true });
  });

  it('limits sign-ups per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { status } = await call(testApp, 'POST', '/customer/register', {
        data: { email: `signup${i}@example.com`, password: GOOD_PASSWORD },
        remoteAddress: '198.51.100.4',
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits activation mails per e-mail address from one client address, and quietly from many', async () => {
    const resend = (remoteAddress?: string) =>
      call(testApp, 'POST', '/customer/resend-activation-email', {
        data: { email: 'spam@example.com' },
        ...(remoteAddress ? { remoteAddress } : {}),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await resend('192.0.2.88')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const fromElsewhere = await resend();
    expect(fromElsewhere.status).toBe(200);
    expect(messageOf(fromElsewhere.body)).toContain('use the newest link');
  });

  it('limits availability checks per client address', async () => {
    let lastStatus = 0;
    for (let i = 0; i < 61; i++) {
      lastStatus = (
        await call(testApp, 'POST', '/customer/check', {
          data: { email: `probe${i}@example.com` },
          remoteAddress: '198.51.100.9',
        })
      ).status;
    }
    expect(lastStatus).toBe(429);
  });

  it('scales every account limit with ACCOUNT_RATE_LIMIT_FACTOR', async () => {
    const shared = await createTestApp({ ACCOUNT_RATE_LIMIT_FACTOR: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push(
          (
            await call(shared, 'POST', '/customer/forgot-password', {
              data: { email: 'office@example.com' },
              remoteAddress: '192.0.2.66',
            })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await shared.close();
    }
  });
});
