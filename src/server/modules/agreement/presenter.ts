import { wizardFor } from '../../../shared/agreements/definitions';
import { chosenExtras } from '../../../shared/agreements/extras';
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
export function presentAgreement(row: AgreementRow & { paymentPending?: boolean }): AgreementSummary {
  return {
    id: row.id,
    type: AGREEMENT_TYPES.find((type) => type.code === row.type)?.slug ?? row.type,
    status: row.status,
    language: row.language,
    premium: row.premium,
    paid: row.premium && row.paidAt !== null,
    payment_pending: row.paymentPending === true,
    edited: row.editStatus === 'modified',
    site_name: answerText(row.answers, SITE_NAME_ANSWERS),
    site_url: answerText(row.answers, SITE_URL_ANSWERS),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const downloadPath = (id: string) => `/download/${id}`;

export const livePath = (liveToken: string) => `/live/${liveToken}`;

/** The first line that the parser reads as a level-1 heading (`# `, up to three spaces before it). */
const FIRST_LEVEL_ONE_HEADING = /(?:^|\r\n?|\n)( {0,3}#[ \t][^\r\n]*)/;

/**
 * An agreement's title as plain text: its first level-1 heading, else `fallback` (the type's name).
 * The parser reads blocks line by line (the subset has no code blocks), so that heading is the first
 * line that looks like one: parsing that line alone gives the same title without parsing the whole
 * document, which every download-page reply and file listing would otherwise do per text and format.
 */
export function titleOf(markdown: string, fallback: string): string {
  const line = FIRST_LEVEL_ONE_HEADING.exec(markdown)?.[1];
  // A title is a line of words: its first thousand characters are plenty, and a heading as long as
  // the whole text is not parsed on every listing.
  return (line === undefined ? '' : titleText(parseMarkdown(line.slice(0, MAX_TITLE_SOURCE)))) || fallback;
}

const MAX_TITLE_SOURCE = 1000;

/** Whether paying would buy something now: the unpaid premium version, or extras chosen after paying. */
export function paymentDue(row: AgreementRow): boolean {
  if (!row.premium || row.status !== 'finished') return false;
  if (row.paidAt === null) return true;
  const definition = wizardFor(row.type);
  if (!definition) return false;
  return chosenExtras(definition, row.answers).some((extra) => !row.paidExtras.includes(extra));
}
