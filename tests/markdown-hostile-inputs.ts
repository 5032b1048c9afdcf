import { MAX_DOCUMENT_TEXT_LENGTH } from '../src/shared/documents/limits';
import { markdownWorstCases } from './markdown-worst-cases';

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** `head`, then `unit` repeated, then `tail`: `length` characters in all. */
const run = (head: string, unit: string, tail: string, length: number) =>
  head + fill(unit, length - head.length - tail.length) + tail;

/**
 * Every hostile Markdown input we know, at a given length (the longest text the API accepts by
 * default): the inline ones of `markdownWorstCases`, and these, which that set missed —
 *
 * - a heading or list marker followed by a long run of spaces (or `#`) that does not end the line:
 *   the line patterns backtracked over the run, a few thousand characters took seconds;
 * - a link whose target is refused, around a label of many thousand nodes: spreading the label
 *   into its parent overflowed the stack;
 * - inputs that make the most nodes, blocks and escaped characters per character, for the
 *   renderers and the reply after the parse.
 *
 * Shared by the unit tests, the API test and `npm run bench`.
 */
export function hostileMarkdown(length = MAX_DOCUMENT_TEXT_LENGTH): Record<string, string> {
  return {
    ...markdownWorstCases(length),
    'heading, then a run of spaces': run('# a', ' ', 'x', length),
    'heading, then a run of #': run('# a ', '#', 'x', length),
    'heading, then spaces and a line separator': run('# a', ' ', '\u2028', length),
    'list item, then spaces and a line separator': run('- ', ' ', '\u2028', length),
    'numbered item, then spaces and a line separator': run('1. ', ' ', '\u2028', length),
    'refused link around many nodes': run('[', '_a_ ', '](x)', length),
    'closed emphasis _a_ ': fill('_a_ ', length),
    'links around emphasis': fill('[_a_](https://e.example) ', length),
    'numbered list 1. a': fill('1. a\n', length),
    'one-letter paragraphs': fill('a\n\n', length),
    'one-letter lines': fill('a\n', length),
    'non-ASCII around underscores': fill('\u00a0_é_\u00a0', length),
    'characters HTML escapes': fill(`<&"'`, length),
  };
}
