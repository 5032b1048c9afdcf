import { describe, expect, it } from 'vitest';
import { diffRows } from './version-diff';

describe('diffRows', () => {
  it('keeps two lines of context around a change and folds the rest', () => {
    const same = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => `line ${from + index}`).join('\n');
    const rows = diffRows([
      { value: `${same(1, 10)}\n` },
      { value: 'old\n', removed: true },
      { value: 'new\n', added: true },
      { value: `${same(11, 20)}\n` },
    ]);
    expect(rows.map((row) => (row.kind === 'fold' ? `… ${row.lines}` : `${row.kind} ${row.text}`))).toEqual([
      '… 8',
      'context line 9',
      'context line 10',
      'removed old',
      'added new',
      'context line 11',
      'context line 12',
      '… 8',
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('does not fold a short unchanged stretch between two changes', () => {
    const rows = diffRows([
      { value: 'a\n', added: true },
      { value: 'b\nc\nd\n' },
      { value: 'e\n', removed: true },
    ]);
    expect(rows.map((row) => row.kind)).toEqual(['added', 'context', 'context', 'context', 'removed']);
  });
});
