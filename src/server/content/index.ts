import { AGREEMENT_TYPES, type AgreementTypeCode } from '../../shared/agreements/types';
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
  lawKey,
  type RequiredSection,
  readClauseCatalogs,
  renderClauses,
  requiredSections as requiredSectionsOf,
} from './clause-library';
import { cookiesPolicyLibrary } from './cookies-policy/library';
import { disclaimerLibrary } from './disclaimer/library';
import { eulaLibrary } from './eula/library';
import { privacyPolicyLibrary } from './privacy-policy/library';
import { returnRefundPolicyLibrary } from './return-refund-policy/library';
import { type ReviewSource, readTranslatorNotes } from './review-edition';
import { termsConditionsLibrary } from './terms-conditions/library';
import { testLibrary } from './test/library';

/**
 * A type's clause library and its text in each language it really exists in. A document is never
 * produced from another language's text: a language without a catalog is simply not offered.
 */
type Generator = {
  library: ClauseLibrary;
  catalogs: Partial<Record<Language, ClauseCatalog>>;
};

/** The clause library of each agreement type, with its catalogs in every language. */
const GENERATORS: Record<AgreementTypeCode, Generator> = {
  PRIVACY_POLICY: { library: privacyPolicyLibrary, catalogs: readClauseCatalogs('privacy-policy') },
  TERMS_CONDITIONS: { library: termsConditionsLibrary, catalogs: readClauseCatalogs('terms-conditions') },
  COOKIES_POLICY: { library: cookiesPolicyLibrary, catalogs: readClauseCatalogs('cookies-policy') },
  EULA: { library: eulaLibrary, catalogs: readClauseCatalogs('eula') },
  DISCLAIMER: { library: disclaimerLibrary, catalogs: readClauseCatalogs('disclaimer') },
  RETURN_REFUND_POLICY: {
    library: returnRefundPolicyLibrary,
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
  return renderClauses(generator.library, catalog, context, notice);
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
  return complianceOf(library, answers);
}

/** A text of a type's compliance summary (a law's name, an item it contains, a task), in `language`. */
export function complianceText(type: AgreementTypeCode, language: Language, key: string): string {
  const text = GENERATORS[type]?.catalogs[language]?.[key];
  if (text === undefined) throw new Error(`${key} is missing from the ${language} catalog of ${type}`);
  return text;
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
  return requiredSectionsOf(generator.library, catalog, context);
}

/** What the review edition of a type in one language reads (review-edition.ts). */
export function reviewSourceOf(type: AgreementTypeCode, language: Language): ReviewSource {
  const generator = GENERATORS[type];
  const english = generator?.catalogs.en;
  const translated = generator?.catalogs[language];
  if (!generator || !english || !translated) throw new Error(`${type} has no text in ${language}`);
  const { definition } = generator.library;
  const folder = AGREEMENT_TYPES.find((each) => each.code === type)?.slug ?? type;
  return {
    type,
    blocks: definition.blocks,
    laws: definition.laws,
    english,
    translated,
    language,
    lawName: (law, inLanguage) => complianceText(type, inLanguage, lawKey(law)),
    notes: readTranslatorNotes(folder),
  };
}
