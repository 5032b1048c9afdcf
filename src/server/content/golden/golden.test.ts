import { describe, expect, it } from 'vitest';
import { outputOf, readGoldenCases, sha256 } from './golden';

// Nothing changes for customers when the clause libraries change shape: every input recorded in
// cases.json.gz (each type's sample answers in every language and edition, and every answer set the
// library and API tests generated a document, a compliance summary or the required sections from)
// gives the same output, byte for byte, as before the change. A change that means to alter the
// documents records the cases again (see golden.ts).

const cases = readGoldenCases();

describe('the clause libraries give the documents they gave', () => {
  it('has cases of every kind for every public type', () => {
    const kinds = new Set(cases.map((golden) => `${golden.type}:${golden.kind}`));
    for (const type of [
      'PRIVACY_POLICY',
      'TERMS_CONDITIONS',
      'COOKIES_POLICY',
      'EULA',
      'DISCLAIMER',
      'RETURN_REFUND_POLICY',
    ])
      for (const kind of ['document', 'compliance', 'required']) expect(kinds).toContain(`${type}:${kind}`);
  });

  it('gives every recorded input the recorded output', () => {
    const changed = cases.filter((golden) => sha256(outputOf(golden)) !== golden.sha256);
    expect(
      changed.map((golden) => `${golden.kind} ${golden.type} ${'language' in golden ? golden.language : ''}`),
    ).toEqual([]);
  });
});
