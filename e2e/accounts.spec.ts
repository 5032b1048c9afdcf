import { logIn, logOut, PASSWORD, signUp } from './account-steps';
import { expect, test } from './fixtures';
import { activateFromMail, followMailLink, uniqueEmail } from './mailbox';

const NEW_PASSWORD = 'Brand-New-Pass-3';
const RESET_PASSWORD = 'Reset-Pass-4';

test('register → activate from the mail → log in → change password → log out → forgot → reset from the mail → log in', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('journey', testInfo.project.name);

  await signUp(page, email);

  await activateFromMail(page, email);

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  const changeForm = page.getByTestId('change-password-form');
  await changeForm.getByLabel('Current password').fill(PASSWORD);
  await changeForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await changeForm.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await changeForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/profile\/login/);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login form has an e-mail field too: wait for the reset page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If the e-mail address matches an account/)).toBeVisible();

  await followMailLink(page, email, '/profile/reset-password/');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel(/Repeat/).fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByText('Your password has been changed. You can now log in with your new password.'),
  ).toBeVisible();

  await logIn(page, email, NEW_PASSWORD);
  await expect(
    page.getByText('Email or password are incorrect or the account is not yet confirmed.'),
  ).toBeVisible();
  await logIn(page, email, RESET_PASSWORD);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});

test('the sign-up form names each problem in the visitor’s language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
  await page.goto('/profile/register');
  await page.locator('input[type="email"]').fill('nicht-gültig');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('register-form')).not.toContainText('Email address is invalid.');
  await expect(page.getByTestId('register-form').locator('.invalid-feedback').first()).toBeVisible();
});

test('logging out in one tab logs out the other', async ({ page, context }, testInfo) => {
  const email = uniqueEmail('tabs', testInfo.project.name);
  await signUp(page, email);
  await activateFromMail(page, email);
  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  const otherTab = await context.newPage();
  await otherTab.goto('/profile');
  await expect(otherTab.getByTestId('profile-email')).toHaveText(email);

  await logOut(page);
  await expect(page).toHaveURL(/\/profile\/login/);
  await expect(otherTab).toHaveURL(/\/profile\/login/);
});

test('a guest opening the profile is sent to log in and back afterwards', async ({ page }, testInfo) => {
  const email = uniqueEmail('redirect', testInfo.project.name);
  await page.request.post('/api/v1/customer/register', {
    form: { data: JSON.stringify({ email, password: PASSWORD }) },
  });
  await activateFromMail(page, email);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/login\?redirect=%2Fprofile/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
