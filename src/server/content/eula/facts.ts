import type { EulaAnswers } from '../../../shared/agreements/answers.generated';
import {
  EULA_APP_TYPES,
  EULA_EXTRAS,
  EULA_PURCHASE_TYPES,
  EULA_SUPPORT,
  EULA_USER_TYPES,
  type EulaAppType,
  type EulaExtra,
  type EulaPurchaseType,
  type EulaSupport,
  type EulaUserType,
} from '../../../shared/agreements/definitions/eula';
import { EEA_COUNTRIES } from '../../../shared/countries/eea';
import { str, strings } from '../clause-helpers';

/**
 * What the checked EULA answers imply. The clause blocks, their values and the compliance summary
 * all read these facts, so the document and the summary cannot disagree about, say, whether
 * Apple's minimum terms or the EU consumer rules apply.
 */
export type EulaFacts = {
  appName: string;
  companyName: string;
  /** The postal address as answered (it may end with the country; the values remove it). */
  companyAddress: string;
  companyCountry: string;
  /** The owner is established in the EU (the Digital Services Act asks others for a legal representative). */
  establishedInEu: boolean;
  contactEmail: string;
  /** '' when no telephone number was given. */
  contactPhone: string;
  /** In the order chosen: the document lists the kinds of software in that order. */
  appTypes: EulaAppType[];
  /** Installed on the user's device (mobile, desktop): downloads, device limits, local updates. */
  installable: boolean;
  /** Runs on the owner's servers (web app, SaaS). */
  hosted: boolean;
  /** The hosted app's address ('' unless hosted). */
  appUrl: string;
  apple: boolean;
  google: boolean;
  microsoft: boolean;
  /** Other stores or platforms than the three app stores and the owner's website. */
  otherPlatforms: boolean;
  /** The names of those other stores or platforms, as answered. */
  otherPlatformNames: string;
  /** Apple, Google or Microsoft: a store that sells on the owner's behalf under its own terms. */
  anyAppStore: boolean;
  /**
   * Users can obtain or pay for the App other than through the three app stores: as a web app or
   * SaaS, from the owner's website, or from another platform.
   */
  outsideAppStores: boolean;
  /** Users in the EU, the United States, Australia (consumers or not). */
  eu: boolean;
  us: boolean;
  australia: boolean;
  userType: EulaUserType;
  /** The users include consumers (consumers only, or consumers and businesses). */
  consumers: boolean;
  /** The users include businesses (businesses only, or consumers and businesses). */
  businesses: boolean;
  /** Consumers in the EU: Digital Content Directive, Consumer Rights Directive, Rome I / Brussels I bis. */
  euConsumers: boolean;
  /** Consumers in the UK: Consumer Rights Act 2015, Consumer Contracts Regulations 2013. */
  ukConsumers: boolean;
  accounts: boolean;
  userContent: boolean;
  purchases: boolean;
  /** What users can pay for, in the order chosen (empty unless `purchases`). */
  purchaseTypes: EulaPurchaseType[];
  /** A price for the App or one-time in-app purchases. */
  oneTime: boolean;
  subscriptions: boolean;
  virtualItems: boolean;
  freeTrial: boolean;
  /** Supplied over a period rather than once (DCD Art. 8(2)(a), 11(3), 19): subscriptions or a hosted service. */
  suppliedOverTime: boolean;
  beta: boolean;
  thirdParty: boolean;
  openSource: boolean;
  /** The page listing the open-source components ('' unless open source was chosen and a page given). */
  ossUrl: string;
  support: EulaSupport;
  /** The support page ('' unless support is through a page). */
  supportUrl: string;
  /** '' when the owner has no privacy policy to link to. */
  privacyPolicyUrl: string;
  /** 'none', or the minimum age in years. */
  minAge: string;
  /** The country whose law governs, and its state or UK legal system when there is one. */
  lawCountry: string;
  lawState: string;
  ukLaw: string;
  extras: Set<EulaExtra>;
  /** The premium device limit ('' when none was chosen, and always for software that is not installed). */
  deviceLimit: string;
};

