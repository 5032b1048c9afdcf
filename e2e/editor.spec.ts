import { maximalPrivacyPolicyAnswers } from '../src/server/content/privacy-policy/sample-answers';
import { logIn, PASSWORD, signUp } from './account-steps';
import { expect, isPhone, test } from './fixtures';
import { activateFromMail, uniqueEmail } from './mailbox';
import { resumeAtFinalize } from './wizard-steps';

// The text editor in the browser, on a free agreement — read-only, with the premium
// notice and its ways out. Editing a paid premium agreement (save, history, diff, restore) is the
// premium journey in premium.spec.ts.

test('a customer opens the editor of a free agreement from My agreements and is offered the premium version', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('editor', testInfo.project.name);
  await signUp(page, email);
  await activateFromMail(page, email);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);

  await resumeAtFinalize(page, { ...maximalPrivacyPolicyAnswers, send_to: email });
  await page.goto('/wizard/privacy-policy');
  await page.getByTestId('wizard-form').getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('agreement-created')).toBeVisible();

  await page.goto('/profile/agreements');
  const card = page.getByTestId('agreement-list').getByTestId('agreement-card');
  await expect(card).toHaveCount(1);
  const agreementId = await card.getAttribute('data-agreement-id');
  // A free agreement's card offers the upgrade, not the premium-only editor.
  await expect(card.getByRole('link', { name: 'Edit text' })).toHaveCount(0);
  await expect(
    card.getByTestId('agreement-free').getByRole('link', { name: 'Upgrade to premium' }),
  ).toBeVisible();
  // The editor's address, opened anyway (a bookmark), explains and offers the upgrade.
  await page.goto(`/profile/agreements/edit/${agreementId}`);
  await expect(page).toHaveTitle(/Edit your Privacy Policy/);

  // The premium-only notice; the text can be read (CodeMirror, loaded on demand) but not changed.
  const notice = page.getByTestId('premium-notice');
  await expect(notice).toContainText('Editing the text is a premium feature');
  await expect(notice).toContainText('free version');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByTestId('first-edit-modal')).toHaveCount(0);
  const text = page.getByRole('textbox', { name: 'Text of the agreement, in Markdown' });
  await expect(text).toContainText('# Privacy Policy');
  await expect(text).toHaveAttribute('aria-readonly', 'true');
  await text.click();
  await page.keyboard.type('Changed');
  await expect(text).not.toContainText('Changed');

  // The formatting help opens on demand.
  await page.getByRole('button', { name: 'Formatting help' }).click();
  await expect(page.getByTestId('editor-help')).toContainText('Images and tables are not supported.');

  // The live preview: beside the text on a wide screen, a tab of its own on a phone.
  if (isPhone(page)) {
    await expect(page.getByRole('tab')).toHaveText(['Edit', 'Preview', 'History']);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(text).toBeHidden();
  } else {
    await expect(page.getByRole('tab')).toHaveText(['Edit', 'History']);
  }
  await expect(page.getByTestId('live-preview').getByRole('heading', { level: 1 })).toHaveText(
    'Privacy Policy',
  );

  // The history has the generated text.
  await page.getByRole('tab', { name: 'History' }).click();
  const rows = page.getByTestId('version-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Generated');
  await expect(rows.first()).toContainText('Current');

  // Both ways out of the notice work: the wizard's update mode (where premium is chosen) and the download page.
  await page.getByRole('tab', { name: 'Edit' }).click();
  await notice.getByRole('link', { name: 'Upgrade with the wizard' }).click();
  // The upgrade opens the wizard at the professional step with premium chosen and the answers kept.
  await expect(page).toHaveURL(
    new RegExp(`/wizard/privacy-policy/update/${agreementId}\\?upgrade=1&step=\\d+$`),
  );
  await expect(page.getByTestId('wizard-step-heading')).toHaveText('Free or premium?');
  await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/profile/agreements/edit/${agreementId}$`));
  await page.getByTestId('premium-notice').getByRole('link', { name: 'Go to the download page' }).click();
  await expect(page).toHaveURL(new RegExp(`/download/${agreementId}$`));
  await expect(page.getByTestId('download-preview').getByRole('heading', { level: 1 })).toHaveText(
    'Privacy Policy',
  );
});
