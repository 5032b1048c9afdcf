import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileMarkdown } from '../../../tests/markdown-hostile-inputs';
import { MAX_DOCUMENT_TEXT_LENGTH } from './limits';
import { MAX_INLINE_NESTING, parseMarkdown } from './parse-markdown';
import { markdownToHtml } from './render-html';
import { markdownToText } from './render-text';

// The parser renders the editor, live pages and every download: a line built to make it scan
// forward from every opener (`[[[[…`, `_a __b _a __b …`) or to make a line pattern backtrack (a
// heading followed by a long run of spaces) took from seconds to hours and held up every other
// request. It runs in linear time now; these tests keep it so.

/**
 * Milliseconds of CPU this process spends parsing `text`, the best of `runs`. CPU time rather than
 * the clock, so other test files keeping the machine busy do not count; the best run, so one
 * garbage collection does not either.
 */
function parseTime(text: string, runs = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = process.cpuUsage();
    parseMarkdown(text);
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

describe('the Markdown parser on hostile input', () => {
  it('parses the reported attacks at the longest text accepted well under 50 ms', () => {
    expect(parseTime('[['.repeat(MAX_DOCUMENT_TEXT_LENGTH / 2))).toBeLessThan(50);
    expect(parseTime('[a]('.repeat(MAX_DOCUMENT_TEXT_LENGTH / 4))).toBeLessThan(50);
  });

  it('reads a heading or list line with a long run of spaces or # in one pass', () => {
    // A few thousand characters were enough: the line patterns backtracked over the run, for
    // seconds (the heading) or a quarter of a second (the others) at these lengths.
    for (const text of [
      `# a${' '.repeat(3_000)}x`,
      `# a ${'#'.repeat(20_000)}x`,
      `# a${' '.repeat(3_000)}\u2028`,
      `- ${' '.repeat(20_000)}\u2028`,
      `1. ${' '.repeat(20_000)}\u2028`,
    ]) {
      expect(parseTime(text, 1), JSON.stringify(text.slice(0, 6))).toBeLessThan(50);
    }
  });

  // npm run bench reports each of these (under 50 ms on an idle machine); the bound here leaves room
  // for a slow one, and is still far below what any of them took before (seconds to hours).
  it.each(Object.entries(hostileMarkdown()))(
    'parses "%s" (300,000 characters) in linear time',
    (_name, text) => {
      expect(parseTime(text)).toBeLessThan(250);
    },
  );

  // Eight times the input would take 64 times as long if the parse were quadratic; the bound of 32
  // times (plus 10 ms for a garbage collection) leaves room for a busy machine and still catches that.
  it('grows linearly: eight times the input takes well under 64 times as long', () => {
    const small = hostileMarkdown(25_000);
    for (const [name, text] of Object.entries(hostileMarkdown(200_000))) {
      expect(parseTime(text), name).toBeLessThan(parseTime(small[name] as string, 5) * 32 + 10);
    }
  });

  it('keeps deeply nested markup literal past a bounded depth', () => {
    const depth = MAX_INLINE_NESTING + 10;
    const html = markdownToHtml(`${'_a __b '.repeat(depth)}c${' b__ a_'.repeat(depth)}`);
    expect((html.match(/<em>/g) ?? []).length + (html.match(/<strong>/g) ?? []).length).toBeLessThanOrEqual(
      MAX_INLINE_NESTING,
    );
    expect(markdownToHtml(`${'['.repeat(depth)}x${'](https://example.com)'.repeat(depth)}`)).toContain('x');
  });

  it('reads the old worst cases the way it always did', () => {
    expect(markdownToHtml('[[[[')).toBe('<p>[[[[</p>');
    expect(markdownToHtml('[a]([a]([a](')).toBe('<p>[a]([a]([a](</p>');
    expect(markdownToHtml('_a __b _a __b')).toBe('<p>_a __b _a __b</p>');
    expect(markdownToHtml('[[x](https://a.example)]')).toBe(
      '<p>[<a href="https://a.example" rel="noopener noreferrer nofollow">x</a>]</p>',
    );
  });

  it('reads heading and list lines the way it always did', () => {
    expect(markdownToHtml(`# a${' '.repeat(20)}x`)).toBe(`<h1>a${' '.repeat(20)}x</h1>`);
    expect(markdownToHtml('## Title ##   ')).toBe('<h2>Title</h2>');
    expect(markdownToHtml('# C#')).toBe('<h1>C</h1>');
    expect(markdownToHtml('# ##')).toBe('<h1></h1>');
    expect(markdownToHtml('   ### Three\t#')).toBe('<h3>Three</h3>');
    expect(markdownToHtml('    # four spaces')).toBe('<p># four spaces</p>');
    expect(markdownToHtml('-\tTab')).toBe('<ul><li>Tab</li></ul>');
    expect(markdownToHtml('123456789. nine digits')).toBe('<ol start="123456789"><li>nine digits</li></ol>');
    expect(markdownToHtml('1234567890. ten digits')).toBe('<p>1234567890. ten digits</p>');
    // A line or paragraph separator after the marker has always kept the line paragraph text.
    expect(markdownToHtml('# a\u2028b')).toBe('<p># a\u2028b</p>');
    expect(markdownToHtml('- a\u2029')).toBe('<p>- a\u2029</p>');
  });

  it('keeps the words of a refused link around any number of nodes, joined to the text beside them', () => {
    const html = markdownToHtml(`[${'_a_ '.repeat(50_000)}](relative)`);
    expect(html.startsWith('<p>[<em>a</em> <em>a</em> ')).toBe(false);
    expect(html.startsWith('<p><em>a</em> <em>a</em> ')).toBe(true);
    expect(parseMarkdown('_a [b](relative) c_').children).toEqual([
      { type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: 'a b c' }] }] },
    ]);
  });
});

