import PDFDocument from 'pdfkit';
import { wizardFor } from '../../../shared/agreements/definitions';
import { extraDefinitions } from '../../../shared/agreements/extras';
import { AGREEMENT_TYPES } from '../../../shared/agreements/types';
import type { InvoicingDetails } from '../../../shared/api/payment';
import { STATES_BY_COUNTRY } from '../../../shared/countries/states';
import { formatLongDate } from '../../../shared/dates';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/languages';
import { formatMoney } from '../../../shared/money';
import type { invoices } from '../../db/schema';
import { type FontName, fontFile } from '../../documents/render-pdf';
import { translator } from '../../i18n';
import { listCountries } from '../public';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The seller as the invoice row keeps it: the installation's COMPANY_* settings on the day. */
export type InvoiceSeller = {
  name: string;
  address: string;
  country?: string | undefined;
  vatNumber: string;
  registrationNumber: string;
};

/** The buyer as the invoice row keeps it: the checkout's billing details and the account's e-mail. */
export type InvoiceBuyer = InvoicingDetails & { email: string };

type Pdf = InstanceType<typeof PDFDocument>;

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { top: 56, bottom: 80, left: 56, right: 56 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const PAGE_BOTTOM = PAGE.height - MARGIN.bottom;
const AMOUNT_WIDTH = 110;
const COLUMN_GAP = 24;
/** The right-hand column of the header (title, number, date) and of the buyer row (paid stamp). */
const SIDE_WIDTH = 220;
/** Where the totals' labels start: they line up under the amounts, clear of the table's left edge. */
const TOTALS_LEFT = MARGIN.left + CONTENT_WIDTH * 0.3;
const FOOTER_TOP = PAGE_BOTTOM + 22;
const PAGE_LABEL_WIDTH = 80;

const COLOR = { text: '#1f2328', muted: '#6a737d', rule: '#d0d7de', paid: '#1a7f37' } as const;

const SIZE = { title: 24, sellerName: 13, body: 9.5, small: 8.5, footer: 7.5, total: 11 } as const;

// ---------------------------------------------------------------------------------------------------
// Fonts: the DejaVu Sans files render-pdf.ts embeds (Latin, Greek, Cyrillic), read once per process.
// Each invoice lets pdfkit parse them afresh: invoices are few, and sharing parsed fonts across
// documents needs the glyph-cache care render-pdf.ts takes for its own writer.

// ---------------------------------------------------------------------------------------------------

/**
 * The invoice of an approved payment as an A4 PDF in the invoice's language: seller, buyer, number
 * and date, the lines bought, discount, net, the VAT line (or the reverse-charge or outside-EU
 * notice), total, the "paid" stamp, and the seller in every page's footer. Everything comes from
 * the row, so an invoice reads the same whenever it is downloaded; its dates are the issue date,
 * so identical rows give identical bytes.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, options: { appName: string }): Promise<Buffer> {
  const language: Language = isLanguage(invoice.language) ? invoice.language : DEFAULT_LANGUAGE;
  const t = translator(language);
  const label = (key: string, values?: Record<string, string>) => t(`emails:invoice.${key}`, values ?? {});
  const money = (cents: number) => formatMoney(cents, invoice.currency, language);
  const seller = readSeller(invoice.seller, options.appName);
  const buyer = readBuyer(invoice.buyer);
  const issued = formatLongDate(invoice.issuedAt, language);

  const pdf = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: MARGIN,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: label('documentTitle', { number: invoice.number }),
      Author: seller.name,
      Creator: options.appName,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', fontFile('regular'));
  pdf.registerFont('bold', fontFile('bold'));
  const page = new Layout(pdf);

  // Header: the seller on the left, the title with number and date on the right.
  page.columns(
    () => {
      page.write(seller.name, { size: SIZE.sellerName, font: 'bold' });
      page.gap(3);
      for (const line of sellerLines(seller, language, label)) page.write(line, { color: 'muted' });
    },
    () => {
      page.write(label('title'), { size: SIZE.title, font: 'bold', align: 'right' });
      page.gap(4);
      page.write(label('numberLine', { number: invoice.number }), { font: 'bold', align: 'right' });
      page.write(label('dateLine', { date: issued }), { align: 'right' });
    },
  );
  page.gap(18);
  page.rule();
  page.gap(14);

  // The buyer on the left, the paid stamp on the right.
  page.columns(
    () => {
      page.write(label('billTo').toLocaleUpperCase(language), {
        size: SIZE.small,
        font: 'bold',
        color: 'muted',
      });
      page.gap(4);
      const [first, ...rest] = buyerLines(buyer, language, label);
      if (first !== undefined) page.write(first, { font: 'bold' });
      for (const line of rest) page.write(line);
    },
    () => {
      page.write(label('paid', { date: issued }), {
        size: SIZE.total,
        font: 'bold',
        color: 'paid',
        align: 'right',
      });
    },
  );
  page.gap(26);

  // The lines bought.
  page.tableRow(label('description'), label('amount'), { size: SIZE.small, font: 'bold', color: 'muted' });
  page.gap(4);
  page.rule();
  page.gap(6);
  const describe = itemDescriber(invoice.agreementType, t);
  for (const item of invoice.items) {
    page.tableRow(describe(item.key), money(item.amount), {});
    page.gap(6);
  }
  page.rule();
  page.gap(8);

  // Totals: discount, net, VAT, total.
  if (invoice.discountAmount > 0) {
    const subtotal = invoice.items.reduce((sum, item) => sum + item.amount, 0);
    page.totalRow(label('subtotal'), money(subtotal), {});
    page.totalRow(
      label('discount', { code: invoice.discountCode ?? '' }),
      money(-invoice.discountAmount),
      {},
    );
  }
  page.totalRow(label('net'), money(invoice.netAmount), {});
  page.totalRow(vatLabel(invoice, buyer, language, label), money(invoice.vatAmount), {});
  page.gap(2);
  page.rule(MARGIN.left + CONTENT_WIDTH - TOTALS_LEFT);
  page.gap(6);
  page.totalRow(label('total'), money(invoice.total), { size: SIZE.total, font: 'bold' });
  page.gap(18);

  const notice = vatNotice(invoice.vatTreatment, label);
  if (notice) {
    page.write(notice, { font: 'bold' });
    page.gap(10);
  }
  page.write(label('thanks', { appName: options.appName }), { color: 'muted' });

  page.footers(footerText(seller, language, label), (number, total) =>
    label('page', { page: String(number), total: String(total) }),
  );
  pdf.end();
  return done;
}

// ---------------------------------------------------------------------------------------------------
// What the invoice says

type Label = (key: string, values?: Record<string, string>) => string;

/** A country's name in the invoice's language, as the checkout's country list writes it. */
function countryName(code: string, language: Language): string {
  return listCountries(language).find((country) => country.value === code)?.text ?? code;
}

/** VAT numbers carry their country's prefix; Greece's is EL (VIES). */
function vatPrefix(country: string): string {
  return country === 'GR' ? 'EL' : country;
}

/** The country that decides a company's VAT: the company's own when it gave one, else the billing country. */
function vatCountry(buyer: InvoiceBuyer): string {
  return buyer.is_company && buyer.company_country ? buyer.company_country : buyer.country;
}

function sellerLines(seller: InvoiceSeller, language: Language, label: Label): string[] {
  const lines = [seller.address];
  if (seller.country) lines.push(countryName(seller.country, language));
  if (seller.vatNumber) {
    // The setting may be written with or without the prefix.
    const prefix = seller.country ? vatPrefix(seller.country) : '';
    const number = seller.vatNumber.startsWith(prefix) ? seller.vatNumber : `${prefix}${seller.vatNumber}`;
    lines.push(label('vatNumber', { value: number }));
  }
  if (seller.registrationNumber)
    lines.push(label('registrationNumber', { value: seller.registrationNumber }));
  return lines.filter(Boolean);
}

function buyerLines(buyer: InvoiceBuyer, language: Language, label: Label): string[] {
  const person = [buyer.first_name, buyer.last_name].filter(Boolean).join(' ');
  const states = (STATES_BY_COUNTRY as Record<string, [string, string][] | undefined>)[buyer.country];
  const stateCode = buyer.state?.replace(`${buyer.country}_`, '');
  const state = stateCode ? (states?.find(([code]) => code === stateCode)?.[1] ?? stateCode) : '';
  const company = buyer.is_company ? (buyer.company_name ?? '') : '';
  const lines = [
    ...(company ? [company, person] : [person]),
    buyer.address,
    [buyer.postal_code, buyer.city].filter(Boolean).join(' '),
    state,
    buyer.country ? countryName(buyer.country, language) : '',
  ];
  if (buyer.is_company && buyer.vat_number)
    lines.push(label('vatNumber', { value: `${vatPrefix(vatCountry(buyer))}${buyer.vat_number}` }));
  if (buyer.is_company && buyer.registration_number)
    lines.push(label('registrationNumber', { value: buyer.registration_number }));
  if (buyer.personal_id) lines.push(label('personalId', { value: buyer.personal_id }));
  if (buyer.email) lines.push(label('email', { value: buyer.email }));
  return lines.filter(Boolean);
}

/**
 * Names each line: `premium` is the premium version of the agreement type, `extra:<key>` the
 * wizard's label of that price_extra option. A key the wizard no longer has is shown as it is.
 */
function itemDescriber(type: string, t: ReturnType<typeof translator>): (key: string) => string {
  const code = AGREEMENT_TYPES.find((candidate) => candidate.code === type)?.code;
  const definition = code ? wizardFor(code) : undefined;
  const extraLabels = new Map(
    (definition ? extraDefinitions(definition) : []).map((extra) => [extra.key, extra.label]),
  );
  const typeName = code ? t(`common:agreementTypes.${code}.name`) : type;
  return (key) => {
    if (key === 'premium') return t('emails:invoice.premiumItem', { agreementType: typeName });
    if (key.startsWith('extra:')) {
      const extraKey = key.slice('extra:'.length);
      const labelKey = extraLabels.get(extraKey);
      return t('emails:invoice.extraItem', { label: labelKey ? t(`wizard:${labelKey}`) : extraKey });
    }
    return key;
  };
}

function vatLabel(invoice: InvoiceRow, buyer: InvoiceBuyer, language: Language, label: Label): string {
  if (invoice.vatTreatment === 'reverse_charge') return label('vatReverseCharge');
  if (invoice.vatTreatment === 'outside_eu') return label('vatOutsideEu');
  const rate = Number(invoice.vatRate);
  const written = Number.isFinite(rate)
    ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate)
    : invoice.vatRate;
  return label('vatStandard', { rate: written, country: vatCountry(buyer) });
}

