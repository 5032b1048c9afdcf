import { expect, test } from './fixtures';

// The service worker is the subject here (the other journeys block it).
test.use({ serviceWorkers: 'allow' });

test('the app keeps opening offline from the service worker and says the visitor is offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Installed and in control: the shell and its files are cached.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  // A second visit goes through the worker, which keeps every file the page loads (the first visit's
  // files were fetched before it took control): "pages you have already opened still work".
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('notice-banner')).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByTestId('notice-banner')).toContainText('You are offline');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('notice-banner')).toContainText('You are offline');

  await context.setOffline(false);
  await expect(page.getByTestId('notice-banner')).toHaveCount(0);
});

test('the worker is served fresh for every build and leaves the API to the network', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const script = await response.text();
  expect(script).toContain("url.pathname.startsWith('/api/')");
});
