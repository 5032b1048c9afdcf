import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../shared/documents/render-html';
import { escapeMarkdownInline, escapeMarkdownUrl } from './clause-library';

describe('escaping answers for the Markdown subset', () => {
  it('keeps a URL answer one link: parentheses, spaces and angle brackets cannot end its target', () => {
    expect(escapeMarkdownUrl('https://a.example/)x')).toBe('https://a.example/%29x');
    expect(escapeMarkdownUrl('https://a.example/(a b)<c>')).toBe('https://a.example/%28a%20b%29%3Cc%3E');
    const hostile = 'https://a.example/)[click](https://phish.example)';
    const html = markdownToHtml(`[Policy](${escapeMarkdownUrl(hostile)})`);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).not.toContain('href="https://phish.example"');
  });

  it('keeps inline text literal: emphasis, links and headings from answers stay words', () => {
    const html = markdownToHtml(
      `We are ${escapeMarkdownInline('_Acme_ [x](javascript:alert(1)) <b>\n# Ltd')}.`,
    );
    expect(html).not.toContain('<em>');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<h1>');
  });
});
