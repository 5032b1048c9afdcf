import type { BlockNode, DocumentNode, InlineNode } from './ast';
import { parseMarkdown } from './parse-markdown';

/**
 * Renders the document model as plain text: headings underlined, lists with their markers,
 * links as "words (address)" so a printed copy keeps every address.
 */
export function renderText(document: DocumentNode): string {
  return `${document.children.map(renderBlock).join('\n\n')}\n`;
}

export function markdownToText(markdown: string): string {
  return renderText(parseMarkdown(markdown));
}

function renderBlock(block: BlockNode): string {
  switch (block.type) {
    case 'heading': {
      const text = inlineText(block.children);
      if (block.level === 3) return text;
      return `${text}\n${(block.level === 1 ? '=' : '-').repeat(Math.min(Math.max(text.length, 3), 78))}`;
    }
    case 'paragraph':
      return inlineText(block.children);
    case 'list':
      return block.items
        .map((item, index) => {
          const marker = block.ordered ? `${block.start + index}. ` : '- ';
          return marker + inlineText(item).replace(/\n/g, `\n${' '.repeat(marker.length)}`);
        })
        .join('\n');
  }
}

/** The words of inline nodes without any formatting. */
export function inlineText(nodes: InlineNode[]): string {
  return nodes.map(inlineNodeText).join('');
}

function inlineNodeText(node: InlineNode): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'strong':
    case 'emphasis':
      return inlineText(node.children);
    case 'break':
      return '\n';
    case 'link': {
      const words = inlineText(node.children);
      const address = node.href.replace(/^mailto:/i, '');
      return words === address || words === node.href ? words : `${words} (${address})`;
    }
  }
}

/** A document's title as plain text: its first level-1 heading, or '' when it has none. */
export function titleText(document: DocumentNode): string {
  const heading = document.children.find((block) => block.type === 'heading' && block.level === 1);
  return heading?.type === 'heading' ? inlineText(heading.children).trim() : '';
}
