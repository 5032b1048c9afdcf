import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_TYPES_FILE, answerTypesSource } from './answer-types';

describe('the generated answer types', () => {
  it('are those of the wizard definitions as they are now (run `npm run answers:types` after changing one)', () => {
    expect(readFileSync(ANSWER_TYPES_FILE, 'utf8')).toBe(answerTypesSource());
  });
});
