import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AgreementTypeCode } from '../../../shared/agreements/types';
import type { CostsReply, InvoicingDetails, TransactionStatus } from '../../../shared/api/payment';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import { formatMoney } from '../../../shared/money';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { agreements, transactions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { translator } from '../../i18n';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/templates';
import { downloadPath } from '../agreement/presenter';
import * as agreementRepo from '../agreement/repo';
import type { CustomerRow } from '../customer/repo';
import { CURRENCY, PREMIUM_PRICES } from './price-list';
import type { PaymentProvider } from './providers/provider';
import { vatAmount, vatTreatment } from './vat';

export type TransactionRow = typeof transactions.$inferSelect;

type Deps = { db: Db; config: AppConfig; mailer: Mailer; provider: PaymentProvider; log: FastifyBaseLogger };

/**
 * Premium payments (issue 8): what an agreement costs for a buyer, and paying for it. The amount
 * is always computed here; a transaction pays only for its payer's own agreement, once.
 */
export function createPaymentService({ db, config, mailer, provider, log }: Deps) {
  /** The caller's agreement, premium and not paid yet: the only kind there is something to pay for. */
  async function payable(customer: CustomerRow, agreementId: string) {
    const agreement = await agreementRepo.findAgreement(db, agreementId);
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    if (agreement.customerId !== customer.id) throw new AppError('forbidden', 'agreement.otherAccount');
    if (agreement.status !== 'finished') throw new AppError('validation_failed', 'payment.unfinished');
    if (!agreement.premium) throw new AppError('validation_failed', 'payment.notPremium');
    if (agreement.paidAt !== null) throw new AppError('validation_failed', 'payment.alreadyPaid');
    return agreement;
  }

  /** The itemised price for a buyer in `country`: the premium version, and VAT as it applies there. */
  function priceFor(type: AgreementTypeCode, country: string): CostsReply {
    const net = PREMIUM_PRICES[type];
    // A business's VAT number is checked in VIES before the reverse charge applies (issue 8);
    // until then everyone in the EU pays their country's rate.
    const treatment = vatTreatment(country, false);
    const vat = vatAmount(net, treatment.rate);
    return {
      currency: CURRENCY,
      items: [{ key: 'premium', amount: net }],
      net,
      vat: { country, rate: treatment.rate, amount: vat, treatment: treatment.kind },
      total: net + vat,
    };
  }

  async function costs(customer: CustomerRow, agreementId: string, country: string): Promise<CostsReply> {
    const agreement = await payable(customer, agreementId);
    return priceFor(agreement.type as AgreementTypeCode, country);
  }

  async function findByKey(customerId: string, key: string) {
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.customerId, customerId), eq(transactions.idempotencyKey, key)));
    return row;
  }

  /**
   * Pays for the premium version of the caller's agreement with the provider. The same idempotency
   * key answers the first attempt's transaction without charging again; an approved payment marks
   * the agreement paid in the same database transaction as its status.
   */
  async function pay(
    customer: CustomerRow,
    input: {
      agreementId: string;
      idempotencyKey: string;
      invoicing: InvoicingDetails;
      card: { number: string; expiry: string; cvc: string; holder: string };
    },
  ): Promise<{ transaction: TransactionRow; agreement: agreementRepo.AgreementRow }> {
    const earlier = await findByKey(customer.id, input.idempotencyKey);
    if (earlier) return { transaction: earlier, agreement: await currentAgreement(earlier) };
    const agreement = await payable(customer, input.agreementId);
    if (cardExpired(input.card.expiry))
      throw new AppError(
        'validation_failed',
        'payment.cardExpired',
        {},
        { 'card.expiry': { key: 'payment.cardExpired' } },
      );
    const price = priceFor(agreement.type as AgreementTypeCode, input.invoicing.country);
    const [created] = await db
      .insert(transactions)
      .values({
        customerId: customer.id,
        agreementId: agreement.id,
        customerEmail: customer.email,
        idempotencyKey: input.idempotencyKey,
        processor: provider.name,
        status: 'processing',
        currency: price.currency,
        netAmount: price.net,
        vatRate: String(price.vat.rate),
        vatAmount: price.vat.amount,
        amount: price.total,
        vatTreatment: price.vat.treatment,
        invoicingDetails: input.invoicing,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      // A concurrent double submit: the first request charges, this one reports its transaction.
      const other = await findByKey(customer.id, input.idempotencyKey);
      if (!other) throw new Error('transaction vanished after an idempotency conflict');
      return { transaction: other, agreement: await currentAgreement(other) };
    }

    let result: Awaited<ReturnType<PaymentProvider['charge']>>;
    try {
      result = await provider.charge({
        amount: price.total,
        currency: price.currency,
        idempotencyKey: created.id,
        description: `${config.appName} premium ${agreement.type} ${agreement.id}`,
        card: input.card,
      });
    } catch (error) {
      log.error({ err: error, transaction: created.id }, 'payment provider call failed');
      result = { status: 'failed', gatewayCode: null, reference: '' };
    }

    const settled = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(transactions)
        .set({
          status: result.status,
          gatewayCode: result.gatewayCode,
          providerReference: result.reference || null,
          updatedAt: new Date(),
        })
        .where(eq(transactions.id, created.id))
        .returning();
      if (result.status === 'approved')
        await tx
          .update(agreements)
          .set({ paidAt: new Date(), updatedAt: new Date() })
          .where(and(eq(agreements.id, agreement.id), isNull(agreements.paidAt)));
      return row as TransactionRow;
    });
    if (settled.status === 'approved') await sendReceipt(customer, agreement, settled);
    return { transaction: settled, agreement: await currentAgreement(settled) };
  }

  async function currentAgreement(transaction: TransactionRow) {
    const agreement = transaction.agreementId
      ? await agreementRepo.findAgreement(db, transaction.agreementId)
      : undefined;
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    return agreement;
  }

  async function sendReceipt(
    customer: CustomerRow,
    agreement: agreementRepo.AgreementRow,
    transaction: TransactionRow,
  ): Promise<void> {
    const language: Language = isLanguage(customer.language) ? customer.language : 'en';
    const t = translator(language);
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
          },
          extraParagraphs: transaction.vatAmount > 0 ? ['vat'] : [],
        }),
      );
    } catch (error) {
      // The payment stands; the download page and My agreements show it even without the mail.
      log.error({ err: error, transaction: transaction.id }, 'payment receipt could not be sent');
    }
  }

  return { costs, pay };
}

/** MM/YY in the past (a card is valid through the end of its month). */
export function cardExpired(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** The message a transaction's status (and the gateway's code) gives the payer (spec §8). */
export function statusMessageKey(status: TransactionStatus, gatewayCode: string | null): string {
  if (status === 'rejected' && gatewayCode) return `payment.gateway.${gatewayCode}`;
  return `payment.status.${status}`;
}

export type PaymentService = ReturnType<typeof createPaymentService>;
