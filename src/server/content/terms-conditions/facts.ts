import type { TermsConditionsAnswers } from '../../../shared/agreements/answers.generated';
import {
  TERMS_EXTRAS,
  TERMS_FEATURES,
  TERMS_OFFERINGS,
  TERMS_PLATFORMS,
  TERMS_REGIONS,
  type TermsExtra,
  type TermsOffering,
} from '../../../shared/agreements/definitions/terms-conditions';
import type { ProviderAnswer } from '../../../shared/agreements/wizard-model';
import { EEA_COUNTRIES } from '../../../shared/countries/eea';
import { providerAnswers, str, strings } from '../clause-helpers';

type TermsPlatform = (typeof TERMS_PLATFORMS)[number];

/**
 * What the checked Terms & Conditions answers imply. The clause blocks, the values and the
 * compliance summary all read these facts, so the document and the summary cannot disagree about
 * which laws apply. Texts from the answers are kept as written; values.ts escapes them.
 */
export type TermsFacts = {
  platforms: Set<TermsPlatform>;
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
  /** What the owner sells, in the order chosen (the document lists them in that order). */
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
  /** The country the owner is established in (ISO code). */
  country: string;
  /** In one of the 27 EU Member States: no Digital Services Act legal representative needed. */
  establishedInEu: boolean;
  /** The owner's state or province in a federal country (`US_CA`), or ''. */
  state: string;
  ukLegalSystem: string;
  /** Premium extras the owner chose; rendered only in the premium version. */
  extras: Set<TermsExtra>;
  copyrightProcedure: boolean;
  companyName: string;
  serviceName: string;
  websiteUrl: string;
  socialPageUrl: string;
  /** The postal address as answered, or '' when not given. */
  companyAddress: string;
  companyRegistration: string;
  vatNumber: string;
  contactEmail: string;
  /** The telephone number as answered, or '' when not given. */
  contactPhone: string;
  disputeVenue: string;
  adrBodyName: string;
  adrBodyUrl: string;
  /** How the owner tells users about changes besides publishing them (`email`, `in_service`). */
  changeNotice: string[];
};

/** The EEA without Iceland, Liechtenstein and Norway: the Digital Services Act is an EU regulation. */
const EU_COUNTRIES = new Set<string>(EEA_COUNTRIES.filter((code) => !['IS', 'LI', 'NO'].includes(code)));

/** The chosen values that are among `allowed`, in the order chosen. */
function chosen<V extends string>(values: string[], allowed: readonly V[]): V[] {
  return values.filter((value): value is V => (allowed as readonly string[]).includes(value));
}

export function termsFacts(answers: TermsConditionsAnswers): TermsFacts {
  const regions = new Set(chosen(strings(answers, 'regions'), TERMS_REGIONS));
  const features = new Set(chosen(strings(answers, 'features'), TERMS_FEATURES));
  const consumers = str(answers, 'customers') === 'consumers';
  const eu = regions.has('eu');
  const uk = regions.has('uk');
  const us = regions.has('us');
  const userContent = features.has('user_content');
  const sells = features.has('sells');
  const country = str(answers, 'company_country');
  // Nested answers are only present when their option is chosen (checkWizard drops the others).
  const subscriptions = sells && str(answers, 'subscriptions') === 'yes';
  return {
    platforms: new Set(chosen(strings(answers, 'platforms'), TERMS_PLATFORMS)),
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
    offerings: new Set(sells ? chosen(strings(answers, 'offerings'), TERMS_OFFERINGS) : []),
    subscriptions,
    freeTrial: subscriptions && str(answers, 'free_trial') === 'yes',
    paymentProviders: sells ? providerAnswers(answers, 'payment_providers') : [],
    refundPolicyUrl: sells ? str(answers, 'refund_policy_url') : '',
    privacyPolicyUrl: str(answers, 'privacy_policy_url'),
    accessibilityUrl: str(answers, 'accessibility_url'),
    dsa: userContent && eu,
    onlineSafety: userContent && uk,
    usAutoRenewal: subscriptions && consumers && us,
    arbitration: country === 'US' && us && str(answers, 'arbitration') === 'yes',
    arbitrationProvider: str(answers, 'arbitration_provider') === 'jams' ? 'jams' : 'aaa',
    adrWilling: str(answers, 'adr') === 'adr_willing' && str(answers, 'adr_body_name') !== '',
    // Businesses-only services are for people who can bind an organisation.
    minAge: consumers ? str(answers, 'min_age') || '18' : '18',
    country,
    establishedInEu: EU_COUNTRIES.has(country),
    state: str(answers, 'company_state'),
    ukLegalSystem: str(answers, 'uk_legal_system') || 'england_wales',
    extras: new Set(chosen(strings(answers, 'extras'), TERMS_EXTRAS)),
    copyrightProcedure: userContent && str(answers, 'copyright_procedure') === 'yes',
    companyName: str(answers, 'company_name'),
    serviceName: str(answers, 'website_name'),
    websiteUrl: str(answers, 'website_url'),
    socialPageUrl: str(answers, 'social_page_url'),
    companyAddress: str(answers, 'company_address'),
    companyRegistration: str(answers, 'company_registration'),
    vatNumber: str(answers, 'vat_number'),
    contactEmail: str(answers, 'contact_email'),
    contactPhone: str(answers, 'contact_phone'),
    disputeVenue: str(answers, 'dispute_venue'),
    adrBodyName: str(answers, 'adr_body_name'),
    adrBodyUrl: str(answers, 'adr_body_url'),
    changeNotice: strings(answers, 'change_notice'),
  };
}
