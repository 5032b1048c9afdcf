import type { ComplianceRow } from '../clause-library';
import type { CookieFacts } from './facts';

/** Where the compliance summary's texts are (i18n keys of the `wizard` namespace). */
const COMPLIANCE_KEYS = 'compliance';
/** Where the laws' names are: the compliance rows and the required sections name laws by these keys. */
const COOKIES_POLICY_LAW_KEYS = `${COMPLIANCE_KEYS}.laws`;

const lawKey = (law: string) => `${COOKIES_POLICY_LAW_KEYS}.${law}`;
/** The keys of the items that apply (`false` marks one that does not). */
const keysOf = (kind: 'present' | 'todo', items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${COMPLIANCE_KEYS}.${kind}.${item}`);

/**
 * Per law the document addresses: the required items it contains, and what the owner must still do
 * outside the document. Keys of the `wizard` namespace (English in locales/en/wizard/cookies-policy.json).
 */
export function cookiesPolicyCompliance(facts: CookieFacts): ComplianceRow[] {
  const rows: ComplianceRow[] = [];
  const ads = facts.crossContextAds;
  const optOutLinks = facts.optOuts.length > 0 || facts.categories.includes('advertising');
  const consentTodos = [
    facts.nonEssential && (facts.cmp ? 'consentBanner' : 'installConsentTool'),
    facts.nonEssential && 'equalChoice',
    facts.nonEssential && 'recordConsent',
    facts.nonEssential && !facts.settingsUrl && 'settingsLink',
    facts.emailMarketing && 'emailConsent',
  ];
  // What the document contains for the EEA and the UK alike.
  const shared = [
    'cookieTypes',
    'inventory',
    'thirdParties',
    'consentRule',
    'exemptions',
    facts.nonEssential && 'withdrawal',
    'browserControls',
    optOutLinks && 'optOutLinks',
    facts.emailMarketing && 'emailPixels',
    facts.privacyPolicyUrl !== '' && 'privacyPolicyLink',
  ];

  if (facts.eu) {
    rows.push({
      law: lawKey('eprivacy'),
      present: keysOf('present', shared),
      ownerTodo: keysOf('todo', [
        ...consentTodos,
        (ads || facts.categories.includes('social')) && 'jointControllers',
        !facts.privacyPolicyUrl && 'privacyPolicy',
        'keepInventory',
        'linkPolicy',
      ]),
    });
  }

  if (facts.uk) {
    rows.push({
      law: lawKey('pecr'),
      present: keysOf('present', [...shared, 'ukExceptions', facts.ukStatistics && 'ukObjection']),
      ownerTodo: keysOf('todo', [
        ...consentTodos,
        facts.ukStatistics && 'ukObjectionMeans',
        facts.ukStatistics && 'ukAnalyticsCheck',
        facts.ukStatisticsChosen && !facts.ukStatistics && 'ukStatisticsUnavailable',
        !facts.privacyPolicyUrl && 'privacyPolicy',
        'keepInventory',
        'linkPolicy',
      ]),
    });
  }

  if (facts.california) {
    rows.push({
      law: lawKey('ccpa'),
      present: keysOf('present', [
        'ccpaSharing',
        ads && 'ccpaOptOut',
        'gpc',
        'doNotTrack',
        'thirdPartyTracking',
        facts.privacyPolicyUrl !== '' && 'privacyPolicyLink',
      ]),
      ownerTodo: keysOf('todo', [
        'ccpaApplicability',
        ads && 'doNotSellLink',
        ads && 'honourGpc',
        ads && 'displayGpcStatus',
        ads && 'bannerNotOptOut',
        ads && 'adContracts',
        'privacyPolicyCcpa',
      ]),
    });
  }

  if (facts.usOther) {
    rows.push({
      law: lawKey('usStates'),
      present: keysOf('present', [ads ? 'targetedAdvertising' : 'noTargetedAdvertising', 'gpc']),
      ownerTodo: keysOf('todo', ['usApplicability', ads && 'optOutTargeted', ads && 'honourGpc']),
    });
  }

  if (facts.canada) {
    rows.push({
      law: lawKey('canada'),
      present: keysOf('present', [
        'pipedaConsent',
        ads && 'obaOptOut',
        facts.nonEssential && 'quebecDefault',
        'browserControls',
      ]),
      ownerTodo: keysOf('todo', [facts.nonEssential && 'quebecOptIn', ads && 'obaConditions']),
    });
  }

  return rows;
}
