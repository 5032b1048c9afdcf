import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Answers } from '../../shared/agreements/wizard-model';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';

/** What a clause may depend on: the checked answers, the document language and the version bought. */
export type ClauseContext = { answers: Answers; language: Language; premium: boolean; lastUpdated: string };

/**
 * Which text a document gets: `free`, `premium` (paid for), or `locked` — premium chosen but not
 * paid yet: the free text, with each premium section's heading and a notice in place of its text,
 * so the owner sees what they buy and nobody reads premium text before it is paid for.
 */
export type Edition = 'free' | 'premium' | 'locked';

export type Predicate = (context: ClauseContext) => boolean;

/** Values filled into `{{placeholders}}`; they are Markdown-escaped before insertion. */
export type ClauseValues = Record<string, string>;

/**
 * A document's structure, defined once for every language. Each block names a clause key; the text
 * of each key lives in the per-language catalog (content/<type>/<lang>.json), so translations can
 * differ in wording but never in structure.
 */
export type ClauseBlock =
  | {
      heading: string;
      level: 1 | 2 | 3;
      when?: Predicate;
      /**
       * The laws (i18n keys of their names, `wizard` namespace) that make this section mandatory for
       * these answers: the editor warns when an edit removes it (issue 6 §3). Empty: optional.
       */
      requiredBy?: (context: ClauseContext) => string[];
    }
  | { paragraph: string; when?: Predicate }
  | { list: string[]; ordered?: boolean; when?: Predicate }
  /** One list item per entry (a provider, a contact person): `item` is rendered with each entry's values. */
  | { each: (context: ClauseContext) => ClauseValues[]; item: string; when?: Predicate };

export type ClauseLibrary = {
  blocks: ClauseBlock[];
  /** Values every clause may use, computed once per document. */
  values: (context: ClauseContext, text: (key: string) => string) => ClauseValues;
};

export type ClauseCatalog = Record<string, string>;

/**
 * Reads content/<folder>/<lang>.json for each language the type is written in. A language without
 * a file is left out (and so never offered); the translation test requires all six for every type.
 */
export function readClauseCatalogs(folder: string): Partial<Record<Language, ClauseCatalog>> {
  const dir = fileURLToPath(new URL(`./${folder}/`, import.meta.url));
  return Object.fromEntries(
    LANGUAGES.filter((language) => existsSync(`${dir}${language}.json`)).map((language) => [
      language,
      JSON.parse(readFileSync(`${dir}${language}.json`, 'utf8')) as ClauseCatalog,
    ]),
  );
}

/**
 * Escapes text from answers for the Markdown subset, so a company called "_Acme_ [Ltd](x)" stays
 * literal words; line breaks become commas (answers are inline in sentences).
 */
export function escapeMarkdownInline(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ', ')
    .replace(/[\\_[\]()!#]/g, (char) => `\\${char}`)
    .trim();
}

/** Escapes a URL for use as a Markdown link target (parentheses and spaces would end it). */
export function escapeMarkdownUrl(url: string): string {
  // encodeURIComponent leaves ( and ) as they are, and a ) would end the link target.
  return url.replace(/[\s()<>]/g, (char) =>
    char === '(' ? '%28' : char === ')' ? '%29' : encodeURIComponent(char),
  );
}

/** Fills `{{placeholders}}` from `values`, then from `fallback` (a list entry's own values come first). */
export function fill(template: string, values: ClauseValues, key: string, fallback?: ClauseValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => {
    if (name in values) return values[name] as string;
    if (fallback && name in fallback) return fallback[name] as string;
    throw new Error(`clause ${key}: no value for {{${name}}}`);
  });
}

/** Builds the document's Markdown from its structure, its catalog and the answers. */
export function renderClauses(
  library: ClauseLibrary,
  catalog: ClauseCatalog,
  context: ClauseContext,
  /** With a locked edition: the notice that stands in for premium text not paid for yet. */
  locked?: { notice: string },
): string {
  const text = (key: string) => {
    const value = catalog[key];
    if (value === undefined) throw new Error(`clause ${key} is missing from the ${context.language} catalog`);
    return value;
  };
  const values = library.values(context, text);
  const premiumContext = locked ? { ...context, premium: true } : context;
  const blocks: string[] = [];
  let noticeShown = false;
  for (const block of library.blocks) {
    if (block.when && !block.when(context)) {
      // Premium text not paid for yet: the section's heading shows what is bought, a notice its place.
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
          // The entry's values, then the document's: no merged copy per entry (long lists stay linear).
          entries.map((entry) => `- ${fill(text(block.item), entry, block.item, values)}`).join('\n'),
        );
    }
  }
  return `${blocks.join('\n\n')}\n`;
}

/** A section the law requires in this document: its heading as generated, and the laws requiring it. */
export type RequiredSection = { heading: string; laws: string[] };

/** The sections of the document for these answers that the chosen jurisdictions make mandatory. */
export function requiredSections(
  library: ClauseLibrary,
  catalog: ClauseCatalog,
  context: ClauseContext,
): RequiredSection[] {
  const text = (key: string) => {
    const value = catalog[key];
    if (value === undefined) throw new Error(`clause ${key} is missing from the ${context.language} catalog`);
    return value;
  };
  const values = library.values(context, text);
  const sections: RequiredSection[] = [];
  for (const block of library.blocks) {
    if (!('heading' in block) || !block.requiredBy || (block.when && !block.when(context))) continue;
    const laws = block.requiredBy(context);
    if (laws.length > 0) sections.push({ heading: fill(text(block.heading), values, block.heading), laws });
  }
  return sections;
}
