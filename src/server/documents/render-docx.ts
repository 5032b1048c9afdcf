import { Document, Footer, Packer, PageNumber, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import type { BlockNode, DocumentNode } from '../../shared/documents/ast';
import { escapeHtml } from '../../shared/documents/render-html';
import type { Language } from '../../shared/i18n/languages';
import { flattenInline, type InlineRun } from './inline-runs';
import { type DocumentMeta, pageLabelParts } from './meta';
import { zipPackage } from './zip';

// Sizes in twentieths of a point (twips) for the page, half-points for text.
const PAGE = { width: 11906, height: 16838 }; // A4
const MARGIN = 1134; // 2 cm
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const LIST_INDENT = { left: 567, hanging: 284 };

/** Word's language tags for the document languages. */
const WORD_LANGUAGE: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};

/**
 * Renders the document model to a Word document: Heading 1–3 styles, real bulleted and numbered lists
 * (each numbered list counts from its own start), bold and italic runs, hyperlinks in Word's Hyperlink
 * style, title, author and language in the properties, and the page label in the footer.
 *
 * docx writes the package around the text (styles, footer, settings, content types), which depends only
 * on the language and the footer and is kept per footer; the body, its list numbering and its hyperlink
 * relationships are written here as WordprocessingML directly. Building docx's object tree for every
 * paragraph cost more than the whole 20 ms budget for the largest Privacy Policy (decision 0006).
 */
export async function renderDocx(document: DocumentNode, meta: DocumentMeta): Promise<Buffer> {
  const body = new BodyWriter();
  for (const block of document.children) body.block(block);
  const files = new Map(packageScaffold(meta));
  const scaffoldBody = files.get(DOCUMENT_PATH);
  const relationships = files.get(RELATIONSHIPS_PATH);
  if (typeof scaffoldBody !== 'string' || typeof relationships !== 'string')
    throw new Error(
      'docx no longer writes word/document.xml and its relationships as text: see render-docx.ts',
    );
  files.set(DOCUMENT_PATH, scaffoldBody.replace('<w:body>', `<w:body>${body.xml}`));
  files.set(
    RELATIONSHIPS_PATH,
    relationships.replace('</Relationships>', `${body.hyperlinkRelationships()}</Relationships>`),
  );
  files.set(NUMBERING_PATH, numberingXml(body.lists));
  files.set('docProps/core.xml', coreProperties(meta));
  return zipPackage(files, meta.date);
}

type PackageFiles = Map<string, string | Uint8Array>;

const DOCUMENT_PATH = 'word/document.xml';
const RELATIONSHIPS_PATH = 'word/_rels/document.xml.rels';
const NUMBERING_PATH = 'word/numbering.xml';

/** Scaffolds by language and footer; a handful of entries, as the footer holds the document's date. */
const scaffolds = new Map<string, PackageFiles>();
const MAX_SCAFFOLDS = 32;

/** The package docx writes for an empty document with these styles and this footer. */
function packageScaffold(meta: DocumentMeta): PackageFiles {
  const key = JSON.stringify([meta.language, meta.lastUpdatedLabel, pageLabelParts(meta.pageLabel)]);
  const known = scaffolds.get(key);
  if (known) return known;
  const word = new Document({
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: 22, language: { value: WORD_LANGUAGE[meta.language] } },
          paragraph: { spacing: { after: 120, line: 276 } },
        },
        heading1: { run: { size: 36, bold: true }, paragraph: { spacing: { before: 240, after: 200 } } },
        heading2: { run: { size: 28, bold: true }, paragraph: { spacing: { before: 280, after: 120 } } },
        heading3: { run: { size: 24, bold: true }, paragraph: { spacing: { before: 200, after: 80 } } },
        // List items sit closer together than paragraphs.
        listParagraph: { paragraph: { spacing: { after: 60 } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, footer: 567 },
          },
        },
        footers: { default: footer(meta) },
        children: [],
      },
    ],
  });
  const files = compile(word);
  if (scaffolds.size >= MAX_SCAFFOLDS) scaffolds.clear();
  scaffolds.set(key, files);
  return files;
}

/**
 * The package's files as docx writes them, before zipping. `Packer` zips them itself, in JavaScript
 * (fflate), with the time of rendering on every entry; its compiler (docx 9.15, not in the typings) is
 * used here instead, so the files are zipped with the fixed date by Node's native zlib, several times faster.
 */
function compile(word: Document): PackageFiles {
  const { compiler } = Packer as unknown as { compiler?: { compile(file: Document): PackageFiles } };
  if (!compiler) throw new Error('docx no longer exposes Packer.compiler: see render-docx.ts');
  return compiler.compile(word);
}

/** A list of the body: Word numbers each list as an instance of its own, counting from `start`. */
type ListInstance = { ordered: boolean; start: number };

/**
 * Writes the body's paragraphs. Lists become numbering instances (`w:numId` 1, 2… in document order)
 * and links hyperlink relationships named "rIdLink1", "rIdLink2"… in document order, so the same
 * document always gives the same bytes.
 */
class BodyWriter {
  xml = '';
  readonly lists: ListInstance[] = [];
  private readonly links: string[] = [];

