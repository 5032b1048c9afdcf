import type { InlineNode } from '../../shared/documents/ast';

/** One stretch of text with a single formatting, as PDF and DOCX write it. `text` is '\n' for a hard break. */
export type InlineRun = { text: string; bold: boolean; italic: boolean; href: string | null };

type RunStyle = Omit<InlineRun, 'text'>;

const PLAIN: RunStyle = { bold: false, italic: false, href: null };

/**
 * Flattens nested inline nodes (strong inside a link inside emphasis…) into a flat list of runs,
 * joining neighbours that look the same. A hard break becomes a run of its own with text '\n'.
 */
export function flattenInline(nodes: InlineNode[]): InlineRun[] {
  const runs: InlineRun[] = [];
  collectRuns(nodes, PLAIN, runs);
  return runs;
}

function collectRuns(nodes: InlineNode[], style: RunStyle, runs: InlineRun[]): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        pushRun(runs, node.value, style);
        break;
      case 'break':
        pushRun(runs, '\n', style);
        break;
      case 'strong':
        collectRuns(node.children, { ...style, bold: true }, runs);
        break;
      case 'emphasis':
        collectRuns(node.children, { ...style, italic: true }, runs);
        break;
      case 'link':
        collectRuns(node.children, { ...style, href: node.href }, runs);
        break;
    }
  }
}

function pushRun(runs: InlineRun[], text: string, style: RunStyle): void {
  const last = runs[runs.length - 1];
  const joins =
    last &&
    text !== '\n' &&
    last.text !== '\n' &&
    last.bold === style.bold &&
    last.italic === style.italic &&
    last.href === style.href;
  if (joins) last.text += text;
  else if (text) runs.push({ text, ...style });
}

/** The marker of a list item: "•" or "3.". */
export function listMarker(ordered: boolean, start: number, index: number): string {
  return ordered ? `${start + index}.` : '•';
}
