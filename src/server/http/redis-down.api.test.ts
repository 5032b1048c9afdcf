import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, randomClientAddress } from '../../../tests/customers';
import { createTestApp, type TestApp } from '../../../tests/test-app';

// REDIS_URL names a Redis that does not answer: the API keeps working, its limits uncounted (decision 0007).

let silentRedis: Server;
let testApp: TestApp;

beforeAll(async () => {
  // Accepts connections and never replies: the worst case, a Redis that hangs rather than refuses.
  silentRedis = createServer(() => {});
  await new Promise<void>((resolve) => silentRedis.listen(0, '127.0.0.1', resolve));
  const address = silentRedis.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  testApp = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${address.port}` });
});
afterAll(async () => {
  await testApp.close();
  silentRedis.close();
});

describe('a Redis that does not answer', () => {
  it('lets API calls through at once instead of failing or waiting', async () => {
    const started = Date.now();
    const heartbeat = await call(testApp, 'GET', '/heartbeat');
    expect(heartbeat.status).toBe(200);
    const remoteAddress = randomClientAddress();
    // More login attempts than the per-address limit allows: nothing counts while Redis is away.
    for (let attempt = 0; attempt < 12; attempt++) {
      const login = await call(testApp, 'POST', '/customer/login', {
        data: { email: 'nobody@example.com', password: 'Wrong-Guess-1' },
        remoteAddress,
      });
      expect(login.status).toBe(200);
      expect(login.body.success).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
