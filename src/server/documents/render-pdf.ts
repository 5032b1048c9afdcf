import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { BlockNode, DocumentNode } from '../../shared/documents/ast';
import { flattenInline, type InlineRun, listMarker } from './inline-runs';
import { type DocumentMeta, pageLabelText } from './meta';
import { EMOJI_FONT_MODULE, splitEmoji, woffToSfnt } from './pdf-emoji';

type Pdf = InstanceType<typeof PDFDocument>;

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { top: 64, bottom: 72, left: 64, right: 64 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BODY_SIZE = 10.5;
const LINE_GAP = 2.5;
const BLOCK_GAP = 7;
const HEADING: Record<1 | 2 | 3, { size: number; before: number; after: number }> = {
  1: { size: 20, before: 6, after: 10 },
  2: { size: 14.5, before: 14, after: 6 },
  3: { size: 12, before: 10, after: 4 },
};
const LIST_INDENT = 10;
const MARKER_GAP = 6;
const ITEM_GAP = 2.5;
const FOOTER_SIZE = 8.5;
const FOOTER_TOP = PAGE.height - MARGIN.bottom + 28;
const UNDERLINE_WIDTH = 0.5;

/** Fill colours as PDF operands (red green blue, 0–1). */
const COLOR = {
  text: '0.122 0.137 0.157', // #1f2328
  link: '0.043 0.341 0.816', // #0b57d0
  muted: '0.416 0.451 0.490', // #6a737d
} as const;

type Color = keyof typeof COLOR;

/**
 * Renders the document model to an A4 PDF with embedded DejaVu Sans (Latin, Greek and Cyrillic) and,
 * for emoji, Noto Emoji (pdf-emoji.ts):
 * headings, lists with hanging indents, bold and italic runs, clickable links, and on every page a
 * footer with the "last updated" line and the page label. Dates come from `meta`, so identical input
 * gives identical bytes.
 */
export function renderPdf(document: DocumentNode, meta: DocumentMeta): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: MARGIN,
    bufferPages: true,
    lang: meta.language,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, CreationDate: meta.date, ModDate: meta.date },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const writer = new PageWriter(pdf);
  document.children.forEach((block, index) => {
    writeBlock(writer, block, index === 0);
  });
  writer.footers(meta);
  noteCachedWords();
  pdf.end();
  return done;
}

