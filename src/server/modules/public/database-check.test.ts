import { describe, expect, it } from 'vitest';
import { createDatabaseCheck, DATABASE_UP_FOR_MS } from './database-check';

function fakePing() {
  const calls: Array<{ resolve(): void; reject(error: Error): void }> = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { ping, calls };
}

describe('the heartbeat’s database check', () => {
  it('shares one ping among the heartbeats that arrive while it runs', async () => {
    const { ping, calls } = fakePing();
    const check = createDatabaseCheck(ping, () => 0);
    const all = Promise.all([check(), check(), check()]);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    await all;
  });

  it('trusts an answer for a second, then pings again', async () => {
    const { ping, calls } = fakePing();
    let time = 1_000_000;
    const check = createDatabaseCheck(ping, () => time);
    const first = check();
    calls[0]?.resolve();
    await first;
    time += DATABASE_UP_FOR_MS - 1;
    await check();
    expect(calls).toHaveLength(1);
    time += 1;
    const later = check();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    await later;
  });

  it('never reuses a failure: every waiting heartbeat sees it, and the next one pings again', async () => {
    const { ping, calls } = fakePing();
    const check = createDatabaseCheck(ping, () => 0);
    const waiting = [check(), check()];
    calls[0]?.reject(new Error('connection refused'));
    for (const result of waiting) await expect(result).rejects.toThrow('connection refused');
    const retry = check();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    await retry;
  });
});
