import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app';

// The wizard definition and the country list are made once per language and kept as bytes.
describe.each([
  ['a wizard', '/api/v1/agreement/wizard/privacy-policy'],
  ['the country list', '/api/v1/public/countries/list'],
])('%s as a fixed reply', (_name, url) => {
  let testApp: TestApp;
  const get = (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends the same JSON in every encoding, with one ETag per language', async () => {
    const plain = await get({ 'accept-language': 'de' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json().success).toBe(true);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);

    const br = await get({ 'accept-language': 'de', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get({ 'accept-language': 'de', 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await get({ 'accept-language': 'de', 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const french = await get({ 'accept-language': 'fr' });
    expect(french.headers.etag).not.toBe(etag);
    expect(french.body).not.toBe(plain.body);
    expect(String(plain.headers.vary)).toMatch(/accept-language/i);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('answers 304 without a body to a browser that holds the same reply, 200 to one holding another', async () => {
    const first = await get({ 'accept-language': 'it' });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const cached = await get({ 'accept-language': 'it', 'if-none-match': ifNoneMatch });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      expect(cached.headers.etag).toBe(etag);
    }
    const stale = await get({ 'accept-language': 'it', 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().success).toBe(true);
    const otherLanguage = await get({ 'accept-language': 'nl', 'if-none-match': etag });
    expect(otherLanguage.statusCode).toBe(200);
  });
});
