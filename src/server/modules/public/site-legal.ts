import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatLongDate } from '../../../shared/dates';
import { parseMarkdown } from '../../../shared/documents/parse-markdown';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { inlineText } from '../../../shared/documents/render-text';
import type { Language } from '../../../shared/i18n/languages';
import type { SiteLegalDocument, SiteLegalReply } from '../../../shared/site-legal';
import type { AppConfig } from '../../config';

const contentDir = fileURLToPath(new URL('../../content/site-legal/', import.meta.url));

/** When the texts under content/site-legal last changed; shown as each document's "last updated" date. */
export const SITE_LEGAL_LAST_UPDATED = '2026-11-20';

const cache = new Map<string, SiteLegalReply>();

/**
 * The product's own legal document in one language, with the installation's name, company,
 * address and support e-mail filled in, rendered by the same safe renderer as every agreement.
 */
export function renderSiteLegalDocument(
  document: SiteLegalDocument,
  language: Language,
  config: AppConfig,
): SiteLegalReply {
  const cacheKey = `${document}:${language}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const template = readFileSync(`${contentDir}${language}/${document}.md`, 'utf8');
  const values: Record<string, string> = {
    appName: config.appName,
    companyName: config.companyName,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    lastUpdated: formatLongDate(SITE_LEGAL_LAST_UPDATED, language),
  };
  const markdown = template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
  const firstBlock = parseMarkdown(markdown).children[0];
  const title = firstBlock?.type === 'heading' ? inlineText(firstBlock.children) : document;
  const reply: SiteLegalReply = { document, title, html: markdownToHtml(markdown), language };
  cache.set(cacheKey, reply);
  return reply;
}
