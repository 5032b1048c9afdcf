import type { BlockNode, DocumentNode, HeadingLevel, InlineNode } from './ast';

/**
 * Parses the agreement Markdown subset (what the editor help lists) into the document model:
 * `#`/`##`/`###` headings, `- ` bullets, `1. ` numbered lists, paragraphs,
 * `__bold__`, `_italic_`, `[name](url)` and hard breaks (two trailing spaces or a trailing backslash).
 * Everything else — images, tables, raw HTML, deeper headings — stays literal text.
 * Links keep only http, https and mailto targets; any other target keeps just the link's words.
 */
export function parseMarkdown(source: string): DocumentNode {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlockNode[] = [];
  // The paragraph being read is lines [paragraphStart, its end) of `lines` (they are always
  // consecutive), or none: no array per paragraph, which a text of a hundred thousand one-line
  // paragraphs would make as many of.
  let paragraphStart = -1;
  let list: { ordered: boolean; start: number; items: string[][] } | null = null;

  const flushParagraph = (end: number) => {
    if (paragraphStart !== -1)
      blocks.push({ type: 'paragraph', children: parseInlineLines(lines, paragraphStart, end) });
    paragraphStart = -1;
  };
  const flushList = () => {
    if (list) {
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => parseInlineLines(item, 0, item.length)),
      });
    }
    list = null;
  };

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    if (isBlank(line)) {
      flushParagraph(index);
      flushList();
      continue;
    }
    const heading = matchHeading(line);
    if (heading) {
      flushParagraph(index);
      flushList();
      blocks.push({ type: 'heading', level: heading.level, children: parseInline(heading.text) });
      continue;
    }
    const item = matchListItem(line);
    if (item) {
      flushParagraph(index);
      if (!list || list.ordered !== item.ordered) {
        flushList();
        list = { ordered: item.ordered, start: item.start, items: [] };
      }
      list.items.push([item.text]);
      continue;
    }
    // An indented line right after a list item continues that item; otherwise it is paragraph text.
    if (list && isSpaceOrTab(line[0]) && !isBlank(line)) {
      list.items[list.items.length - 1]?.push(line.trim());
      continue;
    }
    flushList();
    if (paragraphStart === -1) paragraphStart = index;
  }
  flushParagraph(lines.length);
  flushList();
  return { type: 'document', children: blocks };
}

/**
 * Whether a line holds only whitespace (as `trim()` sees it). Most lines start with a printable
 * ASCII character, which answers at once without making a trimmed copy of the line.
 */
function isBlank(line: string): boolean {
  const first = line.charCodeAt(0);
  if (first > 32 && first < 127) return false;
  return line.trim() === '';
}

/*
 * Line types. Each is recognised by a fixed-size prefix (a few spaces, up to three `#`, up to nine
 * digits) and a single pass over the rest of the line. Regular expressions over the whole line
 * (`[ \t]+(.*?)[ \t]*#*[ \t]*$`) backtracked on a long run of spaces: one heading line of a few
 * thousand characters took seconds, and every request waited for it.
 */

