import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';
import { fillBillingDetails, fillTestCard, openCheckoutOfNewAgreement } from './payment-steps';

// Analytics and affiliate tracking after consent (decision 0008). Off by default: the suite's own
// server has none, so no banner and no script. The rest needs a server with tracking configured,
// at TRACKING_BASE_URL, started with:
//   ANALYTICS_PROVIDER=plausible ANALYTICS_URL=https://plausible.tracking.test ANALYTICS_SITE_ID=clausewright.test
//   AFFILIATE_PROVIDER=shareasale SHAREASALE_MERCHANT_ID=123456
// The browser never reaches those services: their requests are answered here and recorded.

const TRACKING_BASE_URL = process.env.TRACKING_BASE_URL;
const ANALYTICS_ORIGIN = 'https://plausible.tracking.test';
const PIXEL_ORIGIN = 'https://www.shareasale.com';
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Answers the third-party services and returns the requests the page made to them. */
async function fakeThirdParties(page: Page): Promise<{ analytics: Request[]; pixels: Request[] }> {
  const seen = { analytics: [] as Request[], pixels: [] as Request[] };
  await page.route(`${ANALYTICS_ORIGIN}/**`, (route) => {
    seen.analytics.push(route.request());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsLoaded = true;' });
  });
  await page.route(`${PIXEL_ORIGIN}/**`, (route) => {
    seen.pixels.push(route.request());
    return route.fulfill({ contentType: 'image/gif', body: GIF });
  });
  return seen;
}

const banner = (page: Page) => page.getByTestId('cookie-banner');
const analyticsScript = (page: Page) => page.locator('script#analytics-script');
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cookie_consent') ?? 'null'));
const storedClick = (page: Page) => page.evaluate(() => window.localStorage.getItem('affiliate_click'));

test.describe('without tracking configured (the default)', () => {
  test('shows no banner, loads no script, stores nothing optional and says so in the Cookies Policy', async ({
    page,
  }) => {
    const seen = await fakeThirdParties(page);
    const response = await page.goto('/?sscid=default_click');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('plausible');
    expect(csp).not.toContain('shareasale');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(analyticsScript(page)).toHaveCount(0);
    await expect(page.getByTestId('cookie-settings-link')).toHaveCount(0);
    expect(await storedConsent(page)).toBeNull();
    expect(await storedClick(page)).toBeNull();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeVisible();
    await expect(page.getByText('does not use any analytics service')).toBeVisible();
    await expect(page.getByText('shows no cookie banner')).toBeVisible();
    expect(seen.analytics).toEqual([]);
    expect(seen.pixels).toEqual([]);
  });
});

