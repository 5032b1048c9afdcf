import type { Answers } from '../../../shared/agreements/wizard-model';
import type { ComplianceRow } from '../clause-helpers';
import type { ClauseLibrary } from '../clause-library';
import { EULA_BLOCKS } from './blocks';
import { eulaFacts } from './facts';
import { buildValues } from './values';

/**
 * The EULA: structure in blocks.ts, values in values.ts, both reading the facts of facts.ts, and
 * the text in content/eula/<lang>.json.
 */
export const eulaLibrary: ClauseLibrary = { values: buildValues, blocks: EULA_BLOCKS };

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
