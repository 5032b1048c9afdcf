import type { Answers } from '../../../shared/agreements/wizard-model';
import { type ComplianceRow, lawRequirements, markRequired } from '../clause-helpers';
import type { ClauseLibrary, LegacyGenerator } from '../legacy-library';
import { EULA_BLOCKS } from './blocks';
import { eulaFacts } from './facts';
import { buildValues } from './values';

/**
 * The EULA: structure in blocks.ts, values in values.ts, both reading the facts of facts.ts, and
 * the text in content/eula/<lang>.json.
 */
/** The laws and store rules that make a section mandatory (the editor warns when an edit removes one). */
const requiredBy = lawRequirements(
  eulaFacts,
  {
    apple: (facts) => facts.apple,
    googlePlay: (facts) => facts.google,
    microsoftStore: (facts) => facts.microsoft,
    euConsumer: (facts) => facts.euConsumers,
    dsa: (facts) => facts.eu && facts.userContent,
    ukConsumer: (facts) => facts.ukConsumers,
    australianConsumerLaw: (facts) => facts.australia,
    usAutoRenewal: (facts) => facts.us && facts.subscriptions,
    openSource: (facts) => facts.openSource,
    exportControls: () => true,
  },
  'eula.compliance.laws',
);

export const eulaLibrary: ClauseLibrary = {
  values: buildValues,
  // Apple's minimum terms and the other stores' terms; consumer law's withdrawal and statutory rights;
  // the DSA's moderation terms; auto-renewal disclosures; open-source notices; export controls.
  blocks: markRequired(EULA_BLOCKS, {
    'apple.heading': requiredBy('apple'),
    'google.heading': requiredBy('googlePlay'),
    'microsoft.heading': requiredBy('microsoftStore'),
    'withdrawal.heading': requiredBy('euConsumer', 'ukConsumer'),
    'withdrawal.form.heading': requiredBy('euConsumer', 'ukConsumer'),
    'warranty.heading': requiredBy('euConsumer', 'ukConsumer', 'australianConsumerLaw'),
    'content.heading': requiredBy('dsa'),
    'subscriptions.heading': requiredBy('usAutoRenewal'),
    'openSource.heading': requiredBy('openSource'),
    'export.heading': requiredBy('exportControls'),
  }),
};

const C = 'eula.compliance';
const lawKey = (law: string) => `${C}.laws.${law}`;
const presentKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.present.${item}`);
const todoKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.todo.${item}`);

/**
 * Per set of rules the document addresses (store terms, consumer laws, export controls): the
 * required items it contains, and what the owner must still do outside the document. Keys of the
 * `wizard` namespace (English in locales/en/wizard/eula.json).
 */
