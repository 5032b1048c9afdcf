import type { Page } from '@playwright/test';
import { maximalPrivacyPolicyAnswers } from '../src/server/content/privacy-policy/sample-answers';
import { logIn, PASSWORD, signUp } from './account-steps';
import { expect, test } from './fixtures';
import { activateFromMail, followMailLink, uniqueEmail } from './mailbox';
import { resumeAtFinalize } from './wizard-steps';

// The Privacy Policy generator in the browser, against the real server: its wizard from the home
// page to the e-mail, the wizard login for an address that has an account, and update mode.

const wizard = (page: Page) => page.getByTestId('wizard-form');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Next step' }).click();
const stepHeading = (page: Page) => page.getByTestId('wizard-step-heading');

test('a newcomer creates a Privacy Policy from the home page, gets the e-mails and activates the account', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('newcomer', testInfo.project.name);
  await page.goto('/');
  await page.getByRole('link', { name: 'Create your Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Privacy Policy' })).toBeVisible();

  // Step 1: platform. "Next" without an answer is refused with the Required marker.
  await next(page);
  await expect(wizard(page).getByText('Required').first()).toBeVisible();
  await wizard(page).getByLabel('Website', { exact: true }).check();
  await next(page);

  // Step 2: website/app information.
  await expect(stepHeading(page)).toHaveText('Website/app information');
  await wizard(page).getByLabel('Name of your website or app').fill('Acme <Shop>');
  await wizard(page).getByLabel('Website address').fill('https://acme.example');
  await wizard(page).getByLabel('Your name or the legal name of your business').fill('Acme GmbH');
  await wizard(page).getByLabel('Country where you or your business are established').selectOption('DE');
  await wizard(page).getByLabel('E-mail address for privacy questions').fill('privacy@acme.example');
  await wizard(page)
    .getByRole('group', { name: 'Have you appointed a data protection officer?' })
    .getByLabel('No')
    .check();
  await wizard(page).getByLabel('European Union / EEA').check();
  await wizard(page).getByLabel('California').check();
  // California's own question, nested under its option.
  await wizard(page).getByLabel('We do not respond to them').check();
  await wizard(page)
    .getByRole('group', { name: /directed to children under 13/ })
    .getByLabel('No')
    .check();
  await next(page);

  // Step 3: building the agreement (California brings the "do you sell" question).
  await expect(stepHeading(page)).toHaveText('Building the agreement');
  await wizard(page)
    .getByLabel(/^Contact details/)
    .check();
  await wizard(page)
    .getByLabel(/^Usage and device information/)
    .check();
  await wizard(page)
    .getByRole('group', { name: 'Do you sell personal information?' })
    .getByLabel('No')
    .check();
  await wizard(page)
    .getByRole('group', { name: /based solely on automated processing/ })
    .getByLabel('No')
    .check();
  await next(page);

  // Step 4: where to send it; then the professional choice.
  await wizard(page).getByRole('textbox', { name: 'Where should we send your Privacy Policy?' }).fill(email);
  await next(page);
  await expect(stepHeading(page)).toHaveText('Free or premium?');
  await wizard(page).getByLabel('Free', { exact: true }).check();
  await next(page);

  // Finalize: the preview (answers escaped) and the compliance summary per law.
  await expect(stepHeading(page)).toHaveText('Choose the language and generate');
  const preview = page.getByTestId('agreement-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(preview).toContainText('Acme <Shop>');
  await expect(preview).toContainText('Notice to California residents');
  const box = await preview.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(800);
  const summary = page.getByTestId('compliance-summary');
  // GDPR for the EU; CCPA/CPRA, CalOPPA and COPPA for California.
  await expect(summary.getByTestId('compliance-law')).toHaveCount(4);
  await expect(summary).toContainText('GDPR');
  await expect(summary).toContainText('CalOPPA');
  await wizard(page).getByRole('button', { name: 'Generate' }).click();

  await expect(page.getByTestId('agreement-created')).toContainText(`We have sent a link to it to ${email}`);

  // The agreement's mail carries its download link; the activation mail activates the account.
  // Both are written just after the reply: followMailLink waits for each, as a person waits for mail.
  // The agreement's link: anyone with it sees the preview, and logs in to download.
  await followMailLink(page, email, '/download/', 'Privacy Policy');
  await expect(page.getByTestId('download-preview').getByRole('heading', { level: 1 })).toHaveText(
    'Privacy Policy',
  );
  await expect(page.getByTestId('download-login')).toBeVisible();
  await followMailLink(page, email, '/profile/activate-account/', 'Confirm your e-mail address');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Your password is saved and your account is activated.')).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
});

