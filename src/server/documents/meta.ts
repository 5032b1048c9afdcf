import type { Language } from '../../shared/i18n/languages';

/** What the file renderers need besides the document itself. Every text is already translated. */
export type DocumentMeta = {
  /** The agreement's title: PDF/DOCX properties and the HTML `<title>`. */
  title: string;
  language: Language;
  /** "Last updated: 20 November 2026", shown in the PDF and DOCX footers. */
  lastUpdatedLabel: string;
  /** The footer's page label: a function, or a template with `{{page}}` and `{{total}}` ("{{page}} / {{total}}"). */
  pageLabel: ((page: number, total: number) => string) | string;
  /** The document's author: the customer's company name, or the application's name. */
  author: string;
  /** Creation and modification date written into the files, so identical input gives identical bytes. */
  date: Date;
};

/** A piece of the page label: literal text, or the place of the page number or of the page count. */
export type PageLabelPart = string | { field: 'page' | 'total' };

// Numbers no real document reaches, to find where a label function puts the page and the total.
const PAGE_MARK = 987_654_321;
const TOTAL_MARK = 987_654_329;

/**
 * The page label as parts, so renderers that number pages themselves (DOCX fields) can place
 * the page and the total where the translated label puts them.
 */
export function pageLabelParts(pageLabel: DocumentMeta['pageLabel']): PageLabelPart[] {
  const template =
    typeof pageLabel === 'string'
      ? pageLabel
      : pageLabel(PAGE_MARK, TOTAL_MARK)
          .replaceAll(String(PAGE_MARK), '{{page}}')
          .replaceAll(String(TOTAL_MARK), '{{total}}');
  return template
    .split(/(\{\{(?:page|total)\}\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{{page}}' ? { field: 'page' } : part === '{{total}}' ? { field: 'total' } : part,
    );
}

/** The page label of one page: "3 / 12". */
export function pageLabelText(pageLabel: DocumentMeta['pageLabel'], page: number, total: number): string {
  if (typeof pageLabel === 'function') return pageLabel(page, total);
  return pageLabel.replaceAll('{{page}}', String(page)).replaceAll('{{total}}', String(total));
}

/** The meta fields that change a rendered file, in a stable form for cache keys. */
export function metaFingerprint(meta: DocumentMeta): string {
  return JSON.stringify([
    meta.title,
    meta.language,
    meta.lastUpdatedLabel,
    pageLabelParts(meta.pageLabel),
    meta.author,
    meta.date.toISOString(),
  ]);
}
