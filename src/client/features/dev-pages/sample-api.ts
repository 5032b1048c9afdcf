import { API_BASE_PATH, type Envelope } from '../../../shared/api/envelope';

/** One API call as the client sent it: the path below /api/v1, the query, the decoded `data` field. */
export type SampleCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  data: Record<string, unknown> | undefined;
};

/** What a sample answers: an envelope (always with status 200, as the server does) or a file. */
export type SampleReply = { envelope: Partial<Envelope> } | { file: Blob };

export type SampleHandler = (call: SampleCall) => SampleReply;

/**
 * The application shell's own calls, which keep reaching the server on a development page: the
 * heartbeat (maintenance and outages still show), the header's language list, and the session's
 * keep-alive and logout (the developer's real session must not be answered by a sample).
 */
const PASSED_THROUGH = new Set([
  '/heartbeat',
  '/public/languages/list',
  '/customer/ping',
  '/customer/logout',
]);

let activeHandler: SampleHandler | null = null;
let serverFetch: typeof fetch | null = null;

function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, window.location.origin);
}

function decodeData(body: BodyInit | null | undefined): Record<string, unknown> | undefined {
  if (!(body instanceof URLSearchParams)) return undefined;
  const raw = body.get('data');
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
}

/** Builds the HTTP reply the API client reads from a sample's answer. */
export function toResponse(reply: SampleReply): Response {
  if ('file' in reply)
    return new Response(reply.file, { status: 200, headers: { 'content-type': reply.file.type } });
  return new Response(JSON.stringify({ success: true, messages: [], ...reply.envelope }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** Which calls the sample answers: this site's API, except the shell's own calls. */
export function isSampleCall(url: URL): boolean {
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${API_BASE_PATH}/`)) return false;
  return !PASSED_THROUGH.has(url.pathname.slice(API_BASE_PATH.length));
}

/**
 * Answers the API client's calls from `handler` instead of the server until the returned function
 * is called. The real components then render and act exactly as in the app, on sample data, and
 * nothing they do (saving, deleting, paying) reaches the server. The API client has one way out,
 * `fetch`, so that is where the sample sits; one handler at a time (one development page is shown).
 */
export function installSampleApi(handler: SampleHandler): () => void {
  activeHandler = handler;
  if (!serverFetch) {
    const original = window.fetch;
    serverFetch = original;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      if (!activeHandler || !isSampleCall(url)) return original.call(window, input, init);
      const call: SampleCall = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname.slice(API_BASE_PATH.length),
        query: url.searchParams,
        data: decodeData(init?.body),
      };
      return toResponse(activeHandler(call));
    };
  }
  return () => {
    if (activeHandler !== handler) return;
    activeHandler = null;
    if (serverFetch) window.fetch = serverFetch;
    serverFetch = null;
  };
}
