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

export type ApiRequestOptions = {
  /** The payload, sent as the JSON-encoded form field `data` (ARCHITECTURE §4). */
  data?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
};

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

function joinMessages(envelope: Envelope | null): string {
  return (envelope?.messages ?? []).map((message) => message.value).join('\n');
}

/**
 * The one way the client calls the API. Reply handling follows spec §8: only 200, 401 and 429 are
 * replies to read; anything else is a "Server error" that also triggers a heartbeat; an envelope
 * with `success: false` rejects with its messages joined by line breaks.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: ApiRequestOptions = {},
): Promise<Envelope<T>> {
  if (isAppDown()) throw new ApiError(translate('errors:client.appDown'));

  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
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
  if (response.status === 429) {
    throw new ApiError(joinMessages(envelope) || translate('errors:client.rateLimited'), 429, envelope);
  }
  if (!envelope.success || response.status === 401) {
    throw new ApiError(
      joinMessages(envelope) || translate('errors:client.requestFailed'),
      response.status,
      envelope,
    );
  }
  return envelope;
}
