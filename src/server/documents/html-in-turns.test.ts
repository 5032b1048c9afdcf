import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileMarkdown } from '../../../tests/markdown-hostile-inputs';
import { parseMarkdown, splitAtBlankLines } from '../../shared/documents/parse-markdown';
import { markdownToHtml } from '../../shared/documents/render-html';
import { markdownToHtmlInTurns } from './html-in-turns';
import { SAMPLE_MARKDOWN } from './test-fixtures';

/** Lines of every kind the parser knows, blank ones of several sorts among them. */
const line = fc.constantFrom(
  '',
  '   ',
  '\t',
  '\u00a0',
  '# Heading',
  '## Heading ##',
  '- item',
  '1. item',
  '3. item',
  '  continued',
  'text _with_ __markup__ and [a link](https://e.example)',
  'hard break  ',
  'hard break\\',
  '[open',
  '_open',
  'word',
);
const blockyText = fc
  .record({ lines: fc.array(line, { maxLength: 60 }), lineEnd: fc.constantFrom('\n', '\r\n', '\r') })
  .map(({ lines, lineEnd }) => lines.join(lineEnd));

describe('splitAtBlankLines', () => {
  it('cuts after blank lines into pieces that parse to the blocks of the whole', () => {
    fc.assert(
      fc.property(blockyText, fc.integer({ min: 1, max: 200 }), (text, size) => {
        const pieces = splitAtBlankLines(text, size);
        expect(pieces.join('\n')).toBe(text.replace(/\r\n?/g, '\n'));
        for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeGreaterThanOrEqual(size);
        expect(pieces.flatMap((piece) => parseMarkdown(piece).children)).toEqual(
          parseMarkdown(text).children,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a text without blank lines in one piece', () => {
    expect(splitAtBlankLines('a\nb\nc', 1)).toEqual(['a\nb\nc']);
    expect(splitAtBlankLines('', 1)).toEqual(['']);
  });
});

describe('markdownToHtmlInTurns', () => {
  it('makes the HTML markdownToHtml makes', async () => {
    await fc.assert(
      fc.asyncProperty(blockyText, async (text) => {
        expect(await markdownToHtmlInTurns(text)).toBe(markdownToHtml(text));
      }),
      { numRuns: 300 },
    );
    expect(await markdownToHtmlInTurns(SAMPLE_MARKDOWN)).toBe(markdownToHtml(SAMPLE_MARKDOWN));
    for (const [name, text] of Object.entries(hostileMarkdown(60_000))) {
      expect(await markdownToHtmlInTurns(text), name).toBe(markdownToHtml(text));
    }
  });

  it('lets other work run while it converts a long text', async () => {
    const text = 'A paragraph.\n\n'.repeat(20_000);
    let otherTurns = 0;
    const other = setInterval(() => otherTurns++, 0);
    try {
      await markdownToHtmlInTurns(text);
    } finally {
      clearInterval(other);
    }
    expect(otherTurns).toBeGreaterThan(0);
  });
});
