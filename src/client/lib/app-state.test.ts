// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkStorage,
  getAppState,
  HEARTBEAT_RETRY_MS,
  isAppDown,
  resetAppStateForTests,
  runHeartbeat,
} from './app-state';

function replyWith(status: number, body: unknown = {}) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  resetAppStateForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('heartbeat rules', () => {
  it('200 clears both down flags', async () => {
    vi.stubGlobal('fetch', replyWith(503));
    await runHeartbeat();
    expect(getAppState().serviceDown).toBe(true);
    vi.stubGlobal('fetch', replyWith(200, { success: true }));
    await runHeartbeat();
    expect(getAppState()).toMatchObject({
      serviceDown: false,
      serviceUnavailable: false,
      maintenance: false,
    });
    expect(isAppDown()).toBe(false);
  });

  it('429 marks the service unavailable', async () => {
    vi.stubGlobal('fetch', replyWith(429));
    await runHeartbeat();
    expect(getAppState()).toMatchObject({ serviceUnavailable: true, serviceDown: false });
    expect(isAppDown()).toBe(true);
  });

  it('503 with the maintenance code marks maintenance; another status only marks down', async () => {
    vi.stubGlobal('fetch', replyWith(503, { success: false, code: 'maintenance' }));
    await runHeartbeat();
    expect(getAppState()).toMatchObject({ serviceDown: true, maintenance: true });
    vi.stubGlobal('fetch', replyWith(500, { success: false }));
    await runHeartbeat();
    expect(getAppState()).toMatchObject({ serviceDown: true, maintenance: false });
  });

  it('a failed request marks the service down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await runHeartbeat();
    expect(getAppState().serviceDown).toBe(true);
  });

  it('retries every 5000 ms until the service answers 200, then stops', async () => {
    const fetchMock = replyWith(500);
    vi.stubGlobal('fetch', fetchMock);
    await runHeartbeat();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_RETRY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockImplementation(async () => new Response('{"success":true}', { status: 200 }));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_RETRY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(isAppDown()).toBe(false);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_RETRY_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shares one request between concurrent heartbeats', async () => {
    const fetchMock = replyWith(200);
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([runHeartbeat(), runHeartbeat(), runHeartbeat()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('storage check', () => {
  it('sets the blocked-cookies flag while storage throws and clears it once storage works', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    checkStorage();
    expect(getAppState().serviceUnavailableDueToBlockedCookies).toBe(true);
    setItem.mockRestore();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_RETRY_MS);
    expect(getAppState().serviceUnavailableDueToBlockedCookies).toBe(false);
  });
});
