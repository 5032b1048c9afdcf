import type { PrivacyExtra } from '../../../shared/agreements/definitions/privacy-policy';
import type { ProviderCategory } from '../../../shared/agreements/providers';
import { allOf, type Condition, condition, premiumVersion } from '../clause-library';
import type { PrivacyFacts } from './facts';

/**
 * When the Privacy Policy's sections and clauses appear, in the words of the owner's answers: the
 * review edition prints these words for lawyers and translators.
 */

type PrivacyCondition = Condition<PrivacyFacts>;

// Where the users are (the laws that apply follow from it).
export const euUsers = condition<PrivacyFacts>(
  'the owner has users in the European Union or the EEA',
  (facts) => facts.eu,
);
export const ukUsers = condition<PrivacyFacts>(
  'the owner has users in the United Kingdom',
  (facts) => facts.uk,
);
export const gdprUsers = condition<PrivacyFacts>(
  'the owner has users in the European Union, the EEA or the United Kingdom',
  (facts) => facts.gdpr,
);
export const californiaUsers = condition<PrivacyFacts>(
  'the owner has users in California',
  (facts) => facts.california,
);
export const otherUsStateUsers = condition<PrivacyFacts>(
  'the owner has users in US states other than California',
  (facts) => facts.usOther,
);
export const usUsers = condition<PrivacyFacts>(
  'the owner has users in California or in other US states',
  (facts) => facts.us,
);
export const canadaUsers = condition<PrivacyFacts>('the owner has users in Canada', (facts) => facts.canada);
export const brazilUsers = condition<PrivacyFacts>('the owner has users in Brazil', (facts) => facts.brazil);
export const australiaUsers = condition<PrivacyFacts>(
  'the owner has users in Australia',
  (facts) => facts.australia,
);
export const restOfWorldUsers = condition<PrivacyFacts>(
  'the owner has users in the rest of the world',
  (facts) => facts.restOfWorld,
);
/** The GDPR, the UK GDPR and the LGPD ask for a legal basis for each purpose. */
export const legalBasesStated = condition<PrivacyFacts>(
  'the owner has users in the European Union, the EEA, the United Kingdom or Brazil',
  (facts) => facts.legalBases,
);

// Who answers for the data.
export const dataProtectionOfficerAppointed = condition<PrivacyFacts>(
  'the owner has appointed a data protection officer and gave their e-mail address',
  (facts) => facts.hasDpo,
);
export const euRepresentative = condition<PrivacyFacts>(
  'the owner has users in the European Union or the EEA, is established outside the EEA, and named a representative in the EU with an e-mail address',
  (facts) => facts.needsEuRep && facts.hasEuRep,
);
export const ukRepresentative = condition<PrivacyFacts>(
  'the owner has users in the United Kingdom, is established outside it, and named a representative in the UK with an e-mail address',
  (facts) => facts.needsUkRep && facts.hasUkRep,
);

// What is collected, and how it is used.
export const collectsSensitiveData = condition<PrivacyFacts>(
  'the owner collects sensitive information',
  (facts) => facts.data.has('sensitive'),
);
export const collectsAccounts = condition<PrivacyFacts>('the owner collects account information', (facts) =>
  facts.data.has('account'),
);
export const collectsUserContent = condition<PrivacyFacts>(
  'the owner collects content that users upload or post',
  (facts) => facts.data.has('user_content'),
);
/** Sensitive personal information as the CPRA defines it. */
export const collectsCaliforniaSensitiveData = condition<PrivacyFacts>(
  'the owner collects sensitive information, account log-in details or precise location',
  (facts) => facts.caSensitive,
);
export const usesSensitiveDataBeyondService = condition<PrivacyFacts>(
  'the owner uses sensitive information for more than providing the service the user asked for',
  (facts) => facts.sensitiveBeyondService,
);
export const furtherPurposes = condition<PrivacyFacts>(
  'the owner uses personal information for marketing e-mails and newsletters, analytics, personalised content, advertising, remarketing or affiliate links',
  (facts) => facts.purposes.size > 0,
);
export const analyticsPurpose = condition<PrivacyFacts>(
  'the owner uses personal information for analytics',
  (facts) => facts.purposes.has('analytics'),
);
export const advertises = condition<PrivacyFacts>(
  'the owner uses personal information for advertising or remarketing',
  (facts) => facts.ads,
);
export const sellsData = condition<PrivacyFacts>(
  'the owner sells personal information',
  (facts) => facts.sells,
);
/** A sale, or "sharing" for cross-context behavioural advertising (CCPA). */
export const sellsOrShares = condition<PrivacyFacts>(
  'the owner sells personal information or uses it for advertising or remarketing',
  (facts) => facts.saleOrShare,
);
export const automatedDecisions = condition<PrivacyFacts>(
  'the owner makes decisions based solely on automated processing',
  (facts) => facts.automated,
);
export const forChildren = condition<PrivacyFacts>(
  'the service is directed to children under 13, or the owner knowingly collects their personal information',
  (facts) => facts.children,
);

