import type { ComplianceRow } from '../clause-library';
import type { EulaLaw } from './blocks';
import type { EulaFacts } from './facts';

/** Where the compliance texts are: keys of the `wizard` namespace (English in locales/en/wizard/eula.json). */
const COMPLIANCE_KEYS = 'compliance';
/** Where the laws' names are: the compliance summary and the required sections name a law alike. */
const EULA_LAW_KEYS = `${COMPLIANCE_KEYS}.laws`;

const lawKey = (law: EulaLaw) => `${EULA_LAW_KEYS}.${law}`;
const presentKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${COMPLIANCE_KEYS}.present.${item}`);
const todoKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${COMPLIANCE_KEYS}.todo.${item}`);

/**
 * Per set of rules the document addresses (store terms, consumer laws, export controls): the
 * required items it contains, and what the owner must still do outside the document.
 */
export function eulaCompliance(facts: EulaFacts): ComplianceRow[] {
  const rows: ComplianceRow[] = [];
  const directSales = facts.purchases && facts.outsideAppStores;

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
        facts.contactPhone === '' && 'appleAddPhone',
        facts.privacyPolicyUrl === '' && 'storePrivacyPolicy',
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
        facts.privacyPolicyUrl === '' && 'storePrivacyPolicy',
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
        facts.suppliedOverTime && 'euModification',
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
      ownerTodo: todoKeys(['ossInventory', facts.ossUrl === '' && 'ossPublishNotices', 'ossSourceOffer']),
    });
  }

  rows.push({
    law: lawKey('exportControls'),
    present: presentKeys(['exportClause', 'sanctionsRepresentation', facts.us && 'governmentUsers']),
    ownerTodo: todoKeys(['encryptionClassification', 'sanctionsScreening']),
  });

  return rows;
}
