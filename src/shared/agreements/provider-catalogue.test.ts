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

describe('provider catalogue facts', () => {
  const IDENTIFIERS = ['cookies', 'device-identifiers', 'cookies-and-device-identifiers', 'none'];
  const LOCATIONS = ['EU', 'UK', 'US', 'CH', 'CA', 'AU', 'other'];
  const MECHANISMS = ['none-needed', 'adequacy-dpf', 'sccs', 'adequacy'];

  const provider = (id: string) => {
    const found = findProvider(id);
    if (!found) throw new Error(`no provider ${id}`);
    return found;
  };

  it('gives every provider the four facts with allowed values', () => {
    for (const entry of PROVIDER_CATALOGUE) {
      expect(IDENTIFIERS, entry.id).toContain(entry.setsIdentifiers);
      expect(typeof entry.ownPurposes, entry.id).toBe('boolean');
      expect(Array.isArray(entry.processingLocations), entry.id).toBe(true);
      for (const location of entry.processingLocations) {
        expect(LOCATIONS, entry.id).toContain(location);
      }
      expect(MECHANISMS, entry.id).toContain(entry.transferMechanism);
    }
  });

  it('names at least one processing location, each once', () => {
    for (const entry of PROVIDER_CATALOGUE) {
      expect(entry.processingLocations.length, entry.id).toBeGreaterThan(0);
      expect(new Set(entry.processingLocations).size, entry.id).toBe(entry.processingLocations.length);
    }
  });

  it('states a transfer mechanism that fits the processing locations', () => {
    for (const { id, processingLocations, transferMechanism } of PROVIDER_CATALOGUE) {
      const euOnly = processingLocations.every((location) => location === 'EU');
      if (euOnly) {
        expect(['none-needed', 'adequacy'], id).toContain(transferMechanism);
      }
      if (processingLocations.includes('US')) {
        expect(['adequacy-dpf', 'sccs'], id).toContain(transferMechanism);
      }
      if (transferMechanism === 'none-needed') {
        expect(euOnly, id).toBe(true);
      }
      if (transferMechanism === 'adequacy') {
        // Adequacy covers the UK, Switzerland, Canada and the like; the US needs the DPF, Australia has none.
        expect(processingLocations, id).not.toContain('US');
        expect(processingLocations, id).not.toContain('AU');
      }
    }
  });

  it('says a provider that lists cookies sets cookies', () => {
    for (const entry of PROVIDER_CATALOGUE.filter((candidate) => candidate.cookies.length > 0)) {
      expect(entry.setsIdentifiers, entry.id).not.toBe('none');
      expect(['cookies', 'cookies-and-device-identifiers'], entry.id).toContain(entry.setsIdentifiers);
    }
  });

  it('records the known facts of well-known services', () => {
    for (const id of ['paypal', 'klarna']) {
      expect(provider(id).cookies, id).toEqual([]);
      expect(provider(id).setsIdentifiers, id).not.toBe('none');
    }
    expect(provider('plausible')).toMatchObject({ setsIdentifiers: 'none', ownPurposes: false });
    expect(provider('plausible').processingLocations).toEqual(['EU']);
    expect(provider('plausible').transferMechanism).toBe('none-needed');
    for (const id of ['fathom', 'matomo-cloud']) {
      expect(provider(id).ownPurposes, id).toBe(false);
    }
    for (const id of [
      'meta-pixel',
      'linkedin-insight-tag',
      'microsoft-clarity',
      'hubspot-marketing',
      'vimeo',
      'google-analytics-4',
    ]) {
      expect(provider(id).ownPurposes, id).toBe(true);
    }
    expect(provider('meta-pixel').processingLocations).toContain('US');
    expect(provider('google-analytics-4').transferMechanism).toBe('adequacy-dpf');
  });
});
