import { test as base, expect, type Page } from '@playwright/test';

/** Every journey fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // A heartbeat answering 429/503 or not at all is a state the app handles; the browser still logs it.
        if (message.type() === 'error' && !message.location().url.includes('/api/v1/heartbeat'))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path with the interface language preset, as a returning visitor would have it. */
export async function openInLanguage(page: Page, path: string, language: string): Promise<void> {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
