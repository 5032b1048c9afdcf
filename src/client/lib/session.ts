import { useSyncExternalStore } from 'react';
import type { CustomerSession, LoginReply, PingReply } from '../../shared/api/customer';
import type { Envelope } from '../../shared/api/envelope';
import type { Language } from '../../shared/i18n/languages';
import { ApiError, apiRequest, isRefusedByServer, registerApiSessionHooks } from './api-client';
import { translate } from './i18n';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Keep-alive: the session is refreshed every 15 minutes and once on load. */
export const PING_INTERVAL_MS = 900_000;
/** Pings closer together than this (10 s) are skipped, across every tab, so tabs do not ping in chorus. */
export const PING_MIN_GAP_MS = 10_000;
/** Window event announcing that the customer has been logged out, so every part of the page can react. */
export const LOGGED_OUT_EVENT = 'loggedOut';

/** Why a session ended: pages behind the `auth` middleware send the customer to log in unless they chose to leave. */
export type LogoutReason = 'user' | 'expired' | 'other-tab';
export type LoggedOutDetail = { reason: LogoutReason };

/** The session: the customer's details and tokens, and the flags loggedIn, loggingIn and registering. */
export type SessionState = {
  customer: CustomerSession | null;
  loggedIn: boolean;
  loggingIn: boolean;
  registering: boolean;
};

function isCustomerSession(value: unknown): value is CustomerSession {
  const candidate = value as Partial<CustomerSession> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.email === 'string' &&
    typeof candidate.token === 'string' &&
    typeof candidate.refresh_token === 'string'
  );
}

function readStoredCustomer(): CustomerSession | null {
  try {
    const stored: unknown = JSON.parse(readStorage('local', STORAGE_KEYS.customer) ?? 'null');
    return isCustomerSession(stored) ? stored : null;
  } catch {
    return null;
  }
}

function restoredState(): SessionState {
  const customer = readStoredCustomer();
  return { customer, loggedIn: customer !== null, loggingIn: false, registering: false };
}

// A stored customer means the visitor is already logged in, so a reload keeps the session.
let state: SessionState = restoredState();
const listeners = new Set<() => void>();
let pingInFlight: Promise<boolean> | null = null;
let goToLogin: (() => void) | null = null;

