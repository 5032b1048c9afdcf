import { describe, expect, it } from 'vitest';
import { findProvider, PROVIDER_CATALOGUE, providersIn } from './provider-catalogue';
import { PROVIDER_CATEGORIES } from './providers';

function isHttpsUrlWithHost(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

describe('provider catalogue', () => {
  it('has unique, well-formed ids', () => {
    const ids = PROVIDER_CATALOGUE.map((provider) => provider.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id, id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('has names and known categories', () => {
    for (const provider of PROVIDER_CATALOGUE) {
      expect(provider.name.trim(), provider.id).not.toBe('');
      expect(PROVIDER_CATEGORIES, provider.id).toContain(provider.category);
    }
  });

  it('has at least six providers in every category', () => {
    for (const category of PROVIDER_CATEGORIES) {
      expect(providersIn(category).length, category).toBeGreaterThanOrEqual(6);
    }
  });

  it('links privacy policies and opt-out pages over https with a host', () => {
    for (const provider of PROVIDER_CATALOGUE) {
      expect(isHttpsUrlWithHost(provider.privacyPolicyUrl), provider.id).toBe(true);
      if (provider.optOutUrl !== undefined) {
        expect(isHttpsUrlWithHost(provider.optOutUrl), provider.id).toBe(true);
      }
    }
  });

  it('names every cookie and gives it a positive duration', () => {
    for (const provider of PROVIDER_CATALOGUE) {
      for (const cookie of provider.cookies) {
        const label = `${provider.id}: ${cookie.name}`;
        expect(cookie.name.trim(), label).not.toBe('');
        expect(cookie.name, label).not.toMatch(/\s/);
        expect(['first', 'third'], label).toContain(cookie.party);
        if ('amount' in cookie.duration) {
          expect(Number.isInteger(cookie.duration.amount), label).toBe(true);
          expect(cookie.duration.amount, label).toBeGreaterThan(0);
        } else {
          expect(cookie.duration.session, label).toBe(true);
        }
      }
    }
  });

  it('lists each cookie once per provider', () => {
    for (const provider of PROVIDER_CATALOGUE) {
      const names = provider.cookies.map((cookie) => cookie.name);
      expect(new Set(names).size, provider.id).toBe(names.length);
    }
  });

  it('documents the reference cookies of the best-known services', () => {
    const cookie = (providerId: string, name: string) =>
      findProvider(providerId)?.cookies.find((entry) => entry.name === name);

    expect(cookie('google-analytics-4', '_ga')).toEqual({
      name: '_ga',
      category: 'analytics',
      duration: { amount: 2, unit: 'year' },
      party: 'first',
    });
    expect(cookie('google-analytics-4', '_ga_*')?.duration).toEqual({ amount: 2, unit: 'year' });
    expect(cookie('meta-pixel', '_fbp')).toMatchObject({ category: 'advertising', party: 'first' });
    expect(cookie('meta-pixel', 'fr')).toMatchObject({
      party: 'third',
      duration: { amount: 3, unit: 'month' },
    });
    expect(cookie('stripe', '__stripe_mid')).toMatchObject({
      category: 'strictly_necessary',
      duration: { amount: 1, unit: 'year' },
    });
    expect(cookie('stripe', '__stripe_sid')?.duration).toEqual({ amount: 30, unit: 'minute' });
    expect(cookie('hotjar', '_hjSession_*')?.duration).toEqual({ amount: 30, unit: 'minute' });
    expect(findProvider('plausible')?.cookies).toEqual([]);
    expect(findProvider('google-analytics-4')?.optOutUrl).toBe('https://tools.google.com/dlpage/gaoptout');
  });
});

describe('findProvider', () => {
  it('finds a provider by id', () => {
    const stripe = findProvider('stripe');
    expect(stripe?.name).toBe('Stripe');
    expect(stripe?.category).toBe('payments');
    expect(stripe?.privacyPolicyUrl).toBe('https://stripe.com/privacy');
  });

  it('returns every catalogue entry by its own id', () => {
    for (const provider of PROVIDER_CATALOGUE) {
      expect(findProvider(provider.id)).toBe(provider);
    }
  });

  it('returns undefined for unknown or differently spelled ids', () => {
    expect(findProvider('no-such-provider')).toBeUndefined();
    expect(findProvider('')).toBeUndefined();
    expect(findProvider('Stripe')).toBeUndefined();
  });
});

describe('providersIn', () => {
  it('returns exactly the providers of the category', () => {
    for (const category of PROVIDER_CATEGORIES) {
      const providers = providersIn(category);
      expect(providers.every((provider) => provider.category === category)).toBe(true);
      expect(providers.length).toBe(PROVIDER_CATALOGUE.filter((p) => p.category === category).length);
    }
    const total = PROVIDER_CATEGORIES.reduce((sum, category) => sum + providersIn(category).length, 0);
    expect(total).toBe(PROVIDER_CATALOGUE.length);
  });

  it('sorts by name', () => {
    for (const category of PROVIDER_CATEGORIES) {
      const names = providersIn(category).map((provider) => provider.name);
      const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      expect(names, category).toEqual(sorted);
    }
    expect(providersIn('payments').map((provider) => provider.id)).toContain('stripe');
  });

  it('returns a new array that callers may change without touching the catalogue', () => {
    const first = providersIn('analytics');
    first.length = 0;
    expect(providersIn('analytics').length).toBeGreaterThanOrEqual(6);
  });
});
