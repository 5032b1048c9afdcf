import type { Page } from '@playwright/test';
import { minimalPrivacyPolicyAnswers } from '../src/server/content/privacy-policy/sample-answers';
import { logIn, PASSWORD, signUp } from './account-steps';
import { expect, isPhone, test } from './fixtures';
import { activateFromMail, followMailLink, uniqueEmail } from './mailbox';
import { type CheckoutLanguage, fillBillingDetails, fillTestCard } from './payment-steps';
import { resumeAtFinalize } from './wizard-steps';

// The way to premium in the browser, on the sandbox provider: a new visitor chooses premium with two
// premium clauses and pays after activating the account (in English and in German); a free agreement
// is upgraded from My agreements; and a question two answers on different steps bring in is asked
// where the second of them is given, so Generate never sends the visitor back.

const wizard = (page: Page) => page.getByTestId('wizard-form');
const stepHeading = (page: Page) => page.getByTestId('wizard-step-heading');

/** What the visitor reads on the way, in each language the journey runs in. */
const TEXTS = {
  en: {
    language: 'English',
    homePrice: 'Free to create · Premium €29.00, one-time',
    createPrivacyPolicy: 'Create your Privacy Policy',
    buildStep: 'Building the agreement',
    summaryExtra: '“Privacy at a glance” plain-language summary',
    retentionExtra: 'Detailed retention schedule per type of information',
    next: 'Next step',
    professionalStep: 'Free or premium?',
    summaryPrice: '+ €3.00 (in your answers)',
    retentionPrice: '+ €4.00 (in your answers)',
    premium: 'Premium: €29.00',
    premiumTotal:
      'Premium with the premium clauses of your answers: €36.00, a one-time payment, plus VAT where it applies.',
    generate: 'Generate',
    payAfterActivation: 'activate your account with the link in that e-mail',
    activationSubject: 'Confirm your e-mail address',
    password: 'Password',
    repeatPassword: 'Repeat the password',
    activate: 'Activate my account',
    premiumItem: 'Premium version: Privacy Policy',
    netAmount: '€36.00',
    total: '€42.84',
    pay: 'Pay €42.84',
    paid: 'Thank you! Your payment has been received and your premium agreement is ready.',
  },
  de: {
    language: 'Deutsch',
    homePrice: 'Kostenlos erstellen · Premium 29,00 €, einmalig',
    createPrivacyPolicy: 'Datenschutzerklärung erstellen',
    buildStep: 'Rechtstext erstellen',
    summaryExtra: 'Zusammenfassung „Datenschutz auf einen Blick“ in einfacher Sprache',
    retentionExtra: 'Detaillierte Übersicht der Speicherfristen je Datenart',
    next: 'Nächster Schritt',
    professionalStep: 'Kostenlos oder Premium?',
    summaryPrice: '+ 3,00 € (in Ihren Antworten)',
    retentionPrice: '+ 4,00 € (in Ihren Antworten)',
    premium: 'Premium: 29,00 €',
    premiumTotal:
      'Premium mit den Premium-Klauseln Ihrer Antworten: 36,00 €, einmalig, zzgl. MwSt., wo sie anfällt.',
    generate: 'Erstellen',
    payAfterActivation: 'aktivieren Sie Ihr Konto über den Link in dieser E-Mail',
    activationSubject: 'E-Mail-Adresse für',
    password: 'Passwort',
    repeatPassword: 'Passwort wiederholen',
    activate: 'Konto aktivieren',
    premiumItem: 'Premium-Version: Datenschutzerklärung',
    netAmount: '36,00 €',
    total: '42,84 €',
    pay: '42,84 € bezahlen',
    paid: 'Vielen Dank! Ihre Zahlung ist eingegangen und Ihr Premium-Rechtstext ist fertig.',
  },
} satisfies Record<CheckoutLanguage, Record<string, string>>;

/** Chooses the interface language in the header's language menu (behind the menu toggle on a phone). */
async function chooseInterfaceLanguage(page: Page, language: string): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByTestId('language-menu').click();
  await page.getByRole('button', { name: language }).click();
}

for (const language of ['en', 'de'] as const) {
  test(`a new visitor chooses premium with two premium clauses, activates the account from the mail and pays (${language})`, async ({
    page,
  }, testInfo) => {
    const text = TEXTS[language];
    const email = uniqueEmail(`way-${language}`, testInfo.project.name);
    // A returning visitor: the first steps were answered in this browser, the wizard resumes at the third.
    await resumeAtFinalize(page, { ...minimalPrivacyPolicyAnswers, send_to: email }, 'privacy-policy', 2);
    await page.goto('/');
    if (language !== 'en') await chooseInterfaceLanguage(page, text.language);
    await expect(page.getByTestId('price-privacy-policy')).toHaveText(text.homePrice);
    await page.getByRole('link', { name: text.createPrivacyPolicy }).click();

    // Two premium clauses, with their prices and the total on the professional step.
    await expect(stepHeading(page)).toHaveText(text.buildStep);
    await wizard(page).getByLabel(text.summaryExtra).check();
    await wizard(page).getByLabel(text.retentionExtra).check();
    await wizard(page).getByRole('button', { name: text.next }).click();
    await wizard(page).getByRole('button', { name: text.next }).click();
    await expect(stepHeading(page)).toHaveText(text.professionalStep);
    const extras = page.getByTestId('premium-extras').getByRole('listitem');
    await expect(extras.filter({ hasText: text.summaryExtra })).toContainText(text.summaryPrice);
    await expect(extras.filter({ hasText: text.retentionExtra })).toContainText(text.retentionPrice);
    await wizard(page).getByLabel(text.premium).check();
    await expect(page.getByTestId('premium-total')).toHaveText(text.premiumTotal);
    await wizard(page).getByRole('button', { name: text.next }).click();
    await wizard(page).getByRole('button', { name: text.generate }).click();
    await expect(page.getByTestId('agreement-created')).toContainText(text.payAfterActivation);

    // The activation mail: a password chosen, signed in, straight on to the checkout.
    await followMailLink(page, email, '/profile/activate-account/', text.activationSubject);
    await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(text.repeatPassword).fill(PASSWORD);
    await page.getByRole('button', { name: text.activate }).click();
    await expect(page).toHaveURL(/\/wizard\/pay\/[0-9a-f-]{36}$/);
    const agreementId = new URL(page.url()).pathname.split('/').pop() as string;

    // The order: premium and both clauses, 36.00 before VAT, German VAT on top.
    const items = page.getByTestId('order-summary').getByTestId('order-item');
    await expect(items).toHaveText([text.premiumItem, text.summaryExtra, text.retentionExtra]);
    await fillBillingDetails(page, language);
    await expect(page.getByTestId('order-summary')).toContainText(text.netAmount);
    await expect(page.getByTestId('order-total')).toHaveText(text.total);
    await fillTestCard(page, '4242 4242 4242 4242', language);
    await page.getByRole('button', { name: text.pay }).click();

    await expect(page).toHaveURL(new RegExp(`/download/${agreementId}\\?paid=1$`));
    await expect(page.getByTestId('payment-received')).toHaveText(text.paid);
  });
}

