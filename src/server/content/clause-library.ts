import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Answers } from '../../shared/agreements/wizard-model';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { fillTemplate } from './template';

/**
 * One agreement type's clause library: what the answers imply (facts), the values and lists its
 * clauses fill in, its structure (blocks), the laws that make sections mandatory and the compliance
 * summary — all from the same facts, so the document and the summary cannot disagree. The text of
 * every clause lives in the type's catalog per language (content/<type>/<lang>.json), so
 * translations can differ in wording but never in structure.
 *
 * Every type has the same files: `facts.ts` (answers → facts), `values.ts` (facts → values and
 * lists), `blocks.ts` (the structure and the laws), `compliance.ts` (the summary), `library.ts`
 * (`defineClauseLibrary` of those), its catalogs and `sample-answers.ts`.
 */

/** What a document is made for: the checked answers, its language, the version bought and its date. */
export type ClauseContext<A = Answers> = {
  answers: A;
  language: Language;
  premium: boolean;
  lastUpdated: string;
};

/** The document a block's condition may look at besides the facts: its language and edition. */
export type DocumentSettings = Pick<ClauseContext, 'language' | 'premium'>;

/**
 * Which text a document gets: `free`, `premium` (paid for), or `locked` — premium chosen but not
 * paid yet: the free text, with each premium section's heading and a notice in place of its text,
 * so the owner sees what they buy and nobody reads premium text before it is paid for.
 */
export type Edition = 'free' | 'premium' | 'locked';

/** Values filled into `{{placeholders}}`; they are Markdown-escaped before insertion. */
export type ClauseValues = Record<string, string>;

/** A clause's text in the document's language, by its key. */
export type TextOf = (key: string) => string;

/**
 * When a block appears: a test of the document's facts, and the same in words for the review
 * edition ("the site has users in the EU"), so a lawyer reads the condition without the code.
 */
export type Condition<Facts> = {
  readonly test: (facts: Facts, document: DocumentSettings) => boolean;
  readonly words: string;
};

/** A condition on the facts, described in words. */
export function condition<Facts>(
  words: string,
  test: (facts: Facts, document: DocumentSettings) => boolean,
): Condition<Facts> {
  return { words, test };
}

/** Every one of the conditions. */
export function allOf<Facts>(...conditions: Condition<Facts>[]): Condition<Facts> {
  return {
    // "either a, or b" among others is bracketed, so "(either a, or b), and c" reads one way only.
    words: conditions
      .map((each) => (each.words.startsWith('either ') ? `(${each.words})` : each.words))
      .join(', and '),
    test: (facts, document) => conditions.every((each) => each.test(facts, document)),
  };
}

/** At least one of the conditions. */
export function anyOf<Facts>(...conditions: Condition<Facts>[]): Condition<Facts> {
  return {
    words: `either ${conditions.map((each) => each.words).join(', or ')}`,
    test: (facts, document) => conditions.some((each) => each.test(facts, document)),
  };
}

/** The opposite of a condition. */
export function not<Facts>(negated: Condition<Facts>): Condition<Facts> {
  return { words: `not (${negated.words})`, test: (facts, document) => !negated.test(facts, document) };
}

/** The premium version (paid for): the condition of every premium clause. */
export function premiumVersion<Facts>(): Condition<Facts> {
  return condition('in the premium version', (_facts, document) => document.premium);
}

/**
 * A document's structure, defined once for every language. Each block names a clause key of the
 * catalog; `each` names one of the library's lists, whose entries are filled into `item` one by one.
 * A heading's `requiredBy` names the laws that make its section mandatory when they apply (the
 * editor warns when an edit removes it).
 */
export type ClauseBlock<Facts, List extends string = string, Law extends string = string> =
  | { heading: string; level: 1 | 2 | 3; when?: Condition<Facts>; requiredBy?: readonly Law[] }
  | { paragraph: string; when?: Condition<Facts> }
  | { list: readonly string[]; ordered?: boolean; when?: Condition<Facts> }
  | { each: List; item: string; when?: Condition<Facts> };

/**
 * The finalize step's compliance summary, one row per law the document addresses: the required
 * items the document contains and what the owner must still do outside it — keys of the type's
 * catalog (`compliance.laws.*`, `compliance.present.*`, `compliance.todo.*`), beside its clauses.
 */
export type ComplianceRow = { law: string; present: string[]; ownerTodo: string[] };