test.describe('with analytics and affiliate tracking configured', () => {
  test.skip(!TRACKING_BASE_URL, 'needs a server with tracking configured at TRACKING_BASE_URL');
  test.use({ baseURL: TRACKING_BASE_URL });
  test.describe.configure({ timeout: 120_000 });

  test('nothing optional runs before the choice; "Reject all" keeps it that way', async ({ page }) => {
    const seen = await fakeThirdParties(page);
    const response = await page.goto('/?sscid=rejected_click');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${ANALYTICS_ORIGIN}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${PIXEL_ORIGIN}`));
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Your choice about cookies' })).toBeVisible();
    await expect(analyticsScript(page)).toHaveCount(0);
    expect(await storedClick(page)).toBeNull();
    const axe = await new AxeBuilder({ page }).include('[data-testid="cookie-banner"]').analyze();
    expect(axe.violations).toEqual([]);

    // On a phone the banner fits the screen: every button can be reached without zooming.
    const viewport = page.viewportSize();
    for (const name of ['Accept all', 'Reject all', 'Choose']) {
      const box = await banner(page).getByRole('button', { name }).boundingBox();
      expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    }

    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({ version: 1, analytics: false, marketing: false });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(analyticsScript(page)).toHaveCount(0);
    expect(await storedClick(page)).toBeNull();
    expect(seen.analytics).toEqual([]);
  });

  test('keyboard: "Accept all" loads analytics and keeps the click; withdrawing in "Cookie settings" stops both', async ({
    page,
  }) => {
    const seen = await fakeThirdParties(page);
    await page.goto('/?sscid=accepted_click');
    await expect(banner(page)).toBeVisible();
    // The banner comes first in the tab order: its policy link, then "Accept all".
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Read the Cookies Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    await expect(analyticsScript(page)).toHaveAttribute('data-domain', 'clausewright.test');
    await expect
      .poll(() => page.evaluate(() => (window as { __analyticsLoaded?: boolean }).__analyticsLoaded))
      .toBe(true);
    expect(JSON.parse((await storedClick(page)) ?? '{}')).toMatchObject({ id: 'accepted_click' });

    // Withdraw analytics and marketing: the page reloads without the script, and the click is gone.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByLabel('Analytics')).toBeChecked();
    await expect(dialog.getByLabel(/Strictly necessary/)).toBeDisabled();
    const dialogAxe = await new AxeBuilder({ page }).include('[data-testid="cookie-preferences"]').analyze();
    expect(dialogAxe.violations).toEqual([]);
    await dialog.getByLabel('Analytics').uncheck();
    await dialog.getByLabel('Marketing (affiliate)').uncheck();
    const requestsBefore = seen.analytics.length;
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Save my choices' }).click(),
    ]);
    await expect(footer).toBeVisible();
    await expect(analyticsScript(page)).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false });
    expect(await storedClick(page)).toBeNull();
    expect(seen.analytics.length).toBe(requestsBefore);
  });

  test('the Cookies Policy names the configured services, in the visitor’s language', async ({ page }) => {
    await fakeThirdParties(page);
    await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
    await page.goto('/legal/cookies-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' })).toBeVisible();
    await expect(page.getByText('Mit Ihrer Einwilligung verwenden wir Plausible Analytics')).toBeVisible();
    await expect(page.getByText(/Partnerprogramm von ShareASale/)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Alle ablehnen' })).toBeVisible();
  });

  test('a visitor sent by a partner buys: the click goes with the sale and the conversion pixel reports it', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(page), 'the checkout itself is covered on phones by checkout.spec.ts');
    const seen = await fakeThirdParties(page);
    await page.goto('/?sscid=buyer_click_7');
    await banner(page).getByRole('button', { name: 'Choose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByLabel('Marketing (affiliate)').check();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(analyticsScript(page)).toHaveCount(0);

    await openCheckoutOfNewAgreement(page, testInfo, 'affiliate');
    await fillBillingDetails(page);
    await fillTestCard(page, '4242 4242 4242 4242');
    const newTransaction = page.waitForRequest((request) =>
      request.url().endsWith('/api/v1/transaction/new'),
    );
    await page.getByRole('button', { name: /^Pay / }).click();
    const sent = JSON.parse(new URLSearchParams((await newTransaction).postData() ?? '').get('data') ?? '{}');
    expect(sent.affiliate_click).toBe('buyer_click_7');
    await expect(page.getByTestId('payment-redirecting')).toBeVisible();

    await expect.poll(() => seen.pixels.length).toBe(1);
    const pixel = new URL(seen.pixels[0]?.url() ?? '');
    expect(pixel.pathname).toBe('/sale.cfm');
    expect(Object.fromEntries(pixel.searchParams)).toMatchObject({
      merchantID: '123456',
      transtype: 'sale',
      currency: 'EUR',
      sscid: 'buyer_click_7',
    });
    expect(pixel.searchParams.get('tracking')).toMatch(/^[0-9a-f-]{36}$/);
    expect(pixel.searchParams.get('amount')).toMatch(/^\d+\.\d{2}$/);
    expect(seen.analytics).toEqual([]);
  });
});
