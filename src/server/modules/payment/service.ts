import type { FastifyBaseLogger } from 'fastify';
import { wizardFor } from '../../../shared/agreements/definitions';
import { chosenExtras } from '../../../shared/agreements/extras';
import type {
  CostsReply,
  InvoiceSummary,
  InvoicingDetails,
  PaymentProfile,
  ProcessorName,
  SaleDetails,
  TransactionStatus,
} from '../../../shared/api/payment';
import { NOT_PAID_STATUSES } from '../../../shared/api/payment';
import { strongAuthenticationRequired } from '../../../shared/countries/eea';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import { formatMoney } from '../../../shared/money';
import type { AppConfig } from '../../config';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { translator } from '../../i18n';
import { enqueueMail, type Outbox } from '../../mail/outbox';
import { renderEmail } from '../../mail/templates';
import { type AgreementRow, downloadPath, findAgreement } from '../agreement';
import { type CustomerRow, findCustomer } from '../customer';
import { type Discount, findDiscount, releaseDiscount, reserveDiscount } from './discounts';
import { renderInvoicePdf } from './invoice-pdf';
import { dueItems, extrasOf, purchaseOf, quote } from './pricing';
import type {
  ChargeResult,
  ChargingProvider,
  PaymentMethodInput,
  PaymentReversals,
} from './providers/provider';
import { GATEWAY_CODES } from './providers/sandbox';
import * as repo from './repo';
import { isOpen, type TransactionRow } from './repo';
import { EU_VAT_RATES, type VatTreatment, vatTreatment } from './vat';
import { normalizeVatNumber, vatNumberFormatValid, viesCountryCode } from './vat-number';
import { type ViesClient, ViesUnavailableError } from './vies';

export type { InvoiceRow, TransactionRow } from './repo';

/** What the live page and other caches must drop once a payment changed an agreement's text. */
export type AgreementChange = { agreementId: string; liveToken: string };

type Deps = {
  db: Db;
  config: AppConfig;
  /** The providers that charge in one server call, by name (sandbox, Braintree). */
  chargers: Partial<Record<ProcessorName, ChargingProvider>>;
  /** Every offered provider's way to stop an open payment and give money back (the chargers', Stripe's). */
  reversals: Partial<Record<ProcessorName, PaymentReversals>>;
  vies: ViesClient;
  /**
   * Generates the agreement's texts again for what is now paid, inside the payment's database
   * transaction (so a paid agreement never keeps its locked text); answers what changed.
   */
  unlockTexts(
    tx: Executor,
    agreementId: string,
    options: { firstPayment: boolean },
  ): Promise<AgreementChange | null>;
  /** Tells every instance's caches (live pages) that an agreement's text changed; after commit. */
  publishChange(change: AgreementChange): void;
  /** Receipts are written to it in the payment's database transaction and delivered after the commit. */
  outbox: Outbox;
  log: FastifyBaseLogger;
};

/** The checkout's refusals that are not card-gateway codes, as stored in `gateway_code`. */
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
  /** A newer checkout for the same agreement replaced this one before anything was collected. */
  'superseded',
  /** The provider collected money for something the agreement already had: it is given back. */
  'alreadyPaid',
  /** The provider collected money for a checkout that had already ended: it is given back. */
  'closed',
] as const;

/**
 * How often a new checkout stops the open payment it replaces: again when, by the time the
 * agreement's lock is taken, that payment changed (another tab recorded its intent) or another took
 * its place. Past this, the checkout is refused as a payment in progress.
 */
const STOP_ATTEMPTS = 3;

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
 * Premium payments: what an agreement costs for a buyer, opening a checkout, settling it
 * with the provider's answer, invoices and billing details. The amount is always computed here; a
 * transaction pays only for its payer's own agreement, and settles once whatever repeats it.
 */
