import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { wizardFor } from '../../../shared/agreements/definitions';
import { chosenExtras } from '../../../shared/agreements/extras';
import type { AgreementTypeCode } from '../../../shared/agreements/types';
import type { Answers } from '../../../shared/agreements/wizard-model';
import type {
  CostsReply,
  InvoiceSummary,
  InvoicingDetails,
  PaymentProfile,
  ProcessorName,
  SaleDetails,
  TransactionStatus,
} from '../../../shared/api/payment';
import { strongAuthenticationRequired } from '../../../shared/countries/eea';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import { formatMoney } from '../../../shared/money';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { agreements, billingAddresses, invoiceCounters, invoices, transactions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { translator } from '../../i18n';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/templates';
import { downloadPath } from '../agreement/presenter';
import * as agreementRepo from '../agreement/repo';
import { type CustomerRow, findCustomerById } from '../customer/repo';
import { type Discount, findDiscount, releaseDiscount, reserveDiscount } from './discounts';
import { renderInvoicePdf } from './invoice-pdf';
import { dueItems, extrasOf, quote } from './pricing';
import type { ChargeResult, ChargingProvider, PaymentMethodInput } from './providers/provider';
import { GATEWAY_CODES } from './providers/sandbox';
import { EU_VAT_RATES, type VatTreatment, vatTreatment } from './vat';
import { normalizeVatNumber, vatNumberFormatValid, viesCountryCode } from './vat-number';
import { type ViesClient, ViesUnavailableError } from './vies';

export type TransactionRow = typeof transactions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

type Deps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** The providers that charge in one server call, by name (sandbox, Braintree). */
  chargers: Partial<Record<ProcessorName, ChargingProvider>>;
  vies: ViesClient;
  /** Regenerates an agreement's texts (every language) after an upgrade's extras were paid for. */
  refreshTexts(agreementId: string): Promise<void>;
  log: FastifyBaseLogger;
};

/** Statuses a transaction can still leave; approved, rejected, cancelled and failed are final. */
const OPEN_STATUSES: TransactionStatus[] = ['processing', 'pending_verification', 'validating'];

/** The refusals of spec §8 that are not card-gateway codes, as stored in `gateway_code`. */
export const DECLINE_REASONS = [
  'validationError',
  'notAccepted',
  'liabilityShiftFailed',
  'transactionFailed',
  'bankRefusal',
  'saveError',
  'cardDeclined',
  'expiredCard',
  'incorrectCvc',
  'incorrectNumber',
  'processingError',
  'authenticationFailed',
  'previouslyFailed',
] as const;

/** Who buys: the billing details the VAT depends on. */
type Buyer = Pick<InvoicingDetails, 'country' | 'is_company' | 'company_country' | 'vat_number'>;
export type VatCheck = 'valid' | 'domestic' | 'invalid' | 'unavailable' | null;

export type OpenCheckout = {
  agreementId: string;
  processor: ProcessorName;
  idempotencyKey: string;
  invoicing: InvoicingDetails;
  discountCode?: string | undefined;
  /** The total the buyer was shown; a different server price refuses the checkout (payment.priceChanged). */
  amount?: number | undefined;
  totalPriceIsExtraDifference?: boolean | undefined;
  /** The affiliate click (`sscid`) the buyer arrived with; kept only when affiliate tracking is configured. */
  affiliateClick?: string | undefined;
};

/**
 * Premium payments (issue 8): what an agreement costs for a buyer, opening a checkout, settling it
 * with the provider's answer, invoices and billing details. The amount is always computed here; a
 * transaction pays only for its payer's own agreement, and settles once whatever repeats it.
 */
