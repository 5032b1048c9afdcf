import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../shared/api/envelope';
import devPagesEnglish from '../../../shared/i18n/locales/en/common/dev-pages.json';
import type { SampleReply } from './sample-api';
import { SAMPLE_AGREEMENT_ID, SAMPLE_DISCOUNT_CODE, samplePrivacyPolicyMarkdown } from './sample-data';
import { createSampleHandler } from './sample-handlers';

const call = (method: string, path: string, data?: Record<string, unknown>) => ({
  method,
  path,
  query: new URLSearchParams(),
  data,
});

function envelopeOf(reply: SampleReply): Partial<Envelope> {
  if (!('envelope' in reply)) throw new Error('Expected an envelope');
  return reply.envelope;
}

const dataOf = <T>(reply: SampleReply) => envelopeOf(reply).data as T;
type Listed = { agreements: { id: string; paid: boolean; premium: boolean }[] };

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common: devPagesEnglish } },
    interpolation: { escapeValue: false },
  });
});

describe('createSampleHandler', () => {
  it('lists paid, unpaid, free and unfinished agreements, and only the unpaid premium one as unpaid', () => {
    const answer = createSampleHandler();
    const all = dataOf<Listed>(answer(call('GET', '/customer/agreements/all'))).agreements;
    const unpaid = dataOf<Listed>(answer(call('GET', '/customer/agreements/unpaid'))).agreements;
    expect(all).toHaveLength(4);
    expect(unpaid).toHaveLength(1);
    expect(unpaid[0]).toMatchObject({ premium: true, paid: false });
  });

  it('removes a deleted agreement from its own lists only', () => {
    const answer = createSampleHandler();
    const reply = answer(call('DELETE', `/agreement/delete/${SAMPLE_AGREEMENT_ID}`));
    expect(envelopeOf(reply).success).toBeUndefined();
    expect(dataOf<Listed>(answer(call('GET', '/customer/agreements/all'))).agreements).toHaveLength(3);
    expect(
      dataOf<Listed>(createSampleHandler()(call('GET', '/customer/agreements/all'))).agreements,
    ).toHaveLength(4);
  });

  it('prices the checkout with VAT of the billing country and the sample discount code', () => {
    const answer = createSampleHandler();
    const costs = dataOf<{ total: number; vat: { rate: number } }>(
      answer(call('POST', '/agreement/costs/x', { country: 'DE', discount_code: SAMPLE_DISCOUNT_CODE })),
    );
    expect(costs.vat.rate).toBe(19);
    expect(costs.total).toBe(2610 + Math.round(2610 * 0.19));
    const refused = envelopeOf(answer(call('POST', '/agreement/costs/x', { discount_code: 'NOPE' })));
    expect(refused).toMatchObject({ success: false, fieldErrors: { discount_code: expect.any(String) } });
  });

  it('refuses every payment, so nothing is charged from a development page', () => {
    const reply = envelopeOf(createSampleHandler()(call('POST', '/transaction/new', { amount: 3509 })));
    expect(reply.success).toBe(false);
  });

  it('keeps a saved text as the newest version and checks it for the required section', () => {
    const answer = createSampleHandler();
    const shortened = samplePrivacyPolicyMarkdown.replace('## Your rights', '## Contact us');
    const saved = dataOf<{ missing_sections: unknown[] }>(
      answer(call('POST', `/agreement/text/${SAMPLE_AGREEMENT_ID}`, { language: 'en', text: shortened })),
    );
    expect(saved.missing_sections).toEqual([{ heading: 'Your rights', laws: ['GDPR'] }]);
    const versions = dataOf<{ versions: { id: string; origin: string }[] }>(
      answer(call('GET', `/agreement/versions/${SAMPLE_AGREEMENT_ID}`)),
    ).versions;
    expect(versions[0]?.origin).toBe('edited');
    const newest = dataOf<{ version: { markdown: string } }>(
      answer(call('GET', `/agreement/version/${SAMPLE_AGREEMENT_ID}/${versions[0]?.id}`)),
    );
    expect(newest.version.markdown).toBe(shortened);
  });

  it('refuses a call it has no sample for, naming it', () => {
    const reply = envelopeOf(createSampleHandler()(call('POST', '/agreement/new')));
    expect(reply.success).toBe(false);
    expect(reply.messages?.[0]?.value).toBe(
      'Sample page: the call POST /agreement/new has no sample answer and was not sent to the server.',
    );
  });
});
