import type {
  TermsExtra,
  TermsFeature,
  TermsOffering,
  TermsRegion,
} from '../../../shared/agreements/definitions/terms-conditions';
import type { Answers, ProviderAnswer } from '../../../shared/agreements/wizard-model';
import { EEA_COUNTRIES } from '../../../shared/countries/eea';
import { providerAnswers, str, strings } from '../clause-helpers';

/**
 * What the checked Terms & Conditions answers imply, computed once per answers object. The clause
 * blocks and the compliance summary both read these facts, so the document and the summary cannot
 * disagree about which laws apply.
 */
export type TermsFacts = {
  platforms: Set<string>;
  regions: Set<TermsRegion>;
  eu: boolean;
  uk: boolean;
  us: boolean;
  /** The service is offered to consumers (and possibly businesses), not to businesses only. */
  consumers: boolean;
  euConsumers: boolean;
  ukConsumers: boolean;
  usConsumers: boolean;
  /** EU or UK consumer law applies: withdrawal, liability carve-outs, ADR statement. */
  euUkConsumers: boolean;
  accounts: boolean;
  userContent: boolean;
  sells: boolean;
  advertising: boolean;
  offerings: Set<TermsOffering>;
  subscriptions: boolean;
  freeTrial: boolean;
  paymentProviders: ProviderAnswer[];
  refundPolicyUrl: string;
  privacyPolicyUrl: string;
  accessibilityUrl: string;
  /** The EU Digital Services Act: a hosting service with users in the EU. */
  dsa: boolean;
  /** The UK Online Safety Act 2023: a user-to-user service with UK users. */
  onlineSafety: boolean;
  /** ROSCA and state automatic renewal laws: subscriptions sold to US consumers. */
  usAutoRenewal: boolean;
  arbitration: boolean;
  arbitrationProvider: 'aaa' | 'jams';
  adrWilling: boolean;
  minAge: string;
  country: string;
  /** In one of the 27 EU Member States: no Digital Services Act legal representative needed. */
  establishedInEu: boolean;
  state: string;
  ukLegalSystem: string;
  hasAddress: boolean;
  hasPhone: boolean;
  /** Premium extras the visitor chose; rendered only in the premium version. */
  extras: Set<TermsExtra>;
  copyrightProcedure: boolean;
};

/** The EEA without Iceland, Liechtenstein and Norway: the Digital Services Act is an EU regulation. */
const EU_COUNTRIES = new Set<string>(EEA_COUNTRIES.filter((code) => !['IS', 'LI', 'NO'].includes(code)));

const factsCache = new WeakMap<Answers, TermsFacts>();

export function termsFacts(answers: Answers): TermsFacts {
  const cached = factsCache.get(answers);
  if (cached) return cached;
  const regions = new Set(strings(answers, 'regions') as TermsRegion[]);
  const features = new Set(strings(answers, 'features') as TermsFeature[]);
  const consumers = str(answers, 'customers') === 'consumers';
  const eu = regions.has('eu');
  const uk = regions.has('uk');
  const us = regions.has('us');
  const userContent = features.has('user_content');
  const sells = features.has('sells');
  // Nested answers are only present when their option is chosen (checkWizard drops the others).
  const subscriptions = sells && str(answers, 'subscriptions') === 'yes';
  const facts: TermsFacts = {
    platforms: new Set(strings(answers, 'platforms')),
    regions,
    eu,
    uk,
    us,
    consumers,
    euConsumers: consumers && eu,
    ukConsumers: consumers && uk,
    usConsumers: consumers && us,
    euUkConsumers: consumers && (eu || uk),
    accounts: features.has('accounts'),
    userContent,
    sells,
    advertising: features.has('advertising'),
    offerings: new Set(sells ? (strings(answers, 'offerings') as TermsOffering[]) : []),
    subscriptions,
    freeTrial: subscriptions && str(answers, 'free_trial') === 'yes',
    paymentProviders: sells ? providerAnswers(answers, 'payment_providers') : [],
    refundPolicyUrl: sells ? str(answers, 'refund_policy_url') : '',
    privacyPolicyUrl: str(answers, 'privacy_policy_url'),
    accessibilityUrl: str(answers, 'accessibility_url'),
    dsa: userContent && eu,
    onlineSafety: userContent && uk,
    usAutoRenewal: subscriptions && consumers && us,
    arbitration: str(answers, 'company_country') === 'US' && us && str(answers, 'arbitration') === 'yes',
    arbitrationProvider: str(answers, 'arbitration_provider') === 'jams' ? 'jams' : 'aaa',
    adrWilling: str(answers, 'adr') === 'adr_willing' && str(answers, 'adr_body_name') !== '',
    // Businesses-only services are for people who can bind an organisation.
    minAge: consumers ? str(answers, 'min_age') || '18' : '18',
    country: str(answers, 'company_country'),
    establishedInEu: EU_COUNTRIES.has(str(answers, 'company_country')),
    state: str(answers, 'company_state'),
    ukLegalSystem: str(answers, 'uk_legal_system') || 'england_wales',
    hasAddress: str(answers, 'company_address') !== '',
    hasPhone: str(answers, 'contact_phone') !== '',
    extras: new Set(strings(answers, 'extras') as TermsExtra[]),
    copyrightProcedure: userContent && str(answers, 'copyright_procedure') === 'yes',
  };
  factsCache.set(answers, facts);
  return facts;
}

/**
 * Country names (as i18n-iso-countries writes them in English) that take "the" in running text:
 * "the laws of the Netherlands", "established in the United States of America". The catalog's
 * `country.definite` decides how (or whether) a language marks it.
 */
export const COUNTRIES_WITH_ARTICLE = new Set([
  'AE',
  'BS',
  'CD',
  'CF',
  'CG',
  'CK',
  'CZ',
  'DO',
  'FK',
  'FO',
  'GB',
  'GM',
  'IM',
  'IR',
  'KM',
  'KY',
  'LA',
  'MH',
  'MV',
  'NL',
  'PH',
  'PS',
  'RU',
  'SB',
  'SY',
  'TC',
  'TZ',
  'US',
  'VA',
  'VG',
  'VI',
]);

/** The currency of the minimum liability cap: the owner's own, where it is one of the three we name. */
export function capCurrency(country: string): 'eur' | 'gbp' | 'usd' {
  if (country === 'GB') return 'gbp';
  return (EEA_COUNTRIES as readonly string[]).includes(country) ? 'eur' : 'usd';
}
