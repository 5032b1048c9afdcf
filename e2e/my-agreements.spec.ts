import { maximalPrivacyPolicyAnswers } from '../src/server/content/privacy-policy/sample-answers';
import { logIn, PASSWORD, signUp } from './account-steps';
import { expect, isPhone, test } from './fixtures';
import { activateFromMail, uniqueEmail } from './mailbox';
import { resumeAtFinalize } from './wizard-steps';

// Managing agreements in the browser: My agreements → the download page (preview, live link) → delete.

test('a customer finds the new agreement in My agreements, opens its download page and deletes it', async ({
  page,
  context,
}, testInfo) => {
  const email = uniqueEmail('mine', testInfo.project.name);
  await signUp(page, email);
  await activateFromMail(page, email);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);

  await resumeAtFinalize(page, { ...maximalPrivacyPolicyAnswers, send_to: email });
  await page.goto('/wizard/privacy-policy');
  await page.getByTestId('wizard-form').getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('agreement-created')).toBeVisible();

  // The header's "my agreements" link (behind the menu toggle on a phone).
  if (isPhone(page)) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByRole('link', { name: 'My agreements' }).click();
  const card = page.getByTestId('agreement-list').getByTestId('agreement-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Privacy Policy');
  await expect(card).toContainText('acme.example');

  await card.getByRole('link', { name: 'Download' }).click();
  await expect(page.getByTestId('download-preview').getByRole('heading', { level: 1 })).toHaveText(
    'Privacy Policy',
  );
  const liveUrl = await page.getByTestId('live-link').getAttribute('href');
  expect(liveUrl).toMatch(/\/live\/[0-9a-f]{64}$/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('copy-live-link').click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(liveUrl);

  // Files: not generated yet → generating (with its progress) → generated; then each downloads.
  const files = page.getByTestId('files-panel');
  await expect(files).toHaveAttribute('data-state', 'not-generated');
  await files.getByRole('button', { name: 'Generate the files' }).click();
  await expect(files).toHaveAttribute('data-state', 'generated', { timeout: 20_000 });
  for (const format of ['PDF', 'DOCX', 'Markdown']) {
    const extension = format === 'Markdown' ? 'md' : format.toLowerCase();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: new RegExp(`^Download ${extension.toUpperCase()} `) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`privacy-policy-acme-example-en.${extension}`);
  }

  // The live link: public, no session needed.
  const visitor = await page.context().browser()?.newContext();
  const livePage = await visitor?.newPage();
  await livePage?.goto(liveUrl as string);
  await expect(livePage?.getByRole('heading', { level: 1 }) ?? page.locator('none')).toHaveText(
    'Privacy Policy',
  );

  await page.getByRole('link', { name: 'My agreements' }).click();
  await page.getByRole('button', { name: 'Delete Privacy Policy' }).click();
  const dialog = page.getByTestId('delete-agreement-modal');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Agreement deleted successfully!')).toBeVisible();
  await expect(page.getByTestId('agreement-card')).toHaveCount(0);

  // Deleted: the server's live link answers 404 at once (a browser may still show its copy for up
  // to a minute: Cache-Control max-age=60, decision 0005), so ask the server itself.
  const gone = await livePage?.request.get(liveUrl as string);
  expect(gone?.status()).toBe(404);
  await visitor?.close();
});
