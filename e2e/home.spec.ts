import { expect, isPhone, openInLanguage, sampleOnPhone, test } from './fixtures';

const HEADLINES: Record<string, RegExp> = {
  en: /Which legal agreement does your website or app need\?/,
  de: /Rechtstext/,
  es: /documento legal/,
  fr: /document juridique|document légal/i,
  it: /documento legale/,
  nl: /juridisch document/,
};

const PRIVACY_POLICY_NAMES: Record<string, string> = {
  en: 'Privacy Policy',
  de: 'Datenschutzerklärung',
  es: 'Política de privacidad',
  fr: 'Politique de confidentialité',
  it: 'Informativa sulla privacy',
  nl: 'Privacyverklaring',
};

for (const [language, headline] of Object.entries(HEADLINES)) {
  test(`home page in ${language}: headline, six generators, footer, <html lang>`, async ({
    page,
  }, testInfo) => {
    sampleOnPhone(testInfo, language === 'en' || language === 'de');
    await openInLanguage(page, '/', language);
    await expect(page.getByTestId('home-headline')).toHaveText(headline);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const generators = page.getByTestId('generator-list').getByRole('listitem');
    await expect(generators).toHaveCount(6);
    await expect(generators.first().getByRole('heading')).toHaveText(
      PRIVACY_POLICY_NAMES[language] as string,
    );
    await expect(page.getByRole('contentinfo')).toContainText('support@example.com');
    await expect(page.getByRole('contentinfo')).toContainText(`2008–${new Date().getFullYear()}`);
  });
}

test('the language menu switches the interface and remembers the choice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-headline')).toHaveText(HEADLINES.en as RegExp);
  if (isPhone(page)) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByTestId('language-menu').click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('home-headline')).toHaveText(HEADLINES.de as RegExp);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByTestId('home-headline')).toHaveText(HEADLINES.de as RegExp);
});

test('the footer opens the product’s own privacy policy in the interface language', async ({ page }) => {
  await openInLanguage(page, '/', 'fr');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  await expect(page.locator('article')).toContainText('support@example.com');
  await expect(page).toHaveTitle(/Politique de confidentialité · Clausewright/);
});

test('the home page passes basic accessibility checks: landmarks, one h1, labelled controls', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const unlabelled = await page
    .locator('button, a')
    .evaluateAll(
      (elements) =>
        elements.filter((element) => !(element.textContent?.trim() || element.getAttribute('aria-label')))
          .length,
    );
  expect(unlabelled).toBe(0);
});

test('prices are shown before any checkout: on the home page and on the pricing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('price-privacy-policy')).toHaveText(
    'Free to create · Premium €29.00, one-time',
  );
  await page.getByRole('link', { name: 'See all prices' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prices');
  await expect(
    page
      .getByTestId('pricing-types')
      .getByRole('listitem')
      .filter({ has: page.locator('h3') }),
  ).toHaveCount(6);
  await expect(page.getByTestId('premium-price-disclaimer')).toHaveText('Premium: €14.00');
  await expect(page.getByTestId('pricing-page')).toContainText('before VAT');
  await expect(page.getByTestId('pricing-page')).toContainText('within 7 days');
  await page.getByRole('link', { name: 'Create your Cookies Policy' }).click();
  await expect(page).toHaveURL(/\/wizard\/cookies-policy/);
});

test('the pricing page in German names the premium clauses in German', async ({ page }) => {
  await openInLanguage(page, '/pricing', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preise');
  await expect(page.getByTestId('premium-price-privacy-policy')).toHaveText('Premium: 29,00 €');
  await expect(page.getByTestId('pricing-page')).toContainText('zzgl. MwSt.');
});

test('visitors find the sign-up page from the header', async ({ page }) => {
  await page.goto('/');
  if (isPhone(page)) await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/profile\/register$/);
});
