import { E2E_MAINTENANCE_PORT } from '../playwright.config';
import { expect, test } from './fixtures';

test('an unknown page shows the 404 page inside the layout, with a way home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  // The status tells search engines and link checkers too, not only the person reading the page.
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByTestId('home-headline')).toBeVisible();
});

test('a known page with a parameter that names nothing answers 404, the status of the page it shows', async ({
  page,
}) => {
  const id = '123e4567-e89b-42d3-a456-426614174000';
  for (const path of ['/legal/nope', '/wizard/foo', '/download/xyz', '/wizard/privacy-policy/update/xyz']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  for (const path of [
    '/legal/disclaimer',
    '/wizard/privacy-policy',
    `/download/${id}`,
    `/wizard/privacy-policy/update/${id}`,
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  const response = await page.goto('/download/xyz');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
});

test('a page that does not exist in another language shows the translated 404', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'it'));
  await page.goto('/legal/no-such-document');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be found');
});

test('a server in maintenance mode shows the maintenance screen', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_MAINTENANCE_PORT}/`);
  await expect(page.getByTestId('maintenance-screen')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are updating Clausewright');
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a heartbeat answering 503 shows the maintenance screen until the service is back', async ({ page }) => {
  let status = 503;
  await page.route('**/api/v1/heartbeat', (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(
        status === 200
          ? { success: true, messages: [], data: { status: 'up' } }
          : { success: false, code: 'maintenance', messages: [{ value: 'Maintenance' }] },
      ),
    }),
  );
  await page.goto('/');
  await expect(page.getByTestId('maintenance-screen')).toBeVisible();
  status = 200;
  // The screen checks again every 5 seconds by itself.
  await expect(page.getByTestId('home-headline')).toBeVisible({ timeout: 8000 });
});

test('a heartbeat answering 429 shows the unavailable screen', async ({ page }) => {
  await page.route('**/api/v1/heartbeat', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"success":false,"messages":[]}' }),
  );
  await page.goto('/');
  await expect(page.getByTestId('unavailable-screen')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'We are experiencing technical difficulties',
  );
});

test('an unreachable server shows the notice banner', async ({ page }) => {
  await page.route('**/api/v1/heartbeat', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByTestId('notice-banner')).toBeVisible();
  await expect(page.getByTestId('home-headline')).toBeVisible();
});

test('blocked cookies and storage show the blocked-storage screen', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await page.goto('/');
  await expect(page.getByTestId('blocked-storage-screen')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please allow cookies and site storage');
});

test('every navigation emits routeChanged and runs a heartbeat', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { routes: string[] }).routes = [];
    window.addEventListener('routeChanged', (event) =>
      (window as unknown as { routes: string[] }).routes.push((event as CustomEvent).detail.pathname),
    );
  });
  let heartbeats = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/heartbeat')) heartbeats++;
  });
  await page.goto('/');
  await expect(page.getByTestId('home-headline')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  await page.goBack();
  await expect(page.getByTestId('home-headline')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { routes: string[] }).routes)).toEqual([
    '/',
    '/legal/terms-of-use',
    '/',
  ]);
  expect(heartbeats).toBe(3);
});
