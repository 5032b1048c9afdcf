import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/** The rules every page must pass: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on the page as it is now and returns one line per failing element: rule, element, help.
 * Empty when the page passes.
 */
export async function findAccessibilityViolations(page: Page): Promise<string[]> {
  // A dialog or menu still fading in has its colours half blended with the backdrop: let finite
  // transitions end first (a spinner's animation never does, so it is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}) at ${node.target.join(' ')}: ${violation.help} — ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`,
    ),
  );
}

/**
 * Every journey fails on a console error or an uncaught exception in the page, and on an
 * accessibility violation in the state the journey leaves the page in.
 */
export const test = base.extend<{ pageErrors: string[]; accessibilityCheck: undefined }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // A heartbeat answering 429/503 or not at all is a state the app handles; the browser still
        // logs it. So is a page that does not exist: its document comes with status 404 on purpose.
        const source = message.location().url;
        const ownDocument = source === page.url() && message.text().includes('status of 404');
        if (message.type() === 'error' && !source.includes('/api/v1/heartbeat') && !ownDocument)
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  accessibilityCheck: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      // A journey that already failed has its own error; a closed page or a download has no page to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!page.url().startsWith('http')) return;
      expect(await findAccessibilityViolations(page), `accessibility violations on ${page.url()}`).toEqual(
        [],
      );
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

/**
 * Skips a test on the phone unless it is one of the sample kept there: a matrix of cases that differ
 * only in data (six languages, six generators, a dozen style-guide pages) runs whole on the desktop
 * and in part on the phone, where it checks the layout, so the suite keeps within its time.
 */
export function sampleOnPhone(testInfo: TestInfo, keep: boolean): void {
  test.skip(testInfo.project.name === 'phone' && !keep, 'a matrix case sampled on the phone');
}
