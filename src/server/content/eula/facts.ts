import type {
  EulaAppType,
  EulaChannel,
  EulaExtra,
  EulaFeature,
  EulaPurchaseType,
  EulaRegion,
  EulaSupport,
  EulaUserType,
} from '../../../shared/agreements/definitions/eula';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { EEA_COUNTRIES } from '../../../shared/countries/eea';
import { str, strings } from '../clause-helpers';

/**
 * What the checked EULA answers imply, derived once per answers object. The clause blocks, their
 * values and the compliance summary all read these facts, so the document and the summary cannot
 * disagree about, say, whether Apple's minimum terms or the EU consumer rules apply.
 */
/** The 27 EU states: the Digital Services Act asks providers established elsewhere for a legal representative. */
const EU_COUNTRIES: ReadonlySet<string> = new Set(
  EEA_COUNTRIES.filter((code) => !['IS', 'LI', 'NO'].includes(code)),
);

export type EulaFacts = {
  companyCountry: string;
  establishedInEu: boolean;
  appTypes: Set<EulaAppType>;
  /** Installed on the user's device (mobile, desktop): downloads, device limits, local updates. */
  installable: boolean;
  /** Runs on the owner's servers (web app, SaaS). */
  hosted: boolean;
  channels: Set<EulaChannel>;
  apple: boolean;
  google: boolean;
  microsoft: boolean;
  otherChannel: boolean;
  /** Apple, Google or Microsoft: a store that sells on the owner's behalf under its own terms. */
  anyStore: boolean;
  /** Users can obtain or pay for the App from the owner directly (own website, web app, SaaS). */
  direct: boolean;
  regions: Set<EulaRegion>;
  eu: boolean;
  uk: boolean;
  us: boolean;
  australia: boolean;
  userType: EulaUserType;
  consumers: boolean;
  businesses: boolean;
  /** Consumers in the EU: Digital Content Directive, Consumer Rights Directive, Rome I / Brussels I bis. */
  euConsumers: boolean;
  /** Consumers in the UK: Consumer Rights Act 2015, Consumer Contracts Regulations 2013. */
  ukConsumers: boolean;
  features: Set<EulaFeature>;
  accounts: boolean;
  userContent: boolean;
  purchases: boolean;
  purchaseTypes: Set<EulaPurchaseType>;
  oneTime: boolean;
  subscriptions: boolean;
  virtualItems: boolean;
  freeTrial: boolean;
  /** Supplied over a period rather than once (DCD Art. 8(2)(a), 11(3), 19): subscriptions or a hosted service. */
  continuous: boolean;
  beta: boolean;
  thirdParty: boolean;
  openSource: boolean;
  support: EulaSupport;
  hasPhone: boolean;
  hasPrivacyPolicy: boolean;
  hasOssUrl: boolean;
  minAge: string;
  /** The country whose law governs, and its state or UK legal system when there is one. */
  lawCountry: string;
  lawState: string;
  ukLaw: string;
  extras: Set<EulaExtra>;
  deviceLimit: string;
};

const factsCache = new WeakMap<Answers, EulaFacts>();

/** What the checked answers imply, computed once per answers object. */
export function eulaFacts(answers: Answers): EulaFacts {
  const cached = factsCache.get(answers);
  if (cached) return cached;
  const appTypes = new Set(strings(answers, 'app_types') as EulaAppType[]);
  const installable = appTypes.has('mobile') || appTypes.has('desktop');
  const hosted = appTypes.has('web') || appTypes.has('saas');
  // The engine drops `distribution` for web-only apps: those are obtained from the owner's site.
  const channels = new Set(strings(answers, 'distribution') as EulaChannel[]);
  const regions = new Set(strings(answers, 'regions') as EulaRegion[]);
  const userType = (str(answers, 'user_type') || 'consumers') as EulaUserType;
  const consumers = userType !== 'businesses';
  const features = new Set(strings(answers, 'features') as EulaFeature[]);
  const purchases = features.has('purchases');
  const purchaseTypes = new Set(purchases ? (strings(answers, 'purchase_types') as EulaPurchaseType[]) : []);
  const subscriptions = purchaseTypes.has('subscriptions');
  const governingLaw = str(answers, 'governing_law');
  const lawCountry =
    governingLaw === 'other' ? str(answers, 'governing_country') : str(answers, 'company_country');
  const apple = channels.has('apple_app_store');
  const google = channels.has('google_play');
  const microsoft = channels.has('microsoft_store');

  const companyCountry = str(answers, 'company_country');
  const facts: EulaFacts = {
    companyCountry,
    establishedInEu: EU_COUNTRIES.has(companyCountry),
    appTypes,
    installable,
    hosted,
    channels,
    apple,
    google,
    microsoft,
    otherChannel: channels.has('other'),
    anyStore: apple || google || microsoft,
    direct: hosted || channels.has('own_website') || channels.has('other'),
    regions,
    eu: regions.has('eu'),
    uk: regions.has('uk'),
    us: regions.has('us'),
    australia: regions.has('australia'),
    userType,
    consumers,
    businesses: userType !== 'consumers',
    euConsumers: consumers && regions.has('eu'),
    ukConsumers: consumers && regions.has('uk'),
    features,
    accounts: features.has('accounts'),
    userContent: features.has('user_content'),
    purchases,
    purchaseTypes,
    oneTime: purchaseTypes.has('paid_app') || purchaseTypes.has('in_app'),
    subscriptions,
    virtualItems: purchaseTypes.has('virtual_items'),
    freeTrial: subscriptions && str(answers, 'free_trial') === 'yes',
    continuous: subscriptions || hosted,
    beta: features.has('beta'),
    thirdParty: features.has('third_party'),
    openSource: features.has('open_source'),
    support: (str(answers, 'support') || 'none') as EulaSupport,
    hasPhone: str(answers, 'contact_phone') !== '',
    hasPrivacyPolicy: str(answers, 'privacy_policy_url') !== '',
    hasOssUrl: str(answers, 'oss_url') !== '',
    minAge: str(answers, 'min_age') || 'none',
    lawCountry,
    lawState: governingLaw === 'other' ? str(answers, 'governing_state') : str(answers, 'home_state'),
    ukLaw: lawCountry === 'GB' ? str(answers, 'uk_law') || 'england_wales' : '',
    extras: new Set(strings(answers, 'extras') as EulaExtra[]),
    deviceLimit: installable ? str(answers, 'device_limit') : '',
  };
  factsCache.set(answers, facts);
  return facts;
}
