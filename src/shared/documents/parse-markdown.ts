import type { BlockNode, DocumentNode, HeadingLevel, InlineNode } from './ast';

/**
 * Parses the agreement Markdown subset (spec §5) into the document model:
 * `#`/`##`/`###` headings, `- ` bullets, `1. ` numbered lists, paragraphs,
 * `__bold__`, `_italic_`, `[name](url)` and hard breaks (two trailing spaces or a trailing backslash).
 * Everything else — images, tables, raw HTML, deeper headings — stays literal text.
 * Links keep only http, https and mailto targets; any other target keeps just the link's words.
 */
export function parseMarkdown(source: string): DocumentNode {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[][] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInlineLines(paragraph) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) {
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map(parseInlineLines),
      });
    }
    list = null;
  };

  for (const line of lines) {
    if (line.trim() === '') {
      flushParagraph();
      flushList();
      continue;
    }
    // Only a line starting with #, - or a digit can be a heading or a list item: skip the patterns otherwise.
    const lead = line.trimStart()[0] ?? '';
    const heading = lead === '#' ? /^ {0,3}(#{1,3})[ \t]+(.*?)[ \t]*#*[ \t]*$/.exec(line) : null;
    if (heading) {
      flushParagraph();
      flushList();
      const level = (heading[1] ?? '#').length as HeadingLevel;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      continue;
    }
    const bullet = lead === '-' ? /^ {0,3}-[ \t]+(.*)$/.exec(line) : null;
    const numbered = lead >= '0' && lead <= '9' ? /^ {0,3}(\d{1,9})\.[ \t]+(.*)$/.exec(line) : null;
    if (bullet || numbered) {
      flushParagraph();
      const ordered = Boolean(numbered);
      const text = (bullet ? bullet[1] : numbered?.[2]) ?? '';
      if (!list || list.ordered !== ordered) {
        flushList();
        list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      list.items.push([text]);
      continue;
    }
    // An indented line right after a list item continues that item; otherwise it is paragraph text.
    if (list && /^[ \t]+\S/.test(line)) {
      list.items[list.items.length - 1]?.push(line.trim());
      continue;
    }
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return { type: 'document', children: blocks };
}

/** Joins the lines of one paragraph or list item, turning marked line ends into hard breaks. */
function parseInlineLines(lines: string[]): InlineNode[] {
  const nodes: InlineNode[] = [];
  lines.forEach((rawLine, index) => {
    const isLast = index === lines.length - 1;
    const hardBreak = !isLast && (/ {2,}$/.test(rawLine) || /\\$/.test(rawLine));
    const line = rawLine.replace(/^[ \t]+/, '').replace(hardBreak ? /(?: {2,}|\\)$/ : /[ \t]+$/, '');
    nodes.push(...parseInline(line));
    if (!isLast) nodes.push(hardBreak ? { type: 'break' } : { type: 'text', value: ' ' });
  });
  return mergeText(nodes);
}

/** The characters that can start inline markup: escapes, images, links, emphasis. */
const INLINE_SPECIAL = /[\\![_]/g;

const ESCAPABLE = new Set(['\\', '_', '[', ']', '(', ')', '#', '-', '!', '.']);

/** Parses one line of inline text. */
export function parseInline(text: string): InlineNode[] {
  return mergeText(parseInlineRange(text, 0, text.length));
}

function parseInlineRange(text: string, from: number, to: number): InlineNode[] {
  const nodes: InlineNode[] = [];
  let buffer = '';
  const pushText = () => {
    if (buffer) nodes.push({ type: 'text', value: buffer });
    buffer = '';
  };
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
      const image = matchLink(text, i + 1, to);
      const end = image ? image.end : i + 2;
      buffer += text.slice(i, end);
      i = end;
      continue;
    }
    if (char === '[') {
      const link = matchLink(text, i, to);
      if (link) {
        pushText();
        const children = parseInlineRange(text, link.labelStart, link.labelEnd);
        const href = safeHref(link.href);
        if (href) nodes.push({ type: 'link', href, children });
        else nodes.push(...children);
        i = link.end;
        continue;
      }
    }
    if (char === '_') {
      const delimiter = text.startsWith('__', i) ? '__' : '_';
      const close = findClosingDelimiter(text, i, to, delimiter);
      if (close !== -1) {
        pushText();
        const children = parseInlineRange(text, i + delimiter.length, close);
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
    INLINE_SPECIAL.lastIndex = i + 1;
    const next = INLINE_SPECIAL.exec(text)?.index ?? to;
    const end = Math.min(next, to);
    buffer += text.slice(i, end);
    i = end;
  }
  pushText();
  return nodes;
}

const isWhitespace = (char: string | undefined) => char === undefined || /\s/u.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Finds where an emphasis run opened at `open` closes. Underscores inside words
 * (snake_case, file_names) never open or close emphasis.
 */
function findClosingDelimiter(text: string, open: number, to: number, delimiter: '_' | '__'): number {
  const size = delimiter.length;
  const after = text[open + size];
  if (isWordChar(text[open - 1]) || isWhitespace(after) || after === '_') return -1;
  let i = open + size;
  while (i < to) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text.startsWith(delimiter, i) && i + size <= to) {
      const before = text[i - 1];
      const next = i + size < to ? text[i + size] : undefined;
      const closes = !isWhitespace(before) && !isWordChar(next) && next !== '_' && i > open + size;
      if (closes) return i;
      if (delimiter === '_' && text[i + 1] === '_') {
        // Skip a nested strong run inside an emphasis run.
        const inner = findClosingDelimiter(text, i, to, '__');
        if (inner !== -1) {
          i = inner + 2;
          continue;
        }
      }
    }
    i++;
  }
  return -1;
}

type LinkMatch = { labelStart: number; labelEnd: number; href: string; end: number };

/** Matches `[label](target)` starting at an opening bracket; the target may hold one level of parentheses. */
function matchLink(text: string, open: number, to: number): LinkMatch | null {
  let depth = 0;
  let labelEnd = -1;
  for (let i = open; i < to; i++) {
    const char = text[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '[') depth++;
    if (char === ']') {
      depth--;
      if (depth === 0) {
        labelEnd = i;
        break;
      }
    }
  }
  if (labelEnd === -1 || text[labelEnd + 1] !== '(') return null;
  let parens = 0;
  for (let i = labelEnd + 2; i < to; i++) {
    const char = text[i];
    if (char === '\n') return null;
    if (char === '(') parens++;
    if (char === ')') {
      if (parens === 0) {
        return { labelStart: open + 1, labelEnd, href: text.slice(labelEnd + 2, i).trim(), end: i + 1 };
      }
      parens--;
    }
  }
  return null;
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

function mergeText(nodes: InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = [];
  for (const node of nodes) {
    const previous = merged[merged.length - 1];
    if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
    else if (node.type !== 'text' || node.value !== '')
      merged.push(node.type === 'text' ? { ...node } : node);
  }
  return merged;
}
