import type {
  AccountExistsReply,
  AgreementFile,
  AgreementSummary,
  FileFormatName,
  TranslationText,
  VersionSummary,
} from '../../../shared/api/agreement';
import type { CustomerDetails } from '../../../shared/api/customer';
import type { CostsReply, CostsRequest, InvoiceSummary, PaymentProfile } from '../../../shared/api/payment';
import type { Country } from '../../../shared/api/public';

/**
 * The sample data the development pages (`/tests/*`) show: one customer of a small shop with
 * agreements in every state My agreements knows — paid premium, unpaid premium, free, unfinished.
 * Document texts are sample content, in the language each one declares, not interface strings.
 */

/** The paid premium Privacy Policy the editors, the download page and the checkout open. */
export const SAMPLE_AGREEMENT_ID = '5a3e1f9c-7b2d-4c8e-9f10-2d6b8a4c1e01';
export const SAMPLE_UNPAID_AGREEMENT_ID = '5a3e1f9c-7b2d-4c8e-9f10-2d6b8a4c1e02';
const SAMPLE_FREE_AGREEMENT_ID = '5a3e1f9c-7b2d-4c8e-9f10-2d6b8a4c1e03';
const SAMPLE_UNFINISHED_AGREEMENT_ID = '5a3e1f9c-7b2d-4c8e-9f10-2d6b8a4c1e04';

const SITE = { site_name: 'Northwind Ceramics', site_url: 'https://northwind-ceramics.example' };

export const samplePaidAgreement: AgreementSummary = {
  id: SAMPLE_AGREEMENT_ID,
  type: 'privacy-policy',
  status: 'finished',
  language: 'en',
  premium: true,
  paid: true,
  payment_pending: false,
  edited: true,
  ...SITE,
  created_at: '2026-09-14T08:30:00.000Z',
  updated_at: '2026-11-02T16:45:00.000Z',
};

export const sampleUnpaidAgreement: AgreementSummary = {
  id: SAMPLE_UNPAID_AGREEMENT_ID,
  type: 'terms-conditions',
  status: 'finished',
  language: 'en',
  premium: true,
  paid: false,
  payment_pending: false,
  edited: false,
  ...SITE,
  created_at: '2026-11-18T10:05:00.000Z',
  updated_at: '2026-11-18T10:05:00.000Z',
};

const sampleFreeAgreement: AgreementSummary = {
  id: SAMPLE_FREE_AGREEMENT_ID,
  type: 'cookies-policy',
  status: 'finished',
  language: 'en',
  premium: false,
  paid: false,
  payment_pending: false,
  edited: false,
  ...SITE,
  created_at: '2026-10-01T12:00:00.000Z',
  updated_at: '2026-10-01T12:00:00.000Z',
};

const sampleUnfinishedAgreement: AgreementSummary = {
  id: SAMPLE_UNFINISHED_AGREEMENT_ID,
  type: 'return-refund-policy',
  status: 'unfinished',
  language: 'en',
  premium: false,
  paid: false,
  payment_pending: false,
  edited: false,
  site_name: 'Northwind Ceramics',
  site_url: '',
  created_at: '2026-11-20T09:15:00.000Z',
  updated_at: '2026-11-20T09:15:00.000Z',
};

export const sampleAgreements: AgreementSummary[] = [
  samplePaidAgreement,
  sampleUnpaidAgreement,
  sampleFreeAgreement,
  sampleUnfinishedAgreement,
];

export const samplePrivacyPolicyMarkdown = `# Privacy Policy

Northwind Ceramics ("we") runs **northwind-ceramics.example**. This policy explains which personal data we collect when you visit the site or buy from us, and what we do with it.

## Data we collect

- Your name, e-mail address and delivery address when you place an order
- Payment confirmations from our payment provider (never your card number)
- Anonymous visit statistics, if you accept them

## Why we use it

1. To deliver your order and send the invoice
2. To answer your questions
3. To meet our legal obligations in the Netherlands

## Your rights

You may ask to see, correct or delete your data at any time. Write to [privacy@northwind-ceramics.example](mailto:privacy@northwind-ceramics.example).

### Contact

*Northwind Ceramics, Keizersgracht 2, 1015 CJ Amsterdam*
`;

