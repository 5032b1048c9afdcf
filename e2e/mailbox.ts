import { expect, type Page } from '@playwright/test';

/** A unique address per test and viewport, so journeys running side by side never share an account. */
export function uniqueEmail(name: string, project: string): string {
  return `${name}-${project}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

/**
 * Opens the newest mail to `to` (whose subject contains `subject`, when given) in the development
 * mailbox and follows the link in it that points at `linkPath`, the way a person reads their mail
 * and clicks.
 */
export async function followMailLink(
  page: Page,
  to: string,
  linkPath: string,
  subject?: string,
): Promise<void> {
  await expect
    .poll(async () => {
      const reply = await page.request.get('/api/v1/dev/mailbox');
      const messages = (await reply.json()).data.messages as { to: string; subject: string }[];
      return messages.some((message) => message.to === to && (!subject || message.subject.includes(subject)));
    })
    .toBe(true);
  await page.goto('/dev/mailbox');
  const mails = page.getByTestId('mailbox-list').getByRole('listitem').filter({ hasText: to });
  const entry = (subject ? mails.filter({ hasText: subject }) : mails).first();
  await entry.getByRole('link').click();
  const message = page.getByTestId('mailbox-message');
  await expect(message).toBeVisible();
  await message
    .getByRole('link', { name: new RegExp(linkPath) })
    .first()
    .click();
}

/** Follows the activation link in the newest mail and waits until the account is activated. */
export async function activateFromMail(page: Page, to: string): Promise<void> {
  await followMailLink(page, to, '/profile/activate-account/');
  await expect(page.getByText('Your account is activated. You can now log in.')).toBeVisible();
}
