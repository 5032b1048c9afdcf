import type { AgreementTypeCode } from '../../shared/agreements/types';
import type { Answers } from '../../shared/agreements/wizard-model';
import { formatLongDate } from '../../shared/dates';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { translator } from '../i18n';
import { recentResults } from '../recent-results';
import {
  type ClauseCatalog,
  type ClauseContext,
  type ClauseLibrary,
  type ComplianceRow,
  complianceOf,
  type Edition,
  type RequiredSection,
  readClauseCatalogs,
  renderClauses,
  requiredSections as requiredSectionsOf,
} from './clause-library';
import { cookiesPolicyGenerator } from './cookies-policy/library';
import { disclaimerGenerator } from './disclaimer/library';
import { eulaGenerator } from './eula/library';
import { type LegacyGenerator, legacyRequiredSections, renderLegacyClauses } from './legacy-library';
import { privacyPolicyGenerator } from './privacy-policy/library';
import { returnRefundPolicyGenerator } from './return-refund-policy/library';
import { termsConditionsGenerator } from './terms-conditions/library';
import { testLibrary } from './test/library';

/**
 * A type's clause library and its text in each language it really exists in. A document is never
 * produced from another language's text: a language without a catalog is simply not offered.
 */
type Generator = {
  library: ClauseLibrary | LegacyGenerator;
  catalogs: Partial<Record<Language, ClauseCatalog>>;
};

/** The clause library of each agreement type, with its catalogs in every language. */
const GENERATORS: Record<AgreementTypeCode, Generator> = {
  PRIVACY_POLICY: { library: privacyPolicyGenerator, catalogs: readClauseCatalogs('privacy-policy') },
  TERMS_CONDITIONS: { library: termsConditionsGenerator, catalogs: readClauseCatalogs('terms-conditions') },
  COOKIES_POLICY: { library: cookiesPolicyGenerator, catalogs: readClauseCatalogs('cookies-policy') },
  EULA: { library: eulaGenerator, catalogs: readClauseCatalogs('eula') },
  DISCLAIMER: { library: disclaimerGenerator, catalogs: readClauseCatalogs('disclaimer') },
  RETURN_REFUND_POLICY: {
    library: returnRefundPolicyGenerator,
    catalogs: readClauseCatalogs('return-refund-policy'),
  },
  TEST: { library: testLibrary, catalogs: readClauseCatalogs('test') },
};

export function hasGenerator(type: AgreementTypeCode): boolean {
  return type in GENERATORS;
}

/** The languages a type's documents can be generated in (the translation issue completes them). */
export function contentLanguages(type: AgreementTypeCode): Language[] {
  const catalogs = GENERATORS[type]?.catalogs ?? {};
  return LANGUAGES.filter((language) => catalogs[language] !== undefined);
}

/**
 * Documents generated lately: the wizard's preview makes the document that "Generate" then stores,
 * from the same answers a few seconds later. About 10 million characters (a few hundred documents)
 * for at most ten minutes.
 */
const recentDocuments = recentResults<string>({
  maxSize: 10_000_000,
  maxAgeMs: 10 * 60_000,
  sizeOf: (markdown) => markdown.length,
});

/**
 * The agreement's Markdown in one language, from answers already checked by the wizard engine.
 * `edition` decides what premium text it holds (clause-library.ts `Edition`): this is the one
 * place that keeps premium text from anyone who has not paid for it, whatever serves the text
 * afterwards (pages, files, live links, mails).
 */
export function generateAgreementMarkdown(
  type: AgreementTypeCode,
  answers: Answers,
  options: { language: Language; edition: Edition; date?: Date },
): string {
  const generator = GENERATORS[type];
  if (!generator) throw new Error(`no clause library for ${type}`);
  const lastUpdated = formatLongDate(options.date ?? new Date(), options.language);
  const catalog = generator.catalogs[options.language];
  if (!catalog) throw new Error(`${type} has no text in ${options.language}`);
  const premium = options.edition === 'premium';
  const context = { answers, language: options.language, premium, lastUpdated };
  // The text depends on nothing else: the same inputs make the same document.
  const input = JSON.stringify([type, context.language, options.edition, lastUpdated, answers]);
  return recentDocuments.get(input, () => renderDocument(type, context, options.edition === 'locked'));
}

/**
 * A document from its context as it is: the answers, the language, the premium flag and the date
 * as written. `locked`: premium text not paid for yet stands as its headings and a notice.
 */
export function renderDocument(type: AgreementTypeCode, context: ClauseContext, locked: boolean): string {
  const generator = GENERATORS[type];
  const catalog = generator?.catalogs[context.language];
  if (!generator || !catalog) throw new Error(`${type} has no text in ${context.language}`);
  const notice = locked ? { notice: translator(context.language)('live:premiumLocked') } : undefined;
  const { library } = generator;
  return 'legacy' in library
    ? renderLegacyClauses(library.legacy, catalog, context, notice)
    : renderClauses(library, catalog, context, notice);
}

/** The edition an agreement's text is generated in: premium once paid, locked while premium is unpaid. */
export function editionOf(agreement: { premium: boolean; paidAt: Date | null }): Edition {
  if (!agreement.premium) return 'free';
  return agreement.paidAt === null ? 'locked' : 'premium';
}

/** Per law the document addresses: what it contains and what the owner must still do (i18n keys). */
export function complianceSummary(type: AgreementTypeCode, answers: Answers): ComplianceRow[] {
  const library = GENERATORS[type]?.library;
  if (!library) return [];
  return 'legacy' in library ? (library.compliance?.(answers) ?? []) : complianceOf(library, answers);
}

/**
 * The sections the law requires in this type's document for these answers, with their headings in
 * `language` (empty when the type has no text in it, or marks no section as required).
 */
export function requiredSections(
  type: AgreementTypeCode,
  answers: Answers,
  options: { language: Language; premium: boolean },
): RequiredSection[] {
  const generator = GENERATORS[type];
  const catalog = generator?.catalogs[options.language];
  if (!generator || !catalog) return [];
  const context = { answers, ...options, lastUpdated: '' };
  const { library } = generator;
  return 'legacy' in library
    ? legacyRequiredSections(library.legacy, catalog, context)
    : requiredSectionsOf(library, catalog, context);
}
