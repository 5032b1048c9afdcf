// @vitest-environment happy-dom
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerSession } from '../../shared/api/customer';
import errorsEn from '../../shared/i18n/locales/en/errors.json';
import { apiRequest, pageReload } from './api-client';
import { resetAppStateForTests } from './app-state';
import {
  getSession,
  LOGGED_OUT_EVENT,
  login,
  logout,
  PING_INTERVAL_MS,
  PING_MIN_GAP_MS,
  ping,
  resetSessionForTests,
  startSession,
} from './session';

const customer: CustomerSession = {
  id: 'c1',
  email: 'ada@example.com',
  language: 'en',
  confirmed: true,
  has_password: true,
  created_at: '2026-01-02T10:00:00.000Z',
  token: 'access-1',
  refresh_token: 'refresh-1',
};

type Handler = (url: string, init: RequestInit) => { status: number; body: unknown };

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each call with `handler`; the heartbeat is always up. Returns the recorded calls. */
function stubServer(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.endsWith('/heartbeat')) return reply(200, { success: true, messages: [] });
    const { status, body } = handler(url, init);
    return reply(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () =>
    fetchMock.mock.calls
      .filter(([url]) => !String(url).endsWith('/heartbeat'))
      .map(([url, init]) => ({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string> }));
  return { fetchMock, calls };
}

const pingReply = (token: string, refresh: string) => ({
  status: 200,
  body: { success: true, messages: [], data: { customer: { ...customer, token, refresh_token: refresh } } },
});
const unauthenticated = {
  status: 401,
  body: { success: false, authenticated: false, messages: [{ value: 'Expired.' }] },
};

function storeSession(session: CustomerSession = customer, lastPing?: number): void {
  localStorage.setItem('customer', JSON.stringify(session));
  if (lastPing !== undefined) localStorage.setItem('last_ping', String(lastPing));
  resetSessionForTests();
}

function storedCustomer(): CustomerSession | null {
  return JSON.parse(localStorage.getItem('customer') ?? 'null') as CustomerSession | null;
}

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: { en: { errors: errorsEn } },
    interpolation: { escapeValue: false },
  });
});

let stopSessions: (() => void)[] = [];
function startForTest(goToLogin: () => void = () => undefined): void {
  stopSessions.push(startSession(goToLogin));
}

