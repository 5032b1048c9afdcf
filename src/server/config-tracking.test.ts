import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// Analytics and affiliate tracking are off unless configured; each provider needs its own variables.

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('tracking configuration', () => {
  it('is off by default and with the empty values of .env.example', () => {
    for (const env of [
      {},
      {
        ANALYTICS_PROVIDER: '',
        ANALYTICS_SITE_ID: '',
        ANALYTICS_URL: '',
        AFFILIATE_PROVIDER: '',
        SHAREASALE_MERCHANT_ID: '',
      },
    ]) {
      const config = loadConfig(env);
      expect(config.analytics).toBeUndefined();
      expect(config.affiliate).toBeUndefined();
    }
  });

  it('reads Plausible, defaulting to plausible.io and the public address’s host', () => {
    expect(
      loadConfig({ ANALYTICS_PROVIDER: 'plausible', PUBLIC_URL: 'https://legal.example.com' }).analytics,
    ).toEqual({
      provider: 'plausible',
      scriptUrl: 'https://plausible.io/js/script.js',
      domain: 'legal.example.com',
    });
    expect(
      loadConfig({
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_URL: 'https://stats.example.com/',
        ANALYTICS_SITE_ID: 'example.com',
      }).analytics,
    ).toEqual({
      provider: 'plausible',
      scriptUrl: 'https://stats.example.com/js/script.js',
      domain: 'example.com',
    });
  });

  it('reads Matomo and Google Analytics', () => {
    expect(
      loadConfig({
        ANALYTICS_PROVIDER: 'matomo',
        ANALYTICS_URL: 'https://matomo.example.com',
        ANALYTICS_SITE_ID: '7',
      }).analytics,
    ).toEqual({ provider: 'matomo', url: 'https://matomo.example.com', siteId: '7' });
    expect(loadConfig({ ANALYTICS_PROVIDER: 'google', ANALYTICS_SITE_ID: 'G-ABC123XYZ' }).analytics).toEqual({
      provider: 'google',
      measurementId: 'G-ABC123XYZ',
    });
  });

  it('reads ShareASale', () => {
    expect(
      loadConfig({ AFFILIATE_PROVIDER: 'shareasale', SHAREASALE_MERCHANT_ID: '123456' }).affiliate,
    ).toEqual({
      provider: 'shareasale',
      merchantId: '123456',
    });
  });

  it('refuses unknown providers and malformed values, naming each variable', () => {
    const message = problemsOf({
      ANALYTICS_PROVIDER: 'hotjar',
      ANALYTICS_URL: 'ftp://stats',
      AFFILIATE_PROVIDER: 'awin',
      SHAREASALE_MERCHANT_ID: '12ab',
    });
    expect(message).toContain('ANALYTICS_PROVIDER="hotjar": must be plausible, matomo or google');
    expect(message).toContain('ANALYTICS_URL="ftp://stats": must be an http:// or https:// address');
    expect(message).toContain('AFFILIATE_PROVIDER="awin": must be shareasale');
    expect(message).toContain('SHAREASALE_MERCHANT_ID="12ab": must be the numeric merchant ID');
  });

  it('refuses a provider without the variables it needs', () => {
    expect(problemsOf({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_SITE_ID: 'abc' })).toMatch(
      /ANALYTICS_URL="": is required with ANALYTICS_PROVIDER=matomo[\s\S]*ANALYTICS_SITE_ID="abc": must be Matomo's numeric site ID/,
    );
    expect(problemsOf({ ANALYTICS_PROVIDER: 'google', ANALYTICS_SITE_ID: 'UA-12345-1' })).toContain(
      'ANALYTICS_SITE_ID="UA-12345-1": must be a Google Analytics measurement ID',
    );
    expect(problemsOf({ AFFILIATE_PROVIDER: 'shareasale' })).toContain(
      'SHAREASALE_MERCHANT_ID="": is required with AFFILIATE_PROVIDER=shareasale',
    );
    expect(problemsOf({ ANALYTICS_SITE_ID: '<script>' })).toContain('ANALYTICS_SITE_ID="<script>"');
  });
});