function writeBlock(writer: PageWriter, block: BlockNode, first: boolean): void {
  switch (block.type) {
    case 'heading': {
      const style = HEADING[block.level];
      if (!first) writer.y += style.before;
      // A heading stays with at least two lines of what follows it.
      writer.keepSpace(writer.lineHeight(style.size) + 2 * writer.lineHeight(BODY_SIZE));
      const runs = flattenInline(block.children).map((run) => ({ ...run, bold: true }));
      writer.paragraph(runs, MARGIN.left, CONTENT_WIDTH, style.size);
      writer.y += style.after;
      break;
    }
    case 'paragraph':
      writer.paragraph(flattenInline(block.children), MARGIN.left, CONTENT_WIDTH, BODY_SIZE);
      writer.y += BLOCK_GAP;
      break;
    case 'list': {
      const markers = block.items.map((_, index) => listMarker(block.ordered, block.start, index));
      const markerWidths = markers.map((marker) => writer.width(marker, 'regular', BODY_SIZE));
      const markerColumn = Math.max(...markerWidths);
      const textX = MARGIN.left + LIST_INDENT + markerColumn + MARKER_GAP;
      block.items.forEach((item, index) => {
        writer.keepSpace(writer.lineHeight(BODY_SIZE));
        // Numbers are right-aligned in their column, so "9." and "10." end at the same place.
        const markerX = MARGIN.left + LIST_INDENT + markerColumn - (markerWidths[index] ?? 0);
        writer.line([fragment([markers[index] ?? ''], 'regular', 'text')], markerX, writer.y, BODY_SIZE);
        writer.paragraph(flattenInline(item), textX, MARGIN.left + CONTENT_WIDTH - textX, BODY_SIZE);
        writer.y += ITEM_GAP;
      });
      writer.y += BLOCK_GAP - ITEM_GAP;
      break;
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Fonts

/** The fonts as module paths. Only the fonts a document uses are embedded in it. */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  italic: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
  boldItalic: 'dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf',
  emoji: EMOJI_FONT_MODULE,
} as const;

export type FontName = keyof typeof FONT_FILES;

const FONT_NAMES = Object.keys(FONT_FILES) as FontName[];

/** The text font of a run's formatting (emoji have one font for every formatting). */
function styleFont(run: { bold: boolean; italic: boolean }): FontName {
  if (run.bold) return run.italic ? 'boldItalic' : 'bold';
  return run.italic ? 'italic' : 'regular';
}

/** A run in the one font that draws it. */
type PdfRun = InlineRun & { font: FontName };

/** Runs cut where their text moves between the text font and the emoji font. */
function withFonts(runs: InlineRun[], fonts: Record<FontName, PdfkitFont>): PdfRun[] {
  const emojiFont = fonts.emoji.font;
  const hasEmoji = (codePoint: number) => emojiFont.hasGlyphForCodePoint(codePoint);
  return runs.flatMap((run) => {
    const font = styleFont(run);
    const textFont = fonts[font].font;
    return splitEmoji(run.text, (codePoint) => textFont.hasGlyphForCodePoint(codePoint), hasEmoji).map(
      (stretch) => ({ ...run, text: stretch.text, font: stretch.emoji ? 'emoji' : font }),
    );
  });
}

const requireFromHere = createRequire(import.meta.url);

const fontFiles = new Map<FontName, Buffer>();

/** The font files, read once per process (the invoice PDF embeds them too). */
export function fontFile(name: FontName): Buffer {
  let file = fontFiles.get(name);
  if (!file) {
    file = woffToSfnt(readFileSync(requireFromHere.resolve(FONT_FILES[name])));
    fontFiles.set(name, file);
  }
  return file;
}

/**
 * The parts of pdfkit 0.20's embedded font object (`doc._font`, not in the typings) this renderer uses:
 * its parsed (fontkit) font, its word layout cache, its resource name, its ascender, `ref()` (which marks
 * the font for embedding) and `encode()` (glyph ids in hex, adding the glyphs to the embedded subset, and
 * their positions in thousandths of the font size).
 */
type PdfkitFont = {
  id: string;
  font: ParsedFont;
  layoutCache?: Record<string, unknown>;
  ascender: number;
  ref(): unknown;
  encode(text: string): [string[], GlyphPosition[]];
};

type GlyphPosition = { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number };

/**
 * A fontkit font: whether it draws a character, and its glyph cache, which holds each glyph with the
 * characters it was first asked for.
 */
type ParsedFont = {
  hasGlyphForCodePoint(codePoint: number): boolean;
  _glyphs?: Record<string, { codePoints?: number[] } | undefined>;
};

/**
 * pdfkit parses each font file (tables of thousands of entries) and shapes each word anew for every
 * document. Both are shared across documents: pdfkit takes a parsed font wherever it takes a font file,
 * and a font's word layout cache (word → glyphs with their characters and advances) holds the same for
 * every document using it.
 */
type SharedFont = { parsed: ParsedFont; layoutCache: Record<string, unknown> | undefined; words: number };

const sharedFonts = new Map<FontName, SharedFont>();

/** Past this many words (answers bring names and addresses), a font's shared layout cache starts afresh. */
const MAX_SHARED_WORDS = 50_000;

function registerFonts(pdf: Pdf): Record<FontName, PdfkitFont> {
  const fonts = {} as Record<FontName, PdfkitFont>;
  for (const name of FONT_NAMES) {
    const shared = sharedFonts.get(name);
    if (shared) forgetGlyphsWithoutText(shared.parsed);
    pdf.registerFont(name, (shared?.parsed ?? fontFile(name)) as Buffer);
    pdf.font(name);
    const font = (pdf as unknown as { _font: PdfkitFont })._font;
    if (shared?.layoutCache && shared.words < MAX_SHARED_WORDS) {
      font.layoutCache = shared.layoutCache;
    } else {
      sharedFonts.set(name, { parsed: font.font, layoutCache: font.layoutCache, words: 0 });
    }
    fonts[name] = font;
  }
  return fonts;
}

/**
 * Embedding a subset loads the glyphs that accented letters are built from ("ź" holds "z") without their
 * characters. Left in the shared font's glyph cache, a later document writing "z" itself would get that
 * glyph, and its text would lose the letter (copy, search, screen readers). They are dropped, to be
 * loaded again with their characters when a word needs them.
 */
function forgetGlyphsWithoutText(font: ParsedFont): void {
  const glyphs = font._glyphs ?? {};
  for (const id of Object.keys(glyphs)) {
    if (!glyphs[id]?.codePoints?.length) delete glyphs[id];
  }
}

let rendered = 0;

/** Counts the words in the shared layout caches now and then (counting takes a moment), to bound them. */
function noteCachedWords(): void {
  rendered += 1;
  if (rendered % 20 !== 1) return;
  for (const shared of sharedFonts.values()) {
    if (shared.layoutCache) shared.words = Object.keys(shared.layoutCache).length;
  }
}

/**
 * A word (or a space) as text-showing operands: its glyph ids (see `pdfString`) with kerning between them, and its
 * advance in thousandths of the font size. Words with glyphs placed off the baseline (combining marks)
 * keep their positions and are drawn glyph by glyph.
 */
type EncodedWord = { operands: string; advance: number; positions: GlyphPosition[] | null; hex: string[] };

/**
 * Encodes words for one document. Glyph ids are those of the document's font subsets, so the cache lives
 * as long as the document; words repeat a lot, and each is shaped and encoded once.
 */
class WordEncoder {
  private readonly words = new Map<FontName, Map<string, EncodedWord>>();

  constructor(readonly fonts: Record<FontName, PdfkitFont>) {}

  encode(text: string, font: FontName): EncodedWord {
    let words = this.words.get(font);
    if (!words) {
      words = new Map();
      this.words.set(font, words);
    }
    let word = words.get(text);
    if (!word) {
      word = encodeWord(this.fonts[font], text);
      words.set(text, word);
    }
    return word;
  }

  /** The width of `text` in points at `size`. */
  width(text: string, font: FontName, size: number): number {
    return (this.encode(text, font).advance * size) / 1000;
  }
}

/**
 * Glyph ids (hex, two bytes each) as a PDF literal string of the raw bytes: half the size of the hex form
 * pdfkit writes, which makes the page contents quicker to compress. Parentheses, backslash and carriage
 * return are escaped.
 */
function pdfString(hex: string): string {
  let text = '(';
  for (let index = 0; index < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    text += LITERAL_ESCAPES[code] ?? String.fromCharCode(code);
  }
  return `${text})`;
}

const LITERAL_ESCAPES: Record<number, string> = { 40: '\\(', 41: '\\)', 92: '\\\\', 13: '\\r' };

function encodeWord(font: PdfkitFont, text: string): EncodedWord {
  const [hex, positions] = font.encode(text);
  let operands = '';
  let segment = '';
  let advance = 0;
  let offsets = false;
  positions.forEach((position, index) => {
    segment += hex[index];
    const kerning = position.xAdvance - position.advanceWidth;
    if (kerning !== 0) {
      operands += `${pdfString(segment)} ${number(-kerning)} `;
      segment = '';
    }
    if (position.xOffset || position.yOffset) offsets = true;
    advance += position.xAdvance;
  });
  if (segment) operands += pdfString(segment);
  return { operands, advance, positions: offsets ? positions : null, hex };
}

// ---------------------------------------------------------------------------------------------------
// Layout and drawing. Lines are broken here rather than by pdfkit's line wrapper, so a word made of
// several runs ("__processing__”") never breaks between them and each line is checked against the
// page end; each line is written as one text object of pre-encoded words. (pdfkit's `text()` writes an
// object per run and line and measures and shapes everything again: several times slower.)

/** Words and spaces in one font and colour, on one line. */
type Fragment = { words: string[]; font: FontName; color: Color; href: string | null };

function fragment(words: string[], font: FontName, color: Color, href: string | null = null): Fragment {
  return { words, font, color, href };
}

/** A piece of a word in one run's formatting. */
type Piece = { run: PdfRun; text: string; width: number };

/** What stands between two break opportunities: pieces with no break between them, then a space. */
type Word = { pieces: Piece[]; width: number; space: Piece | null };

const number = (value: number) => String(Math.round(value * 1000) / 1000);

class PageWriter {
  y = MARGIN.top;
  private readonly encoder: WordEncoder;
  /** The fill colour set on the current page: it lasts until the page ends. */
  private color = '';

  constructor(private readonly pdf: Pdf) {
    this.encoder = new WordEncoder(registerFonts(pdf));
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keepSpace(height: number): void {
    if (this.y + height > PAGE.height - MARGIN.bottom) {
      this.pdf.addPage();
      this.y = MARGIN.top;
      this.color = '';
    }
  }

  lineHeight(size: number): number {
    return this.pdf.font('regular', size).currentLineHeight(true) + LINE_GAP;
  }

  width(text: string, font: FontName, size: number): number {
    return this.encoder.width(text, font, size);
  }

  /** Writes runs as one paragraph from `x`, wrapped to `width`, moving to a new page where needed. */
  paragraph(runs: InlineRun[], x: number, width: number, size: number): void {
    const height = this.lineHeight(size);
    for (const line of this.breakLines(withFonts(runs, this.encoder.fonts), width, size)) {
      this.keepSpace(height);
      this.line(line, x, this.y, size);
      this.y += height;
    }
  }

  /** Writes fragments one after another from (x, top); links are blue, underlined and clickable. */
  line(fragments: Fragment[], x: number, top: number, size: number): void {
    const page = this.pdf.page;
    // The page's coordinates run downwards (pdfkit flips them): the text matrix flips the glyphs upright.
    const baseline = top + (this.encoder.fonts.regular.ascender / 1000) * size;
    const content = ['BT'];
    const links: { x: number; width: number; href: string }[] = [];
    let left = x;
    for (const { words, font: name, color, href } of fragments) {
      const font = this.encoder.fonts[name];
      if (!page.fonts[font.id]) page.fonts[font.id] = font.ref();
      if (color !== this.color) content.push(`${COLOR[color]} rg`);
      this.color = color;
      content.push(`/${font.id} ${number(size)} Tf`, `1 0 0 -1 ${number(left)} ${number(baseline)} Tm`);
      const start = left;
      let operands = '';
      for (const text of words) {
        const word = this.encoder.encode(text, name);
        if (word.positions) {
          // Glyphs off the baseline: finish the text so far and place this word glyph by glyph.
          if (operands) content.push(`[${operands}] TJ`);
          operands = '';
          placeGlyphs(content, word, left, baseline, size);
          content.push(`1 0 0 -1 ${number(left + (word.advance * size) / 1000)} ${number(baseline)} Tm`);
        } else {
          operands += word.operands;
        }
        left += (word.advance * size) / 1000;
      }
      if (operands) content.push(`[${operands}] TJ`);
      if (href) links.push({ x: start, width: left - start, href });
    }
    content.push('ET');
    for (const link of links) {
      // An underline in the link colour, just below the baseline.
      const y = number(baseline + size * 0.12);
      content.push(
        `${COLOR.link} RG ${UNDERLINE_WIDTH} w ${number(link.x)} ${y} m ${number(link.x + link.width)} ${y} l S`,
      );
    }
    this.pdf.addContent(content.join('\n'));
    for (const link of links) {
      this.pdf.link(link.x, top, link.width, this.lineHeight(size) - LINE_GAP, link.href);
    }
  }

  /**
   * The last-updated line and the page label at the foot of every page, once the page count is known.
   * They are written below the bottom margin, which only the page-break check above looks at.
   */
  footers(meta: DocumentMeta): void {
    const range = this.pdf.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      this.pdf.switchToPage(range.start + index);
      // Text is written at the end of each page's content: the colour there is the page's last one.
      this.color = '';
      const label = pageLabelText(meta.pageLabel, index + 1, range.count);
      this.line(
        [fragment(spaced(meta.lastUpdatedLabel), 'regular', 'muted')],
        MARGIN.left,
        FOOTER_TOP,
        FOOTER_SIZE,
      );
      const labelWords = spaced(label);
      const labelWidth = labelWords.reduce((sum, word) => sum + this.width(word, 'regular', FOOTER_SIZE), 0);
      const labelX = MARGIN.left + CONTENT_WIDTH - labelWidth;
      this.line([fragment(labelWords, 'regular', 'muted')], labelX, FOOTER_TOP, FOOTER_SIZE);
    }
  }

  /** Greedy line breaking; a word wider than the line (a long address) is cut where it must be. */
  private breakLines(runs: PdfRun[], width: number, size: number): Fragment[][] {
    const lines: Fragment[][] = [];
    let line: Piece[] = [];
    let lineWidth = 0;
    let space: Piece | null = null;
    const finish = () => {
      lines.push(fragmentsOf(line));
      line = [];
      lineWidth = 0;
      space = null;
    };
    for (const word of this.words(runs, size)) {
      if (word === 'break') {
        finish();
        continue;
      }
      if (line.length > 0 && lineWidth + (space?.width ?? 0) + word.width > width) finish();
      if (line.length > 0 && space) {
        line.push(space);
        lineWidth += space.width;
      }
      for (const piece of word.width > width ? this.cut(word.pieces, width, size) : word.pieces) {
        if (piece === null) {
          finish();
          continue;
        }
        line.push(piece);
        lineWidth += piece.width;
      }
      space = word.space;
    }
    if (line.length > 0 || lines.length === 0) finish();
    return lines;
  }

  private words(runs: PdfRun[], size: number): (Word | 'break')[] {
    const words: (Word | 'break')[] = [];
    let current: Word | null = null;
    for (const run of runs) {
      if (run.text === '\n') {
        current = null;
        words.push('break');
        continue;
      }
      const font = run.font;
      for (const [, text = '', space = ''] of run.text.matchAll(/(\S*)(\s*)/g)) {
        if (text) {
          if (!current || current.space) {
            current = { pieces: [], width: 0, space: null };
            words.push(current);
          }
          const width = this.width(text, font, size);
          current.pieces.push({ run, text, width });
          current.width += width;
        }
        // Any run of spaces is one space, in the formatting of the text it follows.
        if (space && current) current.space = { run, text: ' ', width: this.width(' ', font, size) };
      }
    }
    return words;
  }

  /** Cuts the pieces of an overlong word into line-sized pieces; `null` marks a line end. */
  private cut(pieces: Piece[], width: number, size: number): (Piece | null)[] {
    const out: (Piece | null)[] = [];
    let used = 0;
    for (const piece of pieces) {
      const font = piece.run.font;
      for (const char of piece.text) {
        const charWidth = this.width(char, font, size);
        if (used + charWidth > width && used > 0) {
          out.push(null);
          used = 0;
        }
        out.push({ run: piece.run, text: char, width: charWidth });
        used += charWidth;
      }
    }
    return out;
  }
}

/** Text split into words and single spaces, as lines hold it. */
function spaced(text: string): string[] {
  return text
    .split(/(\s+)/)
    .map((part) => (/^\s+$/.test(part) ? ' ' : part))
    .filter(Boolean);
}

/** The fragments of a line: neighbouring pieces of one run joined. A line never ends in a space. */
function fragmentsOf(pieces: Piece[]): Fragment[] {
  const fragments: Fragment[] = [];
  let last: PdfRun | null = null;
  for (const piece of pieces) {
    const previous = fragments[fragments.length - 1];
    if (previous && piece.run === last) {
      previous.words.push(piece.text);
    } else {
      const run = piece.run;
      fragments.push(fragment([piece.text], run.font, run.href ? 'link' : 'text', run.href));
    }
    last = piece.run;
  }
  return fragments;
}

/** Draws a word glyph by glyph at their own positions, as pdfkit does for marks placed off the baseline. */
function placeGlyphs(content: string[], word: EncodedWord, x: number, baseline: number, size: number): void {
  const scale = size / 1000;
  word.positions?.forEach((position, index) => {
    const glyphX = number(x + position.xOffset * scale);
    const glyphY = number(baseline - position.yOffset * scale);
    content.push(`1 0 0 -1 ${glyphX} ${glyphY} Tm`, `[${pdfString(word.hex[index] ?? '')}] TJ`);
    x += position.xAdvance * scale;
  });
}
