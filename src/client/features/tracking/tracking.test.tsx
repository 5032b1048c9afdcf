// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION, type TrackingSettings } from '../../../shared/tracking';
import { ENGLISH_COMMON } from '../../lib/english-catalogs.test-support';
import {
  AFFILIATE_CLICK_STORAGE_KEY,
  affiliateCheckoutField,
  applyMarketingConsent,
  captureAffiliateClick,
  currentAffiliateClick,
  resetAffiliateClickForTests,
} from './affiliate-click';
import { ANALYTICS_SCRIPT_ID } from './analytics-loader';
import { AffiliateConversion } from './components/affiliate-conversion';
import { CONSENT_STORAGE_KEY, hasConsent, needsDecision, readConsent, saveConsent } from './consent-store';
import { openCookieSettings } from './cookie-settings-events';
import { TrackingConsent } from './tracking-consent';

const settings = vi.hoisted(() => ({ current: { analytics: null, affiliate: null } as TrackingSettings }));
vi.mock('./tracking-settings', async () => {
  const { configuredCategories } = await import('../../../shared/tracking');
  return {
    getTrackingSettings: () => settings.current,
    offeredCategories: () => configuredCategories(settings.current),
  };
});

const PLAUSIBLE: TrackingSettings['analytics'] = {
  provider: 'plausible',
  scriptUrl: 'https://plausible.example/js/script.js',
  domain: 'legal.example.com',
};
const SHAREASALE: TrackingSettings['affiliate'] = { provider: 'shareasale', merchantId: '123456' };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common: ENGLISH_COMMON } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  localStorage.clear();
  resetAffiliateClickForTests();
  settings.current = { analytics: PLAUSIBLE, affiliate: SHAREASALE };
});
afterEach(() => {
  cleanup();
  document.getElementById(ANALYTICS_SCRIPT_ID)?.remove();
});

describe('the consent store', () => {
  it('asks until the visitor decides about every offered category', () => {
    expect(needsDecision([])).toBe(false);
    expect(needsDecision(['analytics'])).toBe(true);
    saveConsent(['analytics'], { analytics: true });
    expect(needsDecision(['analytics'])).toBe(false);
    expect(hasConsent('analytics')).toBe(true);
    // A category configured after the choice is asked about again.
    expect(needsDecision(['analytics', 'marketing'])).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('keeps a version and treats another version or a damaged record as no choice', () => {
    saveConsent(
      ['analytics', 'marketing'],
      { analytics: false, marketing: true },
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      offered: ['analytics', 'marketing'],
      analytics: false,
      marketing: true,
      decidedAt: '2026-11-20T10:00:00.000Z',
    });
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ ...readConsent(), version: CONSENT_VERSION + 1 }),
    );
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":"yes"');
    expect(readConsent()).toBeNull();
    expect(needsDecision(['analytics'])).toBe(true);
  });

  it('never records a yes for a category that was not offered', () => {
    saveConsent(['analytics'], { analytics: true, marketing: true });
    expect(hasConsent('marketing')).toBe(false);
  });
});

describe('the affiliate click', () => {
  it('is held in memory only until the visitor consents to marketing', () => {
    captureAffiliateClick('?sscid=a1b2_3c4d5e&utm_source=x');
    expect(localStorage.getItem(AFFILIATE_CLICK_STORAGE_KEY)).toBeNull();
    saveConsent(['marketing'], { marketing: true });
    applyMarketingConsent(true);
    expect(currentAffiliateClick()).toBe('a1b2_3c4d5e');
    expect(affiliateCheckoutField()).toEqual({ affiliate_click: 'a1b2_3c4d5e' });
  });

  it('is dropped on refusal and deleted on withdrawal', () => {
    captureAffiliateClick('?sscid=refused1');
    saveConsent(['marketing'], { marketing: false });
    applyMarketingConsent(false);
    expect(localStorage.getItem(AFFILIATE_CLICK_STORAGE_KEY)).toBeNull();

    saveConsent(['marketing'], { marketing: true });
    captureAffiliateClick('?sscid=stored1');
    expect(currentAffiliateClick()).toBe('stored1');
    saveConsent(['marketing'], { marketing: false });
    applyMarketingConsent(false);
    expect(localStorage.getItem(AFFILIATE_CLICK_STORAGE_KEY)).toBeNull();
    expect(affiliateCheckoutField()).toEqual({});
  });

  it('ignores malformed values and expires after the referral period', () => {
    saveConsent(['marketing'], { marketing: true });
    captureAffiliateClick('?sscid=%3Cscript%3E');
    captureAffiliateClick(`?sscid=${'x'.repeat(65)}`);
    expect(localStorage.getItem(AFFILIATE_CLICK_STORAGE_KEY)).toBeNull();
    captureAffiliateClick('?sscid=fresh_1', 0);
    expect(currentAffiliateClick(29 * DAY)).toBe('fresh_1');
    expect(currentAffiliateClick(30 * DAY)).toBeNull();
    expect(localStorage.getItem(AFFILIATE_CLICK_STORAGE_KEY)).toBeNull();
  });

  it('is not sent when affiliate tracking is not configured', () => {
    saveConsent(['marketing'], { marketing: true });
    captureAffiliateClick('?sscid=a1b2');
    settings.current = { analytics: null, affiliate: null };
    expect(affiliateCheckoutField()).toEqual({});
  });
});

