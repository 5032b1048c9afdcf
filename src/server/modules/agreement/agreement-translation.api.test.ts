import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../tests/customers';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import type {
  DownloadDetailsReply,
  NewAgreementReply,
  TranslationDetailsReply,
  TranslationUpdateReply,
  UpdateAgreementReply,
} from '../../../shared/api/agreement';

// Translations (premium) through the API: GET /agreement/translation/details/{id} and
// POST /agreement/translation/update/{id}, on the TEST type, whose text exists in all six languages.

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
const MISSING = '123e4567-e89b-42d3-a456-426614174000';

async function createAgreement({ paid = true, premium = true } = {}): Promise<string> {
  const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
    token: owner.token,
    data: { type: 'test', language: 'en', premium, answers },
  });
  const id = body.data?.agreement.id as string;
  if (paid)
    await testApp.app.database.db.execute(sql`update agreements set paid_at = now() where id = ${id}`);
  return id;
}
const details = (id: string, language?: string, token: string | null = owner.token) =>
  call<TranslationDetailsReply>(
    testApp,
    'GET',
    `/agreement/translation/details/${id}${language ? `?language=${language}` : ''}`,
    { token: token ?? undefined },
  );
const updateTranslation = (id: string, data: Record<string, unknown>, token: string | null = owner.token) =>
  call<TranslationUpdateReply>(testApp, 'POST', `/agreement/translation/update/${id}`, {
    token: token ?? undefined,
    data,
  });
const versionCount = (id: string) =>
  selectNumber(testApp, sql`select count(*)::int as n from agreement_versions where agreement_id = ${id}`);

describe('adding a translation', () => {
  it('generates the German text from the answers; details list it and the download page offers it', async () => {
    const id = await createAgreement();
    const before = await details(id);
    expect(before.body.data?.source).toMatchObject({ language: 'en', modified: false });
    expect(before.body.data?.translations).toEqual([]);
    expect(before.body.data?.addable_languages).toEqual(['de', 'es', 'fr', 'it', 'nl']);

    const { body } = await updateTranslation(id, { language: 'de' });
    expect(body.success).toBe(true);
    expect(messageOf(body)).toBe('Successfully updated this translation.');
    expect(body.data?.translation).toMatchObject({ language: 'de', modified: false });
    expect(body.data?.translation.markdown).toContain('# Acme Ltd: Test-Rechtstext');
    expect(body.data?.agreement.edited).toBe(false);

    const after = await details(id, 'de');
    expect(after.body.data?.translations).toEqual([
      { language: 'de', modified: false, updated_at: expect.any(String) },
    ]);
    expect(after.body.data?.addable_languages).toEqual(['es', 'fr', 'it', 'nl']);
    expect(after.body.data?.translation?.markdown).toContain('Test-Rechtstext');

    const download = await call<DownloadDetailsReply>(testApp, 'GET', `/agreement/download-details/${id}`, {
      token: owner.token,
    });
    expect(download.body.data?.texts.map((text) => text.language)).toEqual(['en', 'de']);
  });

  it('answers in the caller’s language', async () => {
    const id = await createAgreement();
    const { body } = await call<TranslationUpdateReply>(
      testApp,
      'POST',
      `/agreement/translation/update/${id}`,
      {
        token: owner.token,
        data: { language: 'fr' },
        headers: { 'accept-language': 'de' },
      },
    );
    expect(messageOf(body)).toBe('Die Übersetzung wurde erfolgreich aktualisiert.');
  });
});

