import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientSettingsMeta } from './client-settings';
import { trackingSources } from './tracking-csp';

describe('trackingSources', () => {
  it('adds nothing when no tracking is configured', () => {
    expect(trackingSources(loadConfig({}))).toEqual({ script: [], connect: [], img: [] });
  });

  it('allows only the configured analytics origin', () => {
    expect(
      trackingSources(
        loadConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_URL: 'https://stats.example.com' }),
      ),
    ).toEqual({ script: ['https://stats.example.com'], connect: ['https://stats.example.com'], img: [] });
    expect(
      trackingSources(
        loadConfig({
          ANALYTICS_PROVIDER: 'matomo',
          ANALYTICS_URL: 'https://example.com/matomo',
          ANALYTICS_SITE_ID: '3',
        }),
      ),
    ).toEqual({
      script: ['https://example.com'],
      connect: ['https://example.com'],
      img: ['https://example.com'],
    });
  });

  it('allows Google Analytics 4 its documented origins', () => {
    const sources = trackingSources(
      loadConfig({ ANALYTICS_PROVIDER: 'google', ANALYTICS_SITE_ID: 'G-ABCDE12345' }),
    );
    expect(sources.script).toEqual(['https://*.googletagmanager.com']);
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.img).toContain('https://*.google-analytics.com');
  });

  it("allows ShareASale's conversion pixel as an image only", () => {
    expect(
      trackingSources(loadConfig({ AFFILIATE_PROVIDER: 'shareasale', SHAREASALE_MERCHANT_ID: '42' })),
    ).toEqual({
      script: [],
      connect: [],
      img: ['https://www.shareasale.com'],
    });
  });
});

describe('the tracking part of the client settings', () => {
  it('is empty by default and names the configured services otherwise', () => {
    expect(clientSettingsMeta(loadConfig({}))).toContain(
      '&quot;tracking&quot;:{&quot;analytics&quot;:null,&quot;affiliate&quot;:null}',
    );
    const meta = clientSettingsMeta(
      loadConfig({
        ANALYTICS_PROVIDER: 'google',
        ANALYTICS_SITE_ID: 'G-ABCDE12345',
        AFFILIATE_PROVIDER: 'shareasale',
        SHAREASALE_MERCHANT_ID: '42',
      }),
    );
    expect(meta).toContain('&quot;measurementId&quot;:&quot;G-ABCDE12345&quot;');
    expect(meta).toContain('&quot;merchantId&quot;:&quot;42&quot;');
  });
});
