/**
 * Test support: the English `common` and `errors` namespaces as the browser gets them — each file
 * merged with its parts (common/<feature>.json, errors/<feature>.json).
 */
const commonParts = import.meta.glob<Record<string, unknown>>(
  ['../../shared/i18n/locales/en/common.json', '../../shared/i18n/locales/en/common/*.json'],
  { import: 'default', eager: true },
);
const errorsParts = import.meta.glob<Record<string, unknown>>(
  ['../../shared/i18n/locales/en/errors.json', '../../shared/i18n/locales/en/errors/*.json'],
  { import: 'default', eager: true },
);

export const ENGLISH_COMMON: Record<string, unknown> = Object.assign({}, ...Object.values(commonParts));
export const ENGLISH_ERRORS: Record<string, unknown> = Object.assign({}, ...Object.values(errorsParts));
