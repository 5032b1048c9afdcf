import { describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH_TIMEOUT_MS, prefetchWhenIdle, shouldPrefetch } from './idle-prefetch';

describe('idle prefetch', () => {
  it('is skipped on 2g and with data saver, and runs otherwise', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });

  it('loads one module per idle moment, each within the 2000 ms time-out', async () => {
    const scheduled: Array<{ run: () => void; timeout: number }> = [];
    const loads: string[] = [];
    prefetchWhenIdle(
      [
        async () => loads.push('wizard'),
        async () => {
          loads.push('login');
          throw new Error('chunk failed');
        },
        async () => loads.push('register'),
      ],
      {
        connection: { effectiveType: '4g' },
        schedule: (run, { timeout }) => scheduled.push({ run, timeout }),
        isOnline: () => true,
      },
    );
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.timeout).toBe(IDLE_PREFETCH_TIMEOUT_MS);
    expect(loads).toEqual([]);
    for (let i = 0; i < 3; i++) scheduled[i]?.run();
    await Promise.resolve();
    expect(loads).toEqual(['wizard', 'login', 'register']);
    expect(scheduled).toHaveLength(3);
  });

  it('loads nothing while offline (the service worker could not answer it)', () => {
    const scheduled: Array<() => void> = [];
    const load = vi.fn(async () => 1);
    prefetchWhenIdle([load], {
      connection: { effectiveType: '4g' },
      schedule: (run) => scheduled.push(run),
      isOnline: () => false,
    });
    scheduled[0]?.();
    expect(load).not.toHaveBeenCalled();
  });

  it('schedules nothing on a data-saving connection', () => {
    const schedule = vi.fn();
    prefetchWhenIdle([async () => 1], { connection: { saveData: true }, schedule });
    expect(schedule).not.toHaveBeenCalled();
  });
});