export function createPaymentService({ db, config, mailer, chargers, vies, refreshTexts, log }: Deps) {
  /** The caller's finished premium agreement (paid or not: an upgrade pays the extras added since). */
  async function ownPremiumAgreement(customer: CustomerRow, agreementId: string) {
    const agreement = await agreementRepo.findAgreement(db, agreementId);
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    if (agreement.customerId !== customer.id) throw new AppError('forbidden', 'agreement.otherAccount');
    if (agreement.status !== 'finished') throw new AppError('validation_failed', 'payment.unfinished');
    if (!agreement.premium) throw new AppError('validation_failed', 'payment.notPremium');
    return agreement;
  }

  function dueFor(agreement: agreementRepo.AgreementRow) {
    const type = agreement.type as AgreementTypeCode;
    const definition = wizardFor(type);
    const chosen = definition ? chosenExtras(definition, agreement.answers as Answers) : [];
    return dueItems(type, chosen, { paidAt: agreement.paidAt, paidExtras: agreement.paidExtras });
  }

  /** Whatever paying now buys; nothing due is refused in the words that fit. */
  function requireDue(agreement: agreementRepo.AgreementRow) {
    const due = dueFor(agreement);
    if (due.items.length === 0)
      throw new AppError(
        'validation_failed',
        due.isExtraDifference ? 'payment.nothingDue' : 'payment.alreadyPaid',
      );
    return due;
  }

  /**
   * The VAT for a buyer: a company's number is checked for its state's format, then in VIES; a
   * verified number in another member state than the seller's moves the VAT to the buyer
   * (reverse charge). While VIES does not answer, VAT is charged (it can be asked again later).
   */
  async function vatFor(buyer: Buyer, field: string): Promise<{ treatment: VatTreatment; check: VatCheck }> {
    const company = buyer.is_company === true;
    const country = company && buyer.company_country ? buyer.company_country : buyer.country;
    const sellerCountry = config.seller.country;
    if (!company || !buyer.vat_number || EU_VAT_RATES[country] === undefined)
      return { treatment: vatTreatment(country, false, sellerCountry), check: null };
    const number = normalizeVatNumber(country, buyer.vat_number);
    if (!vatNumberFormatValid(country, number))
      throw new AppError(
        'validation_failed',
        'payment.vatNumberFormat',
        { country },
        { [field]: { key: 'payment.vatNumberFormat', params: { country } } },
      );
    try {
      const result = await vies.check(country, number);
      const treatment = vatTreatment(country, result.valid, sellerCountry);
      const check: VatCheck = !result.valid
        ? 'invalid'
        : treatment.kind === 'reverse_charge'
          ? 'valid'
          : 'domestic';
      return { treatment, check };
    } catch (error) {
      if (!(error instanceof ViesUnavailableError)) throw error;
      log.warn({ err: error, country }, 'VIES unavailable: VAT charged');
      return { treatment: vatTreatment(country, false, sellerCountry), check: 'unavailable' };
    }
  }

  /** The sale's affiliate: the configured network with the buyer's click; nothing when none is configured. */
  function affiliateColumns(click: string | undefined) {
    if (!config.affiliate || !click) return {};
    return { affiliateNetwork: config.affiliate.provider, affiliateClickId: click };
  }

  /** Refuses (in the words that fit) an agreement the caller cannot pay for now; for providers' token calls. */
  async function requirePayable(customer: CustomerRow, agreementId: string): Promise<void> {
    requireDue(await ownPremiumAgreement(customer, agreementId));
  }

  /** The price for this buyer now, and the word on their VAT number. */
  async function costs(
    customer: CustomerRow,
    agreementId: string,
    buyer: Buyer & { discountCode?: string | undefined },
  ): Promise<{ costs: CostsReply; vatCheck: VatCheck; vatNumber: string | null }> {
    const agreement = await ownPremiumAgreement(customer, agreementId);
    const due = requireDue(agreement);
    const { treatment, check } = await vatFor(buyer, 'vat_number');
    const discount: Discount | null = buyer.discountCode ? await findDiscount(db, buyer.discountCode) : null;
    const reply = quote({ ...due, vat: treatment, discount });
    const vatNumber =
      check && buyer.vat_number
        ? `${viesCountryCode(treatment.country)}${normalizeVatNumber(treatment.country, buyer.vat_number)}`
        : null;
    return { costs: reply, vatCheck: check, vatNumber };
  }

  async function findByKey(customerId: string, key: string) {
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.customerId, customerId), eq(transactions.idempotencyKey, key)));
    return row;
  }

  /**
   * Opens a checkout: the server's price for this buyer becomes a transaction in `processing`, and
   * a discount code's use is taken. The same idempotency key answers the first attempt's
   * transaction (`created: false`) without pricing or charging again.
   */
  async function open(
    customer: CustomerRow,
    input: OpenCheckout,
  ): Promise<{ transaction: TransactionRow; created: boolean }> {
    const earlier = await findByKey(customer.id, input.idempotencyKey);
    if (earlier) return { transaction: earlier, created: false };
    const agreement = await ownPremiumAgreement(customer, input.agreementId);
    const due = requireDue(agreement);
    const { treatment } = await vatFor(input.invoicing, 'invoicing_details.vat_number');
    const discount = input.discountCode ? await findDiscount(db, input.discountCode) : null;
    const price = quote({ ...due, vat: treatment, discount });
    const changed =
      (input.amount !== undefined && input.amount !== price.total) ||
      (input.totalPriceIsExtraDifference !== undefined &&
        input.totalPriceIsExtraDifference !== price.total_price_is_extra_difference);
    if (changed)
      throw new AppError(
        'price_changed',
        'payment.priceChanged',
        { total: formatMoney(price.total, price.currency, languageOf(customer)) },
        {},
        200,
        price,
      );
    await saveBillingAddress(customer, input.invoicing);

    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(transactions)
        .values({
          customerId: customer.id,
          agreementId: agreement.id,
          customerEmail: customer.email,
          idempotencyKey: input.idempotencyKey,
          processor: input.processor,
          status: 'processing',
          currency: price.currency,
          items: price.items,
          discountCode: price.discount?.code ?? null,
          discountAmount: price.discount?.amount ?? 0,
          isExtraDifference: price.total_price_is_extra_difference,
          netAmount: price.net,
          vatRate: String(price.vat.rate),
          vatAmount: price.vat.amount,
          amount: price.total,
          vatTreatment: price.vat.treatment,
          invoicingDetails: input.invoicing,
          ...affiliateColumns(input.affiliateClick),
        })
        .onConflictDoNothing()
        .returning();
      // The code's last use may have gone to someone else since it was checked: then nothing is opened.
      if (row && price.discount) await reserveDiscount(tx as unknown as Db, price.discount.code);
      return row;
    });
    if (created) return { transaction: created, created: true };
    // A concurrent double submit: the first request charges, this one reports its transaction.
    const other = await findByKey(customer.id, input.idempotencyKey);
    if (!other) throw new Error('transaction vanished after an idempotency conflict');
    return { transaction: other, created: false };
  }

  /**
   * Records the provider's answer. Only an open transaction changes (a replayed webhook or a second
   * confirmation changes nothing and answers null); approval marks the agreement paid, with its
   * extras, and issues the invoice in the same database transaction; a refusal gives the discount
   * code's use back. The receipt (with the download link) is mailed once, after the commit.
   */
  async function settle(transactionId: string, result: ChargeResult): Promise<TransactionRow | null> {
    const settled = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(transactions)
        .where(eq(transactions.id, transactionId))
        .for('update');
      if (!before || !OPEN_STATUSES.includes(before.status)) return null;
      const [row] = await tx
        .update(transactions)
        .set({
          status: result.status,
          gatewayCode: result.gatewayCode,
          providerReference: result.reference || before.providerReference,
          updatedAt: new Date(),
        })
        .where(eq(transactions.id, transactionId))
        .returning();
      if (!row) return null;
      if (row.status === 'approved') {
        await markPaid(tx as unknown as Db, row);
        await issueInvoice(tx as unknown as Db, row);
      } else if (!OPEN_STATUSES.includes(row.status) && row.discountCode)
        await releaseDiscount(tx as unknown as Db, row.discountCode);
      return { row, wasPending: before.status === 'pending_verification' };
    });
    if (!settled) return null;
    if (settled.row.status === 'approved') await afterApproval(settled.row, settled.wasPending);
    return settled.row;
  }

  async function markPaid(tx: Db, transaction: TransactionRow) {
    if (!transaction.agreementId) return;
    const agreement = await agreementRepo.findAgreement(tx, transaction.agreementId);
    if (!agreement) return;
    const paidExtras = [...new Set([...agreement.paidExtras, ...extrasOf(transaction.items)])];
    const now = new Date();
    await tx
      .update(agreements)
      .set({ paidAt: agreement.paidAt ?? now, paidExtras, updatedAt: now })
      .where(eq(agreements.id, agreement.id));
  }

  /** The next number of the year, taken in the payment's database transaction: no gaps, no repeats. */
  async function issueInvoice(tx: Db, transaction: TransactionRow) {
    const issuedAt = new Date();
    const year = issuedAt.getUTCFullYear();
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
      .returning();
    if (!counter) throw new Error('invoice counter not updated');
    const customer = transaction.customerId ? await findCustomerById(tx, transaction.customerId) : undefined;
    const agreement = transaction.agreementId
      ? await agreementRepo.findAgreement(tx, transaction.agreementId)
      : undefined;
    await tx.insert(invoices).values({
      number: `${year}-${String(counter.last).padStart(6, '0')}`,
      transactionId: transaction.id,
      customerId: transaction.customerId,
      issuedAt,
      language: customer ? languageOf(customer) : 'en',
      seller: config.seller,
      buyer: { ...(transaction.invoicingDetails as InvoicingDetails), email: transaction.customerEmail },
      agreementType: agreement?.type ?? 'PRIVACY_POLICY',
      items: transaction.items,
      currency: transaction.currency,
      discountCode: transaction.discountCode,
      discountAmount: transaction.discountAmount,
      netAmount: transaction.netAmount,
      vatRate: transaction.vatRate,
      vatAmount: transaction.vatAmount,
      total: transaction.amount,
      vatTreatment: transaction.vatTreatment,
    });
  }

  async function afterApproval(transaction: TransactionRow, wasPending: boolean) {
    if (!transaction.agreementId || !transaction.customerId) return;
    if (transaction.isExtraDifference) {
      try {
        await refreshTexts(transaction.agreementId);
      } catch (error) {
        log.error({ err: error, transaction: transaction.id }, 'texts not regenerated after an upgrade');
      }
    }
    const customer = await findCustomerById(db, transaction.customerId);
    const agreement = await agreementRepo.findAgreement(db, transaction.agreementId);
    if (customer && agreement) await sendReceipt(customer, agreement, transaction, wasPending);
  }

  /** Opens a checkout and charges it with a provider that answers at once (sandbox card, Braintree nonce). */
  async function charge(customer: CustomerRow, input: OpenCheckout & { method: PaymentMethodInput }) {
    const provider = chargers[input.processor];
    if (!provider) throw new AppError('validation_failed', 'payment.providerUnavailable');
    const { transaction, created } = await open(customer, input);
    if (!created) return { transaction, agreement: await currentAgreement(transaction) };
    let result: ChargeResult;
    try {
      result = await provider.charge({
        amount: transaction.amount,
        currency: transaction.currency,
        idempotencyKey: transaction.id,
        description: `${config.appName} premium ${transaction.agreementId}`,
        method: input.method,
        requireThreeDSecure: strongAuthenticationRequired(input.invoicing.country),
      });
    } catch (error) {
      log.error({ err: error, transaction: transaction.id }, 'payment provider call failed');
      result = { status: 'failed', gatewayCode: null, reference: '' };
    }
    const settled = (await settle(transaction.id, result)) ?? (await findTransaction(transaction.id));
    return { transaction: settled, agreement: await currentAgreement(settled) };
  }

  async function findTransaction(id: string): Promise<TransactionRow> {
    const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
    if (!row) throw new AppError('not_found', 'payment.transactionNotFound');
    return row;
  }

  /** A transaction of the caller's; another customer's is as unknown as a missing one. */
  async function ownTransaction(customer: CustomerRow, id: string): Promise<TransactionRow> {
    const row = await findTransaction(id).catch(() => undefined);
    if (!row || row.customerId !== customer.id)
      throw new AppError('not_found', 'payment.transactionNotFound');
    return row;
  }

  async function findByReference(processor: ProcessorName, reference: string) {
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.processor, processor), eq(transactions.providerReference, reference)));
    return row;
  }

  /** The provider's id for an open transaction (a Stripe payment intent), so its webhook finds it. */
  async function setReference(transactionId: string, reference: string): Promise<void> {
    await db
      .update(transactions)
      .set({ providerReference: reference, updatedAt: new Date() })
      .where(eq(transactions.id, transactionId));
  }

  async function currentAgreement(transaction: TransactionRow) {
    const agreement = transaction.agreementId
      ? await agreementRepo.findAgreement(db, transaction.agreementId)
      : undefined;
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    return agreement;
  }

  /**
   * The sandbox bank's 3-D Secure challenge, answered by the buyer: confirming approves the
   * payment, declining refuses it as a failed liability shift (spec §8).
   */
  async function answerChallenge(customer: CustomerRow, transactionId: string, approve: boolean) {
    const transaction = await ownTransaction(customer, transactionId);
    if (transaction.status !== 'validating' || transaction.processor !== 'sandbox')
      throw new AppError('validation_failed', 'payment.challengeNotPending');
    const result: ChargeResult = approve
      ? { status: 'approved', gatewayCode: null, reference: transaction.providerReference ?? '' }
      : {
          status: 'rejected',
          gatewayCode: 'liabilityShiftFailed',
          reference: transaction.providerReference ?? '',
        };
    const settled = (await settle(transaction.id, result)) ?? (await findTransaction(transaction.id));
    return { transaction: settled, agreement: await currentAgreement(settled) };
  }

  /**
   * Payments under review whose provider has decided since: approved ones unlock the agreement and
   * mail the download link. Run on a timer by every instance; `settle` lets only one win.
   */
  async function settlePending(olderThan = new Date()): Promise<number> {
    const pending = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.status, 'pending_verification'), lte(transactions.createdAt, olderThan)))
      .limit(100);
    let settledCount = 0;
    for (const transaction of pending) {
      const provider = chargers[transaction.processor as ProcessorName];
      if (!provider?.checkPending) continue;
      try {
        const result = await provider.checkPending(transaction);
        if (result && (await settle(transaction.id, result))) settledCount += 1;
      } catch (error) {
        log.warn({ err: error, transaction: transaction.id }, 'pending payment not checked');
      }
    }
    return settledCount;
  }

  /** GET /agreement/sale-details/{id}: what was bought for the caller's agreement and paid. */
  async function saleDetails(customer: CustomerRow, agreementId: string): Promise<SaleDetails> {
    const agreement = await agreementRepo.findAgreement(db, agreementId);
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    if (agreement.customerId !== customer.id) throw new AppError('forbidden', 'agreement.otherAccount');
    const due = agreement.premium && agreement.status === 'finished' ? dueFor(agreement) : null;
    const approved = await db
      .select()
      .from(transactions)
      .leftJoin(invoices, eq(invoices.transactionId, transactions.id))
      .where(and(eq(transactions.agreementId, agreement.id), eq(transactions.status, 'approved')))
      .orderBy(transactions.createdAt);
    return {
      agreement_id: agreement.id,
      premium: agreement.premium,
      paid: agreement.premium && agreement.paidAt !== null,
      paid_at: agreement.paidAt?.toISOString() ?? null,
      paid_extras: agreement.paidExtras,
      due_items: due?.items ?? [],
      total_price_is_extra_difference: due?.isExtraDifference === true && due.items.length > 0,
      payments: approved.map(({ transactions: row, invoices: invoice }) => ({
        transaction: presentTransaction(row),
        items: row.items,
        discount_code: row.discountCode,
        discount_amount: row.discountAmount,
        net: row.netAmount,
        vat: {
          country:
            (row.invoicingDetails as InvoicingDetails).company_country ??
            (row.invoicingDetails as InvoicingDetails).country,
          rate: Number(row.vatRate),
          amount: row.vatAmount,
          treatment: row.vatTreatment as SaleDetails['payments'][number]['vat']['treatment'],
        },
        is_extra_difference: row.isExtraDifference,
        invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
      })),
    };
  }

  async function listInvoices(customer: CustomerRow): Promise<InvoiceSummary[]> {
    const rows = await db
      .select()
      .from(invoices)
      .where(eq(invoices.customerId, customer.id))
      .orderBy(desc(invoices.issuedAt));
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      issued_at: row.issuedAt.toISOString(),
      agreement_type: row.agreementType,
      total: row.total,
      currency: row.currency,
    }));
  }

  /** The caller's invoice as a PDF; another customer's is as unknown as a missing one. */
  async function invoicePdf(customer: CustomerRow, id: string): Promise<{ fileName: string; pdf: Buffer }> {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!row || row.customerId !== customer.id) throw new AppError('not_found', 'payment.invoiceNotFound');
    return {
      fileName: `invoice-${row.number}.pdf`,
      pdf: await renderInvoicePdf(row, { appName: config.appName }),
    };
  }

  async function billingAddress(customer: CustomerRow): Promise<InvoicingDetails | null> {
    const [row] = await db
      .select()
      .from(billingAddresses)
      .where(eq(billingAddresses.customerId, customer.id));
    return (row?.details as InvoicingDetails | undefined) ?? null;
  }

  async function saveBillingAddress(customer: CustomerRow, details: InvoicingDetails): Promise<void> {
    await db
      .insert(billingAddresses)
      .values({ customerId: customer.id, details })
      .onConflictDoUpdate({ target: billingAddresses.customerId, set: { details, updatedAt: new Date() } });
  }

  async function paymentProfile(customer: CustomerRow): Promise<PaymentProfile> {
    const address = await billingAddress(customer);
    return {
      processors: offeredProcessors(config),
      stripe: config.stripe ? { publishable_key: config.stripe.publishableKey } : null,
      billing_address: address,
      // Strong customer authentication: banks ask cardholders in the EEA and the UK to confirm.
      three_d_secure: strongAuthenticationRequired(address?.country ?? ''),
    };
  }

  async function sendReceipt(
    customer: CustomerRow,
    agreement: agreementRepo.AgreementRow,
    transaction: TransactionRow,
    wasPending: boolean,
  ): Promise<void> {
    const language = languageOf(customer);
    const t = translator(language);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.transactionId, transaction.id));
    const paragraphs = [
      ...(wasPending ? ['verified'] : []),
      ...(transaction.isExtraDifference ? ['upgrade'] : []),
      ...(transaction.vatAmount > 0 ? ['vat'] : []),
      ...(transaction.vatTreatment === 'reverse_charge' ? ['reverseCharge'] : []),
      ...(invoice ? ['invoice'] : []),
    ];
    try {
      await mailer.send(
        renderEmail('paymentReceipt', {
          to: customer.email,
          language,
          config,
          url: `${config.publicUrl}${downloadPath(agreement.id)}`,
          values: {
            agreementName: t(`common:agreementTypes.${agreement.type}.name`),
            amount: formatMoney(transaction.amount, transaction.currency, language),
            vatAmount: formatMoney(transaction.vatAmount, transaction.currency, language),
            vatRate: transaction.vatRate,
            reference: transaction.id,
            invoiceNumber: invoice?.number ?? '',
          },
          extraParagraphs: paragraphs,
        }),
      );
    } catch (error) {
      // The payment stands; the download page and My agreements show it even without the mail.
      log.error({ err: error, transaction: transaction.id }, 'payment receipt could not be sent');
    }
  }

  return {
    costs,
    requirePayable,
    open,
    settle,
    charge,
    answerChallenge,
    settlePending,
    ownTransaction,
    findByReference,
    setReference,
    currentAgreement,
    saleDetails,
    listInvoices,
    invoicePdf,
    billingAddress,
    saveBillingAddress,
    paymentProfile,
  };
}

