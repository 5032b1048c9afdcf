import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/i18n/languages';
import { normaliseSpace, pdfText, pdfTool } from '../../documents/test-fixtures';
import { type InvoiceRow, renderInvoicePdf } from './invoice-pdf';

const APP = { appName: 'Clausewright' };

const SELLER = {
  name: 'Clausewright GmbH',
  address: 'Friedrichstraße 12\n10117 Berlin',
  country: 'DE',
  vatNumber: 'DE123456789',
  registrationNumber: 'HRB 123456',
};

/** A German consumer's premium Privacy Policy with one extra and a 10 % discount code. */
function consumerInvoice(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: '7f4c8c36-1d55-4c1a-9a43-0c5b1b1c0001',
    number: '2026-000042',
    transactionId: null,
    customerId: null,
    issuedAt: new Date('2026-11-20T10:30:00Z'),
    language: 'en',
    seller: SELLER,
    buyer: {
      first_name: 'Jana',
      last_name: 'Schmidt',
      country: 'DE',
      state: 'BY',
      address: 'Leopoldstraße 5',
      city: 'München',
      postal_code: '80802',
      is_company: false,
      email: 'jana@example.com',
    },
    agreementType: 'PRIVACY_POLICY',
    items: [
      { key: 'premium', amount: 2900 },
      { key: 'extra:extras.summary', amount: 300 },
    ],
    currency: 'EUR',
    discountCode: 'SPRING10',
    discountAmount: 320,
    netAmount: 2880,
    vatRate: '19',
    vatAmount: 547,
    total: 3427,
    vatTreatment: 'standard',
    ...overrides,
  };
}

/** An Austrian company with a VIES-verified VAT number: reverse charge, no discount. */
function companyInvoice(language: Language): InvoiceRow {
  return consumerInvoice({
    number: '2026-000043',
    language,
    buyer: {
      first_name: 'Lukas',
      last_name: 'Huber',
      country: 'AT',
      address: 'Mariahilfer Straße 1',
      city: 'Wien',
      postal_code: '1060',
      is_company: true,
      company_name: 'Huber Software GmbH',
      company_country: 'AT',
      vat_number: 'U12345678',
      registration_number: 'FN 123456a',
      email: 'office@huber.example',
    },
    agreementType: 'TERMS_CONDITIONS',
    items: [{ key: 'premium', amount: 3900 }],
    discountCode: null,
    discountAmount: 0,
    netAmount: 3900,
    vatRate: '0',
    vatAmount: 0,
    total: 3900,
    vatTreatment: 'reverse_charge',
  });
}

const flatText = async (pdf: Buffer) => normaliseSpace(await pdfText(pdf));

/** Every word pdftotext finds, with its page's width and the word's right edge. */
async function wordBoxes(pdf: Buffer): Promise<{ word: string; xMax: number; pageWidth: number }[]> {
  const html = await pdfTool(pdf, 'pdftotext', ['-bbox']);
  const words: { word: string; xMax: number; pageWidth: number }[] = [];
  for (const [, width = '0', body = ''] of html.matchAll(/<page width="([\d.]+)"[^>]*>([\s\S]*?)<\/page>/g)) {
    for (const [, xMax = '0', word = ''] of body.matchAll(/<word [^>]*xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g))
      words.push({ word, xMax: Number(xMax), pageWidth: Number(width) });
  }
  return words;
}

