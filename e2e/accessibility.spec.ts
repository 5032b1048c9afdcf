import type { Page } from '@playwright/test';
import { E2E_MAINTENANCE_PORT } from '../playwright.config';
import { SAMPLE_ANSWERS } from '../src/server/content/sample-answers';
import { WIZARD_DEFINITIONS } from '../src/shared/agreements/definitions';
import { PUBLIC_AGREEMENT_TYPES } from '../src/shared/agreements/types';
import { SITE_LEGAL_DOCUMENTS } from '../src/shared/site-legal';
import { logIn, logOut, PASSWORD, signUp } from './account-steps';
import { expect, findAccessibilityViolations, isPhone, test } from './fixtures';
import { activateFromMail, uniqueEmail } from './mailbox';
import { fillBillingDetails } from './payment-steps';
import { resumeAtFinalize } from './wizard-steps';

// axe (WCAG 2.0/2.1 A and AA, best practices) on every route of src/client/app/routes.ts, in the
// states a visitor sees them: logged out, with errors showing, with menus and dialogs open, and
// logged in with agreements. Every other journey is checked in its final state by the fixture.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Checks the page as it is now; soft, so one run names every state that fails. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  expect.soft(await findAccessibilityViolations(page), `accessibility violations: ${state}`).toEqual([]);
}

const firstHeading = (page: Page) => page.getByRole('heading', { level: 1 });

const LOGGED_OUT_PAGES: { path: string; ready: (page: Page) => ReturnType<Page['getByTestId']> }[] = [
  { path: '/', ready: (page) => page.getByTestId('home-headline') },
  { path: '/wizard', ready: firstHeading },
  { path: '/pricing', ready: (page) => page.getByTestId('pricing-types') },
  ...SITE_LEGAL_DOCUMENTS.map((document) => ({
    path: `/legal/${document}`,
    ready: (page: Page) => page.locator('article'),
  })),
  { path: '/profile/login', ready: firstHeading },
  { path: '/profile/register', ready: firstHeading },
  { path: '/profile/reset-password', ready: firstHeading },
  { path: `/profile/reset-password/${UNKNOWN_ID}`, ready: firstHeading },
  { path: '/profile/activate-account', ready: firstHeading },
  { path: `/profile/activate-account/${UNKNOWN_ID}`, ready: firstHeading },
  { path: `/download/${UNKNOWN_ID}`, ready: (page) => page.getByTestId('download-problem') },
  { path: '/dev/mailbox', ready: firstHeading },
  { path: '/this/page/does-not-exist', ready: (page) => page.getByTestId('error-page') },
];

for (const { path, ready } of LOGGED_OUT_PAGES) {
  test(`logged out: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
  });
}

test('logged out: the header menus open', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-headline')).toBeVisible();
  if (isPhone(page)) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByTestId('language-menu').click();
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
});

test('logged out: the forms with their errors showing', async ({ page }) => {
  await page.goto('/profile/login');
  await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'login form with errors');

  await page.goto('/profile/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'sign-up form with errors');

  await page.goto('/profile/reset-password');
  await page.getByRole('main').getByRole('button').last().click();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
});

for (const { code, slug } of PUBLIC_AGREEMENT_TYPES) {
  test(`wizard ${slug}: the first step, with its required answers missing`, async ({ page }) => {
    await page.goto(`/wizard/${slug}`);
    const form = page.getByTestId('wizard-form');
    await expect(page.getByTestId('wizard-step-heading')).toBeVisible();
    await expectAccessible(page, `${slug} first step`);
    await form.getByRole('button', { name: 'Next step' }).click();
    await expect(form.getByText('Required').first()).toBeVisible();
  });

  test(`wizard ${slug}: the finalize step with the preview`, async ({ page }) => {
    await resumeAtFinalize(
      page,
      SAMPLE_ANSWERS[code].maximal,
      slug,
      WIZARD_DEFINITIONS[code].steps.length + 1,
    );
    await page.goto(`/wizard/${slug}`);
    await expect(page.getByTestId('agreement-preview').getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('full-page screens: maintenance, unavailable, blocked storage, and the notice banner', async ({
  page,
  context,
}) => {
  const maintenance = await context.newPage();
  await maintenance.goto(`http://127.0.0.1:${E2E_MAINTENANCE_PORT}/`);
  await expect(maintenance.getByTestId('maintenance-screen')).toBeVisible();
  await expectAccessible(maintenance, 'maintenance screen');
  await maintenance.close();

  const unavailable = await context.newPage();
  await unavailable.route('**/api/v1/heartbeat', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"success":false,"messages":[]}' }),
  );
  await unavailable.goto('/');
  await expect(unavailable.getByTestId('unavailable-screen')).toBeVisible();
  await expectAccessible(unavailable, 'unavailable screen');
  await unavailable.close();

  const blocked = await context.newPage();
  await blocked.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await blocked.goto('/');
  await expect(blocked.getByTestId('blocked-storage-screen')).toBeVisible();
  await expectAccessible(blocked, 'blocked-storage screen');
  await blocked.close();

  await page.route('**/api/v1/heartbeat', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByTestId('notice-banner')).toBeVisible();
  await expect(page.getByTestId('home-headline')).toBeVisible();
});

