import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../tests/customers';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import type {
  AgreementDetailsReply,
  AgreementForUpdateReply,
  NewAgreementReply,
  PreviewReply,
  UpdateAgreementReply,
} from '../../../shared/api/agreement';
import { maximalPrivacyPolicyAnswers } from '../../content/privacy-policy/sample-answers';

// The finalize step's preview and update mode: POST /agreement/preview,
// GET /agreement/details/update/{id}, POST /agreement/update/{id}.

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
  company_name: 'Acme Ltd',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'DE',
  send_to: 'owner@example.com',
};
const versionCount = (id: string) =>
  selectNumber(testApp, sql`select count(*)::int as n from agreement_versions where agreement_id = ${id}`);

async function createAgreement(data: Record<string, unknown> = {}): Promise<string> {
  const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
    data: { type: 'test', language: 'en', answers, ...data },
    token: owner.token,
  });
  return body.data?.agreement.id as string;
}

describe('POST /agreement/preview', () => {
  it('shows anyone the document the answers make, as escaped HTML, and stores nothing', async () => {
    const before = await selectNumber(testApp, sql`select count(*)::int as n from agreements`);
    const { body } = await call<PreviewReply>(testApp, 'POST', '/agreement/preview', {
      data: {
        type: 'test',
        language: 'en',
        answers: { ...answers, company_name: '<img src=x onerror=alert(1)>' },
      },
    });
    expect(body.success).toBe(true);
    expect(body.data?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body.data?.html).not.toContain('<img');
    expect(body.data?.compliance).toEqual([]);
    expect(await selectNumber(testApp, sql`select count(*)::int as n from agreements`)).toBe(before);
  });

  it('includes premium clauses only in a premium preview', async () => {
    const premiumAnswers = { ...answers, features: ['extended_support'] };
    const free = await call<PreviewReply>(testApp, 'POST', '/agreement/preview', {
      data: { type: 'test', language: 'en', answers: premiumAnswers },
    });
    const premium = await call<PreviewReply>(testApp, 'POST', '/agreement/preview', {
      data: { type: 'test', language: 'en', answers: premiumAnswers, premium: true },
    });
    expect(free.body.data?.html).not.toContain('Extended support');
    expect(premium.body.data?.html).toContain('Extended support');
  });

  it('gives the Privacy Policy’s compliance summary per law, in the caller’s language', async () => {
    const { body } = await call<PreviewReply>(testApp, 'POST', '/agreement/preview', {
      data: { type: 'privacy-policy', language: 'en', answers: maximalPrivacyPolicyAnswers },
      headers: { 'accept-language': 'de' },
    });
    expect(body.success).toBe(true);
    const laws = body.data?.compliance.map((row) => row.law) ?? [];
    expect(laws.length).toBeGreaterThanOrEqual(6);
    // Texts, not keys: every row is translated, and says what is present and what is left to do.
    for (const row of body.data?.compliance ?? []) {
      expect(row.law).not.toMatch(/^privacyPolicy\./);
      expect(row.present.length).toBeGreaterThan(0);
      for (const text of [...row.present, ...row.owner_todo]) expect(text).not.toMatch(/^privacyPolicy\./);
    }
    expect(body.data?.html).toContain('California');
  });

  it('refuses invalid answers with a message per answer, an unknown type and an unavailable language', async () => {
    const invalid = await call(testApp, 'POST', '/agreement/preview', {
      data: { type: 'test', language: 'en', answers: { ...answers, company_name: '', bogus: 'x' } },
    });
    expect(invalid.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(Object.keys(invalid.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['company_name', 'bogus']),
    );
    const unknown = await call(testApp, 'POST', '/agreement/preview', {
      data: { type: 'contract', language: 'en', answers },
    });
    expect(unknown.body.success).toBe(false);
    const language = await call(testApp, 'POST', '/agreement/preview', {
      data: { type: 'privacy-policy', language: 'pt', answers: maximalPrivacyPolicyAnswers },
    });
    expect(language.body.fieldErrors?.language).toContain('en, de, es, fr, it, nl');
  });

  it('previews the document in the chosen language', async () => {
    const { body } = await call<PreviewReply>(testApp, 'POST', '/agreement/preview', {
      data: { type: 'privacy-policy', language: 'de', answers: maximalPrivacyPolicyAnswers },
    });
    expect(body.data?.html).toContain('<h1>Datenschutzerklärung</h1>');
  });
});

describe('GET /agreement/details/update/{id}', () => {
  let id: string;
  beforeAll(async () => {
    id = await createAgreement({ premium: true });
  });

  it('gives the owner the answers update mode starts from', async () => {
    const { body } = await call<AgreementForUpdateReply>(testApp, 'GET', `/agreement/details/update/${id}`, {
      token: owner.token,
    });
    expect(body.data?.agreement).toMatchObject({ id, type: 'test', premium: true, status: 'finished' });
    expect(body.data?.answers).toMatchObject({ company_name: 'Acme Ltd' });
  });

  it('answers another account with the forbidden payload, and needs a session', async () => {
    const foreign = await call(testApp, 'GET', `/agreement/details/update/${id}`, { token: stranger.token });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    expect(foreign.body.data).toBeUndefined();
    expect((await call(testApp, 'GET', `/agreement/details/update/${id}`)).status).toBe(401);
  });

  it('names a missing or malformed agreement', async () => {
    const missing = await call(
      testApp,
      'GET',
      '/agreement/details/update/123e4567-e89b-42d3-a456-426614174000',
      {
        token: owner.token,
      },
    );
    expect(messageOf(missing.body)).toBe('This agreement does not exist, or it has been deleted.');
    const malformed = await call(testApp, 'GET', '/agreement/details/update/42', { token: owner.token });
    expect(malformed.body.success).toBe(false);
  });
});

describe('POST /agreement/update/{id}', () => {
  it('generates the text again as a new version, resets manual changes and can add premium', async () => {
    const id = await createAgreement();
    // As the text editor leaves it: the customer changed the text by hand.
    await testApp.app.database.db.execute(
      sql`update agreements set edit_status = 'modified' where id = ${id}`,
    );
    const { body } = await call<UpdateAgreementReply>(testApp, 'POST', `/agreement/update/${id}`, {
      token: owner.token,
      data: {
        answers: { ...answers, company_name: 'Acme Renamed', features: ['extended_support'] },
        language: 'en',
        premium: true,
      },
    });
    expect(body.success).toBe(true);
    expect(messageOf(body)).toBe('Agreement updated!');
    expect(body.data?.agreement).toMatchObject({ id, premium: true, edited: false, status: 'finished' });
    expect(await versionCount(id)).toBe(2);
    const details = await call<AgreementDetailsReply>(testApp, 'GET', `/agreement/details/${id}`, {
      token: owner.token,
    });
    expect(details.body.data?.markdown).toContain('Acme Renamed');
    expect(details.body.data?.markdown).toContain('Extended support');
    expect(
      await selectNumber(
        testApp,
        sql`select count(*)::int as n from agreement_versions where agreement_id = ${id} and origin = 'wizard_update'`,
      ),
    ).toBe(1);
  });

  it('keeps a premium agreement premium when the update does not ask for it', async () => {
    const id = await createAgreement({ premium: true });
    const { body } = await call<UpdateAgreementReply>(testApp, 'POST', `/agreement/update/${id}`, {
      token: owner.token,
      data: { answers, language: 'en' },
    });
    expect(body.data?.agreement.premium).toBe(true);
  });

  it('finishes an unfinished agreement', async () => {
    const id = await createAgreement({ finalize: false, answers: { company_name: 'Draft Co' } });
    expect(await versionCount(id)).toBe(0);
    const { body } = await call<UpdateAgreementReply>(testApp, 'POST', `/agreement/update/${id}`, {
      token: owner.token,
      data: { answers, language: 'en' },
    });
    expect(body.data?.agreement.status).toBe('finished');
    expect(await versionCount(id)).toBe(1);
  });

  it('refuses invalid answers and changes nothing', async () => {
    const id = await createAgreement();
    const { body } = await call(testApp, 'POST', `/agreement/update/${id}`, {
      token: owner.token,
      data: { answers: { ...answers, contact_email: 'not-an-address' }, language: 'en' },
    });
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(body.fieldErrors?.contact_email).toBeTruthy();
    expect(await versionCount(id)).toBe(1);
    const details = await call<AgreementDetailsReply>(testApp, 'GET', `/agreement/details/${id}`, {
      token: owner.token,
    });
    expect(details.body.data?.answers).toMatchObject({ contact_email: 'privacy@acme.example' });
  });

  it('refuses another account, a visitor and a missing agreement, and changes nothing', async () => {
    const id = await createAgreement();
    const foreign = await call(testApp, 'POST', `/agreement/update/${id}`, {
      token: stranger.token,
      data: { answers: { ...answers, company_name: 'Hijacked' }, language: 'en' },
    });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    const anonymous = await call(testApp, 'POST', `/agreement/update/${id}`, {
      data: { answers, language: 'en' },
    });
    expect(anonymous.status).toBe(401);
    const missing = await call(testApp, 'POST', '/agreement/update/123e4567-e89b-42d3-a456-426614174000', {
      token: owner.token,
      data: { answers, language: 'en' },
    });
    expect(messageOf(missing.body)).toBe('This agreement does not exist, or it has been deleted.');
    expect(await versionCount(id)).toBe(1);
    const details = await call<AgreementDetailsReply>(testApp, 'GET', `/agreement/details/${id}`, {
      token: owner.token,
    });
    expect(details.body.data?.markdown).not.toContain('Hijacked');
  });
});
