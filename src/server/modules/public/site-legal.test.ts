import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { loadConfig } from '../../config';
import { renderSiteLegalDocument } from './site-legal';

const contentDir = fileURLToPath(new URL('../../content/site-legal/', import.meta.url));
const markers = (text: string) => [...text.matchAll(/^\{\{[#^/]\w+\}\}$/gm)].map((match) => match[0]);

describe('the site legal texts', () => {
  it('use the same conditional blocks, in the same order, in every language', () => {
    for (const file of readdirSync(`${contentDir}en`)) {
      const english = markers(readFileSync(`${contentDir}en/${file}`, 'utf8'));
      for (const language of LANGUAGES)
        expect(
          markers(readFileSync(`${contentDir}${language}/${file}`, 'utf8')),
          `${language}/${file}`,
        ).toEqual(english);
    }
  });

  it('render in every language and every configuration without a marker or placeholder left', () => {
    const configs = [
      loadConfig({}),
      loadConfig({ ANALYTICS_PROVIDER: 'plausible' }),
      loadConfig({
        ANALYTICS_PROVIDER: 'matomo',
        ANALYTICS_URL: 'https://m.example',
        ANALYTICS_SITE_ID: '1',
      }),
      loadConfig({
        ANALYTICS_PROVIDER: 'google',
        ANALYTICS_SITE_ID: 'G-ABCDE1',
        AFFILIATE_PROVIDER: 'shareasale',
        SHAREASALE_MERCHANT_ID: '9',
      }),
    ];
    for (const config of configs)
      for (const language of LANGUAGES)
        for (const document of ['cookies-policy', 'privacy-policy'] as const) {
          const { html } = renderSiteLegalDocument(document, language, config);
          expect(html, `${language}/${document}`).not.toMatch(/\{\{|\}\}/);
        }
  });
});

describe('the Cookies Policy', () => {
  it('says that nothing optional is used when no tracking is configured', () => {
    const { title, html } = renderSiteLegalDocument('cookies-policy', 'en', loadConfig({}));
    expect(title).toBe('Cookies Policy');
    expect(html).toContain('does not use any analytics service');
    expect(html).toContain('does not take part in any affiliate programme');
    expect(html).toContain('shows no cookie banner');
    expect(html).not.toContain('ShareASale');
  });

  it('describes exactly the configured services', () => {
    const config = loadConfig({
      ANALYTICS_PROVIDER: 'matomo',
      ANALYTICS_URL: 'https://m.example',
      ANALYTICS_SITE_ID: '1',
      AFFILIATE_PROVIDER: 'shareasale',
      SHAREASALE_MERCHANT_ID: '9',
    });
    const { html } = renderSiteLegalDocument('cookies-policy', 'de', config);
    expect(html).toContain('Mit Ihrer Einwilligung verwenden wir Matomo');
    expect(html).toContain('_pk_id');
    expect(html).not.toContain('Google Analytics');
    expect(html).toContain('Partnerprogramm von ShareASale');
    expect(html).toContain('30 Tage');
    expect(html).not.toContain('kein Cookie-Banner');
  });

  it('is cached per installation, not shared between configurations', () => {
    const plain = renderSiteLegalDocument('cookies-policy', 'fr', loadConfig({}));
    const google = renderSiteLegalDocument(
      'cookies-policy',
      'fr',
      loadConfig({ ANALYTICS_PROVIDER: 'google', ANALYTICS_SITE_ID: 'G-ABCDE1' }),
    );
    expect(plain.html).not.toContain('Google Analytics');
    expect(google.html).toContain('Google Analytics');
  });

  it('is linked from the Privacy Policy, whose storage paragraph holds with tracking on or off', () => {
    for (const language of LANGUAGES) {
      const { html } = renderSiteLegalDocument('privacy-policy', language, loadConfig({}));
      expect(html, language).toContain('/legal/cookies-policy');
    }
  });
});
