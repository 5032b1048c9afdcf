import type { TestAnswers } from '../../../shared/agreements/answers.generated';
import { findProvider } from '../../../shared/agreements/provider-catalogue';
import type { ProviderAnswer } from '../../../shared/agreements/wizard-model';
import {
  type ClauseContext,
  type ClauseValues,
  escapeMarkdownInline,
  escapeMarkdownUrl,
  type Rendering,
  type TextOf,
} from '../clause-library';
import type { TestFacts } from './facts';

/** The lists the TEST agreement's `each` blocks fill. */
export type TestList = 'contacts' | 'newsletterProviders';

/** A provider as one list entry: linked to its privacy policy when there is one. */
export function providerValues(answer: ProviderAnswer): ClauseValues {
  const provider = 'id' in answer ? findProvider(answer.id) : undefined;
  const name = provider?.name ?? ('name' in answer ? answer.name : '');
  const url =
    provider?.privacyPolicyUrl ?? ('privacyPolicyUrl' in answer ? answer.privacyPolicyUrl : undefined);
  const words = escapeMarkdownInline(name);
  return { provider: url ? `[${words}](${escapeMarkdownUrl(url)})` : words };
}

export function renderTest(
  facts: TestFacts,
  context: ClauseContext<TestAnswers>,
  text: TextOf,
): Rendering<TestList> {
  return {
    values: {
      companyName: escapeMarkdownInline(facts.companyName),
      contactEmail: escapeMarkdownInline(facts.contactEmail),
      websiteUrl: escapeMarkdownInline(facts.websiteUrl),
      platform: text(`platform.${facts.platform}`),
      lastUpdated: context.lastUpdated,
    },
    lists: {
      contacts: facts.contactNames.map((name) => ({ name: escapeMarkdownInline(name) })),
      newsletterProviders: facts.newsletterProviders.map(providerValues),
    },
  };
}
