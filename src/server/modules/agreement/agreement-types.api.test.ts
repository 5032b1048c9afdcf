import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer } from '../../../../tests/customers';
import { mailsTo } from '../../../../tests/mail';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import { PUBLIC_AGREEMENT_TYPES } from '../../../shared/agreements/types';
import type {
  AgreementDetailsReply,
  NewAgreementReply,
  PreviewReply,
  WizardDefinitionReply,
} from '../../../shared/api/agreement';
import { SAMPLE_ANSWERS } from '../../content/sample-answers';

// Each of the six public types through the API: its wizard, and an agreement
// created from a maximal and from a minimal answer set; empty answers refused with nothing stored.

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createActiveCustomer(testApp, 'owner@example.com');
});
afterAll(() => testApp.close());

const countAgreements = () => selectNumber(testApp, sql`select count(*)::int as n from agreements`);

describe.each(PUBLIC_AGREEMENT_TYPES.map((type) => [type.code, type.slug] as const))('%s', (code, slug) => {
  const samples = SAMPLE_ANSWERS[code as keyof typeof SAMPLE_ANSWERS];

  it('serves its wizard with every label translated', async () => {
    const { body } = await call<WizardDefinitionReply>(testApp, 'GET', `/agreement/wizard/${slug}`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(body.data?.definition.type).toBe(code);
    expect(body.data?.languages).toContain('en');
    const texts = Object.values(body.data?.texts ?? {});
    expect(texts.length).toBeGreaterThan(10);
    // A key left untranslated would come back as the key itself.
    for (const text of texts) expect(text).not.toMatch(/^[a-z]+[A-Za-z]*\.[a-zA-Z.]+$/);
  });

  it('creates a premium agreement from the maximal answers for a signed-in customer', async () => {
    const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
      token: owner.token,
      data: { type: slug, language: 'en', premium: true, answers: samples.maximal },
    });
    expect(body.success).toBe(true);
    expect(body.data?.agreement).toMatchObject({ type: slug, status: 'finished', premium: true });
    const details = await call<AgreementDetailsReply>(
      testApp,
      'GET',
      `/agreement/details/${body.data?.agreement.id}`,
      { token: owner.token },
    );
    expect(details.body.data?.markdown?.length).toBeGreaterThan(5000);
    expect(details.body.data?.html).toContain('<h1>');
  });

  it('creates a free agreement from the minimal answers for a visitor, with a new account', async () => {
    const email = `${slug}@example.com`;
    const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
      data: { type: slug, language: 'en', answers: { ...samples.minimal, send_to: email }, email },
    });
    expect(body.success).toBe(true);
    expect(body.data?.agreement).toMatchObject({ type: slug, status: 'finished', premium: false });
    expect(await mailsTo(testApp, email)).toHaveLength(2);
  });

  it('previews the maximal answers with a compliance summary', async () => {
    const { body } = await call<PreviewReply>(testApp, 'POST', '/agreement/preview', {
      data: { type: slug, language: 'en', answers: samples.maximal, premium: true },
    });
    expect(body.data?.compliance.length).toBeGreaterThan(0);
  });

  it('refuses empty answers with a message per required question, and stores nothing', async () => {
    const before = await countAgreements();
    const { body } = await call(testApp, 'POST', '/agreement/new', {
      token: owner.token,
      data: { type: slug, language: 'en', answers: {} },
    });
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(Object.keys(body.fieldErrors ?? {})).toContain('send_to');
    expect(await countAgreements()).toBe(before);
  });
});
