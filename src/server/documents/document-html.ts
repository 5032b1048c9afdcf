import { markdownToHtml } from '../../shared/documents/render-html';
import { recentResults } from '../recent-results';

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

/** An agreement's text as HTML (markdownToHtml), made once for the same text while it is recent. */
export function documentHtml(markdown: string): string {
  return recentHtml.get(markdown, () => markdownToHtml(markdown));
}
