import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, NAMESPACES } from '../shared/i18n/languages';

const localesDir = fileURLToPath(new URL('../shared/i18n/locales/', import.meta.url));

/** Reads every catalog of every language from src/shared/i18n/locales (the client's catalogs too). */
export function readCatalogs(): Record<Language, Record<string, Record<string, unknown>>> {
  const resources = {} as Record<Language, Record<string, Record<string, unknown>>>;
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const namespace of NAMESPACES) {
      resources[language][namespace] = JSON.parse(
        readFileSync(`${localesDir}${language}/${namespace}.json`, 'utf8'),
      );
    }
  }
  return resources;
}

let instance: i18n | undefined;

function getInstance(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({
      resources: readCatalogs(),
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'errors',
      initAsync: false,
      // Messages go into JSON envelopes and e-mails that escape on their own.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return instance;
}

/** A translate function for one language; keys without a namespace prefix are read from `errors`. */
export function translator(language: Language): TFunction {
  return getInstance().getFixedT(language);
}

/** Whether the English catalog (the reference for every language) has this message key. */
export function messageExists(key: string): boolean {
  return /^[a-zA-Z]+\.[a-zA-Z.]+$/.test(key) && getInstance().exists(key, { lng: DEFAULT_LANGUAGE });
}