test('a free agreement is upgraded from its card in My agreements, keeping its answers, and paid', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('upgrade', testInfo.project.name);
  await signUp(page, email);
  await activateFromMail(page, email);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await resumeAtFinalize(page, { ...minimalPrivacyPolicyAnswers, send_to: email });
  await page.goto('/wizard/privacy-policy');
  await wizard(page).getByRole('button', { name: 'Generate' }).click();
  const agreementId = await page.getByTestId('agreement-created').getAttribute('data-agreement-id');

  await page.goto('/profile/agreements');
  const card = page.getByTestId('agreement-list').getByTestId('agreement-card');
  await card.getByTestId('agreement-free').getByRole('link', { name: 'Upgrade to premium' }).click();

  // The professional step of update mode, premium chosen, the agreement's answers in place.
  await expect(page).toHaveURL(new RegExp(`/wizard/privacy-policy/update/${agreementId}\\?upgrade=1`));
  await expect(stepHeading(page)).toHaveText('Free or premium?');
  await expect(wizard(page).getByLabel('Premium: €29.00')).toBeChecked();
  await wizard(page).getByRole('button', { name: 'Previous step' }).click();
  await expect(
    wizard(page).getByRole('textbox', { name: 'Where should we send your Privacy Policy?' }),
  ).toHaveValue(email);
  await wizard(page).getByRole('button', { name: 'Next step' }).click();
  await wizard(page).getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('agreement-preview')).toContainText(
    String(minimalPrivacyPolicyAnswers.website_name),
  );
  await wizard(page).getByRole('button', { name: 'Update the agreement' }).click();

  await expect(page).toHaveURL(new RegExp(`/wizard/pay/${agreementId}$`));
  await expect(page.getByTestId('order-summary').getByTestId('order-item')).toHaveText([
    'Premium version: Privacy Policy',
  ]);
  await fillBillingDetails(page);
  await expect(page.getByTestId('order-total')).toHaveText('€34.51');
  await fillTestCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay €34.51' }).click();
  await expect(page).toHaveURL(new RegExp(`/download/${agreementId}\\?paid=1$`));
  await expect(page.getByTestId('payment-received')).toHaveText(
    'Thank you! Your payment has been received and your premium agreement is ready.',
  );
  // Paid: the download page offers no second upgrade.
  await expect(page.getByTestId('agreement-free')).toHaveCount(0);
});

test('California and account information bring their question to the step where the second is chosen, and Generate goes through', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('california', testInfo.project.name);
  await resumeAtFinalize(page, { ...minimalPrivacyPolicyAnswers, send_to: email }, 'privacy-policy', 1);
  await page.goto('/wizard/privacy-policy');
  await expect(stepHeading(page)).toHaveText('Website/app information');
  await wizard(page).getByLabel('California').check();
  await wizard(page).getByLabel('We do not respond to them').check();
  await wizard(page).getByRole('button', { name: 'Next step' }).click();

  await expect(stepHeading(page)).toHaveText('Building the agreement');
  const sensitiveUse = wizard(page).getByRole('group', {
    name: /sensitive personal information for anything other than providing the service/,
  });
  // California alone does not ask it; account information, chosen here, does.
  await expect(sensitiveUse).toHaveCount(0);
  await wizard(page)
    .getByLabel(/^Account information/)
    .check();
  await expect(sensitiveUse).toBeVisible();
  await sensitiveUse.getByLabel('No').check();
  await wizard(page)
    .getByRole('group', { name: 'Do you sell personal information?' })
    .getByLabel('No')
    .check();
  await wizard(page).getByRole('button', { name: 'Next step' }).click();
  await wizard(page).getByRole('button', { name: 'Next step' }).click();
  await expect(stepHeading(page)).toHaveText('Free or premium?');
  await wizard(page).getByLabel('Free', { exact: true }).check();
  await wizard(page).getByRole('button', { name: 'Next step' }).click();

  await expect(stepHeading(page)).toHaveText('Choose the language and generate');
  await expect(page.getByTestId('agreement-preview')).toContainText('Notice to California residents');
  await wizard(page).getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('agreement-created')).toContainText(`We have sent a link to it to ${email}`);
  await expect(page.getByText('Some answers are still needed')).toHaveCount(0);
});
