import type { DocumentNode } from '../../shared/documents/ast';
import { escapeHtml, renderHtml } from '../../shared/documents/render-html';
import type { DocumentMeta } from './meta';

/** Readable typography for a downloaded agreement, in the file itself so it works offline. */
const STYLE = [
  'body{max-width:46rem;margin:2.5rem auto;padding:0 1.25rem;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2328;background:#fff}',
  'h1{font-size:2rem;line-height:1.25;margin:0 0 1rem}',
  'h2{font-size:1.4rem;line-height:1.3;margin:2rem 0 .75rem}',
  'h3{font-size:1.15rem;line-height:1.35;margin:1.5rem 0 .5rem}',
  'p,ul,ol{margin:0 0 1rem}',
  'ul,ol{padding-left:1.75rem}',
  'li{margin:.25rem 0}',
  'a{color:#0b57d0;overflow-wrap:anywhere}',
  '@media print{body{margin:0;max-width:none;font-size:11pt}a{color:inherit}}',
].join('');

/**
 * The agreement as a complete HTML5 file: the body from the shared renderer (which escapes all text),
 * the title escaped too, and a small inline style sheet.
 */
export function renderStandaloneHtml(
  document: DocumentNode,
  meta: Pick<DocumentMeta, 'title' | 'language' | 'author'>,
): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(meta.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="author" content="${escapeHtml(meta.author)}">`,
    `<title>${escapeHtml(meta.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    renderHtml(document),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
