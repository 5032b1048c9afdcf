import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostsReply, PriceItem } from '../../../../shared/api/payment';
import { formatMoney } from '../../../../shared/money';
import { currentLanguage } from '../../../lib/i18n';

/** A country's name in the interface language ("Germany", "Deutschland"). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The itemised total: the premium version and each extra, the discount, the net
 * amount, VAT as it applies to the buyer (a country's rate, the reverse charge, or none outside
 * the EU), the total. `updating` while a new price is on its way.
 */
export function OrderSummary({
  costs,
  typeName,
  extraLabel,
  updating,
}: {
  costs: CostsReply;
  typeName: string;
  /** The wizard's label of a price_extra option, by its key (`extras.summary`). */
  extraLabel: (key: string) => string;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, costs.currency, language);
  const itemLabel = (item: PriceItem) =>
    item.key === 'premium'
      ? t('payment.summary.premium', { type: typeName })
      : extraLabel(item.key.replace(/^extra:/, ''));
  const country = countryName(costs.vat.country, language);
  const vatLabel =
    costs.vat.treatment === 'standard'
      ? t('payment.summary.vat', { rate: costs.vat.rate.toLocaleString(language), country })
      : costs.vat.treatment === 'reverse_charge'
        ? t('payment.summary.reverseCharge', { country })
        : t('payment.summary.noVat');
  return (
    <section
      className="card card-body order-summary"
      aria-labelledby="order-summary-title"
      aria-busy={updating}
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="h5">
        {t('payment.summary.title')}
      </h2>
      {costs.total_price_is_extra_difference && (
        <p className="small alert alert-info py-2" data-testid="extra-difference">
          {t('payment.summary.extraDifference')}
        </p>
      )}
      <dl className="row mb-0">
        {costs.items.map((item) => (
          <Fragment key={item.key}>
            <dt className="col-8 fw-normal" data-testid="order-item">
              {itemLabel(item)}
            </dt>
            <dd className="col-4 text-end">{money(item.amount)}</dd>
          </Fragment>
        ))}
        {costs.discount && (
          <>
            <dt className="col-8 fw-normal text-success" data-testid="order-discount">
              {t('payment.summary.discount', {
                code: costs.discount.code,
                percent: costs.discount.percent.toLocaleString(language),
              })}
            </dt>
            <dd className="col-4 text-end text-success">−{money(costs.discount.amount)}</dd>
          </>
        )}
        <dt className="col-8 fw-normal border-top pt-2">{t('payment.summary.net')}</dt>
        <dd className="col-4 text-end border-top pt-2">{money(costs.net)}</dd>
        <dt className="col-8 fw-normal" data-testid="order-vat">
          {vatLabel}
        </dt>
        <dd className="col-4 text-end">{money(costs.vat.amount)}</dd>
        <dt className="col-8 border-top pt-2">{t('payment.summary.total')}</dt>
        <dd className="col-4 text-end border-top pt-2 fw-bold" data-testid="order-total">
          {updating && (
            <span className="spinner-border spinner-border-sm me-2" role="status">
              <span className="visually-hidden">{t('payment.updatingTotal')}</span>
            </span>
          )}
          {money(costs.total)}
        </dd>
      </dl>
      <p className="small text-body-secondary mt-3 mb-0">{t('payment.summary.oneTime')}</p>
    </section>
  );
}
