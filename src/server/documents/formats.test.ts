import { describe, expect, it } from 'vitest';
import type { DocumentNode, InlineNode } from '../../shared/documents/ast';
import { parseMarkdown } from '../../shared/documents/parse-markdown';
import { inlineText } from '../../shared/documents/render-text';
import { largestPrivacyPolicy } from './bench';
import { renderFile } from './files';
import { renderPdf } from './render-pdf';
import { renderStandaloneHtml } from './render-standalone-html';
import { normaliseSpace, pdfText, SAMPLE_MARKDOWN, SAMPLE_META, visibleText } from './test-fixtures';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** What a browser shows of an HTML file's body: tags dropped, entities decoded. */
function htmlBodyText(html: string): string {
  const body = html.slice(html.indexOf('<body>'), html.indexOf('</body>'));
  return body
    .replace(/<\/?(?:strong|em|a)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Every heading and every list item of the document. */
function headingsAndItems(document: DocumentNode): InlineNode[][] {
  return document.children.flatMap((block) => {
    if (block.type === 'heading') return [block.children];
    if (block.type === 'list') return block.items;
    return [];
  });
}

describe('standalone HTML', () => {
  it('is a complete HTML5 document in the agreement language', () => {
    const html = renderStandaloneHtml(parseMarkdown(SAMPLE_MARKDOWN), { ...SAMPLE_META, language: 'fr' });
    expect(html.startsWith('<!doctype html>\n<html lang="fr">\n<head>\n<meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<title>Privacy Policy</title>');
    expect(html).toMatch(/<style>[^<]*body\{[^<]*<\/style>/);
    expect(html).toContain('<h1>Privacy Policy</h1>');
    expect(html).toContain(
      '<a href="https://acme.example/about" rel="noopener noreferrer nofollow">our website</a>',
    );
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('never turns text into markup: script, event handlers, javascript: links, the title', () => {
    const markdown = [
      '# Terms <script>alert(1)</script>',
      'Text <script>alert(1)</script> and [x](javascript:alert(1)) and <img src=x onerror=alert(1)>.',
      '- item <b onmouseover="alert(1)">bold</b>\n- [link](JavaScript:alert(1))',
      '[y](https://example.com/"><script>alert(1)</script>)',
    ].join('\n\n');
    const html = renderStandaloneHtml(parseMarkdown(markdown), {
      title: '</title><script>alert(1)</script>',
      language: 'en',
      author: '"><script>alert(1)</script>',
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain(
      'Text &lt;script&gt;alert(1)&lt;/script&gt; and x and &lt;img src=x onerror=alert(1)&gt;.',
    );
  });
});

describe('text and Markdown files', () => {
  it('keeps HTML typed into answers as text in the Markdown file, as every other format does', async () => {
    const markdown = 'We are <script>alert(1)</script> and <img src=x onerror=alert(2)> Ltd.';
    const file = (await renderFile(markdown, 'md', SAMPLE_META)).toString('utf8');
    expect(file).not.toContain('<script>');
    expect(file).not.toContain('<img');
    expect(file).toBe('We are &lt;script>alert(1)&lt;/script> and &lt;img src=x onerror=alert(2)> Ltd.\n');
  });

  it('gives the plain text rendering and the Markdown with one final line end', async () => {
    const text = (await renderFile(SAMPLE_MARKDOWN, 'txt', SAMPLE_META)).toString('utf8');
    expect(text).toContain('Privacy Policy\n==============\n');
    expect(text).toContain('- Visit the help centre (https://help.acme.example/rights)\n');
    expect(text).toContain('3. Third step\n4. Fourth step\n');
    expect((await renderFile(`${SAMPLE_MARKDOWN}\n\n\n  `, 'md', SAMPLE_META)).toString('utf8')).toBe(
      `${SAMPLE_MARKDOWN}\n`,
    );
    expect((await renderFile('# A\r\n\r\nB', 'md', SAMPLE_META)).toString('utf8')).toBe('# A\r\n\r\nB\n');
  });
});

describe('the same content in every format', () => {
  it('has every heading and list item of the largest Privacy Policy in the HTML, TXT and PDF files', async () => {
    const { markdown, document, meta } = largestPrivacyPolicy();
    const html = normaliseSpace(htmlBodyText((await renderFile(markdown, 'html', meta)).toString('utf8')));
    const plain = normaliseSpace((await renderFile(markdown, 'txt', meta)).toString('utf8'));
    // Page footers interrupt text that runs on to the next page: leave them out.
    const pdf = normaliseSpace(
      (await pdfText(await renderPdf(document, meta)))
        .split('\n')
        .filter((line) => !/^Last updated: .*\d+ ?\/ ?\d+$/.test(line.trim()))
        .join('\n'),
    );
    const expected = headingsAndItems(document);
    expect(expected.length).toBeGreaterThan(50);
    for (const nodes of expected) {
      const words = normaliseSpace(visibleText(nodes));
      expect(html.includes(words), `HTML: ${words}`).toBe(true);
      expect(pdf.includes(words), `PDF: ${words}`).toBe(true);
      // The text file follows each link's words with its address, as "words (address)".
      const text = normaliseSpace(inlineText(nodes));
      expect(plain.includes(text), `TXT: ${text}`).toBe(true);
    }
  });
});
