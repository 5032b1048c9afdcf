import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stallOf } from '../../../../tests/event-loop';
import { hostileMarkdown } from '../../../../tests/markdown-hostile-inputs';
import { createTestApp, formData, multipartData, type TestApp } from '../../../../tests/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ BODY_LIMIT_BYTES: String(64 * 1024) });
});
afterAll(() => testApp.close());

const convert = (
  request: { payload: string; headers: Record<string, string> },
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/md/convert',
    ...request,
    headers: { ...request.headers, ...headers },
  });

describe('POST /api/v1/md/convert', () => {
  it('converts the Markdown subset from a urlencoded data field', async () => {
    const response = await convert(formData({ text: '# Title\n\n__Bold__ [site](https://example.com)' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      messages: [],
      data: {
        html: '<h1>Title</h1>\n<p><strong>Bold</strong> <a href="https://example.com" rel="noopener noreferrer nofollow">site</a></p>',
      },
    });
  });

  it('accepts the data field as multipart form data', async () => {
    const response = await convert(multipartData({ text: '_hi_' }));
    expect(response.json()).toMatchObject({ success: true, data: { html: '<p><em>hi</em></p>' } });
  });

  it('accepts a JSON body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/md/convert',
      payload: { text: '- a' },
    });
    expect(response.json()).toMatchObject({ success: true, data: { html: '<ul><li>a</li></ul>' } });
  });

  it('escapes script tags and drops javascript: links', async () => {
    const response = await convert(formData({ text: '<script>alert(1)</script> [x](javascript:alert(1))' }));
    expect(response.json().data.html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; x</p>');
  });

  it('names a missing field', async () => {
    const response = await convert(formData({}));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      messages: [{ value: 'The field "text" is required.' }],
      fieldErrors: { text: 'The field "text" is required.' },
    });
  });

  it('names a field of the wrong type, in the caller language', async () => {
    const response = await convert(formData({ text: 42 }), { 'accept-language': 'de-DE,de;q=0.9' });
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.fieldErrors.text).toContain('„text“');
    expect(body.messages[0].value).not.toContain('must be');
  });

  it('names unknown fields', async () => {
    const response = await convert(formData({ text: 'x', extra: 1 }));
    expect(response.json()).toMatchObject({
      success: false,
      messages: [{ value: 'The field "extra" is not expected here.' }],
    });
  });

  it('refuses a data field that is not JSON', async () => {
    const response = await convert({
      payload: 'data=%7Bnot-json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toMatchObject({
      success: false,
      code: 'invalid_data',
      messages: [{ value: 'The data you sent is not valid JSON.' }],
    });
  });

  it('refuses a data field holding something other than an object', async () => {
    for (const data of ['[1,2]', '"text"', '12', 'null']) {
      const response = await convert({
        payload: new URLSearchParams({ data }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.json(), data).toMatchObject({ success: false, code: 'invalid_data' });
    }
  });

  it('refuses a form without a data field', async () => {
    const response = await convert({
      payload: 'text=hello',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toMatchObject({ success: false, code: 'invalid_data' });
    expect(response.json().messages[0].value).toContain('"data"');
  });

  it('refuses malformed JSON bodies and unsupported content types', async () => {
    const badJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/md/convert',
      payload: '{"text":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(200);
    expect(badJson.json()).toMatchObject({ success: false, code: 'invalid_data' });

    const text = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/md/convert',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.json()).toMatchObject({ success: false, code: 'unsupported_media_type' });
  });

  it('refuses a body over the size limit with the limit in the message', async () => {
    const response = await convert(formData({ text: 'x'.repeat(70 * 1024) }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'payload_too_large',
      messages: [{ value: 'The request is too large. The limit is 64 KB.' }],
    });
  });

  it('drops prototype-pollution keys instead of merging them', async () => {
    const response = await convert({
      payload: new URLSearchParams({ data: '{"text":"a","__proto__":{"polluted":true}}' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toMatchObject({ success: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('treats a call without a body as an empty payload', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/md/convert' });
    expect(response.json()).toMatchObject({
      success: false,
      fieldErrors: { text: 'The field "text" is required.' },
    });
  });
});

describe('POST /api/v1/md/convert with hostile Markdown', () => {
  let hostileApp: TestApp;
  const convertJson = (text: string) =>
    // As JSON: a run of backslashes, URL-encoded, would be over the body limit and refused. Compressed,
    // as browsers ask for it (the compression runs off the event loop).
    hostileApp.app.inject({
      method: 'POST',
      url: '/api/v1/md/convert',
      payload: JSON.stringify({ text }),
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    });

  beforeAll(async () => {
    // The default body limit: texts up to the longest the editor accepts.
    hostileApp = await createTestApp();
    // The first call compiles the route's code: not what a request costs.
    await convertJson('# Warm-up\n\n_a_ __b__ [c](https://c.example)\n\n- d\n1. e');
  });
  afterAll(() => hostileApp.close());

  it.each(Object.entries(hostileMarkdown()))(
    'converts "%s" (300,000 characters) without holding the event loop 100 ms',
    async (name, text) => {
      let response: Awaited<ReturnType<typeof convertJson>> | undefined;
      const stall = await stallOf(async () => {
        response = await convertJson(text);
      }, 100);
      // Read after the measurement: unpacking the reply here is the test's work, not the server's.
      expect(response?.statusCode, name).toBe(200);
      expect(response?.headers['content-encoding'], name).toBe('br');
      const reply = JSON.parse(
        brotliDecompressSync(response?.rawPayload ?? Buffer.alloc(0)).toString('utf8'),
      );
      expect(reply.success, name).toBe(true);
      expect(stall, name).toBeLessThan(100);
    },
  );
});
