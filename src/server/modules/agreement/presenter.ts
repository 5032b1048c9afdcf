import { AGREEMENT_TYPES } from '../../../shared/agreements/types';
import type { AgreementSummary } from '../../../shared/api/agreement';
import { parseMarkdown } from '../../../shared/documents/parse-markdown';
import { titleText } from '../../../shared/documents/render-text';
import type { AgreementRow } from './repo';

const answerText = (answers: unknown, keys: string[]): string => {
  const record = (answers ?? {}) as Record<string, unknown>;
  const found = keys
    .map((key) => record[key])
    .find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof found === 'string' ? found.trim() : '';
};

/** The site an agreement is for: each wizard names it a little differently. */
const SITE_NAME_ANSWERS = ['website_name', 'app_name', 'shop_name', 'company_name'];
const SITE_URL_ANSWERS = ['website_url', 'app_url', 'social_page_url'];

/** The fields of an agreement that replies may show. */
export function presentAgreement(row: AgreementRow): AgreementSummary {
  return {
    id: row.id,
    type: AGREEMENT_TYPES.find((type) => type.code === row.type)?.slug ?? row.type,
    status: row.status,
    language: row.language,
    premium: row.premium,
    paid: row.premium && row.paidAt !== null,
    edited: row.editStatus === 'modified',
    site_name: answerText(row.answers, SITE_NAME_ANSWERS),
    site_url: answerText(row.answers, SITE_URL_ANSWERS),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const downloadPath = (id: string) => `/download/${id}`;

export const livePath = (liveToken: string) => `/live/${liveToken}`;

/** An agreement's title as plain text: its first level-1 heading, else `fallback` (the type's name). */
export function titleOf(markdown: string, fallback: string): string {
  return titleText(parseMarkdown(markdown)) || fallback;
}