describe('renderInvoicePdf', () => {
  it('writes an English invoice: seller, buyer, lines, discount, net, VAT, total and the paid date', async () => {
    const pdf = await renderInvoicePdf(consumerInvoice(), APP);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await flatText(pdf);
    expect(text).toContain('Invoice number: 2026-000042');
    expect(text).toContain('Invoice date: 20 November 2026');
    expect(text).toContain('Paid on 20 November 2026');
    // Seller block.
    expect(text).toContain('Clausewright GmbH');
    expect(text).toContain('VAT number: DE123456789');
    expect(text).toContain('Registration number: HRB 123456');
    // Buyer block: the state and the country by name.
    for (const part of [
      'Jana Schmidt',
      'Leopoldstraße 5',
      '80802 München',
      'Bayern',
      'Germany',
      'E-mail: jana@example.com',
    ])
      expect(text).toContain(part);
    // Lines: the premium version by its type's name, the extra by its wizard label.
    expect(text).toMatch(/Privacy Policy – premium version €29\.00/);
    expect(text).toContain('Extra: “Privacy at a glance” plain-language summary €3.00');
    expect(text).toContain('Subtotal €32.00');
    expect(text).toContain('Discount (code SPRING10) -€3.20');
    expect(text).toContain('Net amount €28.80');
    expect(text).toContain('VAT 19 % (DE) €5.47');
    expect(text).toContain('Total €34.27');
    expect(text).not.toContain('Reverse charge');
    // The footer repeats the seller, with the page label.
    expect(text).toMatch(
      /Clausewright GmbH · Friedrichstraße 12, 10117 Berlin · Germany · VAT number: DE123456789/,
    );
    expect(text).toContain('Page 1 of 1');
    const info = await pdfTool(pdf, 'pdfinfo');
    expect(info).toMatch(/Title:\s+Invoice 2026-000042/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  });

  it('translates the extra line from the wizard catalog', async () => {
    const text = await flatText(await renderInvoicePdf(consumerInvoice({ language: 'de' }), APP));
    // The label wraps; in layout mode pdftotext puts the amount after its first line.
    expect(text).toMatch(
      /Zusatzoption: Zusammenfassung „Datenschutz auf einen Blick“ in 3,00 € einfacher Sprache/,
    );
    expect(text).toContain('Datenschutzerklärung – Premium-Version 29,00 €');
    expect(text).toContain('USt. 19 % (DE) 5,47 €');
    expect(text).toContain('Rabatt (Code SPRING10) -3,20 €');
    expect(text).toContain('Gesamtbetrag 34,27 €');
  });

  it('writes a German reverse-charge invoice for a company: VAT number with its prefix, the legal notice', async () => {
    const pdf = await renderInvoicePdf(companyInvoice('de'), APP);
    const text = await flatText(pdf);
    expect(text).toContain('Rechnungsnummer: 2026-000043');
    expect(text).toContain('Rechnungsdatum: 20. November 2026');
    expect(text).toContain('Bezahlt am 20. November 2026');
    for (const part of [
      'Huber Software GmbH',
      'Lukas Huber',
      'Mariahilfer Straße 1',
      '1060 Wien',
      'Österreich',
      'USt-IdNr.: ATU12345678',
      'Registernummer: FN 123456a',
      'E-Mail: office@huber.example',
    ])
      expect(text).toContain(part);
    expect(text).toContain('Allgemeine Geschäftsbedingungen (AGB) – Premium-Version 39,00 €');
    expect(text).toContain('USt. (Reverse Charge) 0,00 €');
    expect(text).toContain(
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), Art. 196 Richtlinie 2006/112/EG',
    );
    expect(text).toContain('Gesamtbetrag 39,00 €');
    // No discount: no subtotal or discount line.
    expect(text).not.toContain('Rabatt');
    expect(text).not.toContain('Zwischensumme');
  });

  it('writes the reverse-charge notice in English and a Greek VAT number with EL', async () => {
    const invoice = companyInvoice('en');
    const buyer = {
      ...(invoice.buyer as object),
      country: 'GR',
      company_country: 'GR',
      vat_number: '123456789',
    };
    const text = await flatText(await renderInvoicePdf({ ...invoice, buyer }, APP));
    expect(text).toContain('VAT number: EL123456789');
    expect(text).toContain('VAT (reverse charge) €0.00');
    expect(text).toContain(
      'Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive 2006/112/EC',
    );
  });

  it('writes the outside-EU notice and the personal ID in Spanish', async () => {
    const text = await flatText(
      await renderInvoicePdf(
        consumerInvoice({
          language: 'es',
          buyer: {
            first_name: 'Lucía',
            last_name: 'Fernández',
            personal_id: '20-12345678-3',
            country: 'AR',
            address: 'Av. Corrientes 1234',
            city: 'Buenos Aires',
            postal_code: 'C1043',
            is_company: false,
            email: 'lucia@example.com',
          },
          discountCode: null,
          discountAmount: 0,
          items: [{ key: 'premium', amount: 2900 }],
          netAmount: 2900,
          vatRate: '0',
          vatAmount: 0,
          total: 2900,
          vatTreatment: 'outside_eu',
        }),
        APP,
      ),
    );
    expect(text).toContain('Factura');
    expect(text).toContain('Número de factura: 2026-000042');
    expect(text).toContain('Argentina');
    expect(text).toContain('Documento de identidad: 20-12345678-3');
    expect(text).toContain('IVA (no aplicable) 0,00 €');
    expect(text).toContain('Operación no sujeta al IVA de la UE');
    expect(text).toContain('Total 29,00 €');
    expect(text).not.toContain('sujeto pasivo');
  });

  it('writes the standard rate with the language’s decimal comma', async () => {
    const text = await flatText(
      await renderInvoicePdf(
        consumerInvoice({
          language: 'fr',
          buyer: { ...(consumerInvoice().buyer as object), country: 'FI', state: undefined },
          vatRate: '25.5',
          vatAmount: 734,
          total: 3614,
        }),
        APP,
      ),
    );
    expect(text).toContain('TVA 25,5 % (FI)');
    expect(text).toContain('Payée le 20 novembre 2026');
  });

  it('wraps long and odd values inside the page and never fails on them', async () => {
    const longWord = 'Ünïcödé'.repeat(60);
    const odd = 'Zürich – Ελλάδα – Москва – 東京 – 😀 – עברית – e\u0301 – \u0000\u0007\uD800 – \u202Eevil';
    const invoice = consumerInvoice({
      number: '2026-000099',
      seller: { ...SELLER, address: `${'Sehr lange Straße '.repeat(20)}1\n10117 Berlin` },
      buyer: {
        first_name: odd,
        last_name: longWord,
        country: 'ZZ',
        state: 'nowhere',
        address: `${'Rue de la Très Longue Adresse '.repeat(10)}${longWord}`,
        city: 'x'.repeat(300),
        is_company: true,
        company_name: `${'Société Anonyme Extrêmement Longue '.repeat(6)}`,
        vat_number: 'Z'.repeat(40),
        email: `${'a'.repeat(200)}@example.com`,
      },
      discountCode: 'X'.repeat(40),
      items: [
        { key: 'premium', amount: 2900 },
        ...Array.from({ length: 40 }, (_, index) => ({ key: `extra:unknown.option_${index}`, amount: 100 })),
        { key: 'something-else', amount: 0 },
      ],
    });
    const pdf = await renderInvoicePdf(invoice, APP);
    const text = await flatText(pdf);
    expect(text).toContain('2026-000099');
    // An extra the wizard does not know keeps its key; an unknown country its code.
    expect(text).toContain('Extra: unknown.option_39 €1.00');
    expect(text).toContain('ZZ');
    expect(text).toContain('Total €34.27');
    expect(text).toContain('Zürich – Ελλάδα – Москва');
    // The buyer and the lines ran onto further pages; every page has its footer.
    const pages = Number((await pdfTool(pdf, 'pdfinfo')).match(/Pages:\s+(\d+)/)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    // Nothing runs past the right margin: long words are cut to the column.
    const words = await wordBoxes(pdf);
    expect(words.length).toBeGreaterThan(100);
    for (const word of words) expect(word.xMax, word.word).toBeLessThanOrEqual(word.pageWidth - 50);
    // The cut word is all there, line after line.
    expect(text.replace(/\s/g, '')).toContain(longWord.repeat(1));
  });

  it('prints a row whose JSON is not what it should be rather than failing', async () => {
    const pdf = await renderInvoicePdf(
      consumerInvoice({
        seller: null,
        buyer: ['not', 'an', 'object'],
        agreementType: 'GONE',
        // A language the database type does not allow, as a row written by hand could hold.
        language: 'xx' as Language,
      }),
      { appName: 'Acme Legal' },
    );
    const text = await flatText(pdf);
    // The installation's name stands in for a missing seller; an unknown type keeps its code.
    expect(text).toContain('Acme Legal');
    expect(text).toContain('GONE – premium version €29.00');
    expect(text).toContain('Extra: extras.summary €3.00');
    expect(text).toContain('Total €34.27');
  });

  it('gives identical bytes for an identical row', async () => {
    const first = await renderInvoicePdf(consumerInvoice(), APP);
    const second = await renderInvoicePdf(consumerInvoice(), APP);
    expect(second.equals(first)).toBe(true);
  });
});
