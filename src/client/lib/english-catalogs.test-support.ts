import errorsEn from '../../shared/i18n/locales/en/errors.json';

/**
 * Test support: the English `common` namespace as the browser gets it — common.json merged with
 * its parts (common/<feature>.json) — and `errors`.
 */
const commonParts = import.meta.glob<Record<string, unknown>>(
  ['../../shared/i18n/locales/en/common.json', '../../shared/i18n/locales/en/common/*.json'],
  { import: 'default', eager: true },
);

export const ENGLISH_COMMON: Record<string, unknown> = Object.assign({}, ...Object.values(commonParts));
export const ENGLISH_ERRORS: Record<string, unknown> = errorsEn;
