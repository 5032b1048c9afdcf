import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_TYPES } from '../../shared/agreements/types';

// The translator notes (content/<type>/notes.json) the review edition shows beside each clause: one
// file per agreement type, a flat object of non-empty English notes, each for a clause of the type.

const CONTENT = fileURLToPath(new URL('./', import.meta.url));

/** The folders that hold a type's clause catalogs (content/<type>/en.json). */
const typeFolders = readdirSync(CONTENT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${CONTENT}${entry.name}/en.json`))
  .map((entry) => entry.name)
  .sort();

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('translator notes', () => {
  it('are looked for in the folder of every agreement type', () => {
    expect(typeFolders).toEqual(AGREEMENT_TYPES.map((type) => type.slug).sort());
  });

  describe.each(typeFolders)('%s', (folder) => {
    const file = `${CONTENT}${folder}/notes.json`;

    it('has a notes.json that parses to an object of non-empty strings', () => {
      expect(existsSync(file), `${folder}/notes.json is missing`).toBe(true);
      const notes = readJson(file);
      expect(typeof notes === 'object' && notes !== null && !Array.isArray(notes)).toBe(true);
      const entries = Object.entries(notes as Record<string, unknown>);
      expect(entries.length).toBeGreaterThan(0);
      const notStrings = entries.filter(([, note]) => typeof note !== 'string' || note.trim() === '');
      expect(notStrings.map(([key]) => key)).toEqual([]);
    });

    it('notes only clauses of its English catalog', () => {
      const english = readJson(`${CONTENT}${folder}/en.json`) as Record<string, string>;
      const notes = readJson(file) as Record<string, string>;
      expect(Object.keys(notes).filter((key) => !(key in english))).toEqual([]);
    });
  });
});