/** `#`, `##` or `###` after at most three spaces, then a space or tab; four or more `#` are text. */
const HEADING_START = /^ {0,3}(#{1,3})[ \t]/;
const BULLET_START = /^ {0,3}-[ \t]/;
const NUMBER_START = /^ {0,3}(\d{1,9})\.[ \t]/;

/**
 * What follows a heading's or list item's marker and the spaces and tabs after it. A line or
 * paragraph separator (U+2028, U+2029) in it keeps the whole line paragraph text, as it always has.
 */
function markerContent(line: string, markerLength: number): string | null {
  let start = markerLength;
  while (start < line.length && isSpaceOrTab(line[start])) start++;
  const content = line.slice(start);
  return /[\u2028\u2029]/.test(content) ? null : content;
}

/** The first character after at most three spaces: only `#`, `-` or a digit there can start a heading or a list item. */
function markerLead(line: string): string {
  let indent = 0;
  while (indent < 3 && line[indent] === ' ') indent++;
  return line[indent] ?? '';
}

/** A heading line: its level and its words, without a closing run of `#` and the spaces around it. */
function matchHeading(line: string): { level: HeadingLevel; text: string } | null {
  const start = markerLead(line) === '#' ? HEADING_START.exec(line) : null;
  if (!start) return null;
  const content = markerContent(line, start[0].length);
  if (content === null) return null;
  let end = content.length;
  while (end > 0 && isSpaceOrTab(content[end - 1])) end--;
  while (end > 0 && content[end - 1] === '#') end--;
  while (end > 0 && isSpaceOrTab(content[end - 1])) end--;
  return { level: (start[1] ?? '#').length as HeadingLevel, text: content.slice(0, end) };
}

/** A `- ` or `1. ` list item line: its kind, its number and its words. */
function matchListItem(line: string): { ordered: boolean; start: number; text: string } | null {
  const lead = markerLead(line);
  const bullet = lead === '-' ? BULLET_START.exec(line) : null;
  const numbered = lead >= '0' && lead <= '9' ? NUMBER_START.exec(line) : null;
  const marker = bullet ?? numbered;
  if (!marker) return null;
  const text = markerContent(line, marker[0].length);
  if (text === null) return null;
  return { ordered: Boolean(numbered), start: numbered ? Number(numbered[1]) : 1, text };
}

/**
 * Joins lines [from, to) of one paragraph or list item, turning marked line ends into hard breaks.
 */
function parseInlineLines(lines: string[], from: number, to: number): InlineNode[] {
  const nodes: InlineNode[] = [];
  for (let index = from; index < to; index++) {
    const rawLine = lines[index] as string;
    const isLast = index === to - 1;
    const backslashBreak = rawLine.endsWith('\\');
    const hardBreak = !isLast && (rawLine.endsWith('  ') || backslashBreak);
    // Leading spaces and tabs go; at the end, the hard break's marker (a backslash, or the run of
    // spaces), otherwise trailing spaces and tabs.
    let start = 0;
    while (start < rawLine.length && isSpaceOrTab(rawLine[start])) start++;
    let end = rawLine.length;
    if (hardBreak && backslashBreak) end -= 1;
    else if (hardBreak) while (end > start && rawLine[end - 1] === ' ') end--;
    else while (end > start && isSpaceOrTab(rawLine[end - 1])) end--;
    const line = rawLine.slice(start, Math.max(start, end));
    parseInlineRange(line, inlineContext(line), 0, line.length, 0, nodes);
    if (hardBreak) nodes.push({ type: 'break' });
    else if (!isLast) pushText(nodes, ' ');
  }
  return nodes;
}

const isSpaceOrTab = (char: string | undefined) => char === ' ' || char === '\t';

const ESCAPABLE = new Set(['\\', '_', '[', ']', '(', ')', '#', '-', '!', '.']);

/** The characters that can start inline markup: escapes, images, links, emphasis. */
const isSpecial = (char: string | undefined) => char === '\\' || char === '!' || char === '[' || char === '_';

/**
 * How deep links and emphasis may nest. Real documents nest two or three levels; deeper markup
 * stays literal text, so rendering and the renderers' recursion stay bounded for any input.
 */
export const MAX_INLINE_NESTING = 16;

/**
 * What one line's inline parse needs to know in constant time, worked out in one pass each: which
 * characters a backslash escapes, where each `[` and `(` closes. Scanning forward from every
 * opener instead made adversarial lines (`[[[[…`, `_a __b _a __b …`) quadratic or worse.
 */
type InlineContext = {
  /** The matching `]` of each unescaped `[`, or -1 (escaped characters are skipped, as in a label). */
  bracketClose: Int32Array;
  /** The matching `)` of each `(` (targets take no escapes), or -1. */
  parenClose: Int32Array;
};

/** The context of a line without `[`: it has no link to match (most lines), and needs no object of its own. */
const NO_LINKS: InlineContext = { bracketClose: new Int32Array(0), parenClose: new Int32Array(0) };

function inlineContext(text: string): InlineContext {
  if (!text.includes('[')) return NO_LINKS;
  const length = text.length;
  const bracketClose = new Int32Array(length).fill(-1);
  const parenClose = new Int32Array(length).fill(-1);
  const brackets: number[] = [];
  const parens: number[] = [];
  let escaped = false;
  for (let i = 0; i < length; i++) {
    const char = text[i];
    if (char === '(') parens.push(i);
    else if (char === ')') {
      const open = parens.pop();
      if (open !== undefined) parenClose[open] = i;
    }
    if (escaped) {
      escaped = false;
      continue;
    }
    if (char === '\\') escaped = true;
    else if (char === '[') brackets.push(i);
    else if (char === ']') {
      const open = brackets.pop();
      if (open !== undefined) bracketClose[open] = i;
    }
  }
  return { bracketClose, parenClose };
}

/** Parses one line of inline text. */
export function parseInline(text: string): InlineNode[] {
  return parseInlineRange(text, inlineContext(text), 0, text.length, 0, []);
}

/** Parses [from, to) of a line into `nodes`, after what they hold already, and returns them. */
function parseInlineRange(
  text: string,
  context: InlineContext,
  from: number,
  to: number,
  depth: number,
  nodes: InlineNode[],
): InlineNode[] {
  let buffer = '';
  const nested = depth < MAX_INLINE_NESTING;
  // Worked out on the first underscore: most ranges have none.
  let closers: EmphasisClosers | null = null;
  let i = from;
  while (i < to) {
    const char = text[i] as string;
    if (char === '\\' && i + 1 < to && ESCAPABLE.has(text[i + 1] as string)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '!' && text[i + 1] === '[') {
      // Images are not part of the subset: keep "![alt](src)" as literal text.
      const image = matchLink(text, context, i + 1, to);
      const end = image ? image.end : i + 2;
      buffer += text.slice(i, end);
      i = end;
      continue;
    }
    if (char === '[' && nested) {
      const link = matchLink(text, context, i, to);
      if (link) {
        pushText(nodes, buffer);
        buffer = '';
        const href = safeHref(link.href);
        const children = parseInlineRange(text, context, link.labelStart, link.labelEnd, depth + 1, []);
        if (href) nodes.push({ type: 'link', href, children });
        // A refused target keeps the link's words. One by one: spreading a label of many thousand
        // nodes into push() overflowed the stack.
        else
          for (const child of children) {
            if (child.type === 'text') pushText(nodes, child.value);
            else nodes.push(child);
          }
        i = link.end;
        continue;
      }
    }
    if (char === '_') {
      const delimiter = text.startsWith('__', i) ? '__' : '_';
      if (nested && !closers) closers = new EmphasisClosers(text, from, to);
      const close = closers ? closers.find(i, delimiter) : -1;
      if (close !== -1) {
        pushText(nodes, buffer);
        buffer = '';
        const children = parseInlineRange(text, context, i + delimiter.length, close, depth + 1, []);
        nodes.push(delimiter === '__' ? { type: 'strong', children } : { type: 'emphasis', children });
        i = close + delimiter.length;
        continue;
      }
      // An unmatched run of underscores stays literal as a whole.
      let run = i;
      while (run < to && text[run] === '_') run++;
      buffer += text.slice(i, run);
      i = run;
      continue;
    }
    // Plain text up to the next character that may start markup is taken in one piece.
    let end = i + 1;
    while (end < to && !isSpecial(text[end])) end++;
    buffer += text.slice(i, end);
    i = end;
  }
  pushText(nodes, buffer);
  return nodes;
}

// These run for every underscore. ASCII is answered directly; any other character's class costs a
// regular expression, so it is worked out once per character and kept (a text of non-Latin words
// around underscores asks about the same few characters hundreds of thousands of times).
const WHITESPACE = 1;
const WORD = 2;
const UNKNOWN = 255;
const nonAsciiClasses = new Uint8Array(0x10000).fill(UNKNOWN);

function classOf(char: string): number {
  const code = char.charCodeAt(0);
  let known = nonAsciiClasses[code] as number;
  if (known === UNKNOWN) {
    known = /\s/u.test(char) ? WHITESPACE : /[\p{L}\p{N}]/u.test(char) ? WORD : 0;
    // Surrogates stand for characters outside the table: the same code unit may start many of them.
    if (code < 0xd800 || code > 0xdfff) nonAsciiClasses[code] = known;
  }
  return known;
}

const isWhitespace = (char: string | undefined) => {
  if (char === undefined) return true;
  const code = char.charCodeAt(0);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return classOf(char) === WHITESPACE;
};
const isWordChar = (char: string | undefined) => {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return classOf(char) === WORD;
};

/** Whether an underscore run of `width` at `i` may close emphasis in a range ending at `to`. */
function closesAt(text: string, i: number, width: number, to: number): boolean {
  const next = i + width < to ? text[i + width] : undefined;
  return !isWhitespace(text[i - 1]) && !isWordChar(next) && next !== '_';
}

/** Whether an underscore run of `width` at `open` may open emphasis. */
function opensAt(text: string, open: number, width: number): boolean {
  const after = text[open + width];
  return !(isWordChar(text[open - 1]) || isWhitespace(after) || after === '_');
}

/**
 * Where emphasis opened in [from, to) closes, for every opener at once. An opener `_` or `__`
 * scans forward for the first closing run of the same size, skipping what a backslash escapes;
 * inside `_…_`, a complete `__…__` is skipped whole. The scan from each position is worked out
 * once, right to left, so finding every closer costs one pass over the range. Underscores inside
 * words (snake_case, file_names) never open or close emphasis.
 */
class EmphasisClosers {
  /** nextStrong[k]: the `__` closer a scan starting at from + k meets first, or -1; nextEmphasis alike for `_`. */
  private readonly nextStrong: Int32Array;
  private readonly nextEmphasis: Int32Array;

  constructor(
    private readonly text: string,
    private readonly from: number,
    private readonly to: number,
  ) {
    const size = to - from;
    this.nextStrong = new Int32Array(size);
    this.nextEmphasis = new Int32Array(size);
    for (let i = to - 1; i >= from; i--) {
      const k = i - from;
      if (text[i] === '\\') {
        this.nextStrong[k] = this.strongFrom(i + 2);
        this.nextEmphasis[k] = this.emphasisFrom(i + 2);
        continue;
      }
      const underscore = text[i] === '_';
      const double = underscore && text[i + 1] === '_';
      this.nextStrong[k] = double && i + 2 <= to && closesAt(text, i, 2, to) ? i : this.strongFrom(i + 1);
      if (underscore && closesAt(text, i, 1, to)) this.nextEmphasis[k] = i;
      else if (double) {
        const inner = this.find(i, '__');
        this.nextEmphasis[k] = inner !== -1 ? this.emphasisFrom(inner + 2) : this.emphasisFrom(i + 1);
      } else this.nextEmphasis[k] = this.emphasisFrom(i + 1);
    }
  }

  private strongFrom(position: number): number {
    return position < this.to ? (this.nextStrong[position - this.from] as number) : -1;
  }

  private emphasisFrom(position: number): number {
    return position < this.to ? (this.nextEmphasis[position - this.from] as number) : -1;
  }

  /** Where the run opened at `open` closes, or -1. */
  find(open: number, delimiter: '_' | '__'): number {
    const width = delimiter.length;
    if (!opensAt(this.text, open, width)) return -1;
    return width === 2 ? this.strongFrom(open + 2) : this.emphasisFrom(open + 1);
  }
}

type LinkMatch = { labelStart: number; labelEnd: number; href: string; end: number };

/** Matches `[label](target)` starting at an opening bracket; the target may hold parentheses in pairs. */
function matchLink(text: string, context: InlineContext, open: number, to: number): LinkMatch | null {
  const labelEnd = context.bracketClose[open] ?? -1;
  if (labelEnd === -1 || labelEnd >= to || text[labelEnd + 1] !== '(') return null;
  const targetEnd = context.parenClose[labelEnd + 1] ?? -1;
  if (targetEnd === -1 || targetEnd >= to) return null;
  const target = text.slice(labelEnd + 2, targetEnd);
  if (target.includes('\n')) return null;
  return { labelStart: open + 1, labelEnd, href: target.trim(), end: targetEnd + 1 };
}

/** Keeps http, https and mailto targets; anything else (javascript:, data:, relative paths) is dropped. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so remove them first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const href = raw.replace(/^<|>$/g, '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!href) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#\s]+/i.test(href) ? href : null;
  if (scheme === 'mailto') return href.length > 'mailto:'.length ? href : null;
  return null;
}

/**
 * Adds text after `nodes`, joined to a text node that ends them: no node list ever holds two text
 * nodes in a row or an empty one, without a pass to merge them afterwards (a paragraph of many
 * short lines made many thousand nodes to merge).
 */
function pushText(nodes: InlineNode[], value: string): void {
  if (!value) return;
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') last.value += value;
  else nodes.push({ type: 'text', value });
}
