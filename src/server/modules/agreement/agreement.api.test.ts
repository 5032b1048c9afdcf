import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../tests/customers';
import { lastMailTo, linkCodeIn, mailsTo } from '../../../../tests/mail';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import type { AgreementDetailsReply, NewAgreementReply } from '../../../shared/api/agreement';

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;
let stranger: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createActiveCustomer(testApp, 'owner@example.com');
  stranger = await createActiveCustomer(testApp, 'stranger@example.com');
});
afterAll(() => testApp.close());

const answers = {
  platform: 'website',
  company_name: 'Acme <b>Ltd</b>',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'DE',
  send_to: 'owner@example.com',
};
const countAgreements = () => selectNumber(testApp, sql`select count(*)::int as n from agreements`);
const create = (data: Record<string, unknown>, token?: string) =>
  call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
    data: { type: 'test', language: 'en', ...data },
    token,
  });

describe('POST /agreement/new', () => {
  it('creates a signed-in customer’s agreement, stores the generated text and mails the link', async () => {
    const { body } = await create({ answers }, owner.token);
    expect(body.success).toBe(true);
    expect(body.data?.agreement).toMatchObject({
      type: 'test',
      status: 'finished',
      language: 'en',
      premium: false,
      edited: false,
    });
    expect(body.data?.download_path).toBe(`/download/${body.data?.agreement.id}`);
    expect(messageOf(body)).toContain('owner@example.com');
    const mail = await lastMailTo(testApp, 'owner@example.com');
    expect(mail.subject).toBe('Your Test agreement document is ready');
    expect(mail.text).toContain(`/download/${body.data?.agreement.id}`);
  });

  it('creates an account without a password for a new e-mail, with an activation mail and the agreement link', async () => {
    const { body } = await create({
      answers: { ...answers, send_to: 'newbie@example.com' },
      email: 'newbie@example.com',
    });
    expect(body.success).toBe(true);
    const mails = await mailsTo(testApp, 'newbie@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for Clausewright',
      'Your Test agreement document is ready',
    ]);
    expect(mails[1]?.text).toContain('separate e-mail to activate your account');
    const code = linkCodeIn(mails[0] as never, '/profile/activate-account/');
    const check = await call(testApp, 'POST', '/customer/check-activation-hash', {
      data: { activation_hash: code },
    });
    expect(check.body.data).toMatchObject({ valid: true, needs_password: true });
  });

  it('writes the mails in the visitor’s language, whatever the document’s language', async () => {
    const { body } = await call(testApp, 'POST', '/agreement/new', {
      data: {
        type: 'test',
        language: 'en',
        answers: { ...answers, send_to: 'francoise@example.com' },
        email: 'francoise@example.com',
      },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(body.success).toBe(true);
    const subjects = (await mailsTo(testApp, 'francoise@example.com')).map((mail) => mail.subject);
    // French typography: non-breaking spaces inside the guillemets.
    expect(subjects[0]).toBe('Confirmez votre adresse e-mail pour Clausewright');
    expect(subjects[1]).toMatch(/^Votre document «\s*Document de test\s*» est prêt$/);
  });

  it('asks a visitor whose e-mail has an account to log in, and stores nothing', async () => {
    const before = await countAgreements();
    const { body } = await create({ answers, email: 'OWNER@example.com' });
    expect(body).toMatchObject({
      success: false,
      code: 'account_exists',
      data: { email: 'owner@example.com', confirmed: true, has_password: true },
    });
    expect(messageOf(body)).toBe(
      'An account with owner@example.com already exists. Please log in to save the agreement to it.',
    );
    expect(await countAgreements()).toBe(before);
  });

  it('refuses answers that fail the engine with a message per answer, and stores nothing', async () => {
    const before = await countAgreements();
    const { body } = await create(
      { answers: { platform: 'website', website_url: 'nope', admin: 'x' } },
      owner.token,
    );
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(body)).toBe('Some answers are missing or need correcting.');
    expect(body.fieldErrors).toMatchObject({
      company_name: 'Required',
      website_url: 'The web address is not valid.',
      admin: 'The answer "admin" does not belong to this wizard.',
    });
    expect(await countAgreements()).toBe(before);
  });

  it('refuses an unknown type, a language it does not offer, oversized answers and a missing e-mail', async () => {
    expect(messageOf((await create({ type: 'contract', answers }, owner.token)).body)).toContain(
      'privacy-policy',
    );
    expect(messageOf((await create({ language: 'pt', answers }, owner.token)).body)).toBe(
      'The agreement language must be one of en, de, es, fr, it, nl.',
    );
    const long = await create({ answers: { ...answers, company_name: 'x'.repeat(5000) } }, owner.token);
    expect(long.body.fieldErrors?.company_name).toBe('This answer is too long: at most 200 characters.');
    expect(messageOf((await create({ answers })).body)).toBe(
      'Please enter the e-mail address we should send the agreement to.',
    );
  });

  it('refuses a language the product has no documents in, naming the ones it has', async () => {
    const { body } = await call(testApp, 'POST', '/agreement/new', {
      data: { type: 'privacy-policy', language: 'pt', answers: {} },
      token: owner.token,
    });
    expect(messageOf(body)).toBe('The agreement language must be one of en, de, es, fr, it, nl.');
  });

  it('stores an unfinished agreement for a signed-in customer, and refuses one from a visitor', async () => {
    const draft = await create({ answers: { platform: 'app' }, finalize: false }, owner.token);
    expect(draft.body.data?.agreement.status).toBe('unfinished');
    const anonymous = await create({ answers: { platform: 'app' }, finalize: false });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a stale session instead of treating it as a visitor', async () => {
    const { status } = await create({ answers, email: 'someone@example.com' }, 'expired.or.forged');
    expect(status).toBe(401);
  });
});

