import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// French puts a non-breaking space before a colon (U+00A0) and a narrow one before ? ! ; (U+202F),
// so the mark never starts a line on its own. A plain space, or none, is a typo in French.
const MISSING_SPACE = /\S[?!;](?=[\s"»)]|$)|\S:(?=\s|$)|[ ][?!;:](?=[\s"»)]|$)/u;

function catalogFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? catalogFiles(full) : full.endsWith('.json') ? [full] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('French interface texts', () => {
  it('put a non-breaking space before : ? ! and ;', () => {
    const offending = catalogFiles(path.join(import.meta.dirname, 'locales/fr')).flatMap((file) =>
      strings(JSON.parse(readFileSync(file, 'utf8')))
        .filter((text) => MISSING_SPACE.test(text))
        .map((text) => `${path.basename(file)}: ${text}`),
    );
    expect(offending).toEqual([]);
  });
});
