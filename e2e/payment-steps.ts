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

/** The checkout's labels in the languages the journeys pay in. */
const CHECKOUT_LABELS = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    country: 'Country',
    state: 'State or province',
    address: 'Street address',
    city: 'City',
    postalCode: 'Postal code',
    germanVat: 'VAT (19 %), Germany',
    sandbox: 'Test card (sandbox)',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    securityCode: 'Security code',
    holder: 'Name on the card',
  },
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    country: 'Land',
    state: 'Bundesland, Bundesstaat oder Provinz',
    address: 'Straße und Hausnummer',
    city: 'Ort',
    postalCode: 'Postleitzahl',
    germanVat: 'MwSt. (19 %), Deutschland',
    sandbox: 'Testkarte (Sandbox)',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum',
    securityCode: 'Prüfnummer',
    holder: 'Name auf der Karte',
  },
};

export type CheckoutLanguage = keyof typeof CHECKOUT_LABELS;

/** A buyer in Berlin, at a checkout shown in `language`. */
export async function fillBillingDetails(page: Page, language: CheckoutLanguage = 'en'): Promise<void> {
  const labels = CHECKOUT_LABELS[language];
  await page.getByLabel(labels.firstName).fill('Ada');
  await page.getByLabel(labels.lastName).fill('Lovelace');
  await page.getByLabel(labels.country, { exact: true }).selectOption('DE');
  // German addresses name no state: the form asks for none.
  await expect(page.getByLabel(labels.state)).toHaveCount(0);
  await page.getByLabel(labels.address).fill('Unter den Linden 1');
  await page.getByLabel(labels.city, { exact: true }).fill('Berlin');
  await page.getByLabel(labels.postalCode).fill('10117');
  await expect(page.getByTestId('order-summary')).toContainText(labels.germanVat);
}

export async function fillTestCard(
  page: Page,
  number: string,
  language: CheckoutLanguage = 'en',
): Promise<void> {
  const labels = CHECKOUT_LABELS[language];
  await page.getByLabel(labels.sandbox).check();
  await page.getByLabel(labels.cardNumber).fill(number);
  await page.getByLabel(labels.expiry).fill('12/30');
  await page.getByLabel(labels.securityCode).fill('123');
  await page.getByLabel(labels.holder).fill('Ada Lovelace');
}
