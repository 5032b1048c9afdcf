import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../shared/documents/parse-markdown';
import { largestPrivacyPolicy } from './bench';
import { renderPdf } from './render-pdf';
import { NON_LATIN, normaliseSpace, pdfText, pdfTool, SAMPLE_MARKDOWN, SAMPLE_META } from './test-fixtures';

/** The PDF's bytes with every FlateDecode stream inflated, to search its objects and page contents. */
function inflatedPdf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return raw.replace(/stream\n([\s\S]*?)\nendstream/g, (match, data: string) => {
    try {
      return `stream\n${inflateSync(Buffer.from(data, 'latin1')).toString('latin1')}\nendstream`;
    } catch {
      return match;
    }
  });
}

describe('renderPdf', () => {
  it('writes headings, list items, links and non-Latin text that pdftotext reads back', async () => {
    const pdf = await renderPdf(parseMarkdown(SAMPLE_MARKDOWN), SAMPLE_META);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    const lines = text.split('\n').map((line) => line.trim());
    for (const heading of ['Privacy Policy', 'Who we are', 'Your rights']) expect(lines).toContain(heading);
    expect(lines).toContain('• Access your personal data');
    expect(lines).toContain('• Ask us to erase it');
    expect(lines).toContain('• Visit the help centre');
    expect(lines).toContain('1. First step');
    expect(lines).toContain('2. Second step');
    // The second list counts on from its own start.
    expect(lines).toContain('3. Third step');
    expect(lines).toContain('With a hard break.');
    const flat = normaliseSpace(text);
    expect(flat).toContain(NON_LATIN);
    expect(flat).toContain('Read our website or write to privacy@acme.example.');
    expect(flat).toContain('and bold with italic inside too.');
    // pdftotext's layout mode drops the narrow spaces of the small footer text ("1/1"): read it in content order.
    expect(await pdfText(pdf, 'raw')).toMatch(/Last updated: 20 November 2026 1 \/ 1\n/);
  });

  it('embeds the regular, bold, italic and bold italic DejaVu Sans faces it uses', async () => {
    const fonts = await pdfTool(await renderPdf(parseMarkdown(SAMPLE_MARKDOWN), SAMPLE_META), 'pdffonts');
    for (const face of ['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique', 'DejaVuSans-BoldOblique']) {
      expect(fonts).toMatch(new RegExp(`\\+${face}\\s+CID TrueType\\s+Identity-H\\s+yes\\s+yes\\s+yes`));
    }
  });

  it('prints emoji from answers with the embedded Noto Emoji, and only where a document has them', async () => {
    const withEmoji = await renderPdf(
      parseMarkdown('# Café ☕ & Bakery 🥐\n\nWe are **Café ☕** in 🇫🇷, open 7/7 👍🏽.'),
      SAMPLE_META,
    );
    const fonts = await pdfTool(withEmoji, 'pdffonts');
    expect(fonts).toMatch(/\+NotoEmoji\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    const text = normaliseSpace(await pdfText(withEmoji));
    expect(text).toContain('Café ☕ & Bakery 🥐');
    expect(text).toContain('🇫🇷');
    expect(
      await pdfTool(await renderPdf(parseMarkdown(SAMPLE_MARKDOWN), SAMPLE_META), 'pdffonts'),
    ).not.toContain('NotoEmoji');
  });

  it('makes links clickable: a /Link annotation with each address', async () => {
    const raw = inflatedPdf(await renderPdf(parseMarkdown(SAMPLE_MARKDOWN), SAMPLE_META));
    expect(raw).toMatch(/\/Subtype \/Link/);
    expect(raw).toContain('/URI (https://acme.example/about)');
    expect(raw).toContain('/URI (mailto:privacy@acme.example)');
    expect(raw).toContain('/URI (https://help.acme.example/rights)');
  });

  it('sets the title, author, language and dates from the meta', async () => {
    const pdf = await renderPdf(parseMarkdown(SAMPLE_MARKDOWN), { ...SAMPLE_META, language: 'de' });
    const info = await pdfTool(pdf, 'pdfinfo');
    expect(info).toMatch(/Title:\s+Privacy Policy/);
    expect(info).toMatch(/Author:\s+Acme Inc\./);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const raw = inflatedPdf(pdf);
    // pdfkit writes each date as an object of its own: both are the meta's date, in UTC.
    expect(raw.match(/\(D:20261120000000Z\)/g)).toHaveLength(2);
    expect(raw).toContain('/Lang (de)');
    expect(raw).toContain('/DisplayDocTitle true');
  });

  it('gives identical bytes for identical input', async () => {
    const document = parseMarkdown(SAMPLE_MARKDOWN);
    const first = await renderPdf(document, SAMPLE_META);
    const second = await renderPdf(document, SAMPLE_META);
    expect(second.equals(first)).toBe(true);
  });

  it('numbers every page of a long document with the translated label', async () => {
    const { document } = largestPrivacyPolicy();
    const pdf = await renderPdf(document, {
      ...SAMPLE_META,
      pageLabel: (page, total) => `Seite ${page} von ${total}`,
    });
    const pages = Number(/Pages:\s+(\d+)/.exec(await pdfTool(pdf, 'pdfinfo'))?.[1]);
    expect(pages).toBeGreaterThan(5);
    // pdftotext ends each page with a form feed: every page has its own footer, with its own number.
    const texts = (await pdfText(pdf, 'raw')).split('\f').slice(0, -1);
    expect(texts).toHaveLength(pages);
    texts.forEach((text, index) => {
      expect(text.match(/Last updated: 20 November 2026 Seite \d+ von \d+/g)).toEqual([
        `Last updated: 20 November 2026 Seite ${index + 1} von ${pages}`,
      ]);
    });
  });

  it('cuts a word longer than the line instead of letting it run off the page', async () => {
    const address = `https://acme.example/${'very-long-path-segment/'.repeat(12)}end`;
    const pdf = await renderPdf(parseMarkdown(`See [${address}](${address}).`), SAMPLE_META);
    const text = await pdfText(pdf);
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.includes('Last updated'));
    expect(lines[0]).toBe('See');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.slice(1).join('')).toBe(`${address}.`);
  });

  it('writes any glyph id as a literal string byte: ( ) \\ and carriage return included', async () => {
    // Well over 92 distinct glyphs, so the subset's glyph ids reach 0x0d, 0x28, 0x29 and 0x5c.
    const characters = [
      'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789',
      'äöüß àâçéèêëîïôùûÿ ñ ÁÉÍÓÚ åæø ąęłńśźż čřšž',
      'αβγδεζηθικλμνξοπρστυφχψω абвгдежзийклмнопрстуфхцчшщ',
      '( ) \\ / ? ! & % $ € £ § @ # + = < > { } ; : , . “ ” ‘ ’ – —',
    ].join(' ');
    const pdf = await renderPdf(parseMarkdown(characters), SAMPLE_META);
    expect(normaliseSpace(await pdfText(pdf, 'raw'))).toContain(
      normaliseSpace(characters.replace('\\\\', '\\')),
    );
  });

  it('keeps the text of letters an earlier document only used inside accented letters', async () => {
    // "ź", "Ε" and "М" are drawn from the glyphs of "z", "E" and "M": embedding them loads those glyphs.
    await renderPdf(parseMarkdown('Łódź, Ελλάδα, Москва'), SAMPLE_META);
    const pdf = await renderPdf(parseMarkdown('Zebra zone, Echo and Mike'), SAMPLE_META);
    expect(await pdfText(pdf, 'raw')).toContain('Zebra zone, Echo and Mike');
  });

  it('places combining marks over their letters', async () => {
    const pdf = await renderPdf(
      parseMarkdown('# Cafe\u0301 n\u0303\n\nPlain cafe\u0301 and A\u030a and q\u0307.'),
      SAMPLE_META,
    );
    const text = (await pdfText(pdf)).normalize('NFC');
    expect(text).toContain('Café ñ');
    expect(text).toContain('Plain café and Å and q\u0307');
  });

  it('renders an empty document as one page with its footer', async () => {
    const pdf = await renderPdf(parseMarkdown(''), SAMPLE_META);
    expect(await pdfText(pdf, 'raw')).toBe('Last updated: 20 November 2026 1 / 1\n\f');
  });
});
