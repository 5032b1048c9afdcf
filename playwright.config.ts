import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/** Debian's Chromium, started with the flags this closed network needs (no downloads, no background calls). */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Four consecutive ports from E2E_PORT_BASE (3100), so two runs on one machine can be told apart. */
const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
export const E2E_PORT = E2E_PORT_BASE;
export const E2E_MAINTENANCE_PORT = E2E_PORT_BASE + 1;
/** The local fake of the EU's VIES service the checkout journeys check VAT numbers against. */
export const E2E_VIES_PORT = E2E_PORT_BASE + 2;
/** A server with analytics and affiliate tracking configured (e2e/tracking.spec.ts); the others have none. */
export const E2E_TRACKING_PORT = E2E_PORT_BASE + 3;
process.env.TRACKING_BASE_URL ??= `http://127.0.0.1:${E2E_TRACKING_PORT}`;

const server = (port: number, env: Record<string, string>) => ({
  command: 'npx tsx src/server/main.ts',
  url: `http://127.0.0.1:${port}/robots.txt`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: 'memory://',
    // Mails written as files land here; the journeys read them through the development mailbox.
    DATA_DIR: path.resolve('.test-results', `e2e-data-${port}-${Date.now()}`),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    // Chromium and two servers share two cores: event-loop lag there is not the overload the heartbeat reports.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
    // Every journey signs up from 127.0.0.1; the limits themselves are covered by the API tests.
    ACCOUNT_RATE_LIMIT_FACTOR: '100',
    // The checkout: VAT numbers checked against the VIES fake, a seller in the Netherlands, and
    // sandbox payments under review approved after 2 seconds.
    VIES_URL: `http://127.0.0.1:${E2E_VIES_PORT}`,
    COMPANY_COUNTRY: 'NL',
    COMPANY_ADDRESS: 'Keizersgracht 2, 1015 CJ Amsterdam',
    SANDBOX_VERIFICATION_SECONDS: '2',
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    launchOptions: chromium,
    // The service worker would answer page loads itself; e2e/offline.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  // The client is built before the tests (npm test does it); the servers only serve it.
  webServer: [
    {
      command: `npx tsx tests/vies-fake-server.ts ${E2E_VIES_PORT}`,
      port: E2E_VIES_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    server(E2E_PORT, {}),
    server(E2E_MAINTENANCE_PORT, { MAINTENANCE_MODE: 'true' }),
    // Both third-party origins are intercepted by the spec: nothing leaves the machine.
    server(E2E_TRACKING_PORT, {
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_URL: 'https://plausible.tracking.test',
      ANALYTICS_SITE_ID: 'clausewright.test',
      AFFILIATE_PROVIDER: 'shareasale',
      SHAREASALE_MERCHANT_ID: '123456',
    }),
  ],
});