/** The characters the subset gives a meaning to, the line starts it knows, and a few others. */
const metacharacters = fc.constantFrom(
  '[',
  ']',
  '(',
  ')',
  '_',
  '__',
  '\\',
  '!',
  '#',
  '# ',
  '- ',
  '1. ',
  ' ',
  '\t',
  '\n',
  '  \n',
  '\\\n',
  'a',
  'é',
  '\u00a0',
  '\u2028',
  'https://e.example',
);

/**
 * Text made of a few stretches, each one short unit of metacharacters repeated: a heading marker
 * and then a long run of spaces, brackets and then parentheses, and so on. `length` characters.
 */
const stretchedText = (length: fc.Arbitrary<number>) =>
  fc
    .record({
      stretches: fc.array(
        fc.record({
          unit: fc.array(metacharacters, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')),
          weight: fc.integer({ min: 0, max: 100 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      length,
    })
    .map(({ stretches, length: total }) => {
      const weights = stretches.reduce((sum, stretch) => sum + stretch.weight * stretch.unit.length, 0) || 1;
      const text = stretches
        .map(({ unit, weight }) => unit.repeat(Math.max(1, Math.floor((weight / weights) * total))))
        .join('');
      return text.slice(0, total);
    });

/** Our own tags and entities: what is left of the HTML without them must hold no markup at all. */
const OWN_MARKUP =
  /<\/?(p|h[1-3]|ul|ol|li|em|strong|br)>|<ol start="\d+">|<a href="[^"<>]*" rel="noopener noreferrer nofollow">|<\/a>|&(amp|lt|gt|quot|#39);/g;

describe('the Markdown parser on generated input', () => {
  it('never throws, and its HTML never carries markup from the text', () => {
    const text = fc.oneof(
      fc
        .array(fc.oneof(metacharacters, fc.constantFrom('<b>', '"', "'", '&', '<script>', '&amp;')), {
          maxLength: 200,
        })
        .map((parts) => parts.join('')),
      stretchedText(fc.integer({ min: 1, max: 3_000 })),
    );
    fc.assert(
      fc.property(text, (markdown) => {
        const html = markdownToHtml(markdown);
        markdownToText(markdown);
        expect(html.replace(OWN_MARKUP, '')).not.toMatch(/[<>&"]/);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes time in proportion to the length of the text', () => {
    fc.assert(
      fc.property(stretchedText(fc.integer({ min: 5_000, max: 60_000 })), (markdown) => {
        // About 0.1 µs a character on an idle machine: 1 µs leaves room for a busy one, and a
        // parser that scans again from every opener needs seconds at these lengths.
        expect(parseTime(markdown, 2)).toBeLessThan(20 + markdown.length * 0.001);
      }),
      { numRuns: 150 },
    );
  });
});