beforeEach(() => {
  localStorage.clear();
  resetAppStateForTests();
  resetSessionForTests();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const stop of stopSessions) stop();
  stopSessions = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session store', () => {
  it('restores a stored customer at start as logged in, and ignores a damaged entry', () => {
    storeSession();
    expect(getSession()).toMatchObject({ loggedIn: true, customer: { email: 'ada@example.com' } });

    localStorage.setItem('customer', '{"email":');
    resetSessionForTests();
    expect(getSession()).toMatchObject({ loggedIn: false, customer: null });
  });

  it('logs in: loggingIn while the call runs, then stores the details with the tokens and the ping time', async () => {
    stubServer(() => ({
      status: 200,
      body: {
        success: true,
        messages: [],
        token: 'access-9',
        refresh_token: 'refresh-9',
        data: { customer },
      },
    }));
    const pending = login('ada@example.com', 'Secret123');
    expect(getSession().loggingIn).toBe(true);
    await pending;
    expect(getSession()).toMatchObject({ loggedIn: true, loggingIn: false });
    expect(storedCustomer()).toMatchObject({
      email: 'ada@example.com',
      token: 'access-9',
      refresh_token: 'refresh-9',
    });
    expect(Number(localStorage.getItem('last_ping'))).toBeGreaterThan(0);
  });

  it('a failed login rejects with the server message and leaves the visitor logged out', async () => {
    stubServer(() => ({
      status: 200,
      body: { success: false, messages: [{ value: 'Email or password are incorrect.' }] },
    }));
    await expect(login('ada@example.com', 'wrong')).rejects.toThrow('Email or password are incorrect.');
    expect(getSession()).toMatchObject({ loggedIn: false, loggingIn: false, customer: null });
    expect(localStorage.getItem('customer')).toBeNull();
  });

  it('sends the access token with every call and stores new tokens whenever a reply carries them', async () => {
    storeSession();
    const { calls } = stubServer(() => ({
      status: 200,
      body: { success: true, messages: [], token: 'access-2', refresh_token: 'refresh-2' },
    }));
    await apiRequest('POST', '/customer/change-password', { data: {} });
    expect(calls()[0]?.headers.authorization).toBe('Bearer access-1');
    expect(calls()[0]?.headers['x-refresh-token']).toBeUndefined();
    expect(storedCustomer()).toMatchObject({ token: 'access-2', refresh_token: 'refresh-2' });
    expect(getSession().customer?.token).toBe('access-2');
  });

  it('pings with both tokens, replaces the stored details, and pings at most once per 10 s', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    storeSession();
    const { calls } = stubServer(() => pingReply('access-2', 'refresh-2'));

    expect(await ping()).toBe(true);
    expect(calls()).toHaveLength(1);
    expect(calls()[0]?.url).toBe('/api/v1/customer/ping');
    expect(calls()[0]?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'x-refresh-token': 'refresh-1',
    });
    expect(storedCustomer()).toMatchObject({ token: 'access-2', refresh_token: 'refresh-2' });

    vi.setSystemTime(1_000_000 + PING_MIN_GAP_MS - 1);
    await ping();
    expect(calls()).toHaveLength(1);

    vi.setSystemTime(1_000_000 + PING_MIN_GAP_MS);
    await ping();
    expect(calls()).toHaveLength(2);
    expect(calls()[1]?.headers['x-refresh-token']).toBe('refresh-2');
  });

  it('a refused ping logs out, announces it, and goes to the login route when asked', async () => {
    storeSession();
    stubServer(() => unauthenticated);
    const loggedOut = vi.fn();
    window.addEventListener(LOGGED_OUT_EVENT, loggedOut);
    const goToLogin = vi.fn();
    startForTest(goToLogin);

    expect(await ping({ force: true, redirectOnFailure: true })).toBe(false);
    expect(getSession().loggedIn).toBe(false);
    expect(localStorage.getItem('customer')).toBeNull();
    expect(localStorage.getItem('last_ping')).toBeNull();
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(loggedOut).toHaveBeenCalledWith(expect.objectContaining({ detail: { reason: 'expired' } }));
    expect(goToLogin).toHaveBeenCalledTimes(1);
    window.removeEventListener(LOGGED_OUT_EVENT, loggedOut);
  });

  it('a ping that cannot reach the server keeps the session', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await ping({ force: true })).toBe(false);
    expect(getSession().loggedIn).toBe(true);
  });

  it('pings once on load and then every 15 minutes', async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    storeSession(customer, 0);
    const { calls } = stubServer(() => pingReply('access-2', 'refresh-2'));
    startForTest();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS - 1);
    expect(calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toHaveLength(2);
  });

  it('logs out when another tab removes the stored customer, and follows token changes of other tabs', () => {
    storeSession(customer, Date.now());
    stubServer(() => pingReply('x', 'y'));
    startForTest();
    const loggedOut = vi.fn();
    window.addEventListener(LOGGED_OUT_EVENT, loggedOut);

    const rotated = { ...customer, token: 'access-3', refresh_token: 'refresh-3' };
    localStorage.setItem('customer', JSON.stringify(rotated));
    window.dispatchEvent(new StorageEvent('storage', { key: 'customer', newValue: JSON.stringify(rotated) }));
    expect(getSession().customer?.refresh_token).toBe('refresh-3');

    localStorage.removeItem('customer');
    window.dispatchEvent(new StorageEvent('storage', { key: 'customer', newValue: null }));
    expect(getSession().loggedIn).toBe(false);
    expect(loggedOut).toHaveBeenCalledWith(expect.objectContaining({ detail: { reason: 'other-tab' } }));
    window.removeEventListener(LOGGED_OUT_EVENT, loggedOut);
  });

  it('logs out at once and tells the server with the tokens it had, ignoring a failure', async () => {
    storeSession(customer, Date.now());
    const { calls } = stubServer(() => ({ status: 500, body: { success: false, messages: [] } }));
    await expect(logout()).resolves.toBeUndefined();
    expect(getSession().loggedIn).toBe(false);
    expect(localStorage.getItem('customer')).toBeNull();
    expect(localStorage.getItem('last_ping')).toBeNull();
    expect(calls()[0]?.url).toBe('/api/v1/customer/logout');
    expect(calls()[0]?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'x-refresh-token': 'refresh-1',
    });
  });

  it('a reply with authenticated: false logs out after the session could not be renewed', async () => {
    storeSession();
    stubServer(() => unauthenticated);
    await expect(apiRequest('GET', '/customer/info')).rejects.toMatchObject({ status: 401 });
    expect(getSession().loggedIn).toBe(false);
  });

  it('an expired access token is renewed once and the call repeated', async () => {
    storeSession();
    const { calls } = stubServer((url, init) => {
      if (url.endsWith('/customer/ping')) return pingReply('access-2', 'refresh-2');
      const authorization = (init.headers as Record<string, string>).authorization;
      return authorization === 'Bearer access-2'
        ? { status: 200, body: { success: true, messages: [], data: { ok: 1 } } }
        : unauthenticated;
    });
    const envelope = await apiRequest<{ ok: number }>('GET', '/customer/info');
    expect(envelope.data?.ok).toBe(1);
    expect(calls().map((call) => call.url)).toEqual([
      '/api/v1/customer/info',
      '/api/v1/customer/ping',
      '/api/v1/customer/info',
    ]);
    expect(getSession().loggedIn).toBe(true);
  });

  it('a 401 from an agreement call reloads the page; other 401s do not', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    stubServer(() => unauthenticated);
    await expect(apiRequest('GET', '/customer/info')).rejects.toMatchObject({ status: 401 });
    expect(reload).not.toHaveBeenCalled();
    await expect(apiRequest('GET', '/agreement/details/1')).rejects.toMatchObject({ status: 401 });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
