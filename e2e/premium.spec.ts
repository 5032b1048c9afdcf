import { minimalPrivacyPolicyAnswers } from '../src/server/content/privacy-policy/sample-answers';
import { logIn, PASSWORD, signUp } from './account-steps';
import { expect, isPhone, test } from './fixtures';
import { activateFromMail, uniqueEmail } from './mailbox';
import { fillBillingDetails } from './payment-steps';
import { resumeAtFinalize } from './wizard-steps';

// Issues 6, 7 and 8 in the browser, on the sandbox provider: pay for a premium Privacy Policy (a
// declined card first), edit its text → preview → save → history → diff → restore → download every
// format → live link; then add German, edit the German text, download the German PDF and open the
// German live link.

test.describe.configure({ timeout: 180_000 });

test('a customer pays for a premium agreement, edits it, restores a version, translates it and publishes both languages', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('premium', testInfo.project.name);
  await signUp(page, email);
  await activateFromMail(page, email);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);

  await resumeAtFinalize(
    page,
    { ...minimalPrivacyPolicyAnswers, jurisdictions: ['eu'], send_to: email },
    'privacy-policy',
    5,
    true,
  );
  await page.goto('/wizard/privacy-policy');
  // Generate with premium chosen goes to the checkout.
  await page.getByTestId('wizard-form').getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/wizard\/pay\/[0-9a-f-]{36}$/);
  const agreementId = new URL(page.url()).pathname.split('/').pop() as string;

  // Left for a moment: My agreements' card says the premium clauses are locked and offers to pay.
  await page.goto('/profile/agreements');
  const card = page.getByTestId('agreement-list').getByTestId('agreement-card');
  await expect(card.getByTestId('agreement-unpaid')).toContainText('premium clauses are locked');
  await expect(card.getByRole('link', { name: 'Edit text' })).toHaveCount(0);
  await card.getByTestId('agreement-unpaid').getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/wizard/pay/${agreementId}$`));

  // The checkout: German VAT for a German buyer, then a declined card and an approved one.
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await fillBillingDetails(page);
  await expect(page.getByTestId('order-total')).toHaveText('€34.51');
  await page.getByRole('button', { name: 'Pay €34.51' }).click();
  await expect(page.getByTestId('form-alert-danger')).toContainText('select a valid payment method');
  await page.getByLabel('Test card (sandbox)').check();
  await page.getByLabel('Card number').fill('4000 0000 0000 2001');
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Pay €34.51' }).click();
  await expect(page.getByTestId('form-alert-danger')).toContainText('Insufficient funds');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay €34.51' }).click();
  await expect(page.getByTestId('payment-redirecting')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/download/${agreementId}\\?paid=1$`));
  await expect(page.getByTestId('payment-received')).toContainText(
    'Thank you! Your payment has been received',
  );

  // The editor: confirm the first edit, add a paragraph, see it in the preview, save.
  await page.goto(`/profile/agreements/edit/${agreementId}`);
  await page.getByTestId('first-edit-modal').getByRole('button', { name: 'Edit the text' }).click();
  const text = page.getByRole('textbox', { name: 'Text of the agreement, in Markdown' });
  await expect(text).toContainText('# Privacy Policy');
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\nA paragraph we added ourselves.');
  if (isPhone(page)) await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByTestId('live-preview')).toContainText('A paragraph we added ourselves.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Agreement updated!')).toBeVisible();

  // History: two versions, their differences, and the generated one restored.
  await page.getByRole('tab', { name: 'History' }).click();
  const rows = page.getByTestId('version-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Edited by you');
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('version-comparison')).toContainText('A paragraph we added ourselves.');
  await rows
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  await page.getByTestId('restore-modal').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('The version has been restored as the current text.')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Restored');

  // The download page: every format, and the live link.
  await page.goto(`/download/${agreementId}`);
  const files = page.getByTestId('files-panel');
  await files.getByRole('button', { name: 'Generate the files' }).click();
  await expect(files).toHaveAttribute('data-state', 'generated', { timeout: 30_000 });
  for (const extension of ['pdf', 'docx', 'html', 'txt', 'md']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: new RegExp(`^Download ${extension.toUpperCase()} `) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`privacy-policy-acme-example-en.${extension}`);
  }
  const liveUrl = (await page.getByTestId('live-link').getAttribute('href')) as string;
  const live = await page.context().newPage();
  await live.goto(liveUrl);
  await expect(live.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(live.locator('body')).not.toContainText('A paragraph we added ourselves.');
  await live.close();

  // Translations: add German, edit it, save.
  await page.getByTestId('translations-link').click();
  await expect(page).toHaveURL(new RegExp(`/profile/agreements/translation/edit/${agreementId}`));
  await page.getByLabel('Add a translation').selectOption('de');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Successfully updated this translation.')).toBeVisible();
  await expect(page).toHaveURL(/\?language=de$/);
  await page.getByRole('button', { name: 'Edit this translation' }).click();
  await page.getByTestId('first-edit-modal').getByRole('button', { name: 'Edit the translation' }).click();
  const german = page.getByRole('textbox', { name: /Text of the translation into Deutsch/ });
  await expect(german).toContainText('# Datenschutzerklärung');
  await german.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\nUnser eigener Absatz.');
  await page.getByRole('button', { name: 'Save translation' }).click();
  await expect(page.getByText('Successfully updated this translation.')).toBeVisible();
  await expect(page.getByTestId('translation-status')).toContainText('edited by you');

  // The German files and the German live link.
  await page.goto(`/download/${agreementId}`);
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('download-preview').getByRole('heading', { level: 1 })).toHaveText(
    'Datenschutzerklärung',
  );
  const germanFiles = page.getByTestId('files-panel');
  if ((await germanFiles.getAttribute('data-state')) !== 'generated') {
    await germanFiles.getByRole('button', { name: 'Generate the files' }).click();
    await expect(germanFiles).toHaveAttribute('data-state', 'generated', { timeout: 30_000 });
  }
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    germanFiles.getByRole('button', { name: /^Download PDF / }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('privacy-policy-acme-example-de.pdf');
  const germanLiveUrl = (await page.getByTestId('live-link').getAttribute('href')) as string;
  expect(germanLiveUrl).toMatch(/\/live\/[0-9a-f]{64}\?lang=de$/);
  const germanLive = await page.context().newPage();
  await germanLive.goto(germanLiveUrl);
  await expect(germanLive.locator('html')).toHaveAttribute('lang', 'de');
  await expect(germanLive.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(germanLive.locator('body')).toContainText('Unser eigener Absatz.');
  await germanLive.close();
});
