import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatLongDate } from '../../../shared/dates';
import { parseMarkdown } from '../../../shared/documents/parse-markdown';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { inlineText } from '../../../shared/documents/render-text';
import type { Language } from '../../../shared/i18n/languages';
import type { SiteLegalDocument, SiteLegalReply } from '../../../shared/site-legal';
import {
  AFFILIATE_CLICK_DAYS,
  AFFILIATE_SERVICE_NAMES,
  ANALYTICS_SERVICE_NAMES,
} from '../../../shared/tracking';
import type { AppConfig } from '../../config';
import { fillTemplate } from '../../content/template';

const contentDir = fileURLToPath(new URL('../../content/site-legal/', import.meta.url));

/** When the texts under content/site-legal last changed; shown as each document's "last updated" date. */
export const SITE_LEGAL_LAST_UPDATED = '2026-11-20';

type LegalConfig = Pick<
  AppConfig,
  'appName' | 'companyName' | 'supportEmail' | 'publicUrl' | 'analytics' | 'affiliate'
>;

/** Each installation renders its own texts (names, tracking); the config object is the cache's key. */
const cache = new WeakMap<LegalConfig, Map<string, SiteLegalReply>>();

/**
 * The conditions a document's `{{#name}}…{{/name}}` (kept when true) and `{{^name}}…{{/name}}`
 * (kept when false) sections test (content/template.ts): what this installation has configured, so the Cookies Policy
 * describes exactly the services in use.
 */
export function legalConditions(config: Pick<AppConfig, 'analytics' | 'affiliate'>): Record<string, boolean> {
  const provider = config.analytics?.provider;
  return {
    analytics: provider !== undefined,
    plausible: provider === 'plausible',
    matomo: provider === 'matomo',
    google: provider === 'google',
    marketing: config.affiliate !== undefined,
    tracking: provider !== undefined || config.affiliate !== undefined,
  };
}

/**
 * The product's own legal document in one language, with the installation's name, company,
 * address and support e-mail filled in, and the tracking it has configured described, rendered
 * by the same safe renderer as every agreement.
 */
export function renderSiteLegalDocument(
  document: SiteLegalDocument,
  language: Language,
  config: LegalConfig,
): SiteLegalReply {
  const cacheKey = `${document}:${language}`;
  const replies = cache.get(config) ?? new Map<string, SiteLegalReply>();
  cache.set(config, replies);
  const cached = replies.get(cacheKey);
  if (cached) return cached;
  const template = readFileSync(`${contentDir}${language}/${document}.md`, 'utf8');
  const values: Record<string, string> = {
    appName: config.appName,
    companyName: config.companyName,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    lastUpdated: formatLongDate(SITE_LEGAL_LAST_UPDATED, language),
    analyticsService: config.analytics ? ANALYTICS_SERVICE_NAMES[config.analytics.provider] : '',
    affiliateService: config.affiliate ? AFFILIATE_SERVICE_NAMES[config.affiliate.provider] : '',
    affiliateDays: String(AFFILIATE_CLICK_DAYS),
  };
  const markdown = fillTemplate(
    template,
    { values, conditions: legalConditions(config) },
    `site legal text ${language}/${document}`,
  );
  const firstBlock = parseMarkdown(markdown).children[0];
  const title = firstBlock?.type === 'heading' ? inlineText(firstBlock.children) : document;
  const reply: SiteLegalReply = { document, title, html: markdownToHtml(markdown), language };
  replies.set(cacheKey, reply);
  return reply;
}
