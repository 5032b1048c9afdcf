import { parseInline, parseMarkdown } from '../../../shared/documents/parse-markdown';
import { inlineText } from '../../../shared/documents/render-text';
import type { RequiredSection } from '../../content/clause-library';

/** A heading as words: no formatting, case or spacing differences, no trailing punctuation. */
const normalise = (heading: string) =>
  heading
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');

/**
 * The required sections an edited text no longer has (issue 6 §3): a section counts as present when
 * a heading with its words is still there, whatever its level or formatting.
 */
export function missingSections(markdown: string, required: RequiredSection[]): RequiredSection[] {
  const headings = new Set(
    parseMarkdown(markdown)
      .children.filter((block) => block.type === 'heading')
      .map((block) => (block.type === 'heading' ? normalise(inlineText(block.children)) : '')),
  );
  return required.filter((section) => !headings.has(normalise(inlineText(parseInline(section.heading)))));
}
