import type { ComplianceRow } from '../clause-library';
import type { TermsFacts } from './facts';

const COMPLIANCE = 'compliance';
const lawKey = (law: string) => `${COMPLIANCE}.laws.${law}`;
const keys = (kind: 'present' | 'todo', items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${COMPLIANCE}.${kind}.${item}`);

/**
 * Per law the document addresses: the required items it contains, and what the owner must still do
 * outside the document. Keys of the `wizard` namespace (English in locales/en/wizard/terms-conditions.json).
 */
export function termsConditionsCompliance(facts: TermsFacts): ComplianceRow[] {
  const rows: ComplianceRow[] = [];

  rows.push({
    law: lawKey('contract'),
    present: keys('present', [
      'acceptance',
      'operatorIdentity',
      'eligibility',
      'acceptableUse',
      'liabilityLimits',
      'governingLaw',
      'changes',
      'contact',
    ]),
    ownerTodo: keys('todo', [
      'clickwrap',
      'acceptanceRecords',
      'conspicuousLink',
      !facts.privacyPolicyUrl && 'publishPrivacyPolicy',
      facts.sells && !facts.refundPolicyUrl && 'publishRefundPolicy',
    ]),
  });

  if (facts.euConsumers) {
    rows.push({
      law: lawKey('euConsumer'),
      present: keys('present', [
        'traderIdentity',
        'mandatoryLaw',
        'consumerCourts',
        'liabilityCarveOut',
        'legalGuarantee',
        'digitalModifications',
        facts.sells && 'withdrawal',
        facts.sells && 'orderSteps',
        facts.sells && 'taxInclusivePrices',
        facts.subscriptions && 'subscriptionTermination',
        facts.sells && 'accessibilityInfo',
        'adrStatement',
      ]),
      ownerTodo: keys('todo', [
        !facts.companyAddress && 'geographicAddress',
        !facts.contactPhone && 'telephone',
        facts.sells && 'withdrawalInformation',
        facts.sells && 'orderButton',
        facts.subscriptions && 'cancellationButton',
        facts.sells && 'accessibilityCompliance',
        'legalNotice',
      ]),
    });
  }

  if (facts.dsa) {
    rows.push({
      law: lawKey('dsa'),
      present: keys('present', [
        'contentRestrictions',
        'moderationProcess',
        'noticeAndAction',
        'statementOfReasons',
        'complaintHandling',
        'pointOfContact',
      ]),
      ownerTodo: keys('todo', [
        'noticeMechanism',
        'transparencyReport',
        'platformDuties',
        !facts.establishedInEu && 'dsaLegalRepresentative',
      ]),
    });
  }

  if (facts.ukConsumers) {
    rows.push({
      law: lawKey('ukConsumer'),
      present: keys('present', [
        'statutoryRights',
        'liabilityCarveOut',
        facts.sells && 'cancellation',
        facts.sells && 'orderSteps',
        'localCourts',
        'adrStatement',
      ]),
      ownerTodo: keys('todo', [
        !facts.companyAddress && 'geographicAddress',
        facts.sells && 'preContractInformation',
        facts.sells && 'allInclusivePrices',
        facts.subscriptions && 'dmccaSubscriptions',
        facts.userContent && 'fakeReviews',
      ]),
    });
  }

  if (facts.onlineSafety) {
    rows.push({
      law: lawKey('onlineSafety'),
      present: keys('present', [
        'illegalContentProtection',
        'reportingRoutes',
        'complaintsProcedure',
        'contractClaims',
      ]),
      ownerTodo: keys('todo', ['illegalContentRiskAssessment', 'childrenAccessAssessment', 'ofcomCodes']),
    });
  }

  if (facts.usAutoRenewal) {
    rows.push({
      law: lawKey('usAutoRenewal'),
      present: keys('present', [
        'renewalDisclosure',
        'cancellationPolicy',
        facts.freeTrial && 'trialTerms',
        'priceChangeNotice',
        'acknowledgement',
      ]),
      ownerTodo: keys('todo', [
        'affirmativeConsent',
        'acknowledgementEmail',
        'onlineCancellation',
        'renewalReminders',
        'stateLaws',
      ]),
    });
  }

  if (facts.arbitration) {
    rows.push({
      law: lawKey('usArbitration'),
      present: keys('present', [
        'arbitrationNotice',
        'arbitrationAgreement',
        'classActionWaiver',
        'juryWaiver',
        'arbitrationOptOut',
        'smallClaims',
      ]),
      ownerTodo: keys('todo', ['arbitrationAssent', facts.consumers && 'arbitrationProviderRules']),
    });
  }

  return rows;
}
