import { createHash } from 'node:crypto';

type Entry<V> = { value: V; size: number; storedAt: number };

export type RecentResults<V> = {
  /** The remembered result for `input`, or `compute()`'s, remembered. */
  get(input: string, compute: () => V): V;
  /** The remembered result for `input`, if there is one (for results computed elsewhere). */
  find(input: string): V | undefined;
  /** Remembers a result computed elsewhere. */
  remember(input: string, value: V): void;
  /** How many results are remembered, and their total size. */
  readonly count: number;
  readonly size: number;
};

/**
 * Remembers a pure function's results for its most recent inputs, so that work a visitor's next
 * click asks for again is not done twice (the preview's document when they press "Generate", its
 * HTML on the download page that follows). Inputs are kept as their SHA-256, results until the
 * total of their sizes (`sizeOf`, e.g. a text's length) passes `maxSize` (the least recently used go
 * first) or they are older than `maxAgeMs`.
 */
export function recentResults<V>(options: {
  maxSize: number;
  maxAgeMs: number;
  sizeOf: (value: V) => number;
  now?: () => number;
}): RecentResults<V> {
  const { maxSize, maxAgeMs, sizeOf, now = Date.now } = options;
  const entries = new Map<string, Entry<V>>();
  let total = 0;

  const forget = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    total -= entry.size;
  };

  const keyOf = (input: string) => createHash('sha256').update(input).digest('base64');

  const find = (key: string, time: number): Entry<V> | undefined => {
    const found = entries.get(key);
    if (!found) return undefined;
    if (time - found.storedAt > maxAgeMs) {
      forget(key, found);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    entries.delete(key);
    entries.set(key, found);
    return found;
  };

  const store = (key: string, value: V, time: number) => {
    const size = sizeOf(value);
    if (size > maxSize) return;
    const replaced = entries.get(key);
    if (replaced) forget(key, replaced);
    entries.set(key, { value, size, storedAt: time });
    total += size;
    for (const [oldKey, oldEntry] of entries) {
      if (total <= maxSize && time - oldEntry.storedAt <= maxAgeMs) break;
      forget(oldKey, oldEntry);
    }
  };

  return {
    get(input, compute) {
      const key = keyOf(input);
      const time = now();
      const found = find(key, time);
      if (found) return found.value;
      const value = compute();
      store(key, value, time);
      return value;
    },
    find(input) {
      return find(keyOf(input), now())?.value;
    },
    remember(input, value) {
      store(keyOf(input), value, now());
    },
    get count() {
      return entries.size;
    },
    get size() {
      return total;
    },
  };
}
