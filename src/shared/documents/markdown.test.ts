import { describe, expect, it } from 'vitest';
import { parseMarkdown, safeHref } from './parse-markdown';
import { markdownToHtml } from './render-html';
import { markdownToText } from './render-text';

describe('Markdown subset → HTML', () => {
  it('renders headings of levels 1 to 3 and keeps deeper ones literal', () => {
    expect(markdownToHtml('# One\n## Two\n### Three\n#### Four')).toBe(
      '<h1>One</h1>\n<h2>Two</h2>\n<h3>Three</h3>\n<p>#### Four</p>',
    );
  });

  it('needs a space after the hashes', () => {
    expect(markdownToHtml('#hashtag')).toBe('<p>#hashtag</p>');
  });

  it('renders bold, italic and their nesting', () => {
    expect(markdownToHtml('__bold__ and _italic_ and __bold _inner_ text__')).toBe(
      '<p><strong>bold</strong> and <em>italic</em> and <strong>bold <em>inner</em> text</strong></p>',
    );
  });

  it('leaves underscores inside words alone', () => {
    expect(markdownToHtml('snake_case_name and file__name__x')).toBe(
      '<p>snake_case_name and file__name__x</p>',
    );
  });

  it('leaves unmatched markers literal', () => {
    expect(markdownToHtml('a _lonely marker and __another')).toBe('<p>a _lonely marker and __another</p>');
  });

  it('renders bullet and numbered lists, keeping the start number', () => {
    expect(markdownToHtml('- one\n- two')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(markdownToHtml('1. one\n2. two')).toBe('<ol><li>one</li><li>two</li></ol>');
    expect(markdownToHtml('3. three\n4. four')).toBe('<ol start="3"><li>three</li><li>four</li></ol>');
  });

  it('splits a bullet list and a numbered list that follow each other', () => {
    expect(markdownToHtml('- a\n1. b')).toBe('<ul><li>a</li></ul>\n<ol><li>b</li></ol>');
  });

  it('continues a list item on an indented line', () => {
    expect(markdownToHtml('- first line\n  second line\n- next')).toBe(
      '<ul><li>first line second line</li><li>next</li></ul>',
    );
  });

  it('joins paragraph lines and honours hard breaks', () => {
    expect(markdownToHtml('line one\nline two')).toBe('<p>line one line two</p>');
    expect(markdownToHtml('Street 1  \nCity')).toBe('<p>Street 1<br>City</p>');
    expect(markdownToHtml('Street 1\\\nCity')).toBe('<p>Street 1<br>City</p>');
  });

  it('separates paragraphs on blank lines and handles Windows line ends', () => {
    expect(markdownToHtml('one\r\n\r\ntwo')).toBe('<p>one</p>\n<p>two</p>');
  });

  it('renders http, https and mailto links', () => {
    expect(markdownToHtml('[site](https://example.com/a?b=1&c=2)')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">site</a></p>',
    );
    expect(markdownToHtml('[mail](mailto:privacy@example.com)')).toContain(
      'href="mailto:privacy@example.com"',
    );
    expect(markdownToHtml('[wiki](https://en.wikipedia.org/wiki/Foo_(bar))')).toContain(
      'href="https://en.wikipedia.org/wiki/Foo_(bar)"',
    );
  });

  it('renders formatting inside link words', () => {
    expect(markdownToHtml('[__Bold__ site](https://example.com)')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer nofollow"><strong>Bold</strong> site</a></p>',
    );
  });

  it('honours backslash escapes', () => {
    expect(markdownToHtml('\\_not italic\\_ and \\[not a link\\](x)')).toBe(
      '<p>_not italic_ and [not a link](x)</p>',
    );
  });

  it('handles empty input', () => {
    expect(markdownToHtml('')).toBe('');
    expect(parseMarkdown('\n\n').children).toEqual([]);
  });
});

describe('Markdown subset escaping', () => {
  it('escapes script tags and raw HTML as text', () => {
    expect(markdownToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(markdownToHtml('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('drops javascript:, data: and vbscript: links, keeping their words', () => {
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '/relative/path',
      '//evil.example.com',
    ]) {
      const html = markdownToHtml(`[click](${target})`);
      expect(html, target).toBe('<p>click</p>');
    }
  });

  it('cannot break out of the href attribute', () => {
    const html = markdownToHtml('[x](https://example.com/"onmouseover="alert(1))');
    expect(html).toContain('href="https://example.com/&quot;onmouseover=&quot;alert(1)"');
    expect(html).not.toMatch(/"\s*onmouseover=/);
  });

  it('escapes quotes and ampersands in text', () => {
    expect(markdownToHtml(`Tom & "Jerry's"`)).toBe('<p>Tom &amp; &quot;Jerry&#39;s&quot;</p>');
  });

  it('keeps images and tables as literal text', () => {
    expect(markdownToHtml('![logo](https://example.com/logo.png)')).toBe(
      '<p>![logo](https://example.com/logo.png)</p>',
    );
    expect(markdownToHtml('| a | b |\n|---|---|')).toBe('<p>| a | b | |---|---|</p>');
  });

  it('escapes HTML inside headings, lists and link words', () => {
    expect(markdownToHtml('# <b>x</b>\n- <i>y</i>\n[<u>z</u>](https://e.com)')).toBe(
      '<h1>&lt;b&gt;x&lt;/b&gt;</h1>\n<ul><li>&lt;i&gt;y&lt;/i&gt;</li></ul>\n<p><a href="https://e.com" rel="noopener noreferrer nofollow">&lt;u&gt;z&lt;/u&gt;</a></p>',
    );
  });

  it('accepts only well-formed http(s) and mailto targets', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('http:')).toBeNull();
    expect(safeHref('mailto:')).toBeNull();
    expect(safeHref('ftp://example.com')).toBeNull();
  });
});

describe('Markdown subset → plain text', () => {
  it('underlines headings, keeps list markers and shows link addresses', () => {
    expect(markdownToText('# Title\n\nSee [our site](https://example.com).\n\n1. a\n2. __b__')).toBe(
      'Title\n=====\n\nSee our site (https://example.com).\n\n1. a\n2. b\n',
    );
  });

  it('does not repeat an address used as the link words', () => {
    expect(markdownToText('[privacy@example.com](mailto:privacy@example.com)')).toBe('privacy@example.com\n');
  });
});
