import { MAX_DOCUMENT_TEXT_LENGTH } from '../src/shared/documents/limits';

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/**
 * The slowest Markdown inputs we know how to build, at a given length (the longest text the API
 * accepts by default): bracket and link openers that never close, emphasis openers of both sizes
 * interleaved and nested, runs of one character, very many short lines. A parser that scans
 * forward from every opener takes seconds to minutes on each; ours must stay linear. Shared by the
 * unit tests, the API test and `npm run bench`.
 */
export function markdownWorstCases(length = MAX_DOCUMENT_TEXT_LENGTH): Record<string, string> {
  const half = Math.floor(length / 2);
  return {
    'open brackets [[': fill('[[', length),
    'open links [a](': fill('[a](', length),
    'nested brackets [[…]]': `${'['.repeat(half - 1)}a${']'.repeat(half - 1)}`,
    'nested links': fill('[a', half) + fill('](b)', length - half),
    'open image openers ![': fill('![', length),
    'open parentheses': `[a](${'('.repeat(length - 4)}`,
    'open emphasis _a ': fill('_a ', length),
    'open strong __a ': fill('__a ', length),
    'emphasis and strong _a __b ': fill('_a __b ', length),
    'nested emphasis': fill('_a __b ', half) + fill(' b__ a_', length - half),
    'underscore run': fill('_', length),
    'backslash run': fill('\\', length),
    'escaped underscores \\_a': fill('\\_a', length),
    'one long line of words': fill('word ', length),
    'hard breaks on every line': fill('a  \n', length),
    'list items with continuation lines': fill('- item\n  more\n', length),
    'headings on every line': fill('# Heading\n', length),
    'links everywhere': fill('[site](https://example.com/a) ', length),
    'everything mixed': fill('_[a](__b\\_[c]_ ', length),
  };
}