function setState(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function storeCustomer(customer: CustomerSession): void {
  writeStorage('local', STORAGE_KEYS.customer, JSON.stringify(customer));
  setState({ customer, loggedIn: true });
}

/** The reply's tokens win over the copies inside `data.customer`: the envelope is where new ones arrive. */
function sessionFromReply(envelope: Envelope<LoginReply | PingReply>): CustomerSession {
  const customer = envelope.data?.customer;
  const token = envelope.token ?? customer?.token;
  const refreshToken = envelope.refresh_token ?? customer?.refresh_token;
  if (!customer || !token || !refreshToken) throw new ApiError(translate('errors:client.noToken'));
  return { ...customer, token, refresh_token: refreshToken };
}

function lastPingAt(): number {
  return Number(readStorage('local', STORAGE_KEYS.lastPing)) || 0;
}

function endLocalSession(reason: LogoutReason): void {
  const hadSession = state.customer !== null;
  removeStorage('local', STORAGE_KEYS.customer);
  removeStorage('local', STORAGE_KEYS.lastPing);
  setState({ customer: null, loggedIn: false });
  if (hadSession)
    window.dispatchEvent(new CustomEvent<LoggedOutDetail>(LOGGED_OUT_EVENT, { detail: { reason } }));
}

export function getSession(): SessionState {
  return state;
}

export function isLoggedIn(): boolean {
  return state.loggedIn;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/**
 * Logs in: loggingIn while the call runs, loggedIn with the stored details on success. A failure
 * clears the session and rejects with the server's message, which the form shows.
 */
export async function login(email: string, password: string): Promise<CustomerSession> {
  setState({ loggingIn: true });
  try {
    const envelope = await apiRequest<LoginReply>('POST', '/customer/login', { data: { email, password } });
    const customer = sessionFromReply(envelope);
    // Fresh tokens: the keep-alive has nothing to refresh for the next 10 seconds.
    writeStorage('local', STORAGE_KEYS.lastPing, String(Date.now()));
    storeCustomer(customer);
    return customer;
  } catch (error) {
    console.warn('Login failed:', (error as Error).message);
    endLocalSession('expired');
    throw error;
  } finally {
    setState({ loggingIn: false });
  }
}

export type RegisterInput = { email: string; password: string; language: Language };

/** Creates an account that still needs its e-mail confirmed; resolves with the server's message. */
export async function register(input: RegisterInput): Promise<string> {
  setState({ registering: true });
  try {
    const envelope = await apiRequest('POST', '/customer/register', {
      data: { ...input, send_activation: 1, initial_password_set: 1 },
    });
    return envelope.messages.map((message) => message.value).join('\n');
  } finally {
    setState({ registering: false });
  }
}

/**
 * Logs out at once on this device (details and last ping cleared, `loggedOut` announced), then tells
 * the server with the tokens just cleared. The server's answer does not matter: this device is logged
 * out either way.
 */
export async function logout(options: { reason?: LogoutReason; callServer?: boolean } = {}): Promise<void> {
  const customer = state.customer;
  endLocalSession(options.reason ?? 'user');
  if (!customer || options.callServer === false) return;
  const tokens = { token: customer.token, refresh_token: customer.refresh_token };
  await apiRequest('POST', '/customer/logout', { tokens, sendRefreshToken: true }).catch(() => undefined);
}

/** Replaces the stored details after a call that returns them (set-language, info). */
export function updateSessionDetails(
  details: Partial<Omit<CustomerSession, 'token' | 'refresh_token'>>,
): void {
  if (state.customer) storeCustomer({ ...state.customer, ...details });
}

/**
 * Refreshes the session with the refresh token (`GET /customer/ping`) and replaces the stored
 * details. Skipped within 10 s of the last ping of any tab unless forced; concurrent calls share one
 * request. When the server refuses the session, logs out and, if asked, goes to the route
 * `profile-login`.
 * Resolves true while the session is valid.
 */
export async function ping(options: { force?: boolean; redirectOnFailure?: boolean } = {}): Promise<boolean> {
  const valid = await refreshSession(options.force ?? false);
  if (!valid && !state.customer && options.redirectOnFailure) goToLogin?.();
  return valid;
}

function refreshSession(force: boolean): Promise<boolean> {
  if (!state.customer) return Promise.resolve(false);
  if (pingInFlight) return pingInFlight;
  if (!force && Date.now() - lastPingAt() < PING_MIN_GAP_MS) return Promise.resolve(true);
  writeStorage('local', STORAGE_KEYS.lastPing, String(Date.now()));
  pingInFlight = (async () => {
    try {
      const envelope = await apiRequest<PingReply>('GET', '/customer/ping', { sendRefreshToken: true });
      storeCustomer(sessionFromReply(envelope));
      return true;
    } catch (error) {
      console.warn(translate('errors:client.pingFailed'), (error as Error).message);
      // Only a refusal from the server ends the session: a dropped connection, an outage or a rate
      // limit says nothing about the tokens, and logging everyone out then would lose their work.
      if (isRefusedByServer(error)) await logout({ reason: 'expired', callServer: false });
      return false;
    } finally {
      pingInFlight = null;
    }
  })();
  return pingInFlight;
}

/** Another tab logged out (customer removed) or in, or refreshed the tokens: follow it. */
function followOtherTab(event: StorageEvent): void {
  if (event.key !== null && event.key !== STORAGE_KEYS.customer) return;
  const stored = readStoredCustomer();
  if (stored) setState({ customer: stored, loggedIn: true });
  else if (state.customer) endLocalSession('other-tab');
}

function pingWhenVisibleAgain(): void {
  // A sleeping laptop skips timers: refresh as soon as the page is looked at again.
  if (document.visibilityState === 'visible' && Date.now() - lastPingAt() >= PING_INTERVAL_MS) void ping();
}

registerApiSessionHooks({
  currentTokens: () =>
    state.customer ? { token: state.customer.token, refresh_token: state.customer.refresh_token } : null,
  onTokens: ({ token, refresh_token }) => {
    if (!state.customer) return;
    storeCustomer({
      ...state.customer,
      token: token ?? state.customer.token,
      refresh_token: refresh_token ?? state.customer.refresh_token,
    });
  },
  onUnauthenticated: () => void logout({ reason: 'expired', callServer: false }),
  renewSession: () => ping({ force: true }),
});

/**
 * Starts the keep-alive (a ping now and every 15 minutes) and follows logins and logouts of other
 * tabs. `onGoToLogin` opens the `profile-login` route after a failed ping that asked for it.
 * Returns the function that stops it all (tests).
 */
export function startSession(onGoToLogin: () => void): () => void {
  goToLogin = onGoToLogin;
  void ping();
  const keepAlive = setInterval(() => void ping(), PING_INTERVAL_MS);
  window.addEventListener('storage', followOtherTab);
  document.addEventListener('visibilitychange', pingWhenVisibleAgain);
  return () => {
    clearInterval(keepAlive);
    window.removeEventListener('storage', followOtherTab);
    document.removeEventListener('visibilitychange', pingWhenVisibleAgain);
    goToLogin = null;
  };
}

/** Test support: reads the session from storage again, as a fresh page load would. */
export function resetSessionForTests(): void {
  pingInFlight = null;
  state = restoredState();
}
