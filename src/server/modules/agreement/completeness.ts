import { parseInline, parseMarkdown } from '../../../shared/documents/parse-markdown';
import { inlineText } from '../../../shared/documents/render-text';
import type { RequiredSection } from '../../content/clause-library';

const SPACE_OR_PUNCTUATION = /^[\s\p{P}]$/u;

/**
 * A heading as words: no formatting, case or spacing differences, no leading or trailing punctuation.
 * The ends are trimmed character by character: a pattern anchored at the end (`[\s\p{P}]+$`) is tried
 * from every position of a long run of punctuation, which made a heading of a few ten thousand "#"
 * take seconds to minutes.
 */
function normalise(heading: string): string {
  const characters = Array.from(heading.toLocaleLowerCase().replace(/\s+/g, ' '));
  let start = 0;
  let end = characters.length;
  while (start < end && SPACE_OR_PUNCTUATION.test(characters[start] as string)) start++;
  while (end > start && SPACE_OR_PUNCTUATION.test(characters[end - 1] as string)) end--;
  return characters.slice(start, end).join('');
}

/**
 * The required sections an edited text no longer has: a section counts as present when a heading
 * with its words is still there, whatever its level or formatting.
 */
export function missingSections(markdown: string, required: RequiredSection[]): RequiredSection[] {
  const headings = new Set(
    parseMarkdown(markdown)
      .children.filter((block) => block.type === 'heading')
      .map((block) => (block.type === 'heading' ? normalise(inlineText(block.children)) : '')),
  );
  return required.filter((section) => !headings.has(normalise(inlineText(parseInline(section.heading)))));
}
