import { createHash } from 'node:crypto';

type Entry<V> = { value: V; size: number; storedAt: number };

export type RecentResults<V> = {
  /** The remembered result for `input`, or `compute()`'s, remembered. */
  get(input: string, compute: () => V): V;
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

  return {
    get(input, compute) {
      const key = createHash('sha256').update(input).digest('base64');
      const found = entries.get(key);
      const time = now();
      if (found && time - found.storedAt <= maxAgeMs) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      if (found) forget(key, found);
      const value = compute();
      const size = sizeOf(value);
      if (size > maxSize) return value;
      entries.set(key, { value, size, storedAt: time });
      total += size;
      for (const [oldKey, oldEntry] of entries) {
        if (total <= maxSize && time - oldEntry.storedAt <= maxAgeMs) break;
        forget(oldKey, oldEntry);
      }
      return value;
    },
    get count() {
      return entries.size;
    },
    get size() {
      return total;
    },
  };
}
