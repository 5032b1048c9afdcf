import type { TestAnswers } from '../../../shared/agreements/answers.generated';
import type { ProviderAnswer } from '../../../shared/agreements/wizard-model';
import { entries, providerAnswers, str, strings } from '../clause-helpers';

/** What the TEST agreement's answers imply. */
export type TestFacts = {
  companyName: string;
  contactEmail: string;
  websiteUrl: string;
  platform: 'website' | 'app' | '';
  website: boolean;
  newsletter: boolean;
  extendedSupport: boolean;
  contactNames: string[];
  newsletterProviders: ProviderAnswer[];
};

export function testFacts(answers: TestAnswers): TestFacts {
  const features = strings(answers, 'features');
  const platform = str(answers, 'platform');
  return {
    companyName: str(answers, 'company_name'),
    contactEmail: str(answers, 'contact_email'),
    websiteUrl: str(answers, 'website_url'),
    platform: platform === 'website' || platform === 'app' ? platform : '',
    website: platform === 'website',
    newsletter: features.includes('newsletter'),
    extendedSupport: features.includes('extended_support'),
    contactNames: entries(answers, 'contacts').map((entry) => str(entry, 'name')),
    newsletterProviders: providerAnswers(answers, 'newsletter_providers'),
  };
}
