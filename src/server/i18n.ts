import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, NAMESPACES } from '../shared/i18n/languages';

const localesDir = fileURLToPath(new URL('../shared/i18n/locales/', import.meta.url));

/**
 * One namespace of one language: its file (`errors.json`) and/or a folder of parts whose top-level
 * keys are merged into it (`wizard/<type>.json`, `common/<feature>.json`), so that several people
 * can work on one namespace at once. A key defined twice is an error, not a silent override.
 */
export function readNamespace(language: Language, namespace: string): Record<string, unknown> {
  const file = `${localesDir}${language}/${namespace}.json`;
  const folder = `${localesDir}${language}/${namespace}`;
  const merged: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!existsSync(folder)) return merged;
  for (const part of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const catalog = JSON.parse(readFileSync(`${folder}/${part}`, 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(catalog)) {
      if (key in merged) throw new Error(`${language}/${namespace}/${part}: key ${key} is defined twice`);
      merged[key] = value;
    }
  }
  return merged;
}

/** Reads every catalog of every language from src/shared/i18n/locales (the client's catalogs too). */
export function readCatalogs(): Record<Language, Record<string, Record<string, unknown>>> {
  const resources = {} as Record<Language, Record<string, Record<string, unknown>>>;
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const namespace of NAMESPACES) resources[language][namespace] = readNamespace(language, namespace);
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

const translators = new Map<Language, TFunction>();

/**
 * A translate function for one language; keys without a namespace prefix are read from `errors`.
 * One per language, kept: every request asks for its language's.
 */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = getInstance().getFixedT(language);
    translators.set(language, t);
  }
  return t;
}

/** Whether the English catalog (the reference for every language) has this message key. */
export function messageExists(key: string): boolean {
  return /^[a-zA-Z]+\.[a-zA-Z.]+$/.test(key) && getInstance().exists(key, { lng: DEFAULT_LANGUAGE });
}
