import { AGREEMENT_TYPES } from '../../../shared/agreements/types';
import type { AgreementSummary } from '../../../shared/api/agreement';
import type { AgreementRow } from './repo';

/** The fields of an agreement that replies may show. */
export function presentAgreement(row: AgreementRow): AgreementSummary {
  return {
    id: row.id,
    type: AGREEMENT_TYPES.find((type) => type.code === row.type)?.slug ?? row.type,
    status: row.status,
    language: row.language,
    premium: row.premium,
    edited: row.editStatus === 'modified',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const downloadPath = (id: string) => `/download/${id}`;
