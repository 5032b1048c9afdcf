import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startViesFake, VIES_FAKE_NUMBERS, type ViesFake } from '../../../../tests/vies-fake';
import { createViesClient, VIES_CACHE_MAX_ENTRIES, ViesUnavailableError } from './vies';

// The VIES client against the local fake of its REST API (tests/vies-fake.ts): verdicts, the
// answers that are no verdict, the timeout and the in-process cache.

let fake: ViesFake;
beforeAll(async () => {
  fake = await startViesFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const client = () => createViesClient({ baseUrl: fake.url, timeoutMs: 300 });

describe('createViesClient', () => {
  it('returns a registered number with its name and address', async () => {
    await expect(client().check('DE', '123456789')).resolves.toEqual({
      valid: true,
      vatNumber: 'DE123456789',
      name: 'Muster GmbH',
      address: 'Musterstraße 1\n10115 Berlin',
    });
    expect(fake.requests).toEqual([{ countryCode: 'DE', vatNumber: '123456789' }]);
  });

  it('asks VIES about a Greek number with the prefix EL', async () => {
    const result = await client().check('GR', '123456789');
    expect(result).toMatchObject({ valid: true, vatNumber: 'EL123456789' });
    expect(fake.requests).toEqual([{ countryCode: 'EL', vatNumber: '123456789' }]);
  });

  it('reads VIES’s "---" as an undisclosed name and address', async () => {
    await expect(client().check('ES', 'B12345674')).resolves.toEqual({
      valid: true,
      vatNumber: 'ESB12345674',
      name: null,
      address: null,
    });
  });

  it('answers valid: false for a number VIES does not know', async () => {
    await expect(client().check('NL', '999999999B01')).resolves.toEqual({
      valid: false,
      vatNumber: 'NL999999999B01',
      name: null,
      address: null,
    });
  });

  it('throws ViesUnavailableError when the member state is down, busy, or VIES fails', async () => {
    const { memberStateUnavailable, memberStateBusy, serverError, notJson } = VIES_FAKE_NUMBERS;
    for (const { country, vatNumber } of [memberStateUnavailable, memberStateBusy, serverError, notJson]) {
      await expect(client().check(country, vatNumber), vatNumber).rejects.toBeInstanceOf(
        ViesUnavailableError,
      );
    }
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    const { country, vatNumber } = VIES_FAKE_NUMBERS.hangs;
    await expect(client().check(country, vatNumber)).rejects.toBeInstanceOf(ViesUnavailableError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('throws ViesUnavailableError when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createViesClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 });
    await expect(unreachable.check('DE', '123456789')).rejects.toBeInstanceOf(ViesUnavailableError);
  });

  it('reads an INVALID_INPUT error as a number VIES refuses, even on HTTP 400', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const refusing = createViesClient({ baseUrl: `http://127.0.0.1:${port}/` });
      await expect(refusing.check('DE', '123456789')).resolves.toMatchObject({ valid: false });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps answers in process: a valid one for an hour, an invalid one for ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const viesClient = client();
    await viesClient.check('DE', '123456789');
    await viesClient.check('DE', '111111111');
    await viesClient.check('DE', '123456789');
    await viesClient.check('DE', '111111111');
    expect(fake.requests).toHaveLength(2);

    vi.advanceTimersByTime(11 * 60 * 1000);
    await viesClient.check('DE', '123456789');
    await viesClient.check('DE', '111111111');
    expect(fake.requests.map((request) => request.vatNumber)).toEqual([
      '123456789',
      '111111111',
      '111111111',
    ]);

    vi.advanceTimersByTime(50 * 60 * 1000);
    await viesClient.check('DE', '123456789');
    expect(fake.requests).toHaveLength(4);
  });

  it('does not keep an unavailable answer, and asks once for simultaneous checks', async () => {
    const viesClient = client();
    const { country, vatNumber } = VIES_FAKE_NUMBERS.memberStateUnavailable;
    await expect(viesClient.check(country, vatNumber)).rejects.toBeInstanceOf(ViesUnavailableError);
    await expect(viesClient.check(country, vatNumber)).rejects.toBeInstanceOf(ViesUnavailableError);
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    const results = await Promise.all([
      viesClient.check('IT', '12345678903'),
      viesClient.check('IT', '12345678903'),
      viesClient.check('IT', '12345678903'),
    ]);
    expect(results.every((result) => result.valid && result.name === 'Esempio S.r.l.')).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps a bounded number of answers, forgetting the oldest first', async () => {
    const viesClient = client();
    for (let index = 0; index <= VIES_CACHE_MAX_ENTRIES; index++)
      await viesClient.check('DE', String(100000000 + index));
    fake.requests.length = 0;
    await viesClient.check('DE', String(100000000 + VIES_CACHE_MAX_ENTRIES));
    expect(fake.requests).toHaveLength(0);
    await viesClient.check('DE', '100000000');
    expect(fake.requests).toHaveLength(1);
  });
});