export function eulaCompliance(answers: Answers): ComplianceRow[] {
  const facts = eulaFacts(answers);
  const rows: ComplianceRow[] = [];
  const directSales = facts.purchases && facts.direct;

  if (facts.apple) {
    rows.push({
      law: lawKey('apple'),
      present: presentKeys([
        'appleAcknowledgement',
        'appleScope',
        'appleSupport',
        'appleWarranty',
        'appleProductClaims',
        'appleIpClaims',
        'appleLegalCompliance',
        'appleDeveloperContact',
        'appleThirdPartyTerms',
        'appleBeneficiary',
      ]),
      ownerTodo: todoKeys([
        'appleUploadEula',
        !facts.hasPhone && 'appleAddPhone',
        !facts.hasPrivacyPolicy && 'storePrivacyPolicy',
        facts.subscriptions && 'appleSubscriptionDisclosure',
        facts.purchases && 'appleInAppPurchase',
      ]),
    });
  }

  if (facts.google) {
    rows.push({
      law: lawKey('googlePlay'),
      present: presentKeys(['playTerms', 'playNotParty', facts.purchases && 'playBilling']),
      ownerTodo: todoKeys([
        'playShowEula',
        !facts.hasPrivacyPolicy && 'storePrivacyPolicy',
        facts.purchases && 'playBillingPolicy',
        facts.subscriptions && 'playSubscriptionPolicy',
      ]),
    });
  }

  if (facts.microsoft) {
    rows.push({
      law: lawKey('microsoftStore'),
      present: presentKeys(['msTerms', 'msNotParty', 'msLicenceTerms']),
      ownerTodo: todoKeys(['msPartnerCenter']),
    });
  }

  if (facts.euConsumers) {
    rows.push({
      law: lawKey('euConsumer'),
      present: presentKeys([
        'euConformity',
        'euRemedies',
        'euUpdates',
        facts.continuous && 'euModification',
        directSales && 'euWithdrawal',
        directSales && 'withdrawalForm',
        facts.userContent && 'euContentRetrieval',
        'euLiability',
        'homeLawAndCourts',
      ]),
      ownerTodo: todoKeys([
        'preContractInfo',
        directSales && 'withdrawalConsent',
        directSales && 'withdrawalFunction',
        facts.subscriptions && 'cancellationButton',
        facts.virtualItems && 'virtualCurrencyPrices',
        facts.companyCountry === 'DE' && 'vsbgStatement',
        facts.purchases && 'accessibilityAct',
        'productLiability',
        facts.installable && 'cyberResilience',
      ]),
    });
  }

  if (facts.eu && facts.userContent) {
    rows.push({
      law: lawKey('dsa'),
      present: presentKeys(['dsaModeration', 'dsaStatementOfReasons', 'dsaNoticeAndReview']),
      ownerTodo: todoKeys([
        'dsaContactPoints',
        'dsaNoticeMechanism',
        !facts.establishedInEu && 'dsaLegalRepresentative',
        'dsaTransparencyReport',
      ]),
    });
  }

  if (facts.ukConsumers) {
    rows.push({
      law: lawKey('ukConsumer'),
      present: presentKeys([
        'ukStatutoryRights',
        'ukDeviceDamage',
        directSales && 'ukCancellation',
        directSales && 'withdrawalForm',
        'ukLiability',
        'homeLawAndCourts',
      ]),
      ownerTodo: todoKeys([
        'ukPreContractInfo',
        directSales && 'withdrawalConsent',
        facts.subscriptions && 'ukSubscriptionRules',
        'ukFairTerms',
      ]),
    });
  }

  if (facts.australia) {
    rows.push({
      law: lawKey('australianConsumerLaw'),
      present: presentKeys(['aclGuarantees', facts.businesses && 'aclLimitation']),
      ownerTodo: todoKeys(['aclNoRefundClaims', 'aclUnfairTerms']),
    });
  }

  if (facts.us && facts.subscriptions) {
    rows.push({
      law: lawKey('usAutoRenewal'),
      present: presentKeys([
        'autoRenewTerms',
        'cancellationMethod',
        'priceChangeNotice',
        facts.freeTrial && 'trialConversion',
      ]),
      ownerTodo: todoKeys([
        'autoRenewDisclosure',
        'autoRenewConsent',
        'autoRenewAcknowledgement',
        directSales && 'onlineCancellation',
        facts.freeTrial && 'trialReminder',
      ]),
    });
  }

  if (facts.openSource) {
    rows.push({
      law: lawKey('openSource'),
      present: presentKeys(['ossPrecedence', 'ossNotices']),
      ownerTodo: todoKeys(['ossInventory', !facts.hasOssUrl && 'ossPublishNotices', 'ossSourceOffer']),
    });
  }

  rows.push({
    law: lawKey('exportControls'),
    present: presentKeys(['exportClause', 'sanctionsRepresentation', facts.us && 'governmentUsers']),
    ownerTodo: todoKeys(['encryptionClassification', 'sanctionsScreening']),
  });

  return rows;
}

/** What index.ts renders the type with: the old shape, until the library moves to defineClauseLibrary. */
export const eulaGenerator: LegacyGenerator = { legacy: eulaLibrary, compliance: eulaCompliance };
