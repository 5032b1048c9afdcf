import { SAMPLE_ANSWERS } from '../src/server/content/sample-answers';
import { PUBLIC_AGREEMENT_TYPES } from '../src/shared/agreements/types';
import { expect, sampleOnPhone, test } from './fixtures';
import { uniqueEmail } from './mailbox';

// Every generator through its own wizard in the browser: a returning visitor whose answers
// this browser kept walks every step (each one checked by the engine as they leave it), says where
// to send the agreement, sees the preview and generates it. The Privacy Policy's full first visit is
// in privacy-policy.spec.ts.

const NAMES: Record<string, string> = {
  TERMS_CONDITIONS: 'Terms & Conditions',
  COOKIES_POLICY: 'Cookies Policy',
  EULA: 'EULA',
  DISCLAIMER: 'Disclaimer',
  RETURN_REFUND_POLICY: 'Return & Refund Policy',
  PRIVACY_POLICY: 'Privacy Policy',
};

for (const { code, slug } of PUBLIC_AGREEMENT_TYPES) {
  test(`${NAMES[code]}: through every step of its wizard to the generated agreement`, async ({
    page,
  }, testInfo) => {
    sampleOnPhone(testInfo, code === 'PRIVACY_POLICY' || code === 'TERMS_CONDITIONS');
    const { send_to: _asked, ...answers } = SAMPLE_ANSWERS[code].minimal;
    await page.addInitScript(
      ([key, stored]) => window.localStorage.setItem(key as string, stored as string),
      [`wizard_answers_${slug}`, JSON.stringify({ answers, step: 0, premium: false, language: null })],
    );
    await page.goto('/wizard');
    await page.getByRole('link', { name: `Create your ${NAMES[code]}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Create your ${NAMES[code]}` })).toBeVisible();

    const form = page.getByTestId('wizard-form');
    const heading = page.getByTestId('wizard-step-heading');
    for (let step = 0; step < 4 && (await heading.textContent()) !== 'Where to send it'; step++) {
      const before = await heading.textContent();
      await form.getByRole('button', { name: 'Next step' }).click();
      await expect(heading).not.toHaveText(before ?? '');
    }
    await expect(heading).toHaveText('Where to send it');
    // The last step is not answered yet: "next" is refused until it is.
    await form.getByRole('button', { name: 'Next step' }).click();
    await expect(form.getByText('Required')).toBeVisible();
    await form.locator('input[type="email"]').fill(uniqueEmail(slug, testInfo.project.name));
    await form.getByRole('button', { name: 'Next step' }).click();

    await expect(heading).toHaveText('Free or premium?');
    await form.getByLabel('Free', { exact: true }).check();
    await form.getByRole('button', { name: 'Next step' }).click();

    await expect(page.getByTestId('agreement-preview').getByRole('heading', { level: 1 })).toBeVisible();
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('agreement-created')).toContainText('Your agreement is ready');
  });
}