function vatNotice(treatment: string, label: Label): string | null {
  if (treatment === 'reverse_charge') return label('reverseChargeNotice');
  if (treatment === 'outside_eu') return label('outsideEuNotice');
  return null;
}

function footerText(seller: InvoiceSeller, language: Language, label: Label): string {
  return [seller.name, ...sellerLines(seller, language, label)].map(oneLine).filter(Boolean).join(' · ');
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ', ').trim();

// ---------------------------------------------------------------------------------------------------
// Reading the row's JSON: it was written by the payment service, but a value that is not what it
// should be (an older row, a hand-edited one) prints as blank rather than stopping the download.

type Json = Record<string, unknown>;

/**
 * A text value fit for the page: characters no font draws and pdfkit's text layout does not expect
 * (control characters, unpaired surrogates) become spaces; line breaks stay.
 */
function printable(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cs}]|(?![\n])\p{Cc}/gu, ' ')
    .trim();
}

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

function readSeller(value: unknown, appName: string): InvoiceSeller {
  const seller = asObject(value);
  const country = printable(seller.country);
  return {
    name: printable(seller.name) || appName,
    address: printable(seller.address),
    country: country || undefined,
    vatNumber: printable(seller.vatNumber),
    registrationNumber: printable(seller.registrationNumber),
  };
}

