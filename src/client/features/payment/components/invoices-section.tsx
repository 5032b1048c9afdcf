import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_TYPES } from '../../../../shared/agreements/types';
import type { InvoiceSummary } from '../../../../shared/api/payment';
import { formatLongDate } from '../../../../shared/dates';
import { formatMoney } from '../../../../shared/money';
import { FormAlert } from '../../../components/forms/form-alert';
import { currentLanguage } from '../../../lib/i18n';
import { downloadInvoice, fetchInvoices, paymentKeys } from '../api';

/**
 * The profile's invoices: one row per premium payment with its number, date,
 * agreement type and total, and its PDF. Invoices outlive the agreements they were issued for.
 */
export function InvoicesSection() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const invoices = useQuery({
    queryKey: paymentKeys.invoices,
    queryFn: ({ signal }) => fetchInvoices(signal),
  });
  const [downloading, setDownloading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const typeName = (type: string) => {
    const known = AGREEMENT_TYPES.find((candidate) => candidate.slug === type || candidate.code === type);
    return known ? t(`agreementTypes.${known.code}.name`) : type;
  };
  const download = async (invoice: InvoiceSummary) => {
    setDownloading(invoice.id);
    setProblem(null);
    try {
      await downloadInvoice(invoice);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setDownloading(null);
    }
  };

  if (invoices.isPending)
    return (
      <p className="text-body-secondary mb-0" role="status">
        {t('payment.invoices.loading')}
      </p>
    );
  if (invoices.isError) return <FormAlert kind="danger" message={invoices.error.message} className="mb-0" />;
  if (invoices.data.length === 0)
    return (
      <p className="text-body-secondary mb-0" data-testid="invoices-empty">
        {t('payment.invoices.empty')}
      </p>
    );
  return (
    <>
      <FormAlert kind="danger" message={problem} />
      <ul className="list-unstyled mb-0" data-testid="invoice-list">
        {invoices.data.map((invoice) => (
          <li
            key={invoice.id}
            className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom"
            data-testid="invoice-row"
          >
            <div className="flex-grow-1">
              <div className="fw-semibold">{t('payment.invoices.number', { number: invoice.number })}</div>
              <div className="small text-body-secondary">
                {formatLongDate(invoice.issued_at, language)} · {typeName(invoice.agreement_type)}
              </div>
            </div>
            <div className="fw-semibold">{formatMoney(invoice.total, invoice.currency, language)}</div>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-label={t('payment.invoices.downloadLabel', { number: invoice.number })}
              disabled={downloading === invoice.id}
              onClick={() => void download(invoice)}
            >
              {downloading === invoice.id && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {t('payment.invoices.download')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
