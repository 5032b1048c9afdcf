import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/v1/heartbeat', () => {
  it('answers 200 while the service is up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/heartbeat' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ success: true, data: { status: 'up' } });
  });

  it('answers 503 in the caller’s language while the database does not answer, and 200 once it does', async () => {
    const unreachable = await createTestApp();
    const ping = unreachable.database.ping;
    try {
      unreachable.database.ping = () => Promise.reject(new Error('connection refused'));
      const down = await unreachable.app.inject({
        method: 'GET',
        url: '/api/v1/heartbeat',
        headers: { 'accept-language': 'de' },
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ success: false, code: 'internal_error' });
      expect(down.json().messages[0].value).toMatch(/Datenbank/);
      expect(down.body).not.toContain('connection refused');

      // A failed ping is not remembered: the next heartbeat asks the database again.
      unreachable.database.ping = ping;
      const up = await unreachable.app.inject({ method: 'GET', url: '/api/v1/heartbeat' });
      expect(up.statusCode).toBe(200);
    } finally {
      unreachable.database.ping = ping;
      await unreachable.close();
    }
  });

  it('answers 503 with the maintenance message in maintenance mode, and blocks other calls', async () => {
    const maintenance = await createTestApp({ MAINTENANCE_MODE: 'true', APP_NAME: 'LegalCo' });
    try {
      const heartbeat = await maintenance.app.inject({
        method: 'GET',
        url: '/api/v1/heartbeat',
        headers: { 'accept-language': 'fr' },
      });
      expect(heartbeat.statusCode).toBe(503);
      expect(heartbeat.json()).toMatchObject({
        success: false,
        code: 'maintenance',
        data: { status: 'maintenance' },
      });
      expect(heartbeat.json().messages[0].value).toContain('LegalCo');

      const other = await maintenance.app.inject({ method: 'GET', url: '/api/v1/public/languages/list' });
      expect(other.statusCode).toBe(503);
      expect(other.json()).toMatchObject({ success: false, code: 'maintenance' });
    } finally {
      await maintenance.close();
    }
  });

  it('answers 429 when the process is over its memory threshold', async () => {
    const overloaded = await createTestApp({ OVERLOAD_MAX_RSS_MB: '1' });
    try {
      const response = await overloaded.app.inject({ method: 'GET', url: '/api/v1/heartbeat' });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ success: false, data: { status: 'overloaded' } });
    } finally {
      await overloaded.close();
    }
  });

  it('ignores a body or query it does not need', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/heartbeat?x=%00%ff&lang=zz' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/v1/public/countries/list', () => {
  it('lists every ISO 3166 country in English with states for AU, CA, DE, IN and US', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/public/countries/list' });
    const { countries } = response.json().data;
    expect(countries.length).toBeGreaterThanOrEqual(249);
    const byCode = new Map(countries.map((country: { value: string }) => [country.value, country]));
    expect(byCode.get('DE')).toMatchObject({ text: 'Germany' });
    expect(byCode.get('US')).toMatchObject({
      states: expect.arrayContaining([{ text: 'California', value: 'US_CA' }]),
    });
    expect((byCode.get('US') as { states: unknown[] }).states).toHaveLength(51);
    expect((byCode.get('DE') as { states: unknown[] }).states).toHaveLength(16);
    expect((byCode.get('IN') as { states: unknown[] }).states).toHaveLength(36);
    expect((byCode.get('AU') as { states: unknown[] }).states).toHaveLength(8);
    expect((byCode.get('CA') as { states: unknown[] }).states).toHaveLength(13);
    const withStates = countries
      .filter((country: { states?: unknown }) => country.states)
      .map((c: { value: string }) => c.value);
    expect(withStates.sort()).toEqual(['AU', 'CA', 'DE', 'IN', 'US']);
  });

  it('names and sorts countries in the request language', async () => {
    const german = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/public/countries/list',
      headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' },
    });
    const countries = german.json().data.countries as { text: string; value: string }[];
    expect(countries.find((country) => country.value === 'DE')?.text).toBe('Deutschland');
    const names = countries.map((country) => country.text);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));

    const italian = await testApp.app.inject({ method: 'GET', url: '/api/v1/public/countries/list?lang=it' });
    expect(italian.json().data.countries.find((c: { value: string }) => c.value === 'DE').text).toBe(
      'Germania',
    );
  });
});

describe('GET /api/v1/public/countries/list with odd input', () => {
  it('falls back to English for an unknown or hostile language and ignores other parameters', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/public/countries/list?lang=%3Cscript%3E&extra=%00',
      headers: { 'accept-language': '<script>alert(1)</script>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.countries.find((c: { value: string }) => c.value === 'DE').text).toBe(
      'Germany',
    );
  });
});

describe('GET /api/v1/public/languages/list', () => {
  it('lists the six languages with English marked disabled', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/public/languages/list' });
    expect(response.json()).toEqual({
      success: true,
      messages: [],
      data: {
        languages: [
          { text: 'English', value: 'en', disabled: true },
          { text: 'Deutsch', value: 'de', disabled: false },
          { text: 'Español', value: 'es', disabled: false },
          { text: 'Français', value: 'fr', disabled: false },
          { text: 'Italiano', value: 'it', disabled: false },
          { text: 'Nederlands', value: 'nl', disabled: false },
        ],
      },
    });
  });
});

describe('GET /api/v1/public/site-legal/{document}', () => {
  it('renders the product’s own documents in the caller language with the installation’s details', async () => {
    for (const [language, title] of [
      ['en', 'Privacy Policy'],
      ['de', 'Datenschutzerklärung'],
      ['nl', 'Privacyverklaring'],
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/public/site-legal/privacy-policy',
        headers: { 'accept-language': language as string },
      });
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ document: 'privacy-policy', title, language });
      expect(body.data.html).toContain('support@example.com');
      expect(body.data.html).not.toMatch(/\{\{\w+\}\}/);
    }
  });

  it('shows the last-updated date in the document language', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/public/site-legal/terms-of-use?lang=fr',
    });
    expect(response.json().data.html).toContain('20 novembre 2026');
  });

  it('names the documents it knows when asked for another one', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/public/site-legal/cookies' });
    expect(response.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      messages: [
        {
          value:
            'The field "document" must be one of: privacy-policy, terms-of-use, disclaimer, cookies-policy.',
        },
      ],
    });
  });
});
