import type { PrivacyPolicyAnswers } from '../../../shared/agreements/answers.generated';
import {
  PRIVACY_CHOSEN_PURPOSES,
  PRIVACY_DATA_CATEGORIES,
  PRIVACY_EXTRAS,
  PRIVACY_JURISDICTIONS,
  PRIVACY_PLATFORMS,
  type PrivacyDataCategory,
  type PrivacyExtra,
  type PrivacyJurisdiction,
} from '../../../shared/agreements/definitions/privacy-policy';
import { findProvider } from '../../../shared/agreements/provider-catalogue';
import type { ProviderCategory } from '../../../shared/agreements/providers';
import type { ProviderAnswer } from '../../../shared/agreements/wizard-model';
import { EEA_COUNTRIES } from '../../../shared/countries/eea';
import { entries, providerAnswers, str, strings } from '../clause-helpers';

/** A test that a chosen value is one of `allowed` (the wizard accepts no other). */
const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string): value is T =>
    (allowed as readonly string[]).includes(value);

/** The order in which the provider categories are listed in the document. */
export const PROVIDER_SECTIONS: readonly ProviderCategory[] = [
  'payments',
  'email_marketing',
  'analytics',
  'advertising',
  'behavioral_remarketing',
  'affiliate',
  'miscellaneous',
];

/** A service the owner adds by hand in one of these categories is taken to set non-essential cookies. */
const TRACKING_CATEGORIES: readonly ProviderCategory[] = [
  'analytics',
  'advertising',
  'behavioral_remarketing',
  'affiliate',
];

const CONTACT_METHODS = ['phone', 'toll_free', 'postal', 'web_form'] as const;
export type ContactMethod = { method: (typeof CONTACT_METHODS)[number]; value: string };
const isContactMethod = oneOf(CONTACT_METHODS);

/** Where personal information comes from. */
export type SourceKind =
  | 'direct'
  | 'automatic'
  | 'providers'
  | 'social'
  | 'partners'
  | 'public'
  | 'brokers'
  | 'inferred';

/** Every purpose the document can list, in its order: chosen ones and those the data implies. */
export type PurposeKey =
  | 'provide'
  | 'accounts'
  | 'orders'
  | 'support'
  | 'content'
  | 'marketing'
  | 'analytics'
  | 'personalisation'
  | 'advertising'
  | 'remarketing'
  | 'affiliate'
  | 'sensitive'
  | 'security'
  | 'legal';

type PrivacyPlatform = (typeof PRIVACY_PLATFORMS)[number];
type ChosenPurpose = (typeof PRIVACY_CHOSEN_PURPOSES)[number];

/** The details of a representative the owner named in the EU or the UK (Art. 27 GDPR / UK GDPR). */
export type Representative = { name: string; email: string; address: string };

/** What the Privacy Policy's answers imply: which laws apply, what is collected, sold or shared. */
export type PrivacyFacts = {
  companyName: string;
  /** The postal address as answered (it may end with the country). */
  companyAddress: string;
  companyCountry: string;
  contactEmail: string;
  websiteName: string;
  websiteUrl: string;
  socialPageUrl: string;
  platforms: Set<PrivacyPlatform>;
  eu: boolean;
  uk: boolean;
  /** The GDPR or the UK GDPR applies. */
  gdpr: boolean;
  california: boolean;
  usOther: boolean;
  us: boolean;
  canada: boolean;
  brazil: boolean;
  australia: boolean;
  restOfWorld: boolean;
  /** Legal bases are stated per purpose (GDPR, UK GDPR, LGPD). */
  legalBases: boolean;
  data: Set<PrivacyDataCategory>;
  sensitiveTypes: string[];
  /** The purposes the owner chose besides those every service has. */
  purposes: Set<ChosenPurpose>;
  /** Every purpose the document lists, in order. */
  listedPurposes: PurposeKey[];
  sources: Set<SourceKind>;
  providers: Record<ProviderCategory, ProviderAnswer[]>;
  anyProviders: boolean;
  /** Advertising or remarketing: "sharing" for cross-context behavioural advertising (CCPA), targeted advertising elsewhere. */
  ads: boolean;
  sells: boolean;
  saleRecipients: string[];
  saleOrShare: boolean;
  otherRecipients: string[];
  nonEssentialCookies: boolean;
  thirdPartyTracking: boolean;
  /** Sensitive personal information under the CPRA: special categories, log-in credentials, precise geolocation. */
  caSensitive: boolean;
  /** The owner uses sensitive personal information beyond providing the service asked for. */
  sensitiveBeyondService: boolean;
  rightToLimit: boolean;
  children: boolean;
  automated: boolean;
  automatedLogic: string;
  /** The owner stops non-essential tracking on "Do Not Track" signals. */
  dntHonoured: boolean;
  hasDpo: boolean;
  dpoName: string;
  dpoEmail: string;
  needsEuRep: boolean;
  hasEuRep: boolean;
  euRepresentative: Representative;
  needsUkRep: boolean;
  hasUkRep: boolean;
  ukRepresentative: Representative;
  contactMethods: ContactMethod[];
  hasPhone: boolean;
  storageLocation: string;
  cookiesPolicyUrl: string;
  changeNotice: string[];
  extras: Set<PrivacyExtra>;
};

