import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { registerReplyCompression } from './reply-compression';

describe('reply compression', () => {
  let testApp: TestApp;
  const wizard = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/agreement/wizard/privacy-policy', headers });

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends a big JSON reply as brotli, else gzip, else as it is, always the same JSON', async () => {
    const plain = await wizard({ 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await wizard({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await wizard({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('names Accept-Encoding in Vary beside what the route already named', async () => {
    const reply = await wizard({ 'accept-encoding': 'br' });
    const vary = String(reply.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']));
    expect(vary.filter((name) => name === 'accept-encoding')).toHaveLength(1);
  });

  it('leaves small replies and errors below the threshold as they are', async () => {
    const heartbeat = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/heartbeat',
      headers: { 'accept-encoding': 'br' },
    });
    expect(heartbeat.statusCode).toBe(200);
    expect(heartbeat.headers['content-encoding']).toBeUndefined();
    expect(heartbeat.json().success).toBe(true);
  });

  it('compresses an error reply that is big enough, which still parses as the envelope', async () => {
    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/agreement/preview',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      payload: { data: { type: 'privacy-policy', language: 'en', answers: {} } },
    });
    const body =
      reply.headers['content-encoding'] === 'gzip' ? gunzipSync(reply.rawPayload) : reply.rawPayload;
    const envelope = JSON.parse(body.toString());
    expect(envelope.success).toBe(false);
    expect(reply.statusCode).toBeLessThan(500);
  });
});

describe('reply compression of small and non-text replies', () => {
  const app = Fastify();
  const page = `<!doctype html><p>${'Terms and conditions. '.repeat(150)}</p>`;
  const bigPage = `<!doctype html>${Array.from({ length: 2000 }, (_, index) => `<p>Clause ${index}.</p>`).join('')}`;
  registerReplyCompression(app);
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/big-page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(bigPage));
  app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4000, 7)));
  afterAll(() => app.close());

  it('compresses a reply of a few kilobytes the same way, in either encoding', async () => {
    expect(Buffer.byteLength(page)).toBeGreaterThan(1024);
    expect(Buffer.byteLength(page)).toBeLessThan(8192);
    const br = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gzip = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
  });

  it('compresses a reply over 8 KB off the event loop, in either encoding', async () => {
    expect(Buffer.byteLength(bigPage)).toBeGreaterThan(8192);
    const br = await app.inject({ method: 'GET', url: '/big-page', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigPage);
    const gzip = await app.inject({
      method: 'GET',
      url: '/big-page',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigPage);
  });

  it('leaves a type that does not compress as it is', async () => {
    const image = await app.inject({ method: 'GET', url: '/image', headers: { 'accept-encoding': 'br' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4000);
  });
});
