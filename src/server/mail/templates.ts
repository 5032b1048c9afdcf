import { escapeHtml } from '../../shared/documents/render-html';
import type { Language } from '../../shared/i18n/languages';
import type { AppConfig } from '../config';
import { translator } from '../i18n';
import type { MailMessage } from './mailer';

export type EmailKind =
  | 'activation'
  | 'passwordReset'
  | 'passwordChanged'
  | 'accountDeleted'
  | 'agreementCreated'
  | 'paymentReceipt';

type EmailContent = {
  /** Keys under emails.<kind> for the paragraphs, in order. */
  paragraphs: string[];
  /** A call to action: the button's key under emails.<kind> and its address. */
  action?: { labelKey: string; url: string };
  /** Keys of paragraphs shown after the button. */
  after?: string[];
};

const CONTENT: Record<EmailKind, (url: string) => EmailContent> = {
  activation: (url) => ({ paragraphs: ['intro'], action: { labelKey: 'button', url }, after: ['expiry'] }),
  passwordReset: (url) => ({ paragraphs: ['intro'], action: { labelKey: 'button', url }, after: ['expiry'] }),
  passwordChanged: () => ({ paragraphs: ['intro', 'warning'] }),
  accountDeleted: () => ({ paragraphs: ['intro', 'invoices', 'goodbye'] }),
  agreementCreated: (url) => ({ paragraphs: ['intro'], action: { labelKey: 'button', url } }),
  paymentReceipt: (url) => ({
    // The VAT line is added (extraParagraphs) only when VAT was charged.
    paragraphs: ['intro', 'amount'],
    action: { labelKey: 'button', url },
    after: ['oneTime', 'refund'],
  }),
};

/**
 * Builds one e-mail in the customer's language, with an HTML part (escaped, inline styles as
 * mail programs need) and a plain-text part carrying the same words and addresses.
 */
export function renderEmail(
  kind: EmailKind,
  options: {
    to: string;
    language: Language;
    config: AppConfig;
    url?: string;
    values?: Record<string, string | number>;
    /** Keys under emails.<kind> of paragraphs added at the end for this message only. */
    extraParagraphs?: string[];
  },
): MailMessage {
  const { config, language } = options;
  const t = translator(language);
  const values = {
    appName: config.appName,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    email: options.to,
    ...options.values,
  };
  const text = (key: string) => t(`emails:${key}`, values);
  const content = CONTENT[kind](options.url ?? '');
  const before = content.paragraphs.map((key) => text(`${kind}.${key}`));
  const after = [...(content.after ?? []), ...(options.extraParagraphs ?? [])].map((key) =>
    text(`${kind}.${key}`),
  );
  const signature = [text('signature')];

  const plain = [
    text('greeting'),
    ...before,
    ...(content.action ? [`${text(`${kind}.${content.action.labelKey}`)}\n${content.action.url}`] : []),
    ...after,
    ...signature,
    '--',
    text('footer'),
  ].join('\n\n');

  const paragraph = (words: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(words)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#6f42c1;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(text(`${kind}.${content.action.labelKey}`))}</a></p>` +
      paragraph(text('buttonFallback')) +
      `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(text(`${kind}.subject`))}</title></head>
<body style="margin:0;padding:24px;background:#f4f1fa;font-family:Arial,Helvetica,sans-serif;color:#212529">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;color:#6f42c1">${escapeHtml(config.appName)}</p>
${[text('greeting'), ...before].map(paragraph).join('\n')}
${button}
${[...after, ...signature].map(paragraph).join('\n')}
<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0">
<p style="margin:0;font-size:12px;color:#6c757d;line-height:1.5">${escapeHtml(text('footer'))}</p>
</div></body></html>`;

  return { to: options.to, subject: text(`${kind}.subject`), text: `${plain}\n`, html };
}
