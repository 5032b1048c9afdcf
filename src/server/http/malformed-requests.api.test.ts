import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { handleFrameworkError } from './error-handler';

// Requests the fuzz test (src/server/fuzz.api.test.ts) found answered with a 500 or outside the
// envelope, each pinned here as a plain example.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const post = (payload: string, contentType: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/md/convert',
    headers: { 'content-type': contentType },
    payload,
  });

describe('broken multipart bodies', () => {
  it('answers a multipart body without a boundary as a bad request, not a bug', async () => {
    const response = await post('{}', 'multipart/form-data');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, code: 'bad_request' });
  });

  it('answers a multipart body cut off in a part as a bad request', async () => {
    const response = await post(
      '--b\r\nContent-Disposition: form-data\r\n\r\nx',
      'multipart/form-data; boundary=b',
    );
    expect(response.json()).toMatchObject({ success: false, code: 'bad_request' });
  });

  it('answers a file instead of the `data` field with the missing-data message', async () => {
    const response = await post(
      '--b\r\nContent-Disposition: form-data; name="data"; filename="a.json"\r\n\r\n{}\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    );
    expect(response.json()).toMatchObject({ success: false, code: 'invalid_data' });
  });

  it('still reads the `data` field of a well-formed multipart body', async () => {
    const response = await post(
      '--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"text":"# Hi"}\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    );
    expect(response.json()).toEqual({ success: true, messages: [], data: { html: '<h1>Hi</h1>' } });
  });
});

describe('validation errors of unknown fields', () => {
  it('names fields called like Object.prototype members in fieldErrors too', async () => {
    const response = await post('{"text":"x","constructor":1,"toString":2}', 'application/json');
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['constructor', 'toString']);
  });
});

describe('URLs the router refuses before any hook', () => {
  // The app passes handleFrameworkError as Fastify's `frameworkErrors`; a bare Fastify shows the mapping.
  const bare = async () => {
    const app = Fastify({ frameworkErrors: handleFrameworkError, routerOptions: { maxParamLength: 10 } });
    app.get('/api/v1/thing/:id', async () => ({ ok: true }));
    app.get('/page/:id', async () => 'page');
    await app.ready();
    return app;
  };

  it('answers an API URL that does not decode, or a too long parameter, as an unknown call', async () => {
    const app = await bare();
    for (const url of ['/api/v1/thing/%zz', `/api/v1/thing/${'a'.repeat(11)}`]) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
      expect(response.json().messages[0].value).toContain('/thing/');
    }
    await app.close();
  });

  it('answers the same outside the API with a plain 400', async () => {
    const app = await bare();
    const response = await app.inject({ method: 'GET', url: '/page/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Bad Request');
    await app.close();
  });
});