describe('GET /agreement/details/{id}', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create({ answers, premium: true }, owner.token)).body.data?.agreement.id as string;
  });

  it('shows the owner the answers and the current text, with answer text escaped', async () => {
    const { body } = await call<AgreementDetailsReply>(testApp, 'GET', `/agreement/details/${id}`, {
      token: owner.token,
    });
    expect(body.data?.agreement).toMatchObject({ id, premium: true });
    expect(body.data?.answers).toMatchObject({ company_name: 'Acme <b>Ltd</b>' });
    expect(body.data?.markdown).toContain('# Acme <b>Ltd</b>: test agreement');
    expect(body.data?.html).toContain('<h1>Acme &lt;b&gt;Ltd&lt;/b&gt;: test agreement</h1>');
  });

  it('answers another account with the forbidden payload and the message to switch accounts', async () => {
    const { status, body } = await call(testApp, 'GET', `/agreement/details/${id}`, {
      token: stranger.token,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, forbidden: true, code: 'forbidden' });
    expect(messageOf(body)).toBe(
      'This agreement belongs to another account. Please log out and log in with the account that created it.',
    );
    expect(body.data).toBeUndefined();
  });

  it('needs a session, and names a missing or malformed agreement', async () => {
    expect((await call(testApp, 'GET', `/agreement/details/${id}`)).status).toBe(401);
    const missing = await call(testApp, 'GET', '/agreement/details/123e4567-e89b-42d3-a456-426614174000', {
      token: owner.token,
    });
    expect(messageOf(missing.body)).toBe('This agreement does not exist, or it has been deleted.');
    const malformed = await call(testApp, 'GET', '/agreement/details/not-an-id', { token: owner.token });
    expect(malformed.body.success).toBe(false);
  });
});

describe('GET /agreement/send-customer-email/{id}', () => {
  it('mails the owner the link again, and refuses anyone else', async () => {
    const id = (await create({ answers }, owner.token)).body.data?.agreement.id as string;
    const before = (await mailsTo(testApp, 'owner@example.com')).length;
    const sent = await call(testApp, 'GET', `/agreement/send-customer-email/${id}`, { token: owner.token });
    expect(messageOf(sent.body)).toBe('We have sent the link to your agreement to owner@example.com.');
    expect(await mailsTo(testApp, 'owner@example.com')).toHaveLength(before + 1);
    const foreign = await call(testApp, 'GET', `/agreement/send-customer-email/${id}`, {
      token: stranger.token,
    });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    expect((await mailsTo(testApp, 'stranger@example.com')).some((mail) => mail.text.includes(id))).toBe(
      false,
    );
  });
});

describe('account deletion', () => {
  it('takes the customer’s agreements and versions with it', async () => {
    const leaving = await createActiveCustomer(testApp, 'leaving@example.com');
    await create({ answers }, leaving.token);
    await call(testApp, 'POST', '/customer/delete-account', {
      token: leaving.token,
      data: { password: 'Correct-Horse-7' },
    });
    expect(
      await selectNumber(
        testApp,
        sql`select count(*)::int as n from agreements where customer_id = ${leaving.id}`,
      ),
    ).toBe(0);
  });
});
