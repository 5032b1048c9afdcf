import type { REFRESH_TOKEN_HEADER as SharedRefreshTokenHeader } from '../../shared/api/customer';
import { API_BASE_PATH, type Envelope, VALID_REPLY_STATUSES } from '../../shared/api/envelope';
import { isAppDown, runHeartbeat } from './app-state';
import { currentLanguage, translate } from './i18n';

/** A call that did not succeed; `message` is ready to show (server messages joined by line breaks). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly envelope?: Envelope,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True when the server answered and said no (as opposed to a connection or server failure worth retrying). */
export function isRefusedByServer(error: unknown): boolean {
  return error instanceof ApiError && error.envelope !== undefined && error.status !== 429;
}

// A type-only import: the module also defines zod schemas, which would pull zod (over 20 KB gzip) into
// the home page's bundle. The type keeps this literal equal to the contract's.
const REFRESH_TOKEN_HEADER: typeof SharedRefreshTokenHeader = 'x-refresh-token';

export type ApiTokens = { token: string; refresh_token: string };

/**
 * How the API client reaches the session store. The session registers these at start, so the
 * session may import the client without the client importing the session (no import cycle).
 */
export type ApiSessionHooks = {
  /** The signed-in customer's tokens, or null for a visitor. */
  currentTokens: () => ApiTokens | null;
  /** A reply carried a new access and/or refresh token. */
  onTokens: (tokens: Partial<ApiTokens>) => void;
  /** A reply said `authenticated: false`: the session is no longer valid. */
  onUnauthenticated: () => void;
  /** Trades the refresh token for a new access token; resolves true when the session is valid again. */
  renewSession: () => Promise<boolean>;
};

let sessionHooks: ApiSessionHooks | null = null;

export function registerApiSessionHooks(hooks: ApiSessionHooks | null): void {
  sessionHooks = hooks;
}

/** A full reload: an agreement call refused for authentication leaves page state that cannot be trusted. */
export const pageReload = { reload: () => window.location.reload() };

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiRequestOptions = {
  /** The payload, sent as the JSON-encoded form field `data`, as every API call takes it. */
  data?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Also send the refresh token, in its own header (ping and logout need it). */
  sendRefreshToken?: boolean;
  /** Tokens to send instead of the session's: logout sends the ones it has just cleared. */
  tokens?: ApiTokens;
};

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

/** A reply's messages as one text, one message per line (the forms show them with line breaks). */
export function joinMessages(envelope: Envelope | null): string {
  return (envelope?.messages ?? []).map((message) => message.value).join('\n');
}

/** What any reply may do to the session: new tokens, a logout, a reload (a 401 to an agreement call). */
function applySessionEffects(path: string, status: number, envelope: Envelope): void {
  if (envelope.token || envelope.refresh_token) {
    sessionHooks?.onTokens({ token: envelope.token, refresh_token: envelope.refresh_token });
  }
  if (envelope.authenticated === false) sessionHooks?.onUnauthenticated();
  if (status === 401 && path.startsWith('/agreement')) pageReload.reload();
}

type Exchange<T> = { status: number; envelope: Envelope<T> };

/** One round trip: a reply that is not a readable envelope rejects here with "Server error". */
async function exchange<T>(
  method: ApiMethod,
  path: string,
  options: ApiRequestOptions,
  tokens: ApiTokens | null,
): Promise<Exchange<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  if (tokens) {
    headers.authorization = `Bearer ${tokens.token}`;
    if (options.sendRefreshToken) headers[REFRESH_TOKEN_HEADER] = tokens.refresh_token;
  }
  let body: URLSearchParams | undefined;
  if (method !== 'GET' && options.data !== undefined) {
    body = new URLSearchParams({ data: JSON.stringify(options.data) });
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    void runHeartbeat();
    throw new ApiError(translate('errors:client.requestFailed'));
  }

  if (!(VALID_REPLY_STATUSES as readonly number[]).includes(response.status)) {
    void runHeartbeat();
    throw new ApiError(translate('errors:client.serverError'), response.status);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || typeof envelope.success !== 'boolean') {
    void runHeartbeat();
    throw new ApiError(translate('errors:client.serverError'), response.status);
  }
  return { status: response.status, envelope };
}

/**
 * The one way the client calls the API. Reply handling: only 200, 401 and 429 are
 * replies to read; anything else is a "Server error" that also triggers a heartbeat; an envelope
 * with `success: false` rejects with its messages joined by line breaks. The signed-in customer's
 * access token goes with every call; when it has expired, the session is renewed once and the call
 * repeated before the customer is logged out (docs/decisions/0004-session-renewal.md).
 */
export async function apiRequest<T>(
  method: ApiMethod,
  path: string,
  options: ApiRequestOptions = {},
): Promise<Envelope<T>> {
  if (isAppDown()) throw new ApiError(translate('errors:client.appDown'));

  const sessionTokens = options.tokens ? null : (sessionHooks?.currentTokens() ?? null);
  let reply = await exchange<T>(method, path, options, options.tokens ?? sessionTokens);
  // Ping and logout carry the refresh token themselves: they are the renewal, never renewed.
  const mayRenew = sessionTokens !== null && !options.sendRefreshToken && sessionHooks !== null;
  if (reply.status === 401 && mayRenew && (await sessionHooks?.renewSession())) {
    reply = await exchange<T>(method, path, options, sessionHooks?.currentTokens() ?? null);
  }
  const { status, envelope } = reply;

  applySessionEffects(path, status, envelope);
  if (status === 429) {
    throw new ApiError(joinMessages(envelope) || translate('errors:client.rateLimited'), 429, envelope);
  }
  if (!envelope.success || status === 401) {
    throw new ApiError(joinMessages(envelope) || translate('errors:client.requestFailed'), status, envelope);
  }
  return envelope;
}

/**
 * Downloads a file the API serves to the signed-in customer (not an envelope when it succeeds):
 * the access token goes with it, an expired one is renewed once, and a refusal rejects with the
 * server's message like any other call.
 */
export async function apiDownload(path: string): Promise<Blob> {
  if (isAppDown()) throw new ApiError(translate('errors:client.appDown'));
  const send = (tokens: ApiTokens | null) =>
    fetch(buildUrl(path, undefined), {
      headers: {
        'accept-language': currentLanguage(),
        ...(tokens ? { authorization: `Bearer ${tokens.token}` } : {}),
      },
    });
  let response: Response;
  try {
    response = await send(sessionHooks?.currentTokens() ?? null);
    if (response.status === 401 && (await sessionHooks?.renewSession()))
      response = await send(sessionHooks?.currentTokens() ?? null);
  } catch {
    void runHeartbeat();
    throw new ApiError(translate('errors:client.requestFailed'));
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 200 && !type.startsWith('application/json')) return response.blob();
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (envelope) applySessionEffects(path, response.status, envelope);
  throw new ApiError(
    joinMessages(envelope) || translate('errors:client.requestFailed'),
    response.status,
    envelope ?? undefined,
  );
}
