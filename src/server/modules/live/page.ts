import { createHash } from 'node:crypto';
import { formatLongDate } from '../../../shared/dates';
import { parseMarkdown } from '../../../shared/documents/parse-markdown';
import { escapeHtml, renderHtml } from '../../../shared/documents/render-html';
import { inlineText, titleText } from '../../../shared/documents/render-text';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { translator } from '../../i18n';

/**
 * The live page's only stylesheet, inline so the page is one request. Its hash is the one style the
 * page's own Content-Security-Policy allows; any change here changes the hash with it.
 */
export const LIVE_STYLESHEET = [
  ':root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--link:#5b3cc4;--bg:#fff}',
  '@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--link:#b7a4ff;--bg:#0d1117}}',
  '*{box-sizing:border-box}',
  'html{-webkit-text-size-adjust:100%;text-size-adjust:100%}',
  'body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;overflow-wrap:break-word}',
  '.page{max-width:48rem;margin:0 auto;padding:1.5rem 1rem 2rem}',
  '.meta{display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem 1.5rem;justify-content:space-between;color:var(--muted);font-size:.875rem;border-bottom:1px solid var(--line);padding-bottom:.75rem}',
  '.meta p,.langs ul{margin:0}',
  '.langs ul{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem .75rem;list-style:none;padding:0}',
  '.langs [aria-current]{font-weight:600;color:var(--fg)}',
  'h1{font-size:1.75rem;line-height:1.25;margin:1.5rem 0 1rem}',
  'h2{font-size:1.3rem;line-height:1.3;margin:2rem 0 .75rem}',
  'h3{font-size:1.1rem;margin:1.5rem 0 .5rem}',
  'a{color:var(--link)}',
  'li+li{margin-top:.25rem}',
  'footer{margin-top:2.5rem;border-top:1px solid var(--line);padding-top:.75rem;color:var(--muted);font-size:.875rem}',
  '@media print{.langs,footer{display:none}body{background:#fff;color:#000}a{color:inherit}}',
].join('');

const STYLE_HASH = createHash('sha256').update(LIVE_STYLESHEET).digest('base64');

/**
 * The page's own policy: nothing may load or run except the inline stylesheet above (no scripts at
 * all, no images, no forms, no <base> href). Any site may frame it, because embedding the link is
 * the point and the page has no actions, forms or credentials a framing site could abuse.
 */
export const LIVE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

export type LiveText = {
  language: Language;
  markdown: string;
  /** When this text was stored: the page's "last updated" date. */
  updatedAt: Date;
};

export type LivePageInput = {
  token: string;
  /** The agreement's type code, for the title when the text has no `#` heading. */
  type: string;
  /** The text to show. */
  text: LiveText;
  /** Every language the agreement has a text in (the language switch), the shown one included. */
  languages: Language[];
  /** The agreement's own language: its page lives at the address without `?lang=`. */
  defaultLanguage: Language;
  appName: string;
  publicUrl: string;
};

function head(language: Language, title: string, extra: string): string {
  return (
    `<!doctype html>\n<html lang="${language}">\n<head>\n<meta charset="utf-8">\n` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${escapeHtml(title)}</title>\n${extra}<style>${LIVE_STYLESHEET}</style>\n</head>\n`
  );
}

/** Where a language's page lives: the agreement's own language at the bare address. */
function pageHref(input: LivePageInput, language: Language, absolute: boolean): string {
  const query = language === input.defaultLanguage ? '' : `?lang=${language}`;
  return absolute ? `${input.publicUrl}/live/${input.token}${query}` : `${input.token}${query}`;
}

/**
 * The live page of one text: title, "last updated" date, a switch to the agreement's other
 * languages, the text and the "generated with" line. The text goes through the one Markdown
 * renderer (everything escaped, links limited to http, https and mailto); every other value is
 * escaped or comes from a fixed list, so nothing an owner types can add markup.
 */
export function renderLivePage(input: LivePageInput): string {
  const { language, markdown, updatedAt } = input.text;
  const t = translator(language);
  const document = parseMarkdown(markdown);
  const title = titleText(document) || t(`common:agreementTypes.${input.type}.name`);

  const languages = LANGUAGES.filter((code) => input.languages.includes(code));
  const links =
    `<link rel="canonical" href="${escapeHtml(pageHref(input, language, true))}">\n` +
    (languages.length > 1
      ? languages
          .map(
            (code) =>
              `<link rel="alternate" hreflang="${code}" href="${escapeHtml(pageHref(input, code, true))}">\n`,
          )
          .join('')
      : '');

  // The date is placed after escaping, so the <time> element is the only markup in the line.
  const marker = '\u0000date\u0000';
  const dateElement = `<time datetime="${updatedAt.toISOString()}">${escapeHtml(formatLongDate(updatedAt, language))}</time>`;
  const updatedLine = escapeHtml(t('live:lastUpdated', { date: marker })).replace(marker, dateElement);

  const languageSwitch =
    languages.length > 1
      ? `<nav class="langs" aria-label="${escapeHtml(t('live:languages'))}"><ul>${languages
          .map((code) =>
            code === language
              ? `<li><span lang="${code}" aria-current="true">${LANGUAGE_NATIVE_NAMES[code]}</span></li>`
              : `<li><a href="${escapeHtml(pageHref(input, code, false))}" hreflang="${code}" lang="${code}" target="_self">${LANGUAGE_NATIVE_NAMES[code]}</a></li>`,
          )
          .join('')}</ul></nav>`
      : '';

  // Links in the text open outside the frame when the page is embedded in another site.
  return (
    head(language, title, `${links}<base target="_blank">\n`) +
    '<body>\n<div class="page">\n' +
    `<div class="meta">${statesItsDate(document, t('live:lastUpdated', { date: '' })) ? '' : `<p>${updatedLine}</p>`}${languageSwitch}</div>\n` +
    `<main>\n${renderHtml(document)}\n</main>\n` +
    `<footer><p><a href="${escapeHtml(input.publicUrl)}">${escapeHtml(t('live:generatedWith', { appName: input.appName }))}</a></p></footer>\n` +
    '</div>\n</body>\n</html>\n'
  );
}

/**
 * Whether the text says itself when it was last updated (generated texts do, just under their
 * title): the page then does not say it a second time.
 */
function statesItsDate(document: ReturnType<typeof parseMarkdown>, label: string) {
  const words = (text: string) =>
    text
      .replace(/[\s\u00a0:]+/g, ' ')
      .trim()
      .toLowerCase();
  const start = words(label);
  return document.children
    .slice(0, 3)
    .some((block) => block.type === 'paragraph' && words(inlineText(block.children)).startsWith(start));
}

/** The page for an unknown, malformed or deleted live link, in the visitor's language. */
export function renderNotFoundPage(language: Language, appName: string, publicUrl: string): string {
  const t = translator(language);
  const title = t('live:notFound.title');
  return (
    head(language, title, '<meta name="robots" content="noindex">\n') +
    '<body>\n<div class="page">\n<main>\n' +
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(t('live:notFound.text'))}</p>\n<p>${escapeHtml(t('live:notFound.hint'))}</p>\n` +
    `</main>\n<footer><p><a href="${escapeHtml(publicUrl)}">${escapeHtml(appName)}</a></p></footer>\n` +
    '</div>\n</body>\n</html>\n'
  );
}
