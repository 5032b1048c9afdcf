import type { Answers } from '../../shared/agreements/wizard-model';
import {
  type ClauseCatalog,
  type ClauseContext,
  type ClauseValues,
  type ComplianceRow,
  fill,
  type RequiredSection,
  type TextOf,
} from './clause-library';

// The shape clause libraries had before `defineClauseLibrary`, and its renderer: kept only while
// the libraries move to the new shape, one by one. Nothing new may use it.

export type { ClauseContext, ClauseValues } from './clause-library';
export { escapeMarkdownInline, escapeMarkdownUrl, fill } from './clause-library';

export type Predicate = (context: ClauseContext) => boolean;

export type ClauseBlock =
  | { heading: string; level: 1 | 2 | 3; when?: Predicate; requiredBy?: (context: ClauseContext) => string[] }
  | { paragraph: string; when?: Predicate }
  | { list: string[]; ordered?: boolean; when?: Predicate }
  | { each: (context: ClauseContext) => ClauseValues[]; item: string; when?: Predicate };

/** A library of the old shape. */
export type LegacyLibrary = {
  blocks: ClauseBlock[];
  values: (context: ClauseContext, text: TextOf) => ClauseValues;
};
export type ClauseLibrary = LegacyLibrary;

/** A library of the old shape, with its compliance summary, as index.ts keeps it until it moves. */
export type LegacyGenerator = { legacy: LegacyLibrary; compliance?: (answers: Answers) => ComplianceRow[] };

function textIn(catalog: ClauseCatalog, language: string): TextOf {
  return (key) => {
    const value = catalog[key];
    if (value === undefined) throw new Error(`clause ${key} is missing from the ${language} catalog`);
    return value;
  };
}

export function renderLegacyClauses(
  library: LegacyLibrary,
  catalog: ClauseCatalog,
  context: ClauseContext,
  locked?: { notice: string },
): string {
  const text = textIn(catalog, context.language);
  const values = library.values(context, text);
  const premiumContext = locked ? { ...context, premium: true } : context;
  const blocks: string[] = [];
  let noticeShown = false;
  for (const block of library.blocks) {
    if (block.when && !block.when(context)) {
      if (!locked || !block.when(premiumContext)) continue;
      if ('heading' in block) {
        blocks.push(`${'#'.repeat(block.level)} ${fill(text(block.heading), values, block.heading)}`);
        noticeShown = false;
      }
      if (!noticeShown) blocks.push(locked.notice);
      noticeShown = true;
      continue;
    }
    noticeShown = false;
    if ('heading' in block)
      blocks.push(`${'#'.repeat(block.level)} ${fill(text(block.heading), values, block.heading)}`);
    else if ('paragraph' in block) blocks.push(fill(text(block.paragraph), values, block.paragraph));
    else if ('list' in block) {
      blocks.push(
        block.list
          .map((key, index) => `${block.ordered ? `${index + 1}.` : '-'} ${fill(text(key), values, key)}`)
          .join('\n'),
      );
    } else {
      const entries = block.each(context);
      if (entries.length > 0)
        blocks.push(
          entries.map((entry) => `- ${fill(text(block.item), entry, block.item, values)}`).join('\n'),
        );
    }
  }
  return `${blocks.join('\n\n')}\n`;
}

export function legacyRequiredSections(
  library: LegacyLibrary,
  catalog: ClauseCatalog,
  context: ClauseContext,
): RequiredSection[] {
  const text = textIn(catalog, context.language);
  const values = library.values(context, text);
  const sections: RequiredSection[] = [];
  for (const block of library.blocks) {
    if (!('heading' in block) || !block.requiredBy || (block.when && !block.when(context))) continue;
    const laws = block.requiredBy(context);
    if (laws.length > 0) sections.push({ heading: fill(text(block.heading), values, block.heading), laws });
  }
  return sections;
}
