import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { testWizard } from '../src/shared/agreements/definitions/test';
import { providersIn } from '../src/shared/agreements/provider-catalogue';
import type { WizardDefinitionReply } from '../src/shared/api/agreement';
import { expect, isPhone, test } from './fixtures';

const TYPE_NAMES = [
  'Privacy Policy',
  'Terms & Conditions',
  'Cookies Policy',
  'EULA',
  'Disclaimer',
  'Return & Refund Policy',
];

test('/wizard lists the six generators, each linking to its wizard', async ({ page }) => {
  await page.goto('/wizard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your generator');
  const cards = page.getByTestId('wizard-type-list').getByRole('listitem');
  await expect(cards.getByRole('heading')).toHaveText(TYPE_NAMES);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/wizard/privacy-policy');
  await expect(cards.last().getByRole('link')).toHaveAttribute('href', '/wizard/return-refund-policy');
});

test('outside development, the TEST wizard redirects home', async ({ page }) => {
  await page.goto('/wizard/test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-headline')).toBeVisible();
});

test('an unknown agreement type shows the 404 page', async ({ page }) => {
  await page.goto('/wizard/contract');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
});

// Read, not imported: Playwright loads specs as ES modules, where a JSON import needs an attribute.
const wizardTexts = JSON.parse(
  readFileSync(path.resolve('src/shared/i18n/locales/en/wizard/test.json'), 'utf8'),
) as Record<string, unknown>;

test('a type whose generator the server does not offer shows the 404 page', async ({ page }) => {
  // Stubbed: which types have a definition changes as their issues land.
  await page.route('**/api/v1/agreement/wizard/eula', (route) =>
    route.fulfill({
      json: {
        success: false,
        code: 'not_found',
        messages: [{ value: 'There is no wizard for this agreement type.' }],
      },
    }),
  );
  await page.goto('/wizard/eula');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('banner')).toBeVisible();
});

function flatten(catalog: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  );
}

/**
 * The production build has no TEST wizard, and the real definitions change with their own issues:
 * this journey serves the TEST definition under a public type's address, so it proves the generic
 * wizard UI in the browser bundle (Preact, decision 0003) independently of any one definition.
 */
async function serveTestDefinitionAs(page: Page, slug: string): Promise<{ posted: () => unknown }> {
  const reply: WizardDefinitionReply = {
    definition: testWizard,
    providers: { email_marketing: providersIn('email_marketing') },
    texts: flatten(wizardTexts),
    languages: ['en', 'de', 'es', 'fr', 'it', 'nl'],
  };
  let posted: unknown;
  await page.route(`**/api/v1/agreement/wizard/${slug}`, (route) =>
    route.fulfill({ json: { success: true, messages: [], data: reply } }),
  );
  await page.route('**/api/v1/agreement/new', (route) => {
    posted = JSON.parse(new URLSearchParams(route.request().postData() ?? '').get('data') ?? 'null');
    return route.fulfill({
      json: {
        success: true,
        messages: [{ value: 'Your agreement is ready. We have sent a link to it to owner@acme.example.' }],
        data: { agreement: { id: 'a1' }, download_path: '/download/a1' },
      },
    });
  });
  return { posted: () => posted };
}

test('the wizard UI: markers, nested questions, providers, groups, resume after reload, generate', async ({
  page,
}) => {
  const api = await serveTestDefinitionAs(page, 'privacy-policy');
  await page.goto('/wizard/privacy-policy');
  const form = page.getByTestId('wizard-form');
  const heading = page.getByTestId('wizard-step-heading');
  await expect(heading).toHaveText('Platform');
  // The benefits aside shows from 992 px only: phones never see it.
  if (isPhone(page)) await expect(page.getByTestId('wizard-aside')).toBeHidden();
  else await expect(page.getByTestId('wizard-aside')).toContainText('What your Privacy Policy will contain');

  await form.getByRole('button', { name: 'Next step' }).click();
  await expect(form.getByTestId('required-marker')).toHaveText('Required');
  // The first marked question takes the focus.
  await expect(form.getByRole('radio', { name: 'Website' })).toBeFocused();
  await form.getByText('Website', { exact: true }).click();
  await expect(form.getByTestId('required-marker')).toHaveCount(0);
  await form.getByRole('button', { name: 'Next step' }).click();
  await expect(heading).toHaveText('Details');

  await form.getByRole('textbox', { name: 'Company name' }).fill('Acme Ltd');
  await form.getByRole('textbox', { name: 'Contact e-mail address' }).fill('privacy@acme.example');
  await form.getByRole('textbox', { name: 'Website address' }).fill('https://acme.example');
  await form.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await form.getByRole('combobox', { name: 'State' }).selectOption('US_CA');

  await form.getByText('Newsletter', { exact: true }).click();
  const services = form.getByRole('group', { name: 'Which newsletter services do you use?' });
  await services.getByText('ActiveCampaign', { exact: true }).click();
  await services.getByRole('button', { name: 'Add your own' }).click();
  await services.getByRole('textbox', { name: 'Name of the service' }).fill('Our own mailer');
  await services.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(services.getByTestId('custom-providers')).toContainText('Our own mailer');

  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.getByTestId('group-entry').getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');

  // Everything so far survives a reload (once the store has written the last answer).
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.localStorage))).toContain('Ada Lovelace');
  await page.reload();
  await expect(heading).toHaveText('Details');
  await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Ltd');
  await expect(form.getByTestId('group-entry').getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Ada Lovelace',
  );

  await form.getByRole('button', { name: 'Next step' }).click();
  await expect(heading).toHaveText('Where to send it');
  await form.getByRole('textbox', { name: 'Where should we send the agreement?' }).fill('owner@acme.example');
  await form.getByRole('button', { name: 'Next step' }).click();
  await expect(heading).toHaveText('Free or premium?');
  // The choice shows the price of premium.
  await form.getByText(/^Premium: €\d+\.\d\d$/).click();
  await form.getByRole('button', { name: 'Next step' }).click();
  await expect(heading).toHaveText('Choose the language and generate');
  await form.getByText('Français').click();
  await form.getByRole('button', { name: 'Generate' }).click();

  await expect(page.getByTestId('agreement-created')).toContainText(
    'We have sent a link to it to owner@acme.example.',
  );
  expect(api.posted()).toEqual({
    type: 'privacy-policy',
    language: 'fr',
    premium: true,
    email: 'owner@acme.example',
    answers: {
      platform: 'website',
      company_name: 'Acme Ltd',
      contact_email: 'privacy@acme.example',
      website_url: 'https://acme.example',
      country: 'US',
      state: 'US_CA',
      features: ['newsletter'],
      newsletter_providers: [{ id: 'activecampaign' }, { custom: true, name: 'Our own mailer' }],
      contacts: [{ name: 'Ada Lovelace' }],
      send_to: 'owner@acme.example',
    },
  });
});
