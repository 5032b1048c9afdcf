import type { Page } from '@playwright/test';

/**
 * The answers a returning visitor left in this browser (the wizard resumes them), at the finalize
 * step of the `slug` wizard (5: after four steps and the professional choice).
 */
export async function resumeAtFinalize(
  page: Page,
  answers: Record<string, unknown>,
  slug = 'privacy-policy',
  step = 5,
  premium = false,
): Promise<void> {
  await page.addInitScript(
    ([key, stored]) => window.localStorage.setItem(key as string, stored as string),
    [`wizard_answers_${slug}`, JSON.stringify({ answers, step, premium, language: 'en' })],
  );
}
