import { describe, expect, it } from 'vitest';
import { recentResults } from './recent-results';

function counted(options: { maxSize: number; maxAgeMs?: number }) {
  let clock = 0;
  const calls: string[] = [];
  const results = recentResults<string>({
    maxSize: options.maxSize,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    sizeOf: (value) => value.length,
    now: () => clock,
  });
  const get = (input: string) =>
    results.get(input, () => {
      calls.push(input);
      return input.toUpperCase();
    });
  return { results, calls, get, advance: (ms: number) => (clock += ms) };
}

describe('recentResults', () => {
  it('computes a result once and gives it again for the same input', () => {
    const { get, calls, results } = counted({ maxSize: 100 });
    expect(get('abc')).toBe('ABC');
    expect(get('abc')).toBe('ABC');
    expect(get('xyz')).toBe('XYZ');
    expect(calls).toEqual(['abc', 'xyz']);
    expect(results.count).toBe(2);
    expect(results.size).toBe(6);
  });

  it('forgets the least recently used results first when their sizes pass the limit', () => {
    const { get, calls, results } = counted({ maxSize: 9 });
    get('aaa');
    get('bbb');
    get('ccc');
    get('aaa'); // now the most recent
    get('ddd'); // over 9: bbb, the least recently used, goes
    expect(results.size).toBe(9);
    get('aaa');
    get('ccc');
    get('bbb');
    expect(calls).toEqual(['aaa', 'bbb', 'ccc', 'ddd', 'bbb']);
  });

  it('computes again once a result is older than the age limit', () => {
    const { get, calls, advance } = counted({ maxSize: 100, maxAgeMs: 1000 });
    get('abc');
    advance(1000);
    get('abc');
    advance(1001);
    get('abc');
    expect(calls).toEqual(['abc', 'abc']);
  });

  it('gives a result bigger than the whole limit without keeping it', () => {
    const { get, calls, results } = counted({ maxSize: 5 });
    expect(get('longer text')).toBe('LONGER TEXT');
    get('longer text');
    expect(calls).toEqual(['longer text', 'longer text']);
    expect(results.count).toBe(0);
  });
});
