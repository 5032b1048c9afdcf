import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../tests/server-process';

// The real entry point as `npm start` runs it, in its own process, on a port of its own choosing.
const startServer = (env: Record<string, string>) =>
  startServerProcess({ PORT: '0', LOG_LEVEL: 'info', ...env });

async function waitForAddress(output: () => string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses to start on a bad value, naming the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty"');
    expect(server.output()).not.toMatch(/at .*\.ts:\d+/);
  }, 30_000);

  it('runs on PGlite under DATA_DIR, locks it, refuses a second server, and stops cleanly on SIGTERM', async () => {
    const first = startServer({ DATA_DIR: dataDir });
    const address = await waitForAddress(first.output);
    const heartbeat = await fetch(`${address}/api/v1/heartbeat`);
    expect(heartbeat.status).toBe(200);
    expect(existsSync(path.join(dataDir, 'clausewright.lock'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another running server \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'clausewright.lock'))).toBe(false);

    // The same data folder opens again: migrations already applied are skipped.
    const again = startServer({ DATA_DIR: dataDir });
    const againAddress = await waitForAddress(again.output);
    expect((await fetch(`${againAddress}/api/v1/heartbeat`)).status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
