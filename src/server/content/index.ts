import type { AgreementTypeCode } from '../../shared/agreements/types';
import type { Answers } from '../../shared/agreements/wizard-model';
import { formatLongDate } from '../../shared/dates';
import type { Language } from '../../shared/i18n/languages';
import { type ClauseCatalog, type ClauseLibrary, readClauseCatalogs, renderClauses } from './clause-library';
import { testLibrary } from './test/library';

type Generator = { library: ClauseLibrary; catalogs: Record<Language, ClauseCatalog> };

/** The clause library of each agreement type that has one so far; later issues add the others. */
const GENERATORS: Partial<Record<AgreementTypeCode, Generator>> = {
  TEST: { library: testLibrary, catalogs: readClauseCatalogs('test') },
};

export function hasGenerator(type: AgreementTypeCode): boolean {
  return type in GENERATORS;
}

/** The agreement's Markdown in one language, from answers already checked by the wizard engine. */
export function generateAgreementMarkdown(
  type: AgreementTypeCode,
  answers: Answers,
  options: { language: Language; premium: boolean; date?: Date },
): string {
  const generator = GENERATORS[type];
  if (!generator) throw new Error(`no clause library for ${type}`);
  const lastUpdated = formatLongDate(options.date ?? new Date(), options.language);
  return renderClauses(generator.library, generator.catalogs[options.language], {
    answers,
    language: options.language,
    premium: options.premium,
    lastUpdated,
  });
}
