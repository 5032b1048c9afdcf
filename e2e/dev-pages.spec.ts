import type { Page } from '@playwright/test';
import { DEV_PAGES } from '../src/client/features/dev-pages/dev-pages';
import {
  SAMPLE_AGREEMENT_ID,
  SAMPLE_LIVE_URL,
  SAMPLE_UNPAID_AGREEMENT_ID,
  sampleConversion,
  sampleCustomer,
  sampleInvoices,
} from '../src/client/features/dev-pages/sample-data';
import { expect, sampleOnPhone, test } from './fixtures';

/** The shell's own calls may reach the server; anything a development page's component asks must not. */
const SHELL_CALLS = /\/api\/v1\/(heartbeat|public\/languages\/list|customer\/ping)$/;

function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/') && !SHELL_CALLS.test(url.pathname))
      calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** Opens a development page and checks its frame; returns the API calls that reached the server. */
async function openDevPage(page: Page, path: string): Promise<string[]> {
  const calls = recordApiCalls(page);
  await page.goto(path);
  await expect(page.getByTestId('dev-page-frame')).toBeVisible();
  return calls;
}

test('/tests lists every development page and the design previews', async ({ page }) => {
  await page.goto('/tests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development pages');
  const links = page.getByTestId('dev-page-list').getByRole('link');
  await expect(links).toHaveCount(DEV_PAGES.length);
  await expect(page.getByRole('link', { name: 'Design previews' })).toHaveAttribute('href', '/tests/design');
  await links.filter({ hasText: 'My agreements' }).click();
  await expect(page).toHaveURL(/\/tests\/my-agreements$/);
  await page.getByRole('link', { name: 'All development pages' }).click();
  await expect(page).toHaveURL(/\/tests$/);
});

test('my-agreements: paid, unpaid, free and unfinished sample cards', async ({ page }) => {
  const calls = await openDevPage(page, '/tests/my-agreements');
  await expect(page.getByTestId('agreement-card')).toHaveCount(4);
  await expect(page.getByTestId('agreement-unpaid')).toHaveCount(1);
  await expect(page.getByTestId('unfinished-agreements').getByTestId('agreement-card')).toHaveCount(1);
  await expect(page.getByTestId('agreement-list')).toContainText('https://northwind-ceramics.example');
  expect(calls).toEqual([]);
});

test('download-agreement: the sample in two languages with its files and live link', async ({ page }) => {
  const calls = await openDevPage(page, '/tests/download-agreement');
  await expect(page).toHaveURL(new RegExp(`/tests/download-agreement/${SAMPLE_AGREEMENT_ID}$`));
  await expect(page.getByTestId('download-preview')).toContainText('Data we collect');
  await expect(page.getByTestId('live-link')).toHaveText(SAMPLE_LIVE_URL);
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('download-preview')).toContainText('Welche Daten wir erheben');
  expect(calls).toEqual([]);
});

test('edit-profile: the sample customer with language, password, invoices and deletion', async ({
  page,
}, testInfo) => {
  sampleOnPhone(testInfo, false);
  const calls = await openDevPage(page, '/tests/edit-profile');
  await expect(page.getByTestId('profile-email')).toHaveText(sampleCustomer.email);
  await expect(page.getByRole('main')).toContainText(sampleInvoices[0]?.number ?? '');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
  expect(calls).toEqual([]);
});

test('editor: the sample Privacy Policy in the text editor', async ({ page }, testInfo) => {
  sampleOnPhone(testInfo, false);
  const calls = await openDevPage(page, '/tests/editor');
  await expect(page).toHaveURL(new RegExp(`/tests/editor/${SAMPLE_AGREEMENT_ID}$`));
  await expect(page.locator('header').getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByTestId('live-preview')).toContainText('Data we collect');
  expect(calls).toEqual([]);
});

test('modal-login: the wizard login window for an existing and an unconfirmed account', async ({
  page,
}, testInfo) => {
  sampleOnPhone(testInfo, false);
  const calls = await openDevPage(page, '/tests/modal-login');
  const modal = page.getByTestId('wizard-login-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(sampleCustomer.email);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Open for an unconfirmed address' }).click();
  await expect(page.getByTestId('wizard-login-not-confirmed')).toBeVisible();
  expect(calls).toEqual([]);
});

test('modal-unpaid-edit: the premium-only notice for unpaid and free agreements', async ({
  page,
}, testInfo) => {
  sampleOnPhone(testInfo, false);
  const calls = await openDevPage(page, '/tests/modal-unpaid-edit');
  const notice = page.getByTestId('premium-notice');
  await expect(notice.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `/wizard/pay/${SAMPLE_UNPAID_AGREEMENT_ID}`,
  );
  await page.getByRole('button', { name: 'Free agreement, text editor' }).click();
  await expect(notice.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('pay-agreement: the checkout with sample costs and the no-payment note', async ({ page }) => {
  const calls = await openDevPage(page, '/tests/pay-agreement');
  await expect(page).toHaveURL(new RegExp(`/tests/pay-agreement/${SAMPLE_UNPAID_AGREEMENT_ID}$`));
  await expect(page.getByTestId('no-payment-note')).toBeVisible();
  await expect(page.getByTestId('checkout')).toContainText('€');
  expect(calls).toEqual([]);
});

test('register: the sign-up form', async ({ page }, testInfo) => {
  sampleOnPhone(testInfo, false);
  const calls = await openDevPage(page, '/tests/register');
  await expect(page.getByRole('main').getByLabel('E-mail address')).toBeVisible();
  expect(calls).toEqual([]);
});

test('shareasale: the sample conversion', async ({ page }, testInfo) => {
  sampleOnPhone(testInfo, false);
  const calls = await openDevPage(page, '/tests/shareasale');
  await expect(page.getByTestId('conversion-sample')).toContainText(sampleConversion.orderId);
  await expect(page.getByTestId('conversion-pixel-url')).toContainText(
    `tracking=${sampleConversion.orderId}`,
  );
  // The component itself is not rendered: it would report the sample sale to the network.
  await expect(page.getByTestId('affiliate-conversion')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('translation-edit: source, translation and its live preview', async ({ page }, testInfo) => {
  sampleOnPhone(testInfo, false);
  const calls = await openDevPage(page, '/tests/translation-edit');
  await expect(page.getByTestId('translation-preview')).toContainText('Welche Daten wir erheben');
  expect(calls).toEqual([]);
});

test('design/editor: tabs, help and preview on sample Markdown', async ({ page }) => {
  const calls = await openDevPage(page, '/tests/design/editor');
  await expect(page.getByTestId('editor-help')).toBeVisible();
  await expect(page.getByTestId('design-editor-preview')).toContainText('Data we collect');
  await page.getByRole('tab', { name: 'Markdown' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('## Data we collect');
  expect(calls).toEqual([]);
});

test('agreement/edit/translation: the translation editor opens the German translation', async ({
  page,
}, testInfo) => {
  sampleOnPhone(testInfo, false);
  const calls = await openDevPage(page, '/tests/agreement/edit/translation');
  await expect(page).toHaveURL(
    new RegExp(`/tests/agreement/edit/translation/${SAMPLE_AGREEMENT_ID}\\?language=de$`),
  );
  await expect(page.getByTestId('translation-status')).toBeVisible();
  expect(calls).toEqual([]);
});
