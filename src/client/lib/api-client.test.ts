// @vitest-environment happy-dom
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import errorsEn from '../../shared/i18n/locales/en/errors.json';
import { ApiError, apiRequest } from './api-client';
import { getAppState, resetAppStateForTests } from './app-state';

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: { en: { errors: errorsEn } },
    interpolation: { escapeValue: false },
  });
});

const envelopeReply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Every fetch: the heartbeat answers 200 unless told otherwise; other calls get `reply`. */
function stubServer(reply: () => Response | Promise<Response>, heartbeatStatus = 200) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/heartbeat')
      ? envelopeReply(heartbeatStatus, { success: heartbeatStatus === 200, messages: [] })
      : reply(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => resetAppStateForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppStateForTests();
});

describe('apiRequest', () => {
  it('sends the payload as the JSON-encoded form field data, with the interface language', async () => {
    const fetchMock = stubServer(() =>
      envelopeReply(200, { success: true, messages: [], data: { html: '<p>x</p>' } }),
    );
    const envelope = await apiRequest<{ html: string }>('POST', '/md/convert', { data: { text: 'x' } });
    expect(envelope.data?.html).toBe('<p>x</p>');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/md/convert');
    expect(String(init.body)).toBe('data=%7B%22text%22%3A%22x%22%7D');
    expect((init.headers as Record<string, string>)['accept-language']).toBe('en');
  });

  it('adds query parameters to GET calls and sends no body', async () => {
    const fetchMock = stubServer(() => envelopeReply(200, { success: true, messages: [] }));
    await apiRequest('GET', '/public/countries/list', { query: { lang: 'de', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/public/countries/list?lang=de');
    expect(init.body).toBeUndefined();
  });

  it('rejects success: false with the messages joined by line breaks', async () => {
    stubServer(() =>
      envelopeReply(200, { success: false, messages: [{ value: 'First.' }, { value: 'Second.' }] }),
    );
    await expect(apiRequest('POST', '/md/convert', { data: {} })).rejects.toThrow('First.\nSecond.');
  });

  it('treats any status other than 200, 401 and 429 as "Server error" and runs a heartbeat', async () => {
    const fetchMock = stubServer(() =>
      envelopeReply(500, { success: false, messages: [{ value: 'internal' }] }),
    );
    await expect(apiRequest('GET', '/public/languages/list')).rejects.toThrow('Server error');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/heartbeat'))).toBe(true),
    );
  });

  it('treats a reply that is not an envelope as "Server error"', async () => {
    stubServer(() => new Response('<html>proxy error</html>', { status: 200 }));
    await expect(apiRequest('GET', '/public/languages/list')).rejects.toThrow('Server error');
  });

  it('reads 429 and 401 replies as envelopes', async () => {
    stubServer(() => envelopeReply(429, { success: false, messages: [{ value: 'Too many requests.' }] }));
    await expect(apiRequest('GET', '/x')).rejects.toMatchObject({
      message: 'Too many requests.',
      status: 429,
    });
    stubServer(() =>
      envelopeReply(401, { success: false, authenticated: false, messages: [{ value: 'Log in again.' }] }),
    );
    const error = (await apiRequest('GET', '/x').catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.envelope?.authenticated).toBe(false);
  });

  it('refuses every call with "App is down. Please wait." while the service is down', async () => {
    const fetchMock = stubServer(() => Promise.reject(new TypeError('Failed to fetch')), 502);
    await expect(apiRequest('GET', '/public/languages/list')).rejects.toThrow(
      'There was an issue when trying to make the request.',
    );
    await vi.waitFor(() => expect(getAppState().serviceDown).toBe(true));
    const callsBefore = fetchMock.mock.calls.length;
    await expect(apiRequest('GET', '/public/languages/list')).rejects.toThrow('App is down. Please wait.');
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });
});