function readBuyer(value: unknown): InvoiceBuyer {
  const buyer = asObject(value);
  const optional = (key: string) => printable(buyer[key]) || undefined;
  return {
    first_name: printable(buyer.first_name),
    last_name: printable(buyer.last_name),
    personal_id: optional('personal_id'),
    country: printable(buyer.country),
    state: optional('state'),
    address: printable(buyer.address),
    city: printable(buyer.city),
    postal_code: optional('postal_code'),
    phone: optional('phone'),
    is_company: buyer.is_company === true,
    company_name: optional('company_name'),
    company_country: optional('company_country'),
    vat_number: optional('vat_number'),
    registration_number: optional('registration_number'),
    email: printable(buyer.email),
  };
}

// ---------------------------------------------------------------------------------------------------
// Layout: pdfkit's text wrapping (a word wider than its column is cut), with page breaks checked
// before each block so a row never starts below the bottom margin.

type TextStyle = {
  size?: number;
  font?: FontName;
  color?: keyof typeof COLOR;
  align?: 'left' | 'right';
};

class Layout {
  /** Where the next block is written: the left edge and width of the current column. */
  private x = MARGIN.left;
  private width = CONTENT_WIDTH;
  private pages = 1;

  constructor(private readonly pdf: Pdf) {
    pdf.on('pageAdded', () => {
      this.pages += 1;
    });
  }

  write(text: string, style: TextStyle = {}): void {
    this.style(style);
    this.keepSpace(this.pdf.currentLineHeight(true));
    this.pdf.text(text, this.x, this.pdf.y, { width: this.width, align: style.align ?? 'left' });
  }

