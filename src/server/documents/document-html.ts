import { markdownToHtml } from '../../shared/documents/render-html';
import { recentResults } from '../recent-results';
import { htmlInPool, isLongText } from './render-pool';

/**
 * HTML made lately, by its Markdown: a preview's document comes back on the download page right
 * after "Generate", and owners open the same text again and again. About 10 million characters
 * for at most ten minutes.
 */
const recentHtml = recentResults<string>({
  maxSize: 10_000_000,
  maxAgeMs: 10 * 60_000,
  sizeOf: (html) => html.length,
});

/**
 * An agreement's text as HTML (markdownToHtml), made once for the same text while it is recent. A
 * long text is converted in the render pool, so the server's thread is never held up by it.
 */
export async function documentHtml(markdown: string): Promise<string> {
  if (!isLongText(markdown)) return recentHtml.get(markdown, () => markdownToHtml(markdown));
  const known = recentHtml.find(markdown);
  if (known !== undefined) return known;
  const html = await htmlInPool(markdown);
  recentHtml.remember(markdown, html);
  return html;
}
