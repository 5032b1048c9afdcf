import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  CLIENT_NAMESPACES,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  pickLanguage,
} from '../../shared/i18n/languages';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

// One script per language (`virtual:catalogs/<lang>`, scripts/language-catalogs.ts): a visitor downloads
// only the language they read, and English as the fallback. A namespace is its file plus, optionally,
// a folder of parts (`common/<feature>.json`) merged into it.
const catalogModules: Record<Language, () => Promise<{ default: Record<string, Record<string, unknown>> }>> =
  {
    en: () => import('virtual:catalogs/en'),
    de: () => import('virtual:catalogs/de'),
    es: () => import('virtual:catalogs/es'),
    fr: () => import('virtual:catalogs/fr'),
    it: () => import('virtual:catalogs/it'),
    nl: () => import('virtual:catalogs/nl'),
  };

async function loadLanguage(language: Language): Promise<void> {
  if (CLIENT_NAMESPACES.every((namespace) => i18next.hasResourceBundle(language, namespace))) return;
  const { default: files } = await catalogModules[language]();
  for (const namespace of CLIENT_NAMESPACES) {
    if (!files[`${namespace}.json`]) throw new Error(`Missing catalog ${language}/${namespace}`);
    for (const [file, catalog] of Object.entries(files)) {
      if (file === `${namespace}.json` || file.startsWith(`${namespace}/`))
        i18next.addResourceBundle(language, namespace, catalog, true, true);
    }
  }
}

/** The stored choice, else the browser's preferred supported language, else English. */
export function initialLanguage(): Language {
  const stored = readStorage('local', STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  return pickLanguage(
    typeof navigator === 'undefined' ? null : navigator.languages?.join(',') || navigator.language,
  );
}

function reflectLanguage(language: Language): void {
  document.documentElement.lang = language;
}

let setup: Promise<void> | undefined;

/** Starts i18next with the visitor's language loaded before the first render. */
export function setupI18n(): Promise<void> {
  setup ??= startI18n();
  return setup;
}

/**
 * Resolves once the interface language and its catalogs are in: code that runs before the first
 * render (app/initial-route.ts) waits for it before asking the API in that language.
 */
export function i18nReady(): Promise<void> {
  return setup ?? Promise.resolve();
}

async function startI18n(): Promise<void> {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'de', 'es', 'fr', 'it', 'nl'],
    ns: [...CLIENT_NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await Promise.all([
    loadLanguage(language),
    language === DEFAULT_LANGUAGE ? null : loadLanguage(DEFAULT_LANGUAGE),
  ]);
  await i18next.changeLanguage(language);
  reflectLanguage(language);
}

/** Switches the interface language, remembers the choice and updates `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  writeStorage('local', STORAGE_KEYS.language, language);
  reflectLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Translates outside React (the API client, the app-state store). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, options);
}