export function createPaymentService({
  db,
  config,
  chargers,
  reversals,
  vies,
  unlockTexts,
  publishChange,
  outbox,
  log,
}: Deps) {
  /** The caller's finished premium agreement (paid or not: an upgrade pays the extras added since). */
  async function ownPremiumAgreement(customer: CustomerRow, agreementId: string) {
    const agreement = await findAgreement(db, agreementId);
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    if (agreement.customerId !== customer.id) throw new AppError('forbidden', 'agreement.otherAccount');
    if (agreement.status !== 'finished') throw new AppError('validation_failed', 'payment.unfinished');
    if (!agreement.premium) throw new AppError('validation_failed', 'payment.notPremium');
    return agreement;
  }

  function dueFor(agreement: AgreementRow) {
    const type = agreement.type;
    const definition = wizardFor(type);
    const chosen = definition ? chosenExtras(definition, agreement.answers) : [];
    return dueItems(type, chosen, { paidAt: agreement.paidAt, paidExtras: agreement.paidExtras });
  }

  /** Whatever paying now buys; nothing due is refused in the words that fit. */
  function requireDue(agreement: AgreementRow) {
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

  /**
   * Whether a newer checkout may replace this open payment: one waiting for the buyer (3-D Secure,
   * or a Stripe payment intent not yet confirmed) or one a stopped request left behind (older than
   * its provider's charge time-out). A payment being charged right now, or under review, is never
   * replaced: the buyer waits for its outcome.
   */
  function replaceable(open: TransactionRow, now = Date.now()): boolean {
    if (open.status === 'validating') return true;
    if (open.status !== 'processing') return false;
    const timeout = reversals[open.processor as ProcessorName]?.chargeTimeoutMs;
    return timeout === undefined || now - open.createdAt.getTime() > timeout;
  }

  /**
   * Stops, at its provider, the open payment a new checkout is about to replace, so nothing can be
   * collected for it any more, and answers the payment as it was stopped (null when there was none
   * to stop). When the provider has already decided it, its outcome is settled instead (and the
   * new checkout then finds the agreement paid, or the payment under review).
   */
  async function stopReplaceable(agreementId: string): Promise<TransactionRow | null> {
    const open = await repo.openTransactionOf(db, agreementId);
    if (!open || !replaceable(open)) return null;
    const provider = reversals[open.processor as ProcessorName];
    // A provider no longer configured cannot be asked; the payment is replaced as it is.
    if (!provider) return open;
    let decided: ChargeResult | null;
    try {
      decided = await provider.stop(open);
    } catch (error) {
      log.error({ err: error, transaction: open.id }, 'open payment not stopped at its provider');
      throw new AppError('payment_open', 'payment.inProgress', {}, {}, 200, {
        transaction: presentTransaction(open),
      });
    }
    if (!decided) return open;
    await settle(open.id, decided);
    return null;
  }

  /**
   * Whether the open payment found under the agreement's lock is the one that was stopped. A
   * payment whose provider reference was recorded after it was stopped (a Stripe intent created
   * in the other tab meanwhile) was stopped without that reference: its intent is still payable.
   */
  function sameAsStopped(stopped: TransactionRow | null, current: TransactionRow): boolean {
    return stopped?.id === current.id && stopped.providerReference === current.providerReference;
  }

  /** The answer to a checkout while another payment for the agreement is under way or under review. */
  function paymentOpen(open: TransactionRow): AppError {
    return new AppError(
      'payment_open',
      open.status === 'pending_verification' ? 'payment.underReview' : 'payment.inProgress',
      {},
      {},
      200,
      { transaction: presentTransaction(open) },
    );
  }

  /**
   * Opens a checkout: the server's price for this buyer becomes a transaction in `processing`, and
   * a discount code's use is taken. The same idempotency key answers the first attempt's
   * transaction (`created: false`) without pricing or charging again. At most one payment per
   * agreement is open: a checkout waiting for the buyer is replaced (stopped at its provider
   * first), one being charged or under review refuses the new one (`payment_open`). The
   * agreement's row lock orders this against a settlement of the same agreement, and the
   * database's unique indexes refuse a second open or approved payment whatever the code does.
   */
  async function open(
    customer: CustomerRow,
    input: OpenCheckout,
  ): Promise<{ transaction: TransactionRow; created: boolean }> {
    const earlier = await repo.findByIdempotencyKey(db, customer.id, input.idempotencyKey);
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

    // The open payment is stopped at its provider before the lock is taken (its answer can take
    // seconds); when the lock then finds another open payment than the one stopped, it is stopped again.
    let opened: { transaction: TransactionRow; created: boolean } | null | 'stopAgain' = 'stopAgain';
    for (let attempt = 1; opened === 'stopAgain'; attempt += 1) {
      const stopped = await stopReplaceable(agreement.id);
      const mayStopAgain = attempt < STOP_ATTEMPTS;
      opened = await db.transaction(async (tx) => {
        const locked = await repo.lockAgreement(tx, agreement.id);
        if (!locked) throw new AppError('not_found', 'agreement.notFound');
        // A double submit that waited for the lock: the first request's transaction answers it.
        const same = await repo.findByIdempotencyKey(tx, customer.id, input.idempotencyKey);
        if (same) return { transaction: same, created: false };
        // Paid (or its extras changed) while this checkout was being priced: nothing is opened.
        const dueNow = requireDue(locked);
        if (
          purchaseOf(dueNow.items, dueNow.isExtraDifference) !== purchaseOf(due.items, due.isExtraDifference)
        )
          throw new AppError('validation_failed', 'payment.retry');
        const current = await repo.lockOpenTransactionOf(tx, agreement.id);
        if (current) {
          if (!replaceable(current)) throw paymentOpen(current);
          if (!sameAsStopped(stopped, current)) {
            if (mayStopAgain) return 'stopAgain' as const;
            throw paymentOpen(current);
          }
          await repo.updateTransaction(tx, current.id, { status: 'cancelled', gatewayCode: 'superseded' });
          if (current.discountCode) await releaseDiscount(tx, current.discountCode);
        }
        const row = await repo.insertTransaction(tx, {
          customerId: customer.id,
          agreementId: agreement.id,
          customerEmail: customer.email,
          idempotencyKey: input.idempotencyKey,
          processor: input.processor,
          status: 'processing',
          purchase: purchaseOf(price.items, price.total_price_is_extra_difference),
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
        });
        if (!row) return null;
        // The code's last use may have gone to someone else since it was checked: then nothing is opened.
        if (price.discount) await reserveDiscount(tx, price.discount.code);
        return { transaction: row, created: true };
      });
    }
    if (opened) return opened;
    // A unique index refused the row: the same key from a request racing this one, or another open payment.
    const other = await repo.findByIdempotencyKey(db, customer.id, input.idempotencyKey);
    if (other) return { transaction: other, created: false };
    const blocking = await repo.openTransactionOf(db, agreement.id);
    if (blocking) throw paymentOpen(blocking);
    throw new AppError('validation_failed', 'payment.retry');
  }

  /** Whether what the transaction buys is still missing from the agreement. */
  function stillDue(agreement: AgreementRow, transaction: TransactionRow): boolean {
    if (!transaction.isExtraDifference) return agreement.paidAt === null;
    return extrasOf(transaction.items).some((extra) => !agreement.paidExtras.includes(extra));
  }

  type Settled =
    | { kind: 'changed'; row: TransactionRow; wasPending: boolean; change: AgreementChange | null }
    | { kind: 'refund'; row: TransactionRow };

  /**
   * Records the provider's answer. Only an open transaction changes (a replayed webhook or a second
   * confirmation changes nothing and answers null). Approval marks the agreement paid, with its
   * extras, issues the invoice and unlocks the text in the same database transaction; a refusal
   * gives the discount code's use back. An approval for something the agreement already has, or
   * for a checkout that had already ended (replaced, refused), does not count: the transaction is
   * recorded as `refund_pending` and the money is given back at the provider, with no invoice and
   * no receipt. The agreement's row is locked first, as `open` does, so the two never interleave.
   */
  async function settle(transactionId: string, result: ChargeResult): Promise<TransactionRow | null> {
    const known = await repo.findTransaction(db, transactionId);
    if (!known) return null;
    const settled = await db.transaction(async (tx): Promise<Settled | null> => {
      const agreement = known.agreementId ? await repo.lockAgreement(tx, known.agreementId) : undefined;
      const before = await repo.lockTransaction(tx, transactionId);
      if (!before) return null;
      const reference = result.reference || before.providerReference;
      if (result.status === 'approved') {
        // The same approval again (a replayed webhook, a second confirmation): nothing changes.
        if (!isOpen(before.status) && !['rejected', 'cancelled', 'failed'].includes(before.status))
          return null;
        const unwanted = !isOpen(before.status)
          ? 'closed'
          : agreement &&
              (!stillDue(agreement, before) ||
                (await repo.purchaseApproved(tx, agreement.id, before.purchase)))
            ? 'alreadyPaid'
            : null;
        if (unwanted) {
          const row = await repo.updateTransaction(tx, before.id, {
            status: 'refund_pending',
            gatewayCode: unwanted,
            providerReference: reference,
          });
          if (isOpen(before.status) && before.discountCode) await releaseDiscount(tx, before.discountCode);
          return row ? { kind: 'refund', row } : null;
        }
      } else if (!isOpen(before.status)) return null;

      const row = await repo.updateTransaction(tx, transactionId, {
        status: result.status,
        gatewayCode: result.gatewayCode,
        providerReference: reference,
      });
      if (!row) return null;
      let change: AgreementChange | null = null;
      if (row.status === 'approved' && agreement) {
        await repo.markAgreementPaid(tx, agreement.id, [
          ...new Set([...agreement.paidExtras, ...extrasOf(row.items)]),
        ]);
        await issueInvoice(tx, row);
        change = await unlockTexts(tx, agreement.id, { firstPayment: !row.isExtraDifference });
        await queueReceipt(tx, row, before.status === 'pending_verification');
      } else if (row.status === 'approved') await issueInvoice(tx, row);
      else if (!isOpen(row.status) && row.discountCode) await releaseDiscount(tx, row.discountCode);
      return { kind: 'changed', row, wasPending: before.status === 'pending_verification', change };
    });
    if (!settled) return null;
    if (settled.kind === 'refund') return giveBack(settled.row);
    if (settled.change) publishChange(settled.change);
    if (settled.row.status === 'approved') outbox.wake();
    return settled.row;
  }

  /**
   * Gives a refund-pending payment's money back at its provider and records how (voided or
   * refunded). A provider that fails leaves it pending; the sweep asks again.
   */
  async function giveBack(transaction: TransactionRow): Promise<TransactionRow> {
    const provider = reversals[transaction.processor as ProcessorName];
    if (!provider) {
      log.error({ transaction: transaction.id }, 'refund due at a provider that is not configured');
      return transaction;
    }
    try {
      const outcome = await provider.reverse(transaction);
      const finished = await repo.finishRefund(db, transaction.id, outcome);
      log.warn(
        { transaction: transaction.id, outcome, reason: transaction.gatewayCode },
        'payment for something already paid or closed given back',
      );
      return finished ?? (await findTransaction(transaction.id));
    } catch (error) {
      log.error({ err: error, transaction: transaction.id }, 'refund not made yet: the sweep tries again');
      return transaction;
    }
  }

  /** Refunds still due (a provider that failed, a restart in between), given back by the sweep. */
  async function retryRefunds(limit = 20): Promise<number> {
    let done = 0;
    for (const transaction of await repo.refundsDue(db, limit)) {
      if ((await giveBack(transaction)).status !== 'refund_pending') done += 1;
    }
    return done;
  }

  /** Copies the sale into an invoice with the year's next number, in the payment's database transaction. */
  async function issueInvoice(tx: Executor, transaction: TransactionRow) {
    const issuedAt = new Date();
    const customer = transaction.customerId ? await findCustomer(tx, transaction.customerId) : undefined;
    const agreement = transaction.agreementId ? await findAgreement(tx, transaction.agreementId) : undefined;
    await repo.insertInvoice(tx, {
      number: await repo.nextInvoiceNumber(tx, issuedAt.getUTCFullYear()),
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
    const row = await repo.findTransaction(db, id);
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
    return repo.findByReference(db, processor, reference);
  }

  /**
   * Records the provider's id of an open transaction's payment (a Stripe payment intent), so that
   * its webhook finds it and a newer checkout stops it; answers the transaction as it is now.
   * Under the agreement's lock, like opening a checkout: a checkout replacing this one either finds
   * the reference and stops that payment, or has already closed the transaction, and then nothing
   * is recorded and the caller must cancel the payment it holds before anyone can pay it.
   */
  async function recordReference(transactionId: string, reference: string): Promise<TransactionRow> {
    const known = await findTransaction(transactionId);
    return db.transaction(async (tx) => {
      if (known.agreementId) await repo.lockAgreement(tx, known.agreementId);
      const row = await repo.lockTransaction(tx, transactionId);
      if (!row) throw new AppError('not_found', 'payment.transactionNotFound');
      if (!isOpen(row.status)) return row;
      return (await repo.updateTransaction(tx, row.id, { providerReference: reference })) ?? row;
    });
  }

  async function currentAgreement(transaction: TransactionRow) {
    const agreement = transaction.agreementId ? await findAgreement(db, transaction.agreementId) : undefined;
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    return agreement;
  }

  /**
   * The sandbox bank's 3-D Secure challenge, answered by the buyer: confirming approves the
   * payment, declining refuses it as a failed liability shift (the buyer is told so).
   */
  async function answerChallenge(customer: CustomerRow, transactionId: string, approve: boolean) {
    const transaction = await ownTransaction(customer, transactionId);
    if (transaction.processor !== 'sandbox')
      throw new AppError('validation_failed', 'payment.challengeNotPending');
    // A checkout replaced by a newer one: its bank no longer asks, nothing is collected for it.
    if (transaction.gatewayCode === 'superseded')
      return { transaction, agreement: await currentAgreement(transaction) };
    if (transaction.status !== 'validating')
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
    const pending = await repo.pendingTransactions(db, olderThan, 100);
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
    const agreement = await findAgreement(db, agreementId);
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    if (agreement.customerId !== customer.id) throw new AppError('forbidden', 'agreement.otherAccount');
    const due = agreement.premium && agreement.status === 'finished' ? dueFor(agreement) : null;
    const approved = await repo.approvedPaymentsOf(db, agreement.id);
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
    const rows = await repo.invoicesOf(db, customer.id);
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
    const row = await repo.findInvoice(db, id);
    if (!row || row.customerId !== customer.id) throw new AppError('not_found', 'payment.invoiceNotFound');
    return {
      fileName: `invoice-${row.number}.pdf`,
      pdf: await renderInvoicePdf(row, { appName: config.appName }),
    };
  }

  async function billingAddress(customer: CustomerRow): Promise<InvoicingDetails | null> {
    return (await repo.billingDetailsOf(db, customer.id)) as InvoicingDetails | null;
  }

  async function saveBillingAddress(customer: CustomerRow, details: InvoicingDetails): Promise<void> {
    await repo.saveBillingDetails(db, customer.id, details);
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

  /**
   * Writes the receipt (with the download link) to the outbox in the payment's database
   * transaction: it goes out after the commit, and even if the process stops right after it.
   */
  async function queueReceipt(tx: Executor, transaction: TransactionRow, wasPending: boolean): Promise<void> {
    if (!transaction.agreementId || !transaction.customerId) return;
    const customer = await findCustomer(tx, transaction.customerId);
    const agreement = await findAgreement(tx, transaction.agreementId);
    if (!customer || !agreement) return;
    const language = languageOf(customer);
    const t = translator(language);
    const invoice = await repo.invoiceOfTransaction(tx, transaction.id);
    const paragraphs = [
      ...(wasPending ? ['verified'] : []),
      ...(transaction.isExtraDifference ? ['upgrade'] : []),
      ...(transaction.vatAmount > 0 ? ['vat'] : []),
      ...(transaction.vatTreatment === 'reverse_charge' ? ['reverseCharge'] : []),
      ...(invoice ? ['invoice'] : []),
    ];
    await enqueueMail(
      tx,
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
  }

  return {
    costs,
    requirePayable,
    open,
    settle,
    retryRefunds,
    charge,
    answerChallenge,
    settlePending,
    ownTransaction,
    findByReference,
    recordReference,
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

/** Outcomes in which a payment bought nothing (shared with the checkout in the browser). */
export const NOT_PAID = NOT_PAID_STATUSES;

/** The message a transaction's status (and the gateway's code or refusal reason) gives the payer. */
export function statusMessageKey(status: TransactionStatus, gatewayCode: string | null): string {
  if (gatewayCode === 'superseded') return 'payment.decline.superseded';
  if (status === 'rejected' && gatewayCode) {
    if ((GATEWAY_CODES as readonly string[]).includes(gatewayCode)) return `payment.gateway.${gatewayCode}`;
    if ((DECLINE_REASONS as readonly string[]).includes(gatewayCode)) return `payment.decline.${gatewayCode}`;
  }
  return `payment.status.${status}`;
}

export type PaymentService = ReturnType<typeof createPaymentService>;