/** The 27 EU states: the Digital Services Act asks providers established elsewhere for a legal representative. */
const EU_COUNTRIES: ReadonlySet<string> = new Set(
  EEA_COUNTRIES.filter((code) => !['IS', 'LI', 'NO'].includes(code)),
);

/** The chosen values that are among the wizard's options, in the order chosen (checked answers hold no others). */
function chosenOf<Option extends string>(chosen: string[], options: readonly Option[]): Option[] {
  return chosen.filter((value): value is Option => options.some((option) => option === value));
}

export function eulaFacts(answers: EulaAnswers): EulaFacts {
  const appTypes = chosenOf(strings(answers, 'app_types'), EULA_APP_TYPES);
  const installable = appTypes.includes('mobile') || appTypes.includes('desktop');
  const hosted = appTypes.includes('web') || appTypes.includes('saas');
  // The engine drops `distribution` for web-only apps: those are obtained from the owner's site.
  const channels = strings(answers, 'distribution');
  const apple = channels.includes('apple_app_store');
  const google = channels.includes('google_play');
  const microsoft = channels.includes('microsoft_store');
  const regions = strings(answers, 'regions');
  const userType = EULA_USER_TYPES.find((type) => type === str(answers, 'user_type')) ?? 'consumers';
  const consumers = userType !== 'businesses';
  const features = strings(answers, 'features');
  const purchases = features.includes('purchases');
  const purchaseTypes = purchases ? chosenOf(strings(answers, 'purchase_types'), EULA_PURCHASE_TYPES) : [];
  const subscriptions = purchaseTypes.includes('subscriptions');
  const openSource = features.includes('open_source');
  const support = EULA_SUPPORT.find((kind) => kind === str(answers, 'support')) ?? 'none';
  const companyCountry = str(answers, 'company_country');
  const governingLaw = str(answers, 'governing_law');
  const lawCountry = governingLaw === 'other' ? str(answers, 'governing_country') : companyCountry;

  return {
    appName: str(answers, 'app_name'),
    companyName: str(answers, 'company_name'),
    companyAddress: str(answers, 'company_address'),
    companyCountry,
    establishedInEu: EU_COUNTRIES.has(companyCountry),
    contactEmail: str(answers, 'contact_email'),
    contactPhone: str(answers, 'contact_phone'),
    appTypes,
    installable,
    hosted,
    appUrl: hosted ? str(answers, 'app_url') : '',
    apple,
    google,
    microsoft,
    otherPlatforms: channels.includes('other'),
    otherPlatformNames: str(answers, 'distribution_other'),
    anyAppStore: apple || google || microsoft,
    outsideAppStores: hosted || channels.includes('own_website') || channels.includes('other'),
    eu: regions.includes('eu'),
    us: regions.includes('us'),
    australia: regions.includes('australia'),
    userType,
    consumers,
    businesses: userType !== 'consumers',
    euConsumers: consumers && regions.includes('eu'),
    ukConsumers: consumers && regions.includes('uk'),
    accounts: features.includes('accounts'),
    userContent: features.includes('user_content'),
    purchases,
    purchaseTypes,
    oneTime: purchaseTypes.includes('paid_app') || purchaseTypes.includes('in_app'),
    subscriptions,
    virtualItems: purchaseTypes.includes('virtual_items'),
    freeTrial: subscriptions && str(answers, 'free_trial') === 'yes',
    suppliedOverTime: subscriptions || hosted,
    beta: features.includes('beta'),
    thirdParty: features.includes('third_party'),
    openSource,
    ossUrl: openSource ? str(answers, 'oss_url') : '',
    support,
    supportUrl: support === 'page' ? str(answers, 'support_url') : '',
    privacyPolicyUrl: str(answers, 'privacy_policy_url'),
    minAge: str(answers, 'min_age') || 'none',
    lawCountry,
    lawState: governingLaw === 'other' ? str(answers, 'governing_state') : str(answers, 'home_state'),
    ukLaw: lawCountry === 'GB' ? str(answers, 'uk_law') || 'england_wales' : '',
    extras: new Set(chosenOf(strings(answers, 'extras'), EULA_EXTRAS)),
    deviceLimit: installable ? str(answers, 'device_limit') : '',
  };
}
