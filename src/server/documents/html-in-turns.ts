import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BlockNode } from '../../shared/documents/ast';
import { parseMarkdown, splitAtBlankLines } from '../../shared/documents/parse-markdown';
import { renderHtml } from '../../shared/documents/render-html';

/** About this many characters are parsed in one turn of the event loop (a few milliseconds' work). */
const CHARACTERS_PER_TURN = 20_000;
/** This many blocks are rendered in one turn. */
const BLOCKS_PER_TURN = 5_000;

/**
 * The HTML of `markdownToHtml`, made a piece at a time, with other requests' turns in between.
 * At the longest text accepted, the parse and the rendering take tens of milliseconds each (a
 * hundred thousand one-line paragraphs, say): in one turn, every other request would wait for them.
 * The pieces end at blank lines, so they parse to the same blocks; a single block (one paragraph
 * of the whole length) is still parsed and rendered in one turn.
 */
export async function markdownToHtmlInTurns(markdown: string): Promise<string> {
  const blocks: BlockNode[] = [];
  for (const piece of splitAtBlankLines(markdown, CHARACTERS_PER_TURN)) {
    for (const block of parseMarkdown(piece).children) blocks.push(block);
    await nextTurn();
  }
  const html: string[] = [];
  for (let start = 0; start < blocks.length; start += BLOCKS_PER_TURN) {
    html.push(renderHtml({ type: 'document', children: blocks.slice(start, start + BLOCKS_PER_TURN) }));
    await nextTurn();
  }
  return html.join('\n');
}
