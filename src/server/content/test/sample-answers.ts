import type { Answers } from '../../../shared/agreements/wizard-model';

/** A website with only what the TEST wizard requires. */
export const minimalTestAnswers: Answers = {
  platform: 'website',
  company_name: 'Acme Ltd',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'DE',
  send_to: 'owner@acme.example',
};
