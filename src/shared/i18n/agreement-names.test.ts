import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Some agreement names are plural in English ("Terms & Conditions"): a sentence whose verb follows
// the name directly ("Your {{agreementName}} is ready") is wrong for them. English texts put a noun
// between the name and the verb ("Your {{agreementName}} document is ready").
const NAME_PLACEHOLDER_BEFORE_VERB = /\{\{(agreementName|name|typeName)\}\} (is|has|was)\b/;

function englishCatalogFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? englishCatalogFiles(full) : full.endsWith('.json') ? [full] : [];
  });
}

describe('English texts around agreement names', () => {
  it('never make the verb agree with a name that may be plural', () => {
    const offending = englishCatalogFiles(path.join(import.meta.dirname, 'locales/en')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => NAME_PLACEHOLDER_BEFORE_VERB.test(line))
        .map((line) => `${path.basename(file)}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