test('a visitor whose address has an account logs in from the wizard and the agreement goes to that account', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('existing', testInfo.project.name);
  await signUp(page, email);
  await activateFromMail(page, email);

  await resumeAtFinalize(page, { ...maximalPrivacyPolicyAnswers, send_to: email });
  await page.goto('/wizard/privacy-policy');
  await expect(stepHeading(page)).toHaveText('Choose the language and generate');
  await wizard(page).getByRole('button', { name: 'Generate' }).click();

  const modal = page.getByTestId('wizard-login-modal');
  await expect(modal).toContainText(`An account with ${email} already exists`);
  await modal.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
  await modal.getByRole('button', { name: 'Log in and generate' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Email address or password are incorrect.');
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Log in and generate' }).click();

  await expect(page.getByTestId('agreement-created')).toContainText(email);
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('account-menu')).toBeAttached();
});

test('update mode: a customer re-runs the wizard on an agreement after confirming the reset', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('updater', testInfo.project.name);
  await signUp(page, email);
  await activateFromMail(page, email);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);

  await resumeAtFinalize(page, { ...maximalPrivacyPolicyAnswers, send_to: email });
  await page.goto('/wizard/privacy-policy');
  await wizard(page).getByRole('button', { name: 'Generate' }).click();
  const created = page.getByTestId('agreement-created');
  await expect(created).toBeVisible();
  const id = await created.getAttribute('data-agreement-id');

  await page.goto(`/wizard/privacy-policy/update/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Update your Privacy Policy' })).toBeVisible();
  await expect(page.getByTestId('update-confirmation')).toContainText(
    'changes you made to the text by hand are lost',
  );
  await page.getByRole('button', { name: 'Yes, update it' }).click();

  await expect(stepHeading(page)).toHaveText('Platform');
  await next(page);
  const name = wizard(page).getByLabel('Name of your website or app');
  await expect(name).toHaveValue(String(maximalPrivacyPolicyAnswers.website_name));
  await name.fill('Acme Cloud Renamed');
  await next(page);
  await next(page);
  await next(page);
  await wizard(page).getByLabel('Premium').check();
  await next(page);
  await expect(page.getByTestId('agreement-preview')).toContainText('Acme Cloud Renamed');
  await expect(page.getByTestId('agreement-preview')).toContainText('Privacy at a glance');
  await wizard(page).getByRole('button', { name: 'Update the agreement' }).click();
  // Premium added and not paid for yet: the update leads to the checkout.
  await expect(page).toHaveURL(new RegExp(`/wizard/pay/${id}$`));

  // The updated text is what the agreement holds now.
  const details = await page.evaluate(async (agreementId) => {
    const session = JSON.parse(window.localStorage.getItem('customer') ?? '{}');
    const reply = await fetch(`/api/v1/agreement/details/${agreementId}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    return reply.json();
  }, id);
  expect(details.data.agreement.premium).toBe(true);
  expect(details.data.markdown).toContain('Acme Cloud Renamed');
});

test('each step has its own address: Back and Forward move between steps, and no address skips a step', async ({
  page,
}) => {
  await resumeAtFinalize(page, { ...maximalPrivacyPolicyAnswers, send_to: 'steps@acme.example' });
  await page.goto('/wizard/privacy-policy');
  await expect(page).toHaveURL(/\/wizard\/privacy-policy\?step=6$/);
  await expect(stepHeading(page)).toHaveText('Choose the language and generate');
  await wizard(page).getByRole('button', { name: 'Previous step' }).click();
  await expect(page).toHaveURL(/\?step=5$/);
  await expect(stepHeading(page)).toHaveText('Free or premium?');
  await wizard(page).getByRole('button', { name: 'Previous step' }).click();
  await expect(page).toHaveURL(/\?step=4$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?step=5$/);
  await expect(stepHeading(page)).toHaveText('Free or premium?');
  await page.goForward();
  await expect(page).toHaveURL(/\?step=4$/);
  await expect(stepHeading(page)).not.toHaveText('Free or premium?');
});

test('an address past the questions still to answer stops at the first of them and says so', async ({
  page,
}) => {
  await page.goto('/wizard/privacy-policy?step=6');
  await expect(page).toHaveURL(/\?step=1$/);
  await expect(wizard(page).getByTestId('form-alert-danger')).toHaveText(
    'Please answer the questions of this step first.',
  );
});