export const samplePrivacyPolicyGerman = `# Datenschutzerklärung

Northwind Ceramics („wir“) betreibt **northwind-ceramics.example**. Diese Erklärung beschreibt, welche personenbezogenen Daten wir erheben, wenn Sie die Website besuchen oder bei uns kaufen, und was wir damit tun.

## Welche Daten wir erheben

- Ihren Namen, Ihre E-Mail-Adresse und Ihre Lieferanschrift, wenn Sie bestellen
- Zahlungsbestätigungen unseres Zahlungsdienstleisters (nie Ihre Kartennummer)
- Anonyme Besuchsstatistiken, sofern Sie zustimmen

## Wofür wir sie verwenden

1. Um Ihre Bestellung zu liefern und die Rechnung zu senden
2. Um Ihre Fragen zu beantworten
3. Um unsere gesetzlichen Pflichten in den Niederlanden zu erfüllen

## Ihre Rechte

Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen. Schreiben Sie an [privacy@northwind-ceramics.example](mailto:privacy@northwind-ceramics.example).
`;

/** The generator's first text: the customer has since edited it (the newest version). */
export const samplePrivacyPolicyGenerated = samplePrivacyPolicyMarkdown.replace(
  '\n3. To meet our legal obligations in the Netherlands\n',
  '\n',
);

/** Newest first, as the server lists them. */
export const sampleVersions: VersionSummary[] = [
  {
    id: '7c1d2e3f-0000-4000-8000-000000000003',
    language: 'en',
    origin: 'edited',
    created_at: '2026-11-02T16:45:00.000Z',
    characters: samplePrivacyPolicyMarkdown.length,
  },
  {
    id: '7c1d2e3f-0000-4000-8000-000000000002',
    language: 'de',
    origin: 'generated',
    created_at: '2026-10-20T11:00:00.000Z',
    characters: samplePrivacyPolicyGerman.length,
  },
  {
    id: '7c1d2e3f-0000-4000-8000-000000000001',
    language: 'en',
    origin: 'generated',
    created_at: '2026-09-14T08:30:00.000Z',
    characters: samplePrivacyPolicyGenerated.length,
  },
];

export const sampleVersionTexts: Record<string, string> = {
  '7c1d2e3f-0000-4000-8000-000000000003': samplePrivacyPolicyMarkdown,
  '7c1d2e3f-0000-4000-8000-000000000002': samplePrivacyPolicyGerman,
  '7c1d2e3f-0000-4000-8000-000000000001': samplePrivacyPolicyGenerated,
};

export const sampleSourceText: TranslationText = {
  language: 'en',
  markdown: samplePrivacyPolicyMarkdown,
  modified: true,
  updated_at: '2026-11-02T16:45:00.000Z',
};

export const sampleGermanTranslation: TranslationText = {
  language: 'de',
  markdown: samplePrivacyPolicyGerman,
  modified: true,
  updated_at: '2026-10-20T11:00:00.000Z',
};

const FORMATS: FileFormatName[] = ['pdf', 'docx', 'html', 'txt', 'md'];

/** Every format in both languages; the German PDF and Word files are not generated yet. */
export function sampleFiles(generated: ReadonlySet<string>): AgreementFile[] {
  return ['en', 'de'].flatMap((language) =>
    FORMATS.map((format) => ({
      language,
      format,
      file_name: `privacy-policy-northwind-ceramics-${language}.${format}`,
      generated: generated.has(`${language}:${format}`),
    })),
  );
}

export const SAMPLE_FILES_GENERATED_AT_START = ['en:pdf', 'en:docx', 'en:html', 'en:txt', 'en:md', 'de:html'];