/** Whether a chosen service sets cookies that are not strictly necessary. */
function setsOptionalCookies(answer: ProviderAnswer, category: ProviderCategory): boolean {
  // A service the owner added by hand is not in the catalogue: judged by its category.
  if (!('id' in answer)) return TRACKING_CATEGORIES.includes(category);
  return (findProvider(answer.id)?.cookies ?? []).some((cookie) => cookie.category !== 'strictly_necessary');
}

function listedPurposes(data: Set<PrivacyDataCategory>, purposes: Set<ChosenPurpose>): PurposeKey[] {
  const listed: Record<PurposeKey, boolean> = {
    provide: true,
    accounts: data.has('account'),
    orders: data.has('payment'),
    support: data.has('communications') || data.has('contact'),
    content: data.has('user_content'),
    marketing: purposes.has('marketing'),
    analytics: purposes.has('analytics'),
    personalisation: purposes.has('personalisation'),
    advertising: purposes.has('advertising'),
    remarketing: purposes.has('remarketing'),
    affiliate: purposes.has('affiliate'),
    sensitive: data.has('sensitive'),
    security: true,
    legal: true,
  };
  return (Object.keys(listed) as PurposeKey[]).filter((purpose) => listed[purpose]);
}

export function privacyFacts(answers: PrivacyPolicyAnswers): PrivacyFacts {
  const jurisdictions = new Set<PrivacyJurisdiction>(
    strings(answers, 'jurisdictions').filter(oneOf(PRIVACY_JURISDICTIONS)),
  );
  const data = new Set(strings(answers, 'data_collected').filter(oneOf(PRIVACY_DATA_CATEGORIES)));
  const purposes = new Set(strings(answers, 'purposes').filter(oneOf(PRIVACY_CHOSEN_PURPOSES)));
  const otherSources = new Set(strings(answers, 'other_sources'));
  const providers: Record<ProviderCategory, ProviderAnswer[]> = {
    payments: providerAnswers(answers, 'payment_providers'),
    email_marketing: providerAnswers(answers, 'email_providers'),
    analytics: providerAnswers(answers, 'analytics_providers'),
    advertising: providerAnswers(answers, 'advertising_providers'),
    behavioral_remarketing: providerAnswers(answers, 'remarketing_providers'),
    affiliate: providerAnswers(answers, 'affiliate_providers'),
    miscellaneous: providerAnswers(answers, 'misc_providers'),
  };
  const eu = jurisdictions.has('eu');
  const uk = jurisdictions.has('uk');
  const california = jurisdictions.has('california');
  const usOther = jurisdictions.has('us_other');
  const brazil = jurisdictions.has('brazil');
  const country = str(answers, 'company_country');
  const ads = purposes.has('advertising') || purposes.has('remarketing');
  const sells = str(answers, 'sells_data') === 'yes';
  const anyProviders = PROVIDER_SECTIONS.some((category) => providers[category].length > 0);
  const nonEssentialCookies =
    ads ||
    PROVIDER_SECTIONS.some((category) =>
      providers[category].some((answer) => setsOptionalCookies(answer, category)),
    );
  const contactMethods = entries(answers, 'contact_methods').flatMap((entry): ContactMethod[] => {
    const method = str(entry, 'method');
    const value = method === 'web_form' ? str(entry, 'url') : str(entry, 'value');
    return isContactMethod(method) && value ? [{ method, value }] : [];
  });
  const caSensitive = data.has('sensitive') || data.has('account') || data.has('precise_location');
  const sensitiveBeyondService = str(answers, 'ca_sensitive_beyond') === 'yes';
  const dpoEmail = str(answers, 'dpo_email');
  const euRepresentative: Representative = {
    name: str(answers, 'eu_rep_name'),
    email: str(answers, 'eu_rep_email'),
    address: str(answers, 'eu_rep_address'),
  };
  const ukRepresentative: Representative = {
    name: str(answers, 'uk_rep_name'),
    email: str(answers, 'uk_rep_email'),
    address: str(answers, 'uk_rep_address'),
  };

  const sources = new Set<SourceKind>(['direct']);
  if (data.has('usage') || data.has('precise_location') || nonEssentialCookies) sources.add('automatic');
  if (anyProviders) sources.add('providers');
  if (data.has('social') || otherSources.has('social_networks')) sources.add('social');
  if (otherSources.has('partners')) sources.add('partners');
  if (otherSources.has('public_sources')) sources.add('public');
  if (otherSources.has('data_brokers')) sources.add('brokers');
  if (purposes.has('personalisation') || ads) sources.add('inferred');

  return {
    companyName: str(answers, 'company_name'),
    companyAddress: str(answers, 'company_address'),
    companyCountry: country,
    contactEmail: str(answers, 'contact_email'),
    websiteName: str(answers, 'website_name'),
    websiteUrl: str(answers, 'website_url'),
    socialPageUrl: str(answers, 'social_page_url'),
    platforms: new Set(strings(answers, 'platforms').filter(oneOf(PRIVACY_PLATFORMS))),
    eu,
    uk,
    gdpr: eu || uk,
    california,
    usOther,
    us: california || usOther,
    canada: jurisdictions.has('canada'),
    brazil,
    australia: jurisdictions.has('australia'),
    restOfWorld: jurisdictions.has('rest_of_world'),
    legalBases: eu || uk || brazil,
    data,
    sensitiveTypes: data.has('sensitive') ? strings(answers, 'sensitive_types') : [],
    purposes,
    listedPurposes: listedPurposes(data, purposes),
    sources,
    providers,
    anyProviders,
    ads,
    sells,
    saleRecipients: sells ? strings(answers, 'sale_recipients') : [],
    saleOrShare: sells || ads,
    otherRecipients: strings(answers, 'other_recipients'),
    nonEssentialCookies,
    thirdPartyTracking:
      ads ||
      providers.affiliate.length > 0 ||
      providers.advertising.length > 0 ||
      providers.behavioral_remarketing.length > 0 ||
      providers.analytics.some((answer) => setsOptionalCookies(answer, 'analytics')),
    caSensitive,
    sensitiveBeyondService,
    rightToLimit: california && caSensitive && sensitiveBeyondService,
    children: str(answers, 'children') === 'children_yes',
    automated: str(answers, 'automated_decisions') === 'yes',
    automatedLogic: str(answers, 'automated_logic'),
    dntHonoured: str(answers, 'dnt') === 'dnt_honoured',
    hasDpo: str(answers, 'has_dpo') === 'yes' && dpoEmail !== '',
    dpoName: str(answers, 'dpo_name'),
    dpoEmail,
    needsEuRep: eu && !(EEA_COUNTRIES as readonly string[]).includes(country),
    hasEuRep: eu && euRepresentative.name !== '' && euRepresentative.email !== '',
    euRepresentative,
    needsUkRep: uk && country !== 'GB',
    hasUkRep: uk && ukRepresentative.name !== '' && ukRepresentative.email !== '',
    ukRepresentative,
    contactMethods,
    hasPhone: contactMethods.some((entry) => entry.method === 'phone' || entry.method === 'toll_free'),
    storageLocation: str(answers, 'storage_location'),
    cookiesPolicyUrl: str(answers, 'cookies_policy_url'),
    changeNotice: strings(answers, 'change_notice'),
    extras: new Set(strings(answers, 'extras').filter(oneOf(PRIVACY_EXTRAS))),
  };
}