test.describe('a customer with agreements', () => {
  test.describe.configure({ timeout: 240_000 });

  test('profile, my agreements, checkout with the bank’s dialog, download page, editors, update mode, wizard login', async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail('a11y', testInfo.project.name);
    await signUp(page, email);
    await expectAccessible(page, 'sign-up done');
    await activateFromMail(page, email);
    await expectAccessible(page, 'account activated');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(firstHeading(page)).toBeVisible();
    await expectAccessible(page, 'profile');

    if (isPhone(page)) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page, 'account menu open');

    // A premium Privacy Policy, generated and not paid yet.
    await resumeAtFinalize(
      page,
      { ...SAMPLE_ANSWERS.PRIVACY_POLICY.minimal, jurisdictions: ['eu'], send_to: email },
      'privacy-policy',
      5,
      true,
    );
    await page.goto('/wizard/privacy-policy');
    await page.getByTestId('wizard-form').getByRole('button', { name: 'Generate' }).click();
    // Premium chosen: Generate leads to the checkout.
    await expect(page).toHaveURL(/\/wizard\/pay\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-summary')).toBeVisible();
    await expectAccessible(page, 'checkout after generating');

    await page.goto('/profile/agreements');
    const card = page.getByTestId('agreement-list').getByTestId('agreement-card');
    await expect(card).toHaveCount(1);
    const agreementId = (await card.getAttribute('data-agreement-id')) as string;
    await expectAccessible(page, 'my agreements');
    await page.getByRole('button', { name: 'Delete Privacy Policy' }).click();
    await expect(page.getByTestId('delete-agreement-modal')).toBeVisible();
    await expectAccessible(page, 'delete dialog open');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('delete-agreement-modal')).toBeHidden();

    // The checkout, with its errors, then the bank's 3-D Secure dialog.
    await card.getByTestId('agreement-unpaid').getByRole('link', { name: 'Pay now' }).click();
    await expect(page.getByTestId('order-summary')).toBeVisible();
    await expectAccessible(page, 'checkout');
    await fillBillingDetails(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('form-alert-danger')).toBeVisible();
    await expectAccessible(page, 'checkout with an error');
    await page.getByLabel('Test card (sandbox)').check();
    await page.getByLabel('Card number').fill('4000 0000 0000 3220');
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on the card').fill('Ada Lovelace');
    await expectAccessible(page, 'checkout with the test card');
    await page.getByRole('button', { name: /^Pay / }).click();
    const dialog = page.getByRole('dialog', { name: 'Your bank asks you to confirm this payment' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'checkout with the bank’s dialog open');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(new RegExp(`/download/${agreementId}\\?paid=1$`));

    await expect(page.getByTestId('download-preview').getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'download page of the owner');

    await page.goto(`/profile/agreements/edit/${agreementId}`);
    await expect(page.getByTestId('first-edit-modal')).toBeVisible();
    await expectAccessible(page, 'editor with the first-edit dialog');
    await page.getByTestId('first-edit-modal').getByRole('button', { name: 'Edit the text' }).click();
    await expect(page.getByRole('textbox', { name: 'Text of the agreement, in Markdown' })).toContainText(
      '# Privacy Policy',
    );
    await expectAccessible(page, 'text editor');
    await page.getByRole('button', { name: 'Formatting help' }).click();
    await expect(page.getByTestId('editor-help')).toBeVisible();
    await expectAccessible(page, 'text editor with the formatting help');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByTestId('version-row')).toHaveCount(1);
    await expectAccessible(page, 'text editor history');

    await page.goto(`/profile/agreements/translation/edit/${agreementId}`);
    await expect(firstHeading(page)).toBeVisible();
    await expectAccessible(page, 'translation editor');

    await page.goto('/profile/agreements/transaction-pending');
    await expect(page.getByTestId('payment-pending')).toBeVisible();
    await expectAccessible(page, 'payment under review');

    await page.goto(`/wizard/privacy-policy/update/${agreementId}`);
    await expect(page.getByTestId('update-confirmation')).toBeVisible();
    await expectAccessible(page, 'wizard update mode');

    // Someone else's view of the download page: the preview only.
    const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/download/${agreementId}`);
    await expect(visitor.getByTestId('download-preview').getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(visitor, 'download page of a visitor');
    await visitorContext.close();

    // Logged out, the wizard's login dialog for an address that has an account.
    await logOut(page);
    await resumeAtFinalize(page, { ...SAMPLE_ANSWERS.PRIVACY_POLICY.maximal, send_to: email });
    await page.goto('/wizard/privacy-policy');
    await page.getByTestId('wizard-form').getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('wizard-login-modal')).toBeVisible();
  });
});
