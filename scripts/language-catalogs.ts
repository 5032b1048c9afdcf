// The Vite plugin behind `virtual:catalogs/<lang>` (src/client/lib/i18n.ts loads them).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CLIENT_NAMESPACES, LANGUAGES } from '../src/shared/i18n/languages';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/shared/i18n/locales');
export const CATALOGS_MODULE = 'virtual:catalogs/';

/** A language's client catalog files under its folder: each namespace's file, then its parts
 * (`common/<feature>.json`), which i18next merges into it. */
export function catalogFiles(language: string): string[] {
  const folder = path.join(LOCALES_DIR, language);
  return CLIENT_NAMESPACES.flatMap((namespace) => {
    const partsFolder = path.join(folder, namespace);
    const parts = existsSync(partsFolder)
      ? readdirSync(partsFolder)
          .filter((name) => name.endsWith('.json'))
          .sort()
      : [];
    return [`${namespace}.json`, ...parts.map((name) => `${namespace}/${name}`)];
  });
}

/**
 * `virtual:catalogs/<lang>`: one module with all of a language's client catalogs, keyed by their path
 * under the language's folder (`common.json`, `common/payment.json`, …). The browser asks for one
 * script per language: a dynamic import per catalog file cost a dozen small requests (each its own
 * chunk) before the first paint, which over HTTP/1.1's six connections is several round trips.
 */
export function languageCatalogModules(): Plugin {
  const prefix = `\0${CATALOGS_MODULE}`;
  return {
    name: 'clausewright-language-catalogs',
    resolveId(id) {
      return id.startsWith(CATALOGS_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const language = id.slice(prefix.length);
      if (!(LANGUAGES as readonly string[]).includes(language))
        throw new Error(`No catalogs for ${language}`);
      const folder = path.join(LOCALES_DIR, language);
      const files = catalogFiles(language);
      const imports = files.map(
        (file, index) => `import c${index} from ${JSON.stringify(path.join(folder, file))};`,
      );
      const entries = files.map((file, index) => `${JSON.stringify(file)}: c${index}`);
      return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };\n`;
    },
  };
}
