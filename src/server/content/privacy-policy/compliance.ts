import type { ComplianceRow } from '../clause-library';
import type { PrivacyLaw } from './blocks';
import type { PrivacyFacts } from './facts';

const C = 'compliance';
/** Where the laws' names are: the same keys name the laws that make a section mandatory. */
const PRIVACY_LAW_KEY_PREFIX = `${C}.laws`;
const lawKey = (law: PrivacyLaw) => `${PRIVACY_LAW_KEY_PREFIX}.${law}`;
const presentKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.present.${item}`);
const todoKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.todo.${item}`);

/**
 * Per law the document addresses: the required items it contains, and what the owner must still do
 * outside the document. Keys of the `wizard` namespace (English in src/shared/i18n/locales/en/wizard/privacy-policy.json).
 */
export function privacyPolicyCompliance(facts: PrivacyFacts): ComplianceRow[] {
  const rows: ComplianceRow[] = [];
  const marketing = facts.purposes.has('marketing');
  const riskyProcessing =
    facts.data.has('sensitive') || facts.automated || facts.data.has('precise_location');

  for (const law of ['gdpr', 'ukGdpr'] as const) {
    const applies = law === 'gdpr' ? facts.eu : facts.uk;
    if (!applies) continue;
    const needsRep = law === 'gdpr' ? facts.needsEuRep : facts.needsUkRep;
    const hasRep = law === 'gdpr' ? facts.hasEuRep : facts.hasUkRep;
    rows.push({
      law: lawKey(law),
      present: presentKeys([
        'controllerIdentity',
        'contactDetails',
        facts.hasDpo && 'dpoContact',
        needsRep && hasRep && 'representative',
        'purposesAndBases',
        'legitimateInterests',
        'categoriesAndSources',
        'recipients',
        'transfers',
        'retention',
        'gdprRights',
        'withdrawConsent',
        'complaint',
        'statutoryRequirement',
        'automatedDecisions',
      ]),
      ownerTodo: todoKeys([
        needsRep && !hasRep && (law === 'gdpr' ? 'appointEuRepresentative' : 'appointUkRepresentative'),
        facts.nonEssentialCookies && 'cookieBanner',
        facts.anyProviders && 'processorAgreements',
        'transferMechanisms',
        marketing && 'marketingConsent',
        riskyProcessing && 'dpia',
        'recordsOfProcessing',
        'breachProcedure',
        law === 'ukGdpr' && 'icoFee',
      ]),
    });
  }

  if (facts.california) {
    rows.push({
      law: lawKey('ccpa'),
      present: presentKeys([
        'ccpaCategories',
        'ccpaSourcesPurposes',
        'ccpaThirdParties',
        'ccpaSaleSharing',
        facts.caSensitive && 'ccpaSensitive',
        'ccpaMinors',
        'ccpaRights',
        'ccpaRequests',
        'ccpaAgents',
        'nonDiscrimination',
        facts.saleOrShare && 'gpc',
        'retention',
      ]),
      ownerTodo: todoKeys([
        'ccpaApplicability',
        facts.saleOrShare && 'doNotSellLink',
        facts.saleOrShare && 'honourGpc',
        facts.rightToLimit && 'limitLink',
        !facts.hasPhone && 'tollFreeNumber',
        'noticeAtCollection',
        'serviceProviderContracts',
        'requestRecords',
        'annualReview',
      ]),
    });
    rows.push({
      law: lawKey('caloppa'),
      present: presentKeys([
        'caloppaCategories',
        'doNotTrack',
        'thirdPartyTracking',
        'reviewProcess',
        'changeProcess',
        'effectiveDate',
      ]),
      ownerTodo: todoKeys([
        'conspicuousLink',
        (facts.platforms.has('mobile') || facts.platforms.has('desktop') || facts.platforms.has('app')) &&
          'appStoreLink',
      ]),
    });
  }

  if (facts.usOther) {
    rows.push({
      law: lawKey('usStates'),
      present: presentKeys([
        'usCategoriesPurposes',
        'usRights',
        facts.saleOrShare ? 'usOptOut' : 'usNoSale',
        'usAppeal',
        'usNevada',
      ]),
      ownerTodo: todoKeys([
        'usApplicability',
        facts.saleOrShare && 'usOptOutLink',
        facts.saleOrShare && 'honourGpc',
        (facts.data.has('sensitive') || facts.data.has('precise_location')) && 'sensitiveConsent',
        (facts.saleOrShare || facts.data.has('sensitive')) && 'dataProtectionAssessment',
        'appealProcess',
        facts.anyProviders && 'processorContractsUs',
      ]),
    });
  }

  if (facts.us) {
    rows.push({
      law: lawKey('coppa'),
      present: presentKeys(
        facts.children
          ? ['coppaOperator', 'coppaCollection', 'coppaConsent', 'coppaParentalRights', 'coppaRetention']
          : ['childrenNotDirected'],
      ),
      ownerTodo: todoKeys(
        facts.children
          ? [
              'parentalConsent',
              'directNotice',
              'coppaSecurityProgramme',
              'coppaRetentionPolicy',
              'coppaThirdParties',
              (!facts.companyAddress || !facts.hasPhone) && 'coppaOperatorContact',
            ]
          : ['ageScreening'],
      ),
    });
  }

  if (facts.canada) {
    rows.push({
      law: lawKey('pipeda'),
      present: presentKeys([
        'pipedaPurposes',
        'pipedaConsent',
        'pipedaAccess',
        'pipedaOfficer',
        'pipedaTransfers',
        'pipedaComplaint',
      ]),
      ownerTodo: todoKeys([!facts.hasDpo && 'designateOfficer', 'breachRecords', 'quebecPia']),
    });
  }

  if (facts.brazil) {
    rows.push({
      law: lawKey('lgpd'),
      present: presentKeys(['lgpdBases', 'lgpdRights', 'lgpdEncarregado', 'lgpdTransfers', 'lgpdSharing']),
      ownerTodo: todoKeys([
        !facts.hasDpo && 'appointEncarregado',
        'anpdIncidents',
        facts.data.has('sensitive') && 'ripd',
        'lgpdTransferClauses',
      ]),
    });
  }

  if (facts.australia) {
    rows.push({
      law: lawKey('app'),
      present: presentKeys([
        'appKinds',
        'appPurposes',
        'appAnonymity',
        'appAccess',
        'appOverseas',
        'appComplaints',
      ]),
      ownerTodo: todoKeys(['appApplicability', 'collectionNotices', 'ndbScheme']),
    });
  }

  return rows;
}