function languageOf(customer: CustomerRow): Language {
  return isLanguage(customer.language) ? customer.language : 'en';
}

/** The providers the checkout offers: the configured list, Stripe and Braintree only with their keys. */
export function offeredProcessors(config: AppConfig): ProcessorName[] {
  return config.paymentProviders.filter(
    (name) =>
      name === 'sandbox' ||
      (name === 'stripe' && config.stripe) ||
      (name === 'braintree' && config.braintree),
  );
}

export function presentTransaction(row: TransactionRow) {
  return {
    id: row.id,
    agreement_id: row.agreementId ?? '',
    status: row.status,
    gateway_code: row.gatewayCode,
    amount: row.amount,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    processor: row.processor as ProcessorName,
  };
}

/** MM/YY in the past (a card is valid through the end of its month). */
export function cardExpired(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** The message a transaction's status (and the gateway's code or refusal reason) gives the payer (spec §8). */
export function statusMessageKey(status: TransactionStatus, gatewayCode: string | null): string {
  if (status === 'rejected' && gatewayCode) {
    if ((GATEWAY_CODES as readonly string[]).includes(gatewayCode)) return `payment.gateway.${gatewayCode}`;
    if ((DECLINE_REASONS as readonly string[]).includes(gatewayCode)) return `payment.decline.${gatewayCode}`;
  }
  return `payment.status.${status}`;
}

export type PaymentService = ReturnType<typeof createPaymentService>;
