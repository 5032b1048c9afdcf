import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../shared/documents/parse-markdown';
import { renderDocx } from './render-docx';
import { NON_LATIN, SAMPLE_MARKDOWN, SAMPLE_META } from './test-fixtures';

async function docxFile(docx: Buffer, path: string): Promise<string> {
  const file = (await JSZip.loadAsync(docx, { checkCRC32: true })).file(path);
  if (!file) throw new Error(`${path} is not in the document`);
  return file.async('string');
}

describe('renderDocx', () => {
  it('gives Word headings, lists, bold and italic runs and hyperlinks', async () => {
    const docx = await renderDocx(parseMarkdown(SAMPLE_MARKDOWN), SAMPLE_META);
    const { value: html, messages } = await mammoth.convertToHtml({ buffer: docx });
    expect(messages).toEqual([]);
    expect(html).toContain('<h1>Privacy Policy</h1>');
    expect(html).toContain('<h2>Who we are</h2>');
    expect(html).toContain('<h3>Your rights</h3>');
    expect(html).toContain('<p><em>Last updated: 20 November 2026</em></p>');
    expect(html).toContain(`<strong>Acme Inc.</strong>, with offices in ${NON_LATIN}.`);
    expect(html).toContain('<a href="https://acme.example/about">our website</a>');
    expect(html).toContain('<a href="mailto:privacy@acme.example">privacy@acme.example</a>');
    expect(html).toContain('<em>in italics</em>');
    expect(html).toContain('<strong>bold with <em>italic</em> inside</strong>');
    expect(html).toContain(
      '<ul><li>Access your <strong>personal data</strong></li><li>Ask us to <em>erase</em> it</li>' +
        '<li>Visit <a href="https://help.acme.example/rights">the help centre</a></li></ul>',
    );
    expect(html).toContain('<ol><li>First step</li><li>Second step</li></ol>');
    expect(html).toContain('<p>A paragraph between the two numbered lists.<br />With a hard break.</p>');
    expect(html).toContain('<ol><li>Third step</li><li>Fourth step</li></ol>');
  });

  it('uses the Heading and Hyperlink styles and restarts the numbering of each list', async () => {
    const docx = await renderDocx(parseMarkdown(SAMPLE_MARKDOWN), SAMPLE_META);
    const body = await docxFile(docx, 'word/document.xml');
    for (const style of ['Heading1', 'Heading2', 'Heading3'])
      expect(body).toContain(`<w:pStyle w:val="${style}"/>`);
    expect(body).toContain('<w:rStyle w:val="Hyperlink"/>');
    const styles = await docxFile(docx, 'word/styles.xml');
    expect(styles).toContain('<w:style w:type="character" w:styleId="Hyperlink">');
    expect(styles).toMatch(/<w:style w:type="paragraph" w:styleId="Heading1">.*?<w:b\/>.*?<\/w:style>/);
    // Three lists, three numbering instances; the second numbered list starts at 3.
    const numIds = [...body.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((match) => match[1]);
    expect(new Set(numIds).size).toBe(3);
    const numbering = await docxFile(docx, 'word/numbering.xml');
    expect(numbering).toContain('<w:start w:val="3"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/>');
    expect(numbering).toContain('<w:numFmt w:val="bullet"/><w:lvlText w:val="•"/>');
  });

  it('writes title, author and language, and the page label with page fields in the footer', async () => {
    const docx = await renderDocx(parseMarkdown(SAMPLE_MARKDOWN), {
      ...SAMPLE_META,
      title: 'Datenschutzerklärung & <Co>',
      language: 'de',
      pageLabel: (page, total) => `Seite ${page} von ${total}`,
    });
    const core = await docxFile(docx, 'docProps/core.xml');
    expect(core).toContain('<dc:title>Datenschutzerklärung &amp; &lt;Co&gt;</dc:title>');
    expect(core).toContain('<dc:creator>Acme Inc.</dc:creator>');
    expect(core).toContain('<dc:language>de-DE</dc:language>');
    expect(core).toContain(
      '<dcterms:created xsi:type="dcterms:W3CDTF">2026-11-20T00:00:00Z</dcterms:created>',
    );
    expect(await docxFile(docx, 'word/styles.xml')).toContain('<w:lang w:val="de-DE"/>');
    const footer = await docxFile(docx, 'word/footer1.xml');
    expect(footer).toContain('Last updated: 20 November 2026');
    expect(footer).toMatch(/Seite <\/w:t>.*PAGE.*<w:t xml:space="preserve"> von <\/w:t>.*NUMPAGES/);
  });

  it('gives identical bytes for identical input', async () => {
    const document = parseMarkdown(SAMPLE_MARKDOWN);
    const first = await renderDocx(document, SAMPLE_META);
    const second = await renderDocx(document, SAMPLE_META);
    expect(second.equals(first)).toBe(true);
    const relationships = await docxFile(first, 'word/_rels/document.xml.rels');
    expect(relationships).toContain('Id="rIdLink1"');
    expect(relationships).toContain('Target="https://help.acme.example/rights" TargetMode="External"');
  });

  it('escapes link targets and text in the XML it writes itself', async () => {
    const docx = await renderDocx(
      parseMarkdown('See [terms & <conditions>](https://acme.example/terms?a=1&b=%222%22) now.'),
      SAMPLE_META,
    );
    const { value, messages } = await mammoth.convertToHtml({ buffer: docx });
    expect(messages).toEqual([]);
    expect(value).toBe(
      '<p>See <a href="https://acme.example/terms?a=1&amp;b=%222%22">terms &amp; &lt;conditions&gt;</a> now.</p>',
    );
    const relationships = await docxFile(docx, 'word/_rels/document.xml.rels');
    expect(relationships).toContain('Target="https://acme.example/terms?a=1&amp;b=%222%22"');
  });

  it('leaves out characters XML cannot hold', async () => {
    const docx = await renderDocx(parseMarkdown('Bell\u0007 and form\u000c feed'), SAMPLE_META);
    const { value } = await mammoth.convertToHtml({ buffer: docx });
    expect(value).toBe('<p>Bell and form feed</p>');
  });
});
