import type { Page, TestInfo } from '@playwright/test';
import { minimalPrivacyPolicyAnswers } from '../src/server/content/privacy-policy/sample-answers';
import { logIn, PASSWORD, signUp } from './account-steps';
import { expect } from './fixtures';
import { activateFromMail, uniqueEmail } from './mailbox';
import { resumeAtFinalize } from './wizard-steps';

/**
 * A new customer with an unpaid premium Privacy Policy, at its checkout (where Generate leads).
 * Returns the customer's address and the agreement's id.
 */
export async function openCheckoutOfNewAgreement(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<{ email: string; agreementId: string }> {
  const email = uniqueEmail(name, testInfo.project.name);
  await signUp(page, email);
  await activateFromMail(page, email);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await resumeAtFinalize(page, { ...minimalPrivacyPolicyAnswers, send_to: email }, 'privacy-policy', 5, true);
  await page.goto('/wizard/privacy-policy');
  // Generate with premium chosen goes straight to the checkout.
  await page.getByTestId('wizard-form').getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/wizard\/pay\/[0-9a-f-]{36}$/);
  const agreementId = new URL(page.url()).pathname.split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to premium' })).toBeVisible();
  await expect(page.getByTestId('order-summary')).toContainText('Premium version: Privacy Policy');
  return { email, agreementId };
}

/** A buyer in Berlin. */
export async function fillBillingDetails(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Country', { exact: true }).selectOption('DE');
  // German addresses name no state: the form asks for none.
  await expect(page.getByLabel('State or province')).toHaveCount(0);
  await page.getByLabel('Street address').fill('Unter den Linden 1');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Postal code').fill('10117');
  await expect(page.getByTestId('order-summary')).toContainText('VAT (19 %), Germany');
}

export async function fillTestCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Test card (sandbox)').check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('Ada Lovelace');
}