/** The catalog key of a law's name, as the summary and the required sections name it. */
export const lawKey = (law: string) => `compliance.laws.${law}`;

/** What a library renders with: the placeholders' values and the entries of each list. */
export type Rendering<List extends string> = { values: ClauseValues; lists: Record<List, ClauseValues[]> };

/** A clause library as its type's files define it (see the top of this file). */
export type ClauseLibraryDefinition<A, Facts, List extends string, Law extends string> = {
  /** What the answers imply, worked out once per answers. */
  facts: (answers: A) => Facts;
  /** The values and lists of one document: facts in its language. */
  render: (facts: Facts, context: ClauseContext<A>, text: TextOf) => Rendering<List>;
  blocks: readonly ClauseBlock<Facts, List, Law>[];
  /** The laws that can make a section mandatory: when each applies (their names: `lawKey(law)`). */
  laws: Record<Law, Condition<Facts>>;
  compliance?: (facts: Facts) => ComplianceRow[];
};

/** A clause library ready to render: its definition, with the facts kept per answers. */
export type ClauseLibrary = {
  readonly definition: ClauseLibraryDefinition<Answers, unknown, string, string>;
  /** The facts of a document's answers (worked out once per answers object). */
  factsOf(answers: Answers): unknown;
};

/**
 * A type's clause library from its definition. Facts are kept per answers object: one document's
 * render, its required sections and its compliance summary read the same facts.
 */
export function defineClauseLibrary<A, Facts, List extends string, Law extends string>(
  definition: ClauseLibraryDefinition<A, Facts, List, Law>,
): ClauseLibrary {
  const facts = new WeakMap<object, Facts>();
  return {
    definition: definition as unknown as ClauseLibraryDefinition<Answers, unknown, string, string>,
    factsOf(answers) {
      let found = facts.get(answers);
      if (found === undefined) {
        found = definition.facts(answers as A);
        facts.set(answers, found);
      }
      return found;
    },
  };
}

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
  return fillTemplate(template, { values, fallback }, `clause ${key}`);
}

/** A catalog's text by key; a key the catalog lacks is a bug in the library or the catalog. */
function textIn(catalog: ClauseCatalog, language: Language): TextOf {
  return (key) => {
    const value = catalog[key];
    if (value === undefined) throw new Error(`clause ${key} is missing from the ${language} catalog`);
    return value;
  };
}

/** Builds the document's Markdown from its structure, its catalog and the answers. */
export function renderClauses(
  library: ClauseLibrary,
  catalog: ClauseCatalog,
  context: ClauseContext,
  /** With a locked edition: the notice that stands in for premium text not paid for yet. */
  locked?: { notice: string },
): string {
  const { definition } = library;
  const text = textIn(catalog, context.language);
  const facts = library.factsOf(context.answers);
  const { values, lists } = definition.render(facts, context, text);
  const premiumDocument = locked ? { ...context, premium: true } : context;
  const blocks: string[] = [];
  let noticeShown = false;
  for (const block of definition.blocks) {
    if (block.when && !block.when.test(facts, context)) {
      // Premium text not paid for yet: the section's heading shows what is bought, a notice its place.
      if (!locked || !block.when.test(facts, premiumDocument)) continue;
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
      const entries = lists[block.each] ?? [];
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

/** The sections of the document for these answers that the laws that apply make mandatory. */
export function requiredSections(
  library: ClauseLibrary,
  catalog: ClauseCatalog,
  context: ClauseContext,
): RequiredSection[] {
  const { definition } = library;
  const text = textIn(catalog, context.language);
  const facts = library.factsOf(context.answers);
  const { values } = definition.render(facts, context, text);
  const sections: RequiredSection[] = [];
  for (const block of definition.blocks) {
    if (!('heading' in block) || !block.requiredBy || (block.when && !block.when.test(facts, context)))
      continue;
    const laws = block.requiredBy.filter((law) => definition.laws[law]?.test(facts, context)).map(lawKey);
    if (laws.length > 0) sections.push({ heading: fill(text(block.heading), values, block.heading), laws });
  }
  return sections;
}

/** The compliance summary of a document's answers, from the same facts as its text. */
export function complianceOf(library: ClauseLibrary, answers: Answers): ComplianceRow[] {
  return library.definition.compliance?.(library.factsOf(answers)) ?? [];
}
