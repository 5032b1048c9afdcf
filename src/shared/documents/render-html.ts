import type { BlockNode, DocumentNode, InlineNode } from './ast';
import { parseMarkdown } from './parse-markdown';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const HTML_SPECIAL = /[&<>"']/;

/** Escapes text for use in HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  // Most pieces of text have nothing to escape: a test is several times faster than a replace that
  // finds nothing, and a document can have a hundred thousand pieces.
  if (!HTML_SPECIAL.test(text)) return text;
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Renders the document model to HTML. Output is built only from the model and every
 * piece of text is escaped, so user text can never inject markup.
 */
export function renderHtml(document: DocumentNode): string {
  return document.children.map(renderBlock).join('\n');
}

/** Parses the Markdown subset and renders it to safe HTML in one step. */
export function markdownToHtml(markdown: string): string {
  return renderHtml(parseMarkdown(markdown));
}

function renderBlock(block: BlockNode): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level}>${renderInline(block.children)}</h${block.level}>`;
    case 'paragraph':
      return `<p>${renderInline(block.children)}</p>`;
    case 'list': {
      const items = block.items.map((item) => `<li>${renderInline(item)}</li>`).join('');
      if (!block.ordered) return `<ul>${items}</ul>`;
      return block.start === 1 ? `<ol>${items}</ol>` : `<ol start="${block.start}">${items}</ol>`;
    }
  }
}

function renderInline(nodes: InlineNode[]): string {
  return nodes.map(renderInlineNode).join('');
}

function renderInlineNode(node: InlineNode): string {
  switch (node.type) {
    case 'text':
      return escapeHtml(node.value);
    case 'strong':
      return `<strong>${renderInline(node.children)}</strong>`;
    case 'emphasis':
      return `<em>${renderInline(node.children)}</em>`;
    case 'break':
      return '<br>';
    case 'link':
      return `<a href="${escapeHtml(node.href)}" rel="noopener noreferrer nofollow">${renderInline(node.children)}</a>`;
  }
}
