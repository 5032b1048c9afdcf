import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/shared/i18n/languages';
import { CATALOGS_MODULE, catalogFiles, languageCatalogModules } from './language-catalogs';

const localesDir = path.resolve(import.meta.dirname, '../src/shared/i18n/locales');
const plugin = languageCatalogModules();
const resolveId = plugin.resolveId as (id: string) => string | null;
const load = plugin.load as (id: string) => string | null;

describe('languageCatalogModules', () => {
  it('lists every client catalog file of a language: the namespace first, then its parts', () => {
    const files = catalogFiles('de');
    const onDisk = ['common', 'errors'].flatMap((namespace) => [
      `${namespace}.json`,
      ...(existsSync(path.join(localesDir, 'de', namespace))
        ? readdirSync(path.join(localesDir, 'de', namespace)).map((name) => `${namespace}/${name}`)
        : []),
    ]);
    expect([...files].sort()).toEqual(onDisk.sort());
    expect(files.indexOf('common.json')).toBeLessThan(files.indexOf('common/payment.json'));
    expect(files).not.toContain('emails.json');
  });

  it('resolves only its own module ids, one module per language', () => {
    expect(resolveId(`${CATALOGS_MODULE}fr`)).toBe(`\0${CATALOGS_MODULE}fr`);
    expect(resolveId('./main.tsx')).toBeNull();
    for (const language of LANGUAGES) {
      const code = load(`\0${CATALOGS_MODULE}${language}`) ?? '';
      for (const file of catalogFiles(language)) {
        expect(code).toContain(JSON.stringify(path.join(localesDir, language, file)));
        expect(code).toContain(`${JSON.stringify(file)}: c`);
      }
    }
    expect(load('/src/client/main.tsx')).toBeNull();
  });

  it('refuses a language that has no catalogs', () => {
    expect(() => load(`\0${CATALOGS_MODULE}xx`)).toThrow('No catalogs for xx');
  });
});