  block(block: BlockNode): void {
    switch (block.type) {
      case 'heading':
        this.xml += `<w:p><w:pPr><w:pStyle w:val="Heading${block.level}"/></w:pPr>${this.runs(flattenInline(block.children))}</w:p>`;
        return;
      case 'paragraph':
        this.xml += `<w:p>${this.runs(flattenInline(block.children))}</w:p>`;
        return;
      case 'list': {
        this.lists.push({ ordered: block.ordered, start: block.ordered ? block.start : 1 });
        const properties = `<w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${this.lists.length}"/></w:numPr></w:pPr>`;
        for (const item of block.items)
          this.xml += `<w:p>${properties}${this.runs(flattenInline(item))}</w:p>`;
        return;
      }
    }
  }

  /** Text runs, with neighbouring runs of one link gathered into one hyperlink. */
  private runs(runs: InlineRun[]): string {
    let xml = '';
    let index = 0;
    while (index < runs.length) {
      const run = runs[index] as InlineRun;
      if (run.href === null) {
        xml += textRun(run, false);
        index += 1;
        continue;
      }
      this.links.push(run.href);
      xml += `<w:hyperlink w:history="1" r:id="rIdLink${this.links.length}">`;
      while (index < runs.length && runs[index]?.href === run.href) {
        xml += textRun(runs[index] as InlineRun, true);
        index += 1;
      }
      xml += '</w:hyperlink>';
    }
    return xml;
  }

  hyperlinkRelationships(): string {
    return this.links
      .map(
        (href, index) =>
          `<Relationship Id="rIdLink${index + 1}" Type="${HYPERLINK_TYPE}" Target="${xmlValue(href)}" TargetMode="External"/>`,
      )
      .join('');
  }
}

const HYPERLINK_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';

/** One run; only formatting that is on is written (in the order the schema requires). */
function textRun(run: InlineRun, link: boolean): string {
  if (run.text === '\n') return '<w:r><w:br/></w:r>';
  const properties =
    (link ? '<w:rStyle w:val="Hyperlink"/>' : '') +
    (run.bold ? '<w:b/><w:bCs/>' : '') +
    (run.italic ? '<w:i/><w:iCs/>' : '');
  return `<w:r>${properties && `<w:rPr>${properties}</w:rPr>`}<w:t xml:space="preserve">${xmlValue(run.text)}</w:t></w:r>`;
}

const W_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/**
 * The numbering part: one abstract definition for bullets and one per start number of the numbered
 * lists, and one instance per list so that each list counts on its own.
 */
function numberingXml(lists: ListInstance[]): string {
  const starts = [...new Set(lists.filter((list) => list.ordered).map((list) => list.start))];
  const level = (format: 'bullet' | 'decimal', text: string, start: number) =>
    `<w:lvl w:ilvl="0"><w:start w:val="${start}"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${LIST_INDENT.left}" w:hanging="${LIST_INDENT.hanging}"/></w:pPr></w:lvl>`;
  const abstract = (id: number, lvl: string) =>
    `<w:abstractNum w:abstractNumId="${id}"><w:multiLevelType w:val="singleLevel"/>${lvl}</w:abstractNum>`;
  const BULLETS_ID = 1;
  const numbersId = (start: number) => 2 + starts.indexOf(start);
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    `<w:numbering xmlns:w="${W_NAMESPACE}">`,
    abstract(BULLETS_ID, level('bullet', '•', 1)),
    ...starts.map((start) => abstract(numbersId(start), level('decimal', '%1.', start))),
    ...lists.map(
      (list, index) =>
        `<w:num w:numId="${index + 1}"><w:abstractNumId w:val="${list.ordered ? numbersId(list.start) : BULLETS_ID}"/></w:num>`,
    ),
    '</w:numbering>',
  ].join('');
}

/** The last-updated line on the left, the translated page label ("3 / 12") with Word's page fields on the right. */
function footer(meta: DocumentMeta): Footer {
  const label = pageLabelParts(meta.pageLabel).map((part) =>
    typeof part === 'string'
      ? new TextRun({ text: part, size: 17, color: '6A737D' })
      : new TextRun({
          children: [part.field === 'page' ? PageNumber.CURRENT : PageNumber.TOTAL_PAGES],
          size: 17,
          color: '6A737D',
        }),
  );
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          new TextRun({ text: meta.lastUpdatedLabel, size: 17, color: '6A737D' }),
          new TextRun({ children: [new Tab()], size: 17 }),
          ...label,
        ],
      }),
    ],
  });
}

/** Text for XML content or attributes: escaped, and without the characters XML 1.0 cannot hold. */
function xmlValue(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to remove
  return escapeHtml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
}

/** The document's core properties (title, author, language), dated `meta.date` rather than the time of rendering. */
function coreProperties(meta: DocumentMeta): string {
  const date = meta.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const value = xmlValue;
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ',
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ',
    'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    `<dc:title>${value(meta.title)}</dc:title>`,
    `<dc:creator>${value(meta.author)}</dc:creator>`,
    `<cp:lastModifiedBy>${value(meta.author)}</cp:lastModifiedBy>`,
    `<dc:language>${WORD_LANGUAGE[meta.language]}</dc:language>`,
    `<dcterms:created xsi:type="dcterms:W3CDTF">${date}</dcterms:created>`,
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${date}</dcterms:modified>`,
    '</cp:coreProperties>',
  ].join('');
}
