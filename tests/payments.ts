import type { NewAgreementReply } from '../src/shared/api/agreement';
import type { InvoicingDetailsInput } from '../src/shared/api/payment';
import { call, messageOf } from './customers';
import type { TestApp } from './test-app';

/** The test type's answers the payment tests buy: a finished agreement with no extras. */
export const testAgreementAnswers = (sendTo: string) => ({
  platform: 'website',
  company_name: 'Acme Ltd',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'DE',
  send_to: sendTo,
});

/** A finished agreement of the test type (premium unless told otherwise), owned by the token's customer. */
export async function createTestAgreement(
  testApp: TestApp,
  token: string,
  options: { sendTo: string; premium?: boolean; answers?: Record<string, unknown> },
): Promise<string> {
  const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
    token,
    data: {
      type: 'test',
      language: 'en',
      premium: options.premium ?? true,
      answers: options.answers ?? testAgreementAnswers(options.sendTo),
    },
  });
  if (!body.data) throw new Error(messageOf(body));
  return body.data.agreement.id;
}

/** A consumer in Berlin: complete billing details (Germany needs a state). */
export const GERMAN_CONSUMER = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'DE',
  state: 'BE',
  address: 'Unter den Linden 1',
  city: 'Berlin',
  postal_code: '10117',
  is_company: false,
} satisfies InvoicingDetailsInput;
