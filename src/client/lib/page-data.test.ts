import { afterEach, describe, expect, it, vi } from 'vitest';
import { MINIMUM_PENDING_MS, withMinimumDelay } from './page-data';

afterEach(() => vi.useRealTimers());

describe('withMinimumDelay', () => {
  it('holds a fast result until 200 ms have passed', async () => {
    vi.useFakeTimers();
    let settled = false;
    const promise = withMinimumDelay(async () => 'data').then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(MINIMUM_PENDING_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(promise).resolves.toBe('data');
  });

  it('does not delay a slow result further', async () => {
    vi.useFakeTimers();
    const promise = withMinimumDelay(() => new Promise((resolve) => setTimeout(() => resolve('late'), 500)));
    await vi.advanceTimersByTimeAsync(500);
    await expect(promise).resolves.toBe('late');
  });

  it('passes a failure through', async () => {
    await expect(withMinimumDelay(async () => Promise.reject(new Error('nope')), 1)).rejects.toThrow('nope');
  });
});
