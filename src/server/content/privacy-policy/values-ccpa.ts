import type { PrivacyDataCategory } from '../../../shared/agreements/definitions/privacy-policy';
import type { ProviderCategory } from '../../../shared/agreements/providers';
import type { Language } from '../../../shared/i18n/languages';
import { joinList } from '../clause-helpers';
import { type ClauseValues, fill, type TextOf } from '../clause-library';
import type { PrivacyFacts, PurposeKey, SourceKind } from './facts';

/**
 * The California notice's list of the personal information collected, by the CCPA's statutory
 * categories (Cal. Civ. Code § 1798.140(v), (ae)): per category the examples the answers support,
 * its sources, its purposes, who receives it and whether it is sold or shared.
 */

/** The CCPA's categories the answers can reach. */
type CcpaCategory = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'K' | 'L';

const CCPA_SOURCES: Record<CcpaCategory, SourceKind[]> = {
  A: ['direct', 'automatic', 'providers', 'social', 'partners', 'public', 'brokers'],
  B: ['direct', 'providers', 'social', 'partners', 'public', 'brokers'],
  C: ['direct', 'partners', 'brokers'],
  D: ['direct', 'providers'],
  E: ['direct'],
  F: ['automatic', 'providers'],
  G: ['automatic'],
  H: ['direct'],
  I: ['direct', 'public', 'partners', 'brokers'],
  K: ['inferred', 'providers'],
  L: ['direct', 'automatic'],
};
const CCPA_PURPOSES: Record<CcpaCategory, PurposeKey[]> = {
  A: [
    'provide',
    'accounts',
    'orders',
    'support',
    'marketing',
    'analytics',
    'personalisation',
    'advertising',
    'remarketing',
    'affiliate',
    'security',
    'legal',
  ],
  B: ['provide', 'accounts', 'orders', 'support', 'marketing', 'security', 'legal'],
  C: ['provide', 'personalisation', 'sensitive', 'legal'],
  D: ['orders', 'analytics', 'marketing', 'legal'],
  E: ['sensitive', 'security'],
  F: ['provide', 'analytics', 'personalisation', 'advertising', 'remarketing', 'affiliate', 'security'],
  G: ['provide', 'analytics', 'personalisation', 'advertising', 'security'],
  H: ['provide', 'support', 'content', 'legal'],
  I: ['provide', 'marketing', 'personalisation'],
  K: ['personalisation', 'advertising', 'remarketing', 'marketing'],
  L: ['provide', 'accounts', 'sensitive', 'security'],
};
/** Which provider categories receive each CCPA category for a business purpose. */
const CCPA_RECIPIENTS: Record<CcpaCategory, ProviderCategory[]> = {
  A: ['payments', 'email_marketing', 'analytics', 'advertising', 'behavioral_remarketing', 'affiliate'],
  B: ['payments', 'email_marketing'],
  C: [],
  D: ['payments', 'analytics', 'affiliate'],
  E: [],
  F: ['analytics', 'advertising', 'behavioral_remarketing', 'affiliate'],
  G: ['analytics', 'advertising'],
  H: [],
  I: ['email_marketing'],
  K: ['advertising', 'behavioral_remarketing'],
  L: [],
};
/** The categories a sale covers, and those that advertising partners receive ("sharing"). */
const CCPA_SOLD = new Set<CcpaCategory>(['A', 'D', 'F', 'K']);
const CCPA_SHARED = new Set<CcpaCategory>(['A', 'F', 'K']);