function renderConsent() {
  const router = createMemoryRouter([{ path: '*', element: <TrackingConsent /> }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('TrackingConsent', () => {
  it('renders and stores nothing when no tracking is configured', async () => {
    settings.current = { analytics: null, affiliate: null };
    const { container } = renderConsent();
    await act(async () => {});
    expect(container.innerHTML).toBe('');
    expect(localStorage.length).toBe(0);
    expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();
  });

  it('loads analytics only after "Accept all"', async () => {
    renderConsent();
    const banner = await screen.findByTestId('cookie-banner');
    expect(banner.textContent).toContain('Your choice about cookies');
    expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    // The loader runs in an effect, which Preact may run a frame later on a busy machine.
    const script = (await waitFor(() => {
      const found = document.getElementById(ANALYTICS_SCRIPT_ID);
      expect(found).not.toBeNull();
      return found;
    })) as HTMLScriptElement;
    expect(script.src).toBe('https://plausible.example/js/script.js');
    expect(script.getAttribute('data-domain')).toBe('legal.example.com');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true });
  });

  it('loads nothing after "Reject all"', async () => {
    renderConsent();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('lets the visitor choose per category, and change it later from the footer', async () => {
    renderConsent();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    const marketing = await screen.findByLabelText('Marketing (affiliate)');
    expect(screen.getByLabelText(/Strictly necessary/)).toHaveProperty('disabled', true);
    fireEvent.click(marketing);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toMatchObject({ analytics: false, marketing: true });
    expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();

    act(() => openCookieSettings());
    const analytics = await screen.findByLabelText('Analytics');
    expect(screen.getByLabelText('Marketing (affiliate)')).toHaveProperty('checked', true);
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true });
    await waitFor(() => expect(document.getElementById(ANALYTICS_SCRIPT_ID)).not.toBeNull());
  });
});

describe('AffiliateConversion', () => {
  const sale = { orderId: 'order-1', amount: '29.00', currency: 'EUR' };

  it("renders ShareASale's pixel with consent and a remembered click", () => {
    saveConsent(['analytics', 'marketing'], { marketing: true });
    captureAffiliateClick('?sscid=a1b2_3c4d5e');
    render(<AffiliateConversion {...sale} />);
    const url = new URL((screen.getByTestId('affiliate-conversion') as HTMLImageElement).src);
    expect(url.origin + url.pathname).toBe('https://www.shareasale.com/sale.cfm');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tracking: 'order-1',
      amount: '29.00',
      merchantID: '123456',
      transtype: 'sale',
      currency: 'EUR',
      sscid: 'a1b2_3c4d5e',
      sscidmode: '6',
    });
  });

  it('renders nothing without consent, without a click, or twice for one order', () => {
    captureAffiliateClick('?sscid=a1b2_3c4d5e');
    render(<AffiliateConversion {...sale} orderId="order-2" />);
    expect(screen.queryByTestId('affiliate-conversion')).toBeNull();
    saveConsent(['marketing'], { marketing: true });
    render(<AffiliateConversion {...sale} orderId="order-3" />);
    expect(screen.queryByTestId('affiliate-conversion')).toBeNull();
    captureAffiliateClick('?sscid=a1b2_3c4d5e');
    render(<AffiliateConversion {...sale} orderId="order-4" />);
    render(<AffiliateConversion {...sale} orderId="order-4" />);
    expect(screen.getAllByTestId('affiliate-conversion')).toHaveLength(1);
  });
});
