import type { TermsExtra } from '../../../shared/agreements/definitions/terms-conditions';
import { allOf, condition, premiumVersion } from '../clause-library';
import type { TermsFacts } from './facts';

/**
 * When the Terms & Conditions' blocks appear, each in the words a lawyer reads in the review edition:
 * who the service is for, what it does, what the owner sells, which laws apply and which premium
 * extras the owner chose.
 */

// ── Who the service is for ─────────────────────────────────────────────────────────────────────

export const consumers = condition<TermsFacts>(
  'the service is offered to consumers',
  (facts) => facts.consumers,
);
export const businessesOnly = condition<TermsFacts>(
  'the service is offered to businesses only',
  (facts) => !facts.consumers,
);
export const euConsumers = condition<TermsFacts>(
  'the service is offered to consumers in the European Union',
  (facts) => facts.euConsumers,
);
export const ukConsumers = condition<TermsFacts>(
  'the service is offered to consumers in the United Kingdom',
  (facts) => facts.ukConsumers,
);
export const usConsumers = condition<TermsFacts>(
  'the service is offered to consumers in the United States',
  (facts) => facts.usConsumers,
);
export const euUkConsumers = condition<TermsFacts>(
  'the service is offered to consumers in the European Union or the United Kingdom',
  (facts) => facts.euUkConsumers,
);
const euUsers = condition<TermsFacts>(
  'the service has users or customers in the European Union',
  (facts) => facts.eu,
);
const ukUsers = condition<TermsFacts>(
  'the service has users or customers in the United Kingdom',
  (facts) => facts.uk,
);

// ── What the service does ──────────────────────────────────────────────────────────────────────

export const accounts = condition<TermsFacts>('users can create accounts', (facts) => facts.accounts);
export const userContent = condition<TermsFacts>(
  'users can post or share content',
  (facts) => facts.userContent,
);
export const advertising = condition<TermsFacts>(
  'the service shows advertising',
  (facts) => facts.advertising,
);
export const socialPage = condition<TermsFacts>('the service includes a social media page', (facts) =>
  facts.platforms.has('social'),
);
export const mobileApp = condition<TermsFacts>('the service includes a mobile app', (facts) =>
  facts.platforms.has('mobile'),
);
export const noMobileApp = condition<TermsFacts>(
  'the service includes no mobile app',
  (facts) => !facts.platforms.has('mobile'),
);

// ── What the owner sells ───────────────────────────────────────────────────────────────────────

export const sells = condition<TermsFacts>('the owner sells products or services', (facts) => facts.sells);
export const sellsGoods = condition<TermsFacts>('the owner sells physical products', (facts) =>
  facts.offerings.has('goods'),
);
export const sellsDigitalContent = condition<TermsFacts>('the owner sells digital content', (facts) =>
  facts.offerings.has('digital'),
);
export const sellsServices = condition<TermsFacts>('the owner sells services', (facts) =>
  facts.offerings.has('services'),
);
export const subscriptions = condition<TermsFacts>(
  'the owner sells subscriptions that renew automatically',
  (facts) => facts.subscriptions,
);
export const freeTrial = condition<TermsFacts>(
  'the owner offers free trials that turn into paid subscriptions',
  (facts) => facts.freeTrial,
);
export const paymentProvidersNamed = condition<TermsFacts>(
  'the owner named the payment providers they use',
  (facts) => facts.paymentProviders.length > 0,
);
export const refundPolicyLinked = condition<TermsFacts>(
  'the owner gave the address of their return and refund policy',
  (facts) => facts.refundPolicyUrl !== '',
);
export const noRefundPolicyLinked = condition<TermsFacts>(
  'the owner gave no address of a return and refund policy',
  (facts) => facts.refundPolicyUrl === '',
);

// ── Laws that apply ────────────────────────────────────────────────────────────────────────────

/** The EU Digital Services Act: a hosting service with users in the EU. */
export const digitalServicesAct = allOf(userContent, euUsers);
/** The UK Online Safety Act 2023: a user-to-user service with UK users. */
export const onlineSafetyAct = allOf(userContent, ukUsers);
/** ROSCA and the state automatic renewal laws. */
export const usAutoRenewal = allOf(subscriptions, usConsumers);
export const withdrawalRight = allOf(sells, euUkConsumers);
export const arbitration = condition<TermsFacts>(
  'the owner, established in the United States, chose individual arbitration for disputes with users in the United States',
  (facts) => facts.arbitration,
);
export const adrWilling = condition<TermsFacts>(
  'the owner is willing or obliged to take part in consumer dispute resolution before a body they named',
  (facts) => facts.adrWilling,
);
export const adrNotWilling = condition<TermsFacts>(
  'the owner is neither willing nor obliged to take part in consumer dispute resolution',
  (facts) => !facts.adrWilling,
);

// ── Premium extras ─────────────────────────────────────────────────────────────────────────────

/** A premium extra: only in the premium version, and only when the owner chose it. */
const premiumExtra = (extra: TermsExtra, words: string) =>
  allOf(
    premiumVersion<TermsFacts>(),
    condition<TermsFacts>(words, (facts) => facts.extras.has(extra)),
  );
export const keyPoints = premiumExtra('summary', 'the owner chose the key points summary');
export const feedbackLicence = premiumExtra('feedback', 'the owner chose the feedback licence');
export const betaFeatures = premiumExtra(
  'beta_features',
  'the owner chose the clause on beta and preview features',
);
export const forceMajeure = premiumExtra(
  'force_majeure',
  'the owner chose the clause on events outside their control',
);
export const exportSanctions = premiumExtra(
  'export_sanctions',
  'the owner chose the clause on export controls and sanctions',
);
export const copyrightProcedure = allOf(
  premiumVersion<TermsFacts>(),
  condition<TermsFacts>(
    'users can post or share content, and the owner chose a copyright notice-and-takedown procedure',
    (facts) => facts.copyrightProcedure,
  ),
);
