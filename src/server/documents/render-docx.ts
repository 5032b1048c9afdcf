import {
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Tab,
  TabStopType,
  TextRun,
} from 'docx';
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

const BULLETS = 'bullets';
/** Numbered lists that start at `start`: one numbering definition per start number used. */
const numbersFrom = (start: number) => `numbers-${start}`;

/**
 * Renders the document model to a Word document: Heading 1–3 styles, real bulleted and numbered lists
 * (each numbered list counts from its own start), bold and italic runs, hyperlinks in Word's Hyperlink
 * style, title, author and language in the properties, and the page label in the footer.
 */
export async function renderDocx(document: DocumentNode, meta: DocumentMeta): Promise<Buffer> {
  const starts = new Set<number>();
  let listCount = 0;
  const children = document.children.flatMap((block) => {
    if (block.type === 'list') {
      listCount += 1;
      if (block.ordered) starts.add(block.start);
    }
    return blockParagraphs(block, listCount);
  });
  // Title, author, language and dates are written by `coreProperties` below.
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
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              style: { paragraph: { indent: LIST_INDENT } },
            },
          ],
        },
        ...[...starts].map((start) => ({
          reference: numbersFrom(start),
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              start,
              style: { paragraph: { indent: LIST_INDENT } },
            },
          ],
        })),
      ],
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
        children,
      },
    ],
  });
  const files = compile(word);
  files.set('docProps/core.xml', coreProperties(meta));
  numberHyperlinks(files);
  return zipPackage(files, meta.date);
}

type PackageFiles = Map<string, string | Uint8Array>;

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

const DOCUMENT_PATH = 'word/document.xml';
const RELATIONSHIPS_PATH = 'word/_rels/document.xml.rels';

/**
 * docx names each hyperlink's relationship with a random id; they are renamed "rIdLink1", "rIdLink2"… in
 * document order, so the same document always gives the same bytes.
 */
function numberHyperlinks(files: PackageFiles): void {
  const relationships = files.get(RELATIONSHIPS_PATH);
  const body = files.get(DOCUMENT_PATH);
  if (typeof relationships !== 'string' || typeof body !== 'string') return;
  const names = new Map<string, string>();
  for (const [, id] of relationships.matchAll(/Id="(rId[^"]+)" Type="[^"]+\/hyperlink"/g)) {
    if (id) names.set(id, `rIdLink${names.size + 1}`);
  }
  if (names.size === 0) return;
  const rename = (xml: string, attribute: string) =>
    xml.replace(new RegExp(`${attribute}="(rId[^"]+)"`, 'g'), (match, id: string) => {
      const name = names.get(id);
      return name ? `${attribute}="${name}"` : match;
    });
  files.set(RELATIONSHIPS_PATH, rename(relationships, 'Id'));
  files.set(DOCUMENT_PATH, rename(body, 'r:id'));
}

function blockParagraphs(block: BlockNode, listNumber: number): Paragraph[] {
  switch (block.type) {
    case 'heading':
      return [
        new Paragraph({ heading: HEADING[block.level], children: runsOf(flattenInline(block.children)) }),
      ];
    case 'paragraph':
      return [new Paragraph({ children: runsOf(flattenInline(block.children)) })];
    case 'list': {
      // Each list is a numbering instance of its own, so every numbered list counts from its own start.
      const reference = block.ordered ? numbersFrom(block.start) : BULLETS;
      return block.items.map(
        (item) =>
          new Paragraph({
            numbering: { reference, level: 0, instance: listNumber },
            children: runsOf(flattenInline(item)),
          }),
      );
    }
  }
}

const HEADING = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;

/** Text runs, with neighbouring runs of one link gathered into one hyperlink. */
function runsOf(runs: InlineRun[]): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  let index = 0;
  while (index < runs.length) {
    const run = runs[index] as InlineRun;
    if (run.href === null) {
      children.push(textRun(run, false));
      index += 1;
      continue;
    }
    const linked: TextRun[] = [];
    while (index < runs.length && runs[index]?.href === run.href) {
      linked.push(textRun(runs[index] as InlineRun, true));
      index += 1;
    }
    children.push(new ExternalHyperlink({ link: run.href, children: linked }));
  }
  return children;
}

function textRun(run: InlineRun, link: boolean): TextRun {
  if (run.text === '\n') return new TextRun({ break: 1 });
  // Only formatting that is on is written: `bold: false` would add an element to every run.
  return new TextRun({
    text: run.text,
    ...(run.bold && { bold: true }),
    ...(run.italic && { italics: true }),
    ...(link && { style: 'Hyperlink' }),
  });
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

/**
 * Characters XML 1.0 cannot hold (control characters other than tab and line ends) are left out;
 * docx does the same for the text of the document.
 */
function xmlText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to remove
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

/** The document's core properties (title, author, language), dated `meta.date` rather than the time of rendering. */
function coreProperties(meta: DocumentMeta): string {
  const date = meta.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const value = (text: string) => escapeHtml(xmlText(text));
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