/** The CCPA categories collected, each with the examples the answers support (clause keys). */
function ccpaCategories(facts: PrivacyFacts): [CcpaCategory, string[]][] {
  const has = (category: PrivacyDataCategory) => facts.data.has(category);
  const sensitive = new Set(facts.sensitiveTypes);
  const examples: Record<CcpaCategory, string[]> = {
    A: [
      ...(has('contact') ? ['ccpa.ex.name', 'ccpa.ex.email', 'ccpa.ex.postal'] : []),
      ...(has('account') ? ['ccpa.ex.accountName'] : []),
      ...(has('usage') || has('precise_location') ? ['ccpa.ex.ip', 'ccpa.ex.deviceIds'] : []),
      ...(has('social') ? ['ccpa.ex.socialHandle'] : []),
    ],
    B: [
      ...(has('contact') ? ['ccpa.ex.nameAddressPhone'] : []),
      ...(has('payment') ? ['ccpa.ex.billing'] : []),
      ...(has('professional') ? ['ccpa.ex.employment'] : []),
      ...(sensitive.has('health') ? ['ccpa.ex.medical'] : []),
    ],
    C: [
      ...(has('demographic') ? ['ccpa.ex.ageGender'] : []),
      ...(sensitive.has('racial_ethnic') ? ['ccpa.ex.race'] : []),
      ...(sensitive.has('religious') ? ['ccpa.ex.religion'] : []),
      ...(sensitive.has('sex_life') ? ['ccpa.ex.sexualOrientation'] : []),
      ...(sensitive.has('health') ? ['ccpa.ex.disability'] : []),
      ...(sensitive.has('genetic') ? ['ccpa.ex.geneticInformation'] : []),
    ],
    D: has('payment') ? ['ccpa.ex.purchases'] : [],
    E: sensitive.has('biometric') ? ['ccpa.ex.biometric'] : [],
    F: has('usage') ? ['ccpa.ex.browsing', 'ccpa.ex.interactions'] : [],
    G: [
      ...(has('usage') ? ['ccpa.ex.approximateLocation'] : []),
      ...(has('precise_location') ? ['ccpa.ex.preciseLocation'] : []),
    ],
    H: [
      ...(has('communications') ? ['ccpa.ex.messages'] : []),
      ...(has('user_content') ? ['ccpa.ex.uploads'] : []),
    ],
    I: has('professional') ? ['ccpa.ex.jobTitle'] : [],
    K: facts.purposes.has('personalisation') || facts.ads ? ['ccpa.ex.preferences'] : [],
    L: [
      ...(has('account') ? ['ccpa.ex.credentials'] : []),
      ...(has('precise_location') ? ['ccpa.ex.preciseLocation'] : []),
      ...facts.sensitiveTypes.map((type) => `sensitive.${type}`),
    ],
  };
  return (Object.entries(examples) as [CcpaCategory, string[]][]).filter(([, keys]) => keys.length > 0);
}

/**
 * One list entry per CCPA category collected, for the `ccpa.item` clause. `saleRecipients` are the
 * buyers as the document names them.
 */
export function ccpaEntries(
  facts: PrivacyFacts,
  language: Language,
  text: TextOf,
  saleRecipients: string,
): ClauseValues[] {
  const list = (keys: string[]) => joinList(language, keys.map(text));
  const part = (key: string, values: ClauseValues) => fill(text(key), values, key);
  return ccpaCategories(facts).map(([category, examples]) => {
    const categorySources = CCPA_SOURCES[category].filter((source) => facts.sources.has(source));
    const categoryPurposes = CCPA_PURPOSES[category].filter((purpose) =>
      facts.listedPurposes.includes(purpose),
    );
    const recipients = CCPA_RECIPIENTS[category]
      .filter((provider) => facts.providers[provider].length > 0)
      .map((provider) => `kind.${provider}`);
    const sold = facts.sells && CCPA_SOLD.has(category);
    const shared = facts.ads && CCPA_SHARED.has(category);
    return {
      name: text(`ccpa.category.${category}`),
      examples: list(examples),
      sources: list(
        categorySources.length > 0
          ? categorySources.map((source) => `ccpa.source.${source}`)
          : ['ccpa.source.direct'],
      ),
      purposes: list(
        (categoryPurposes.length > 0 ? categoryPurposes : (['provide'] as PurposeKey[])).map(
          (purpose) => `purpose.${purpose}.short`,
        ),
      ),
      disclosure: recipients.length > 0 ? part('ccpa.disclosedTo', { recipients: list(recipients) }) : '',
      saleShare: sold
        ? part(shared ? 'ccpa.soldShared' : 'ccpa.sold', { recipients: saleRecipients })
        : shared
          ? text('ccpa.shared')
          : text('ccpa.notSoldShared'),
    };
  });
}
