import { expect, type Page } from '@playwright/test';
import { isPhone } from './fixtures';

/** Steps a person takes with their account, shared by the journeys. */

export const PASSWORD = 'Correct-Horse-7';

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/profile/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
}

/** Fills in the sign-up form as a visitor would and waits for the "check your inbox" answer. */
export async function signUp(page: Page, email: string) {
  await page.goto('/profile/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
}

/** Logs out through the account menu in the header (behind the menu toggle on a phone). */
export async function logOut(page: Page) {
  await openAccountMenu(page);
  await page
    .getByRole('menuitem', { name: 'Log out' })
    .or(page.getByRole('button', { name: 'Log out' }))
    .first()
    .click();
}

async function openAccountMenu(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByTestId('account-menu').click();
}