// Services, cookies and tracking.
export const anyServiceProviders = condition<PrivacyFacts>(
  'the owner listed at least one service it uses (payments, e-mail, analytics, advertising, remarketing, affiliate programmes or other services)',
  (facts) => facts.anyProviders,
);

/** How the wizard asks for each category's services, as the words of a condition. */
const PROVIDER_WORDS: Record<ProviderCategory, string> = {
  payments: 'the owner listed the payment providers it uses',
  email_marketing: 'the owner listed the e-mail marketing services it uses',
  analytics: 'the owner listed the analytics services it uses',
  advertising: 'the owner listed the advertising networks it uses',
  behavioral_remarketing: 'the owner listed the remarketing services it uses',
  affiliate: 'the owner listed the affiliate programmes it takes part in',
  miscellaneous: 'the owner listed other services it uses (hosting, security, embedded content, chat)',
};

/** The owner listed at least one service of the category. */
export const servicesListed = (category: ProviderCategory): PrivacyCondition =>
  condition<PrivacyFacts>(PROVIDER_WORDS[category], (facts) => facts.providers[category].length > 0);

export const nonEssentialCookies = condition<PrivacyFacts>(
  'the service sets cookies that are not strictly necessary: the owner uses personal information for advertising or remarketing, or listed a service that sets such cookies (an analytics, advertising, remarketing or affiliate service the owner added by hand counts as one)',
  (facts) => facts.nonEssentialCookies,
);
export const thirdPartyTracking = condition<PrivacyFacts>(
  'third parties can track users through the service: the owner uses personal information for advertising or remarketing, or listed affiliate programmes, advertising networks, remarketing services, or analytics services that set cookies that are not strictly necessary',
  (facts) => facts.thirdPartyTracking,
);
export const doNotTrackHonoured = condition<PrivacyFacts>(
  'the owner stops non-essential tracking when a browser sends a “Do Not Track” signal',
  (facts) => facts.dntHonoured,
);

// The service and the owner's other answers.
export const mobileApp = condition<PrivacyFacts>('the service includes a mobile app', (facts) =>
  facts.platforms.has('mobile'),
);
export const socialMediaPage = condition<PrivacyFacts>('the service includes a social media page', (facts) =>
  facts.platforms.has('social'),
);
export const storageLocationGiven = condition<PrivacyFacts>(
  'the owner said where personal information is stored and processed',
  (facts) => facts.storageLocation !== '',
);
export const cookiesPolicyLinked = condition<PrivacyFacts>(
  'the owner gave the address of its Cookies Policy',
  (facts) => facts.cookiesPolicyUrl !== '',
);

/** A premium clause the owner chose: only in the premium version. */
const premiumExtra = (extra: PrivacyExtra, words: string): PrivacyCondition =>
  allOf(
    premiumVersion<PrivacyFacts>(),
    condition<PrivacyFacts>(words, (facts) => facts.extras.has(extra)),
  );

export const summaryExtra = premiumExtra(
  'summary',
  'the owner chose the plain-language summary (“privacy at a glance”)',
);
export const retentionScheduleExtra = premiumExtra(
  'retention_schedule',
  'the owner chose the detailed retention schedule',
);
export const securityDetailExtra = premiumExtra(
  'security_detail',
  'the owner chose the detailed description of its security measures',
);
export const breachNotificationExtra = premiumExtra(
  'breach_notification',
  'the owner chose the data-breach notification commitment',
);
export const teenPrivacyExtra = premiumExtra(
  'teen_privacy',
  'the owner chose the section for teenage users (13 to 17)',
);
