import type { EulaExtra } from '../../../shared/agreements/definitions/eula';
import { allOf, type Condition, condition, premiumVersion } from '../clause-library';
import type { EulaFacts } from './facts';

/**
 * When the EULA's blocks appear, each condition with its words: what the owner answered, as the
 * review edition prints it for lawyers and translators. blocks.ts attaches them to its blocks and laws.
 */

/** A condition on what the owner answered, in words. */
const fact = (words: string, test: (facts: EulaFacts) => boolean) => condition<EulaFacts>(words, test);

// What the software is and how users get it.
export const installable = fact(
  "the app is installed on users' devices (mobile or desktop software)",
  (facts) => facts.installable,
);
export const apple = fact("the app is distributed through Apple's App Store", (facts) => facts.apple);
export const google = fact('the app is distributed through Google Play', (facts) => facts.google);
export const microsoft = fact(
  'the app is distributed through the Microsoft Store',
  (facts) => facts.microsoft,
);
export const otherPlatforms = fact(
  'the app is distributed through other stores or platforms',
  (facts) => facts.otherPlatforms,
);
export const anyAppStore = fact(
  "the app is distributed through Apple's App Store, Google Play or the Microsoft Store",
  (facts) => facts.anyAppStore,
);
export const noAppStore = fact(
  "the app is not distributed through Apple's App Store, Google Play or the Microsoft Store",
  (facts) => !facts.anyAppStore,
);
export const appStoreOrOtherPlatform = fact(
  "the app is distributed through Apple's App Store, Google Play, the Microsoft Store or other stores or platforms",
  (facts) => facts.anyAppStore || facts.otherPlatforms,
);
export const outsideAppStores = fact(
  "users can get the app other than from Apple's App Store, Google Play or the Microsoft Store (as a web app or hosted service, from the owner's website or from other stores or platforms)",
  (facts) => facts.outsideAppStores,
);

// Who the users are and where.
export const consumers = fact('the users include consumers', (facts) => facts.consumers);
export const businesses = fact('the users include businesses', (facts) => facts.businesses);
export const euUsers = fact('the app has users in the European Union', (facts) => facts.eu);
export const usUsers = fact('the app has users in the United States', (facts) => facts.us);
export const australianUsers = fact('the app has users in Australia', (facts) => facts.australia);
export const euConsumers = fact(
  'the users include consumers in the European Union',
  (facts) => facts.euConsumers,
);
export const ukConsumers = fact(
  'the users include consumers in the United Kingdom',
  (facts) => facts.ukConsumers,
);
export const euOrUkConsumers = fact(
  'the users include consumers in the European Union or the United Kingdom',
  (facts) => facts.euConsumers || facts.ukConsumers,
);
export const minimumAge = fact('the owner set a minimum age', (facts) => facts.minAge !== 'none');
export const noMinimumAge = fact('the owner set no minimum age', (facts) => facts.minAge === 'none');

// What the app offers.
export const accounts = fact('the app has user accounts', (facts) => facts.accounts);
export const userContent = fact(
  'users can create or upload content that the owner stores',
  (facts) => facts.userContent,
);
export const beta = fact('the app has beta or pre-release features', (facts) => facts.beta);
export const thirdParty = fact(
  'the app has third-party services, content or integrations',
  (facts) => facts.thirdParty,
);
export const openSource = fact('the app contains open-source components', (facts) => facts.openSource);
export const supportByEmail = fact(
  'the owner provides support by e-mail',
  (facts) => facts.support === 'email',
);
export const supportPage = fact(
  'the owner provides support through a support page',
  (facts) => facts.support === 'page',
);
export const noSupport = fact('the owner provides no support', (facts) => facts.support === 'none');

// Money.
export const purchases = fact('users can pay for the app or for something in it', (facts) => facts.purchases);
export const oneTimePurchases = fact(
  'users can buy the app or one-time in-app purchases',
  (facts) => facts.oneTime,
);
export const subscriptions = fact('users can buy subscriptions', (facts) => facts.subscriptions);
export const freeTrial = fact('the owner offers free trials of subscriptions', (facts) => facts.freeTrial);
export const virtualItems = fact(
  'users can buy virtual currency or virtual items',
  (facts) => facts.virtualItems,
);
export const suppliedOverTime = fact(
  'the app is supplied over a period of time (users can buy subscriptions, or the app is a web app or hosted service)',
  (facts) => facts.suppliedOverTime,
);
/** The statutory right of withdrawal, for what consumers buy from the owner; app stores run their own. */
export const withdrawalRight = allOf(euOrUkConsumers, purchases, outsideAppStores);

export const usGoverningLaw = fact(
  'the law of the United States or of one of its states governs the agreement',
  (facts) => facts.lawCountry === 'US',
);

const EXTRA_WORDS: Record<EulaExtra, string> = {
  summary: 'the owner chose the plain-language summary at the top',
  acceptable_use: 'the owner chose the detailed acceptable-use rules',
  indemnity: 'the owner chose indemnification by users',
  informal_resolution: 'the owner chose informal dispute resolution before going to court',
};
/** A premium extra: only in the premium version, and only when the owner chose it. */
const extra = (name: EulaExtra): Condition<EulaFacts> =>
  allOf(
    premiumVersion<EulaFacts>(),
    fact(EXTRA_WORDS[name], (facts) => facts.extras.has(name)),
  );
export const plainLanguageSummary = extra('summary');
export const acceptableUseRules = extra('acceptable_use');
export const userIndemnity = extra('indemnity');
export const informalResolution = extra('informal_resolution');
/** The premium device limit (its clause is worded for apps that an app store also distributes, or not). */
export const deviceLimit = allOf(
  premiumVersion<EulaFacts>(),
  fact('the owner limited the number of devices per licence', (facts) => facts.deviceLimit !== ''),
);

/** Export controls and sanctions apply to every app. */
export const everyEula = fact('in every EULA', () => true);
