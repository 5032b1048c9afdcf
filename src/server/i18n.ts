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
    t = rememberingTranslator(language, getInstance().getFixedT(language));
    translators.set(language, t);
  }
  return t;
}

/** i18next's own translate function, without the remembering: the tests compare `translator` with it. */
export function i18nextTranslator(language: Language): TFunction {
  return getInstance().getFixedT(language);
}

/** i18next options that change what a key resolves to: a call with one of them always goes to i18next. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'replace',
]);
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const SIMPLE_PLACEHOLDER = /^\s*[A-Za-z_$][\w$]*\s*$/;
/** A bound on each language's remembered texts, in case a caller ever translates keys without end. */
const MAX_REMEMBERED_KEYS = 20_000;

/**
 * i18next's `t` costs 10–100 µs a call (option merging, plural and nesting checks): a preview's
 * compliance summary asks for a few hundred texts and every mail for a dozen, which made i18next one
 * of the server's largest costs under load. The catalogs never change while the server runs, so
 * this remembers what a key without options translates to, and the catalog text of a key whose
 * options are only `{{name}}` values, filled in here. Anything else (plurals, context, nesting,
 * formats, other i18next options, a key missing in the language) goes to i18next as before; a
 * test compares both ways for every key of every catalog.
 */
function rememberingTranslator(language: Language, t: TFunction): TFunction {
  const plain = new Map<string, string>();
  const templates = new Map<string, string | null>();
  const remember = <T>(map: Map<string, T>, key: string, value: T): T => {
    if (map.size < MAX_REMEMBERED_KEYS) map.set(key, value);
    return value;
  };
  const translate = (key: unknown, options?: unknown): unknown => {
    const call = t as unknown as (key: unknown, options?: unknown) => unknown;
    if (typeof key !== 'string') return call(key, options);
    if (options === undefined) {
      const known = plain.get(key);
      if (known !== undefined) return known;
      const text = call(key);
      return typeof text === 'string' ? remember(plain, key, text) : text;
    }
    if (!hasOnlyValues(options)) return call(key, options);
    let template = templates.get(key);
    if (template === undefined) template = remember(templates, key, catalogTemplate(language, key));
    if (template === null) return call(key, options);
    // As i18next: a value not given leaves its placeholder in, null is empty.
    return template.replace(PLACEHOLDER, (match, name: string) => {
      const value = options[name.trim()];
      if (value === undefined) return match;
      return value === null ? '' : String(value);
    });
  };
  return translate as unknown as TFunction;
}

function hasOnlyValues(options: unknown): options is Record<string, string | number | null | undefined> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  for (const [name, value] of Object.entries(options)) {
    if (I18NEXT_OPTIONS.has(name)) return false;
    if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number')
      return false;
  }
  return true;
}

/**
 * The catalog text of `key` in `language` when it can be filled in without i18next: a string of
 * this language (no fallback) whose placeholders are all plain `{{name}}`, with no nesting.
 */
function catalogTemplate(language: Language, key: string): string | null {
  const separator = key.indexOf(':');
  const namespace = separator === -1 ? 'errors' : key.slice(0, separator);
  const path = separator === -1 ? key : key.slice(separator + 1);
  const text: unknown = getInstance().getResource(language, namespace, path);
  if (typeof text !== 'string' || text.includes('$t(')) return null;
  for (const [, name = ''] of text.matchAll(PLACEHOLDER)) if (!SIMPLE_PLACEHOLDER.test(name)) return null;
  return text;
}

/** Whether the English catalog (the reference for every language) has this message key. */
export function messageExists(key: string): boolean {
  return /^[a-zA-Z]+\.[a-zA-Z.]+$/.test(key) && getInstance().exists(key, { lng: DEFAULT_LANGUAGE });
}
