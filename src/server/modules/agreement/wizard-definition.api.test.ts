import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, messageOf } from '../../../../tests/customers';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { WizardDefinitionReply } from '../../../shared/api/agreement';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /agreement/wizard/{type}', () => {
  it('returns the definition, its provider lists and every text in the caller language', async () => {
    const { status, body } = await call<WizardDefinitionReply>(testApp, 'GET', '/agreement/wizard/test', {
      headers: { 'accept-language': 'de' },
    });
    expect(status).toBe(200);
    const reply = body.data as WizardDefinitionReply;
    expect(reply.definition.type).toBe('TEST');
    expect(reply.definition.steps.map((step) => step.id)).toEqual(['platform', 'details', 'send']);
    expect(reply.providers.email_marketing?.some((provider) => provider.id === 'mailchimp')).toBe(true);
    expect(Object.keys(reply.providers)).toEqual(['email_marketing']);
    expect(reply.texts['test.questions.companyName']).toBeTruthy();
    expect(reply.texts['test.questions.companyName']).not.toBe('Company name');
    expect(Object.values(reply.texts).every((text) => !text.startsWith('test.'))).toBe(true);
  });

  it('answers each caller in their own language, the same type asked for in turn', async () => {
    const textIn = async (language: string) => {
      const { body } = await call<WizardDefinitionReply>(testApp, 'GET', '/agreement/wizard/privacy-policy', {
        headers: { 'accept-language': language },
      });
      return body.data?.texts;
    };
    const english = await textIn('en');
    const german = await textIn('de');
    const englishAgain = await textIn('en');
    expect(german).not.toEqual(english);
    expect(englishAgain).toEqual(english);
    expect(Object.keys(german ?? {})).toEqual(Object.keys(english ?? {}));
  });

  it('says which languages each type’s documents exist in', async () => {
    const test = await call<WizardDefinitionReply>(testApp, 'GET', '/agreement/wizard/test');
    expect(test.body.data?.languages).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl']);
    const privacy = await call<WizardDefinitionReply>(testApp, 'GET', '/agreement/wizard/privacy-policy');
    expect(privacy.body.data?.definition.type).toBe('PRIVACY_POLICY');
    expect(privacy.body.data?.languages).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl']);
    expect(Object.keys(privacy.body.data?.providers ?? {}).sort()).toEqual([
      'advertising',
      'affiliate',
      'analytics',
      'behavioral_remarketing',
      'email_marketing',
      'miscellaneous',
      'payments',
    ]);
  });

  it('names the known types when asked for an unknown one', async () => {
    const { body } = await call(testApp, 'GET', '/agreement/wizard/contract');
    expect(body.success).toBe(false);
    expect(messageOf(body)).toContain('privacy-policy');
  });

  it('hides the TEST wizard in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const { body } = await call(production, 'GET', '/agreement/wizard/test');
      expect(body).toMatchObject({ success: false, code: 'not_found' });
      expect(messageOf(body)).toBe('There is no wizard for this agreement type.');
    } finally {
      await production.close();
    }
  });
});