describe('editing a translation', () => {
  it('saves the customer’s German text as modified, and generating it again gives the changes up', async () => {
    const id = await createAgreement();
    await updateTranslation(id, { language: 'de' });
    const edited = await updateTranslation(id, {
      language: 'de',
      text: '# Unser Rechtstext\r\n\nAngepasst.',
    });
    expect(edited.body.success).toBe(true);
    expect(edited.body.data?.translation).toMatchObject({
      language: 'de',
      modified: true,
      markdown: '# Unser Rechtstext\n\nAngepasst.\n',
    });
    expect(edited.body.data?.agreement.edited).toBe(true);
    expect((await details(id)).body.data?.source.modified).toBe(false);

    const regenerated = await updateTranslation(id, { language: 'de' });
    expect(regenerated.body.data?.translation.modified).toBe(false);
    expect(regenerated.body.data?.agreement.edited).toBe(false);
  });

  it('keeps scripts as text in the live page of the translation', async () => {
    const id = await createAgreement();
    await updateTranslation(id, { language: 'de' });
    await updateTranslation(id, {
      language: 'de',
      text: '# Titel\n\n<script>alert(1)</script> [x](javascript:alert(1))',
    });
    const download = await call<DownloadDetailsReply>(testApp, 'GET', `/agreement/download-details/${id}`, {
      token: owner.token,
    });
    const live = await testApp.app.inject({ method: 'GET', url: `${download.body.data?.live_url}?lang=de` });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(live.body).not.toContain('<script>alert(1)');
    expect(live.body).not.toContain('href="javascript:');
  });

  it('refuses a text for a language the agreement has no translation in, and bad text; nothing saved', async () => {
    const id = await createAgreement();
    const count = await versionCount(id);
    const missing = await updateTranslation(id, { language: 'it', text: 'Ciao' });
    expect(missing.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(missing.body)).toBe('This agreement has no text in this language yet.');
    const control = await updateTranslation(id, { language: 'it', text: 'a\u0007b' });
    expect(control.body).toMatchObject({ success: false, code: 'validation_failed' });
    const unknown = await updateTranslation(id, { language: 'pt' });
    expect(unknown.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(unknown.body)).toBe('The agreement language must be one of en, de, es, fr, it, nl.');
    const extra = await updateTranslation(id, { language: 'de', admin: true });
    expect(extra.body).toMatchObject({ success: false, code: 'validation_failed' });
    const source = await updateTranslation(id, { language: 'en' });
    expect(source.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(source.body)).toContain('own language');
    expect(await versionCount(id)).toBe(count);
  });
});

describe('a wizard update', () => {
  it('generates every language the agreement has again from the new answers', async () => {
    const id = await createAgreement();
    await updateTranslation(id, { language: 'de' });
    await updateTranslation(id, { language: 'de', text: '# Eigener Text' });
    const { body } = await call<UpdateAgreementReply>(testApp, 'POST', `/agreement/update/${id}`, {
      token: owner.token,
      data: { language: 'en', answers: { ...answers, company_name: 'Beta GmbH' } },
    });
    expect(body.success).toBe(true);
    const after = await details(id, 'de');
    expect(after.body.data?.source.markdown).toContain('Beta GmbH');
    expect(after.body.data?.translation).toMatchObject({ modified: false });
    expect(after.body.data?.translation?.markdown).toContain('# Beta GmbH: Test-Rechtstext');
    expect(after.body.data?.agreement.edited).toBe(false);
  });
});

describe('who may translate', () => {
  it('is premium: a free or unpaid agreement gets the upgrade notice and nothing is added', async () => {
    for (const options of [
      { premium: false, paid: false },
      { premium: true, paid: false },
    ]) {
      const id = await createAgreement(options);
      const count = await versionCount(id);
      const { body } = await updateTranslation(id, { language: 'de' });
      expect(body).toMatchObject({ success: false, code: 'premium_required' });
      expect(messageOf(body)).toContain('Translations are a premium feature');
      expect(await versionCount(id)).toBe(count);
      // The owner still sees the details (the editor shows the upgrade prompt from them).
      expect((await details(id)).body.success).toBe(true);
    }
  });

  it('refuses another account, a visitor, unknown and malformed ids', async () => {
    const id = await createAgreement();
    const count = await versionCount(id);
    for (const response of [
      await details(id, 'de', stranger.token),
      await updateTranslation(id, { language: 'de' }, stranger.token),
    ]) {
      expect(response.body).toMatchObject({ success: false, forbidden: true });
      expect(messageOf(response.body)).toContain('belongs to another account');
    }
    for (const response of [
      await details(id, undefined, null),
      await updateTranslation(id, { language: 'de' }, null),
    ])
      expect(response.status).toBe(401);
    expect((await details(MISSING)).body).toMatchObject({ success: false, code: 'not_found' });
    expect((await updateTranslation(MISSING, { language: 'de' })).body).toMatchObject({
      success: false,
      code: 'not_found',
    });
    expect((await details('not-an-id')).body.success).toBe(false);
    expect((await details(id, 'xx')).body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(await versionCount(id)).toBe(count);
  });
});
