import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillBillingDetails, fillTestCard, openCheckoutOfNewAgreement } from './payment-steps';

// Premium payments in the browser, on the sandbox provider: the checkout of a premium Privacy Policy
// with a discount code and EU company details (reverse charge), the receipt, the invoice, editing; a
// declined card and a missing payment method; a payment under review that the sandbox approves
// (SANDBOX_VERIFICATION_SECONDS=2 on the e2e server); the 3-D Secure question. The e2e server's
// seller is in the Netherlands and its VIES fake knows DE 123456789 (playwright.config.ts).

test.describe.configure({ timeout: 120_000 });

const CARDS = {
  approved: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 2001',
  pendingVerification: '4000 0000 0000 0259',
  threeDSecure: '4000 0000 0000 3220',
};

/** The e2e server's test-only call: a discount code the operator would create with its script. */
async function createDiscountCode(page: Page, testInfo: TestInfo, percent: 10 | 50): Promise<string> {
  const code = `E2E-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const reply = await page.request.post('/api/v1/dev/discount-codes', {
    form: { data: JSON.stringify({ code, percent }) },
  });
  expect((await reply.json()).success).toBe(true);
  return code;
}

type MailSummary = { id: string; to: string; subject: string };

/** The texts of the mails sent to `to` so far, through the development mailbox. */
async function mailTexts(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  const list = (await (await page.request.get('/api/v1/dev/mailbox')).json()).data.messages as MailSummary[];
  return Promise.all(
    list
      .filter((message) => message.to === to)
      .map(async (message) => {
        const mail = (await (await page.request.get(`/api/v1/dev/mailbox/${message.id}`)).json()).data;
        return { subject: mail.subject as string, text: mail.text as string };
      }),
  );
}

test('a company in another EU state pays for a premium Privacy Policy with a discount code, gets its receipt and invoice, and edits the text', async ({
  page,
}, testInfo) => {
  const { email, agreementId } = await openCheckoutOfNewAgreement(page, testInfo, 'checkout');
  const code = await createDiscountCode(page, testInfo, 10);
  await fillBillingDetails(page);

  // The company: German, with a VAT number VIES knows; the seller is Dutch, so the reverse charge applies.
  await page.getByLabel('I am buying as a company').check();
  await page.getByLabel('Company name').fill('Muster GmbH');
  await page.getByLabel('Company country').selectOption('DE');
  await expect(page.getByTestId('vat-prefix')).toHaveText('DE');
  await page.getByLabel('VAT number', { exact: true }).fill('123456789');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('vies-valid')).toContainText('The VAT number DE123456789 is valid.');
  await page.getByLabel('The company is registered for VAT').check();
  await expect(page.getByTestId('order-vat')).toHaveText('Reverse charge (Germany): no VAT');

  // An unknown code is refused at the field; the real one takes 10 % off.
  await page.getByLabel('Discount code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-error')).toHaveText('The code you supplied is not valid');
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('order-discount')).toHaveText(`Discount ${code} (10 %)`);
  await expect(page.getByTestId('order-total')).toHaveText('€26.10');

  await fillTestCard(page, CARDS.approved);
  await page.getByRole('button', { name: 'Pay €26.10' }).click();
  await expect(page.getByTestId('payment-redirecting')).toContainText(
    'Payment received, taking you to your agreement.',
  );
  await expect(page).toHaveURL(new RegExp(`/download/${agreementId}\\?paid=1$`));

  // The receipt, with the reverse charge and the invoice number.
  await expect
    .poll(async () => (await mailTexts(page, email)).filter((mail) => mail.subject.startsWith('Receipt')))
    .toHaveLength(1);
  const [receipt] = (await mailTexts(page, email)).filter((mail) => mail.subject.startsWith('Receipt'));
  expect(receipt?.subject).toBe('Receipt for your premium Privacy Policy');
  expect(receipt?.text).toContain('reverse charge');
  expect(receipt?.text).toContain('Your invoice');

  // The invoice, from the profile page.
  await page.goto('/profile');
  const invoice = page.getByTestId('invoice-list').getByTestId('invoice-row');
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText('Privacy Policy');
  await expect(invoice).toContainText('€26.10');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: /^Download PDF of invoice / }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Premium editing is unlocked.
  await page.goto(`/profile/agreements/edit/${agreementId}`);
  await page.getByTestId('first-edit-modal').getByRole('button', { name: 'Edit the text' }).click();
  const text = page.getByRole('textbox', { name: 'Text of the agreement, in Markdown' });
  await expect(text).toContainText('# Privacy Policy');
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\nA paragraph Muster GmbH added.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Agreement updated!')).toBeVisible();
});

test('the checkout asks for a payment method, then explains a declined card and keeps the form', async ({
  page,
}, testInfo) => {
  const { agreementId } = await openCheckoutOfNewAgreement(page, testInfo, 'declined');
  await fillBillingDetails(page);
  await page.getByRole('button', { name: 'Pay €34.51' }).click();
  await expect(page.getByTestId('form-alert-danger')).toHaveText(
    'Please make sure you select a valid payment method before submitting the order.',
  );

  await fillTestCard(page, CARDS.insufficientFunds);
  await page.getByRole('button', { name: 'Pay €34.51' }).click();
  await expect(page.getByTestId('form-alert-danger')).toContainText('Insufficient funds');
  await expect(page).toHaveURL(new RegExp(`/wizard/pay/${agreementId}$`));
  await expect(page.getByLabel('First name')).toHaveValue('Ada');

  // Still unpaid.
  await page.goto('/profile/agreements');
  await expect(page.getByTestId('agreement-card').getByTestId('agreement-unpaid')).toBeVisible();
});

test('a payment under review lands on the pending page, and the sandbox approves it a moment later', async ({
  page,
}, testInfo) => {
  const { email } = await openCheckoutOfNewAgreement(page, testInfo, 'pending');
  await fillBillingDetails(page);
  await fillTestCard(page, CARDS.pendingVerification);
  await page.getByRole('button', { name: 'Pay €34.51' }).click();
  await expect(page).toHaveURL(/\/profile\/agreements\/transaction-pending$/);
  await expect(page.getByTestId('payment-pending')).toContainText('10 to 15 minutes');

  // The review takes 2 s on the e2e server: then the agreement is paid and the "verified" mail goes out.
  await page.getByRole('link', { name: 'Back to My agreements' }).click();
  await expect(page).toHaveURL(/\/profile\/agreements$/);
  const card = page.getByTestId('agreement-list').getByTestId('agreement-card');
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(card).toHaveCount(1);
        return card.getByTestId('agreement-unpaid').count();
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  await expect
    .poll(
      async () => (await mailTexts(page, email)).some((mail) => mail.text.includes('has been verified')),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
});

test('the bank’s 3-D Secure question: confirming pays', async ({ page }, testInfo) => {
  const { agreementId } = await openCheckoutOfNewAgreement(page, testInfo, 'three-d-secure');
  await fillBillingDetails(page);
  await fillTestCard(page, CARDS.threeDSecure);
  await page.getByRole('button', { name: 'Pay €34.51' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your bank asks you to confirm this payment' });
  await expect(dialog).toContainText('€34.51');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('payment-redirecting')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/download/${agreementId}\\?paid=1$`));
});
