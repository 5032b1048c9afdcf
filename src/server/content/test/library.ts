import { findProvider } from '../../../shared/agreements/provider-catalogue';
import type { Answers, ProviderAnswer } from '../../../shared/agreements/wizard-model';
import {
  type ClauseContext,
  type ClauseLibrary,
  type ClauseValues,
  escapeMarkdownInline,
  escapeMarkdownUrl,
} from '../clause-library';

const chosen = (context: ClauseContext, field: string, value: string) => {
  const answer = context.answers[field];
  return Array.isArray(answer) ? (answer as string[]).includes(value) : answer === value;
};

/** A provider as one list entry: linked to its privacy policy when there is one. */
export function providerValues(answer: ProviderAnswer): ClauseValues {
  const provider = 'id' in answer ? findProvider(answer.id) : undefined;
  const name = provider?.name ?? ('name' in answer ? answer.name : '');
  const url =
    provider?.privacyPolicyUrl ?? ('privacyPolicyUrl' in answer ? answer.privacyPolicyUrl : undefined);
  const words = escapeMarkdownInline(name);
  return { provider: url ? `[${words}](${escapeMarkdownUrl(url)})` : words };
}

/** The TEST agreement (development and tests only): small, but built like every real type. */
export const testLibrary: ClauseLibrary = {
  values: (context, text) => ({
    companyName: escapeMarkdownInline(String(context.answers.company_name ?? '')),
    contactEmail: escapeMarkdownInline(String(context.answers.contact_email ?? '')),
    websiteUrl: escapeMarkdownInline(String(context.answers.website_url ?? '')),
    platform: text(`platform.${String(context.answers.platform)}`),
    lastUpdated: context.lastUpdated,
  }),
  blocks: [
    { heading: 'title', level: 1 },
    { paragraph: 'lastUpdated' },
    { paragraph: 'intro' },
    { paragraph: 'website', when: (context) => chosen(context, 'platform', 'website') },
    { heading: 'contactHeading', level: 2 },
    { paragraph: 'contact' },
    {
      each: (context) =>
        ((context.answers.contacts as Answers[] | undefined) ?? []).map((entry) => ({
          name: escapeMarkdownInline(String(entry.name ?? '')),
        })),
      item: 'contactPerson',
    },
    { heading: 'newsletterHeading', level: 2, when: (context) => chosen(context, 'features', 'newsletter') },
    { paragraph: 'newsletter', when: (context) => chosen(context, 'features', 'newsletter') },
    {
      each: (context) =>
        ((context.answers.newsletter_providers as ProviderAnswer[] | undefined) ?? []).map(providerValues),
      item: 'newsletterProvider',
      when: (context) => chosen(context, 'features', 'newsletter'),
    },
    {
      heading: 'supportHeading',
      level: 2,
      when: (context) => context.premium && chosen(context, 'features', 'extended_support'),
    },
    {
      paragraph: 'support',
      when: (context) => context.premium && chosen(context, 'features', 'extended_support'),
    },
  ],
};
