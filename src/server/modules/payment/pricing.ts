import { wizardFor } from '../../../shared/agreements/definitions';
import { extraDefinitions } from '../../../shared/agreements/extras';
import type { AgreementTypeCode } from '../../../shared/agreements/types';
import { PUBLIC_AGREEMENT_TYPES } from '../../../shared/agreements/types';
import type { CostsReply, PriceItem, PricingReply } from '../../../shared/api/payment';
import type { Language } from '../../../shared/i18n/languages';
import { CURRENCY, EXTRA_PRICES, PREMIUM_PRICES, REFUND_PERIOD_DAYS } from '../../../shared/price-list';
import { translator } from '../../i18n';
import { type VatTreatment, vatAmount } from './vat';

/** An extra's line on a bill: `extra:<key>` beside `premium`. */
export const extraItemKey = (extra: string) => `extra:${extra}`;

/**
 * What paying now buys for an agreement: the premium version and every chosen extra while it is
 * unpaid; once paid, only the extras chosen since (an upgrade, `total_price_is_extra_difference`).
 */
export function dueItems(
  type: AgreementTypeCode,
  chosenExtras: readonly string[],
  paid: { paidAt: Date | null; paidExtras: readonly string[] },
): { items: PriceItem[]; isExtraDifference: boolean } {
  const prices = EXTRA_PRICES[type];
  const extras = chosenExtras
    .filter((extra) => paid.paidAt === null || !paid.paidExtras.includes(extra))
    .map((extra) => ({ key: extraItemKey(extra), amount: prices[extra] ?? 0 }));
  if (paid.paidAt !== null) return { items: extras, isExtraDifference: true };
  return { items: [{ key: 'premium', amount: PREMIUM_PRICES[type] }, ...extras], isExtraDifference: false };
}

/** The extras a bill's items pay for. */
export const extrasOf = (items: readonly PriceItem[]) =>
  items.filter((item) => item.key.startsWith('extra:')).map((item) => item.key.slice('extra:'.length));

/**
 * What a payment buys, as the database compares it: `premium` for the first payment (with the
 * extras chosen then), `extras:<key>,<key>` (sorted) for an upgrade. One approval per purchase.
 */
export function purchaseOf(items: readonly PriceItem[], isExtraDifference: boolean): string {
  return isExtraDifference ? `extras:${extrasOf(items).sort().join(',')}` : 'premium';
}

/**
 * The itemised total: a discount takes its percentage off the items (rounded to the cent), VAT is
 * charged on what is left.
 */
export function quote(input: {
  items: PriceItem[];
  isExtraDifference: boolean;
  vat: VatTreatment;
  discount: { code: string; percent: number } | null;
}): CostsReply {
  const subtotal = input.items.reduce((sum, item) => sum + item.amount, 0);
  const discountAmount = input.discount ? Math.round((subtotal * input.discount.percent) / 100) : 0;
  const net = subtotal - discountAmount;
  const vat = vatAmount(net, input.vat.rate);
  return {
    currency: CURRENCY,
    items: input.items,
    subtotal,
    discount: input.discount ? { ...input.discount, amount: discountAmount } : null,
    net,
    vat: { country: input.vat.country, rate: input.vat.rate, amount: vat, treatment: input.vat.kind },
    total: net + vat,
    total_price_is_extra_difference: input.isExtraDifference,
  };
}

/** The price list as the pricing page shows it: every public type, its extras named in `language`. */
export function pricingFor(language: Language): PricingReply {
  const t = translator(language);
  return {
    currency: CURRENCY,
    refund_days: REFUND_PERIOD_DAYS,
    types: PUBLIC_AGREEMENT_TYPES.map((type) => {
      const definition = wizardFor(type.code);
      const extras = definition ? extraDefinitions(definition) : [];
      return {
        code: type.code,
        slug: type.slug,
        premium: PREMIUM_PRICES[type.code],
        extras: extras.map((extra) => ({
          key: extra.key,
          label: t(`wizard:${extra.label}`),
          amount: EXTRA_PRICES[type.code][extra.key] ?? 0,
        })),
      };
    }),
  };
}
