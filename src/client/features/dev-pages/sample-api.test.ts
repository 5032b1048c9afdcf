// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSampleApi, type SampleCall } from './sample-api';

const serverFetch = vi.fn(async () => new Response('from the server'));
let uninstall: (() => void) | null = null;

beforeEach(() => {
  serverFetch.mockClear();
  window.fetch = serverFetch as unknown as typeof fetch;
});
afterEach(() => uninstall?.());

describe('installSampleApi', () => {
  it('answers the API client from the sample, with the call decoded, and never calls the server', async () => {
    const calls: SampleCall[] = [];
    uninstall = installSampleApi((call) => {
      calls.push(call);
      return { envelope: { data: { answered: true } } };
    });
    const response = await fetch('/api/v1/agreement/costs/abc?x=1', {
      method: 'POST',
      body: new URLSearchParams({ data: JSON.stringify({ country: 'DE' }) }),
    });
    expect(await response.json()).toEqual({ success: true, messages: [], data: { answered: true } });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/agreement/costs/abc', data: { country: 'DE' } });
    expect(calls[0]?.query.get('x')).toBe('1');
    expect(serverFetch).not.toHaveBeenCalled();
  });

  it("lets the shell's own calls and everything outside the API reach the server", async () => {
    uninstall = installSampleApi(() => ({ envelope: {} }));
    for (const url of [
      '/api/v1/heartbeat',
      '/api/v1/customer/ping',
      '/api/v1/public/languages/list',
      '/assets/a.js',
    ])
      expect(await (await fetch(url)).text()).toBe('from the server');
    expect(serverFetch).toHaveBeenCalledTimes(4);
  });

  it('serves files as files', async () => {
    uninstall = installSampleApi(() => ({ file: new Blob(['# Title'], { type: 'text/plain' }) }));
    const response = await fetch('/api/v1/agreement/file/a/en/md');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('# Title');
  });

  it('gives the server back its calls once uninstalled', async () => {
    installSampleApi(() => ({ envelope: {} }))();
    expect(window.fetch).toBe(serverFetch);
    await fetch('/api/v1/customer/agreements/all');
    expect(serverFetch).toHaveBeenCalledOnce();
  });
});