  gap(points: number): void {
    this.pdf.y += points;
  }

  /** A thin line across the content, or across its right-hand `width`. */
  rule(width = CONTENT_WIDTH): void {
    this.keepSpace(1);
    const y = this.pdf.y;
    this.pdf
      .moveTo(MARGIN.left + CONTENT_WIDTH - width, y)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
  }

  /**
   * Two columns side by side from the same height: the right one (short, fixed contents) first,
   * then the left one, which may run onto the next page; below both when they share a page.
   */
  columns(left: () => void, right: () => void): void {
    this.keepSpace(3 * this.pdf.currentLineHeight(true));
    const top = this.pdf.y;
    this.within(MARGIN.left + CONTENT_WIDTH - SIDE_WIDTH, SIDE_WIDTH, right);
    const rightEnd = this.pdf.y;
    this.pdf.y = top;
    const pagesBefore = this.pages;
    this.within(MARGIN.left, CONTENT_WIDTH - SIDE_WIDTH - COLUMN_GAP, left);
    if (this.pages === pagesBefore) this.pdf.y = Math.max(this.pdf.y, rightEnd);
  }

  /** A table line: the description wrapped on the left, the amount on the right of its first line. */
  tableRow(description: string, amount: string, style: TextStyle): void {
    this.rowOf(MARGIN.left, CONTENT_WIDTH - AMOUNT_WIDTH - COLUMN_GAP, description, amount, style);
  }

  /** A totals line: its label right-aligned against the amount. */
  totalRow(text: string, amount: string, style: TextStyle): void {
    const width = MARGIN.left + CONTENT_WIDTH - AMOUNT_WIDTH - COLUMN_GAP - TOTALS_LEFT;
    this.rowOf(TOTALS_LEFT, width, text, amount, { ...style, align: 'right' });
    this.gap(3);
  }

  /**
   * The seller's details and the page label below every page's bottom margin, once the page count
   * is known. pdfkit starts a new page for text below the margin, so the margin is lifted meanwhile.
   */
  footers(text: string, pageLabel: (page: number, total: number) => string): void {
    const range = this.pdf.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      this.pdf.switchToPage(range.start + index);
      const margins = this.pdf.page.margins;
      const bottom = margins.bottom;
      margins.bottom = 0;
      this.pdf
        .moveTo(MARGIN.left, FOOTER_TOP - 8)
        .lineTo(MARGIN.left + CONTENT_WIDTH, FOOTER_TOP - 8)
        .lineWidth(0.6)
        .strokeColor(COLOR.rule)
        .stroke();
      this.style({ size: SIZE.footer, color: 'muted' });
      this.pdf.text(text, MARGIN.left, FOOTER_TOP, {
        width: CONTENT_WIDTH - PAGE_LABEL_WIDTH - COLUMN_GAP,
        height: PAGE.height - FOOTER_TOP - 12,
        ellipsis: true,
      });
      this.pdf.text(
        pageLabel(index + 1, range.count),
        MARGIN.left + CONTENT_WIDTH - PAGE_LABEL_WIDTH,
        FOOTER_TOP,
        {
          width: PAGE_LABEL_WIDTH,
          align: 'right',
        },
      );
      margins.bottom = bottom;
    }
  }

  private rowOf(x: number, width: number, text: string, amount: string, style: TextStyle): void {
    this.style(style);
    this.keepSpace(Math.min(this.pdf.heightOfString(text, { width }), PAGE_BOTTOM - MARGIN.top));
    const top = this.pdf.y;
    this.pdf.text(amount, MARGIN.left + CONTENT_WIDTH - AMOUNT_WIDTH, top, {
      width: AMOUNT_WIDTH,
      align: 'right',
    });
    const amountEnd = this.pdf.y;
    const pagesBefore = this.pages;
    this.pdf.text(text, x, top, { width, align: style.align ?? 'left' });
    if (this.pages === pagesBefore) this.pdf.y = Math.max(this.pdf.y, amountEnd);
  }

  private within(x: number, width: number, write: () => void): void {
    this.x = x;
    this.width = width;
    write();
    this.x = MARGIN.left;
    this.width = CONTENT_WIDTH;
  }

  private style({ size = SIZE.body, font = 'regular', color = 'text' }: TextStyle): void {
    this.pdf.font(font).fontSize(size).fillColor(COLOR[color]);
  }

  private keepSpace(height: number): void {
    if (this.pdf.y + height > PAGE_BOTTOM) {
      this.pdf.addPage();
      this.pdf.y = MARGIN.top;
    }
  }
}
