import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '../shared/i18n/languages';
import { i18nextTranslator, readCatalogs, translator } from './i18n';

/** Every string in a catalog, by its dotted path. */
function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [path];
    if (value && typeof value === 'object') return leafKeys(value as Record<string, unknown>, path);
    return [];
  });
}

const catalogs = readCatalogs();
const english = catalogs.en;

describe('translator', () => {
  it('gives what i18next gives for every key of every catalog, with and without values, twice', () => {
    let compared = 0;
    for (const language of LANGUAGES) {
      const fast = translator(language);
      const reference = i18nextTranslator(language);
      for (const namespace of NAMESPACES) {
        for (const path of leafKeys(english[namespace] ?? {})) {
          const key = `${namespace}:${path}`;
          const text = String(english[namespace] ? reference(key) : '');
          const names = [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');
          const values = Object.fromEntries(
            names.map((name, index) => [name, index % 2 ? index : `<${name}>`]),
          );
          for (let round = 0; round < 2; round++) {
            expect(fast(key)).toBe(reference(key));
            expect(fast(key, values)).toBe(reference(key, values));
            // A value left out, and one nobody asked for.
            expect(fast(key, { unrelated: 'x' })).toBe(reference(key, { unrelated: 'x' }));
            const nulls = Object.fromEntries(names.map((name) => [name, null]));
            expect(fast(key, nulls)).toBe(reference(key, nulls));
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(LANGUAGES.length * 1000);
  });

  it('leaves plurals, other i18next options and missing keys to i18next', () => {
    const fast = translator('de');
    const reference = i18nextTranslator('de');
    const plural = leafKeys(english.wizard ?? {}).find((path) => path.endsWith('_other'));
    expect(plural).toBeDefined();
    const base = `wizard:${String(plural).replace(/_other$/, '')}`;
    for (const count of [1, 2]) expect(fast(base, { count })).toBe(reference(base, { count }));
    expect(fast('errors:no.such.key')).toBe('no.such.key');
    expect(fast('api.maintenance', { appName: 'X', lng: 'fr' })).toBe(
      reference('api.maintenance', { appName: 'X', lng: 'fr' }),
    );
    expect(fast('api.maintenance', { appName: { name: 'X' } })).toBe(
      reference('api.maintenance', { appName: { name: 'X' } }),
    );
  });
});
