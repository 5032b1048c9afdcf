import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AGREEMENT_TYPES, type AgreementTypeCode } from '../../shared/agreements/types';
import { escapeHtml } from '../../shared/documents/render-html';
import { LANGUAGE_NATIVE_NAMES, type Language } from '../../shared/i18n/languages';
import type { ClauseBlock, Condition } from './clause-library';

/**
 * The review edition of an agreement type: every block of its document in order, with its clause
 * key, when it appears (the condition in words), the laws that require it, and its text in one
 * language beside the English, with the translator's note where the key alone does not give the
 * context. A lawyer or a translator reviews a type from this one HTML file without reading code.
 */

/** A type's library as the review edition reads it. */
export type ReviewSource = {
  type: AgreementTypeCode;
  blocks: readonly ClauseBlock<unknown>[];
  laws: Readonly<Record<string, Condition<unknown>>>;
  /** The clause texts, in English and in the language reviewed. */
  english: Readonly<Record<string, string>>;
  translated: Readonly<Record<string, string>>;
  language: Language;
  /** A law's name by its name in the library (`gdpr`), in English and in the language reviewed. */
  lawName: (law: string, language: Language) => string;
  /** Notes for translators and reviewers by clause key. */
  notes: Readonly<Record<string, string>>;
};

/** A type's translator notes: content/<type>/notes.json (English, by clause key), when it has one. */
export function readTranslatorNotes(folder: string): Record<string, string> {
  const file = fileURLToPath(new URL(`./${folder}/notes.json`, import.meta.url));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** A clause's text for reading: escaped, each placeholder and section marker marked. */
function textCell(text: string | undefined): string {
  if (text === undefined) return '<td class="missing">missing</td>';
  const marked = escapeHtml(text).replace(/\{\{[#^/]?\w+\}\}/g, (tag) => `<mark>${tag}</mark>`);
  return `<td>${marked.replace(/\n/g, '<br>')}</td>`;
}

type Row = { kind: string; key: string; when: string; laws: string; indent: number };

/** One row per clause key the blocks read, in document order. */
function rowsOf(source: ReviewSource): Row[] {
  const rows: Row[] = [];
  let level = 1;
  for (const block of source.blocks) {
    const when = block.when?.words ?? 'always';
    if ('heading' in block) {
      level = block.level;
      const laws = (block.requiredBy ?? [])
        .map((law) => {
          const applies = source.laws[law]?.words ?? 'always';
          return `<b>${escapeHtml(source.lawName(law, 'en'))}</b> <span class="applies">(applies when ${escapeHtml(applies)})</span>`;
        })
        .join('<br>');
      rows.push({ kind: `heading ${block.level}`, key: block.heading, when, laws, indent: block.level - 1 });
    } else if ('paragraph' in block) {
      rows.push({ kind: 'paragraph', key: block.paragraph, when, laws: '', indent: level });
    } else if ('list' in block) {
      for (const [index, key] of block.list.entries())
        rows.push({
          kind: `${block.ordered ? 'numbered' : 'bulleted'} list item ${index + 1}`,
          key,
          when,
          laws: '',
          indent: level,
        });
    } else {
      rows.push({
        kind: `one list item per entry of “${block.each}”`,
        key: block.item,
        when,
        laws: '',
        indent: level,
      });
    }
  }
  return rows;
}

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #1b1b1b; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ccd; padding: .4rem .5rem; vertical-align: top; text-align: left; }
th { background: #eef; position: sticky; top: 0; }
td.key code { font-size: 12px; } td.missing { color: #b00020; font-weight: bold; }
tr.heading td { background: #f6f6fb; font-weight: 600; }
mark { background: #fff1b8; } .applies, .note { color: #555; font-size: 12px; }
`;

/** The review edition as one HTML page. */
export function reviewEditionHtml(source: ReviewSource): string {
  const slug = AGREEMENT_TYPES.find((type) => type.code === source.type)?.slug ?? source.type;
  const languageName = LANGUAGE_NATIVE_NAMES[source.language];
  const rows = rowsOf(source);
  const usedKeys = new Set(rows.map((row) => row.key));
  const bodyRows = rows.map((row, index) => {
    const note = source.notes[row.key];
    return [
      `<tr class="${row.kind.startsWith('heading') ? 'heading' : ''}">`,
      `<td>${index + 1}</td>`,
      `<td class="key" style="padding-left:${0.5 + row.indent}rem"><code>${escapeHtml(row.key)}</code><br><span class="note">${escapeHtml(row.kind)}</span></td>`,
      `<td>${escapeHtml(row.when)}</td>`,
      `<td>${row.laws}</td>`,
      textCell(source.english[row.key]),
      source.language === 'en' ? '' : textCell(source.translated[row.key]),
      `<td class="note">${note ? escapeHtml(note) : ''}</td>`,
      '</tr>',
    ].join('');
  });
  const keyRow = (key: string) => {
    const note = source.notes[key];
    return `<tr><td class="key"><code>${escapeHtml(key)}</code></td>${textCell(source.english[key])}${
      source.language === 'en' ? '' : textCell(source.translated[key])
    }<td class="note">${note ? escapeHtml(note) : ''}</td></tr>`;
  };
  const unprinted = Object.keys(source.english).filter((key) => !usedKeys.has(key));
  // Texts the values use inside other clauses (a sentence per provider, a word per choice…).
  const otherRows = unprinted.filter((key) => !key.startsWith('compliance.')).map(keyRow);
  // The compliance summary the wizard shows beside the document, not printed in it.
  const complianceRows = unprinted.filter((key) => key.startsWith('compliance.')).map(keyRow);
  const lawRows = Object.entries(source.laws).map(
    ([law, applies]) =>
      `<tr><td><code>${escapeHtml(law)}</code></td><td>${escapeHtml(source.lawName(law, 'en'))}</td>${
        source.language === 'en' ? '' : `<td>${escapeHtml(source.lawName(law, source.language))}</td>`
      }<td>${escapeHtml(applies.words)}</td></tr>`,
  );
  const translatedHeader = source.language === 'en' ? '' : `<th>${escapeHtml(languageName)}</th>`;
  return `<!doctype html>
<html lang="${source.language}">
<head><meta charset="utf-8"><title>${escapeHtml(slug)} — review edition (${escapeHtml(languageName)})</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(slug)}: review edition, ${escapeHtml(languageName)}${source.language === 'en' ? '' : ' beside English'}</h1>
<p>Every block of the document in the order it is printed. <b>Appears</b> says when the block is in a
document (“always”, or the answers that bring it in); <b>Required by</b> names the laws that make a
section mandatory and when each applies. Highlighted <mark>{{names}}</mark> are filled in from the
owner’s answers; <mark>{{#name}}</mark>…<mark>{{/name}}</mark> keeps its text only when the condition holds.</p>
<h2>Document</h2>
<table>
<thead><tr><th>#</th><th>Clause key</th><th>Appears</th><th>Required by</th><th>English</th>${translatedHeader}<th>Note</th></tr></thead>
<tbody>
${bodyRows.join('\n')}
</tbody>
</table>
<h2>Texts used inside other clauses</h2>
<table>
<thead><tr><th>Clause key</th><th>English</th>${translatedHeader}<th>Note</th></tr></thead>
<tbody>
${otherRows.join('\n')}
</tbody>
</table>
<h2>Compliance summary (shown in the wizard, not printed in the document)</h2>
<table>
<thead><tr><th>Clause key</th><th>English</th>${translatedHeader}<th>Note</th></tr></thead>
<tbody>
${complianceRows.join('\n')}
</tbody>
</table>
<h2>Laws</h2>
<table>
<thead><tr><th>Name in the library</th><th>English</th>${translatedHeader}<th>Applies when</th></tr></thead>
<tbody>
${lawRows.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}