export const SAMPLE_LIVE_URL = `https://northwind-ceramics.example/live/8f2c7d1e9a4b`;

export const sampleCustomer: CustomerDetails = {
  id: '3d9b7a15-2c4e-4f61-8a0b-9e5d3c2b1a00',
  email: 'ada.janssen@northwind-ceramics.example',
  language: 'en',
  confirmed: true,
  has_password: true,
  created_at: '2026-09-14T08:25:00.000Z',
};

export const sampleInvoices: InvoiceSummary[] = [
  {
    id: '9e8d7c6b-1111-4222-8333-444455556666',
    number: '2026-000142',
    issued_at: '2026-09-14T08:40:00.000Z',
    agreement_type: 'privacy-policy',
    total: 3509,
    currency: 'EUR',
  },
];

/** An existing, confirmed account with a password: the wizard's login modal offers to log in. */
export const sampleExistingAccount: AccountExistsReply = {
  email: sampleCustomer.email,
  confirmed: true,
  has_password: true,
};

/** An account whose address is not confirmed yet: the modal offers the confirmation link again. */
export const sampleUnconfirmedAccount: AccountExistsReply = {
  email: 'new.customer@northwind-ceramics.example',
  confirmed: false,
  has_password: false,
};

export const samplePaymentProfile: PaymentProfile = {
  processors: ['sandbox'],
  stripe: null,
  billing_address: null,
  three_d_secure: false,
};

export const sampleCountries: Country[] = [
  { value: 'BE', text: 'Belgium' },
  { value: 'DE', text: 'Germany' },
  { value: 'FR', text: 'France' },
  { value: 'IT', text: 'Italy' },
  { value: 'NL', text: 'Netherlands' },
  { value: 'ES', text: 'Spain' },
  { value: 'GB', text: 'United Kingdom' },
  { value: 'US', text: 'United States' },
];

const SAMPLE_VAT_RATES: Record<string, number> = { BE: 21, DE: 19, ES: 21, FR: 20, IT: 22, NL: 21 };
export const SAMPLE_DISCOUNT_CODE = 'SAMPLE10';
const PREMIUM_PRICE_CENTS = 2900;

/**
 * The checkout's sample price: the premium version, 10 % off with the sample code, VAT of the
 * billing country inside the EU (the Netherlands until a country is chosen), none outside it.
 * Returns null for an unknown discount code, which the server refuses.
 */
export function sampleCosts(request: CostsRequest): CostsReply | null {
  const code = request.discount_code?.trim().toUpperCase() ?? '';
  if (code !== '' && code !== SAMPLE_DISCOUNT_CODE) return null;
  const subtotal = PREMIUM_PRICE_CENTS;
  const discount = code ? { code, percent: 10, amount: subtotal / 10 } : null;
  const net = subtotal - (discount?.amount ?? 0);
  const country = request.country ?? 'NL';
  const rate = SAMPLE_VAT_RATES[country];
  return {
    currency: 'EUR',
    items: [{ key: 'premium', amount: PREMIUM_PRICE_CENTS }],
    subtotal,
    discount,
    net,
    vat:
      rate === undefined
        ? { country, rate: 0, amount: 0, treatment: 'outside_eu' }
        : { country, rate, amount: Math.round((net * rate) / 100), treatment: 'standard' },
    total: net + (rate === undefined ? 0 : Math.round((net * rate) / 100)),
    total_price_is_extra_difference: false,
  };
}

/**
 * The affiliate conversion of the sample order: the premium Privacy Policy's net price (VAT is not
 * commission-bearing) in major units, and a made-up merchant and partner click to show the pixel's address.
 */
export const sampleConversion = { orderId: 'T-2026-000142', amount: '29.00', currency: 'EUR' };
export const SAMPLE_AFFILIATE_MERCHANT_ID = '123456';
export const SAMPLE_AFFILIATE_CLICK = 'sample-click-7f3a';
