import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { CostsReply, NewTransactionRequest } from '../../../../shared/api/payment';
import { formatMoney } from '../../../../shared/money';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { getSettings } from '../../../lib/settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUniqueId } from '../../../lib/use-unique-id';
import { countriesQuery } from '../../wizard/api';
import { fetchCosts, payAgreement } from '../api';

type Billing = {
  first_name: string;
  last_name: string;
  country: string;
  is_company: boolean;
  company_name: string;
  vat_number: string;
};
type Card = { number: string; expiry: string; cvc: string; holder: string };
type Result = { kind: 'paid' | 'declined' | 'error'; message: string } | null;

/** A fresh key per checkout attempt: a double submit of one attempt is charged once (issue 8 §4). */
const newAttemptKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * /wizard/pay/{id} (spec §2, issue 8 §2): the checkout for an agreement's premium version — what it
 * costs with VAT for the billing country, the billing details, the payment method and its card
 * form. Approved: the agreement is premium at once; pending verification: the pending page.
 */
export default function PayPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { appName } = getSettings();
  const language = currentLanguage();
  const [billing, setBilling] = useState<Billing>({
    first_name: '',
    last_name: '',
    country: '',
    is_company: false,
    company_name: '',
    vat_number: '',
  });
  const [card, setCard] = useState<Card>({ number: '', expiry: '', cvc: '', holder: '' });
  const [method, setMethod] = useState<'sandbox' | ''>('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);
  const attempt = useRef(newAttemptKey());
  const countryId = useUniqueId('pay-country');
  useDocumentTitle(t('payment.title'));

  const countries = useQuery(countriesQuery(language));
  const costs = useQuery({
    queryKey: ['costs', id, billing.country],
    queryFn: ({ signal }) => fetchCosts(id, billing.country || undefined, signal),
    retry: false,
  });

  const setField = (field: keyof Billing, value: string | boolean) =>
    setBilling((current) => ({ ...current, [field]: value }));
  const setCardField = (field: keyof Card, value: string) =>
    setCard((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => fieldErrors[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setResult(null);
    setFieldErrors({});
    if (!method) {
      setResult({ kind: 'error', message: t('errors:payment.methodRequired') });
      return;
    }
    const request: NewTransactionRequest = {
      agreement_id: id,
      processor: method,
      idempotency_key: attempt.current,
      invoicing_details: {
        first_name: billing.first_name,
        last_name: billing.last_name,
        country: billing.country,
        is_company: billing.is_company,
        ...(billing.is_company ? { company_name: billing.company_name, vat_number: billing.vat_number } : {}),
      },
      card,
    };
    setPending(true);
    try {
      const outcome = await payAgreement(request);
      if (outcome.kind === 'pending') {
        navigate(paths.transactionPending());
        return;
      }
      // After a refusal the next attempt is a new one (another card may be tried).
      if (outcome.kind === 'declined') attempt.current = newAttemptKey();
      setResult({ kind: outcome.kind, message: outcome.message });
    } catch (error) {
      attempt.current = newAttemptKey();
      const envelope = error instanceof ApiError ? error.envelope : undefined;
      setFieldErrors(envelope?.fieldErrors ?? {});
      setResult({ kind: 'error', message: (error as Error).message });
    } finally {
      setPending(false);
    }
  };

  const paid = result?.kind === 'paid';

  return (
    <div className="pay-page min-vh-100 bg-body-tertiary">
      <header className="border-bottom bg-body">
        <div className="container d-flex align-items-center gap-3 py-3">
          <Link
            to={paths.home()}
            className="d-flex align-items-center gap-2 text-decoration-none fw-semibold"
            aria-label={t('header.homeLink', { appName })}
          >
            <BrandLogo />
            <span>{appName}</span>
          </Link>
          <Link className="ms-auto" to={paths.myAgreements()}>
            {t('payment.backToList')}
          </Link>
        </div>
      </header>
      <main className="container py-4" style={{ maxWidth: '60rem' }}>
        <h1 className="h3 mb-4">{t('payment.title')}</h1>
        {costs.isError && !paid && (
          <div className="alert alert-danger" role="alert" data-testid="pay-problem">
            {costs.error.message}
          </div>
        )}
        {paid ? (
          <section className="alert alert-success" data-testid="payment-approved" role="status">
            <p>{result.message}</p>
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-primary" to={paths.editAgreement(id)}>
                {t('payment.done.edit')}
              </Link>
              <Link className="btn btn-outline-primary" to={paths.download(id)}>
                {t('payment.done.download')}
              </Link>
            </div>
          </section>
        ) : (
          costs.data && (
            <div className="row g-4">
              <div className="col-lg-7 order-2 order-lg-1">
                <form noValidate onSubmit={(event) => void submit(event)} className="card card-body">
                  <FormAlert
                    kind={result?.kind === 'declined' || result?.kind === 'error' ? 'danger' : 'success'}
                    message={result?.message}
                  />
                  <fieldset className="mb-2">
                    <legend className="h5">{t('payment.billing.title')}</legend>
                    <div className="row g-2">
                      <TextField
                        className="col-sm-6 mb-2"
                        label={t('payment.billing.firstName')}
                        autoComplete="given-name"
                        value={billing.first_name}
                        error={errorOf('invoicing_details.first_name')}
                        onChange={(event) => setField('first_name', event.currentTarget.value)}
                      />
                      <TextField
                        className="col-sm-6 mb-2"
                        label={t('payment.billing.lastName')}
                        autoComplete="family-name"
                        value={billing.last_name}
                        error={errorOf('invoicing_details.last_name')}
                        onChange={(event) => setField('last_name', event.currentTarget.value)}
                      />
                    </div>
                    <div className="mb-2">
                      <label className="form-label" htmlFor={countryId}>
                        {t('payment.billing.country')}
                      </label>
                      <select
                        id={countryId}
                        className={`form-select${errorOf('invoicing_details.country') ? ' is-invalid' : ''}`}
                        autoComplete="country"
                        value={billing.country}
                        onChange={(event) => setField('country', event.currentTarget.value)}
                      >
                        <option value="">{t('payment.billing.chooseCountry')}</option>
                        {(countries.data ?? []).map((country) => (
                          <option key={country.value} value={country.value}>
                            {country.text}
                          </option>
                        ))}
                      </select>
                      {errorOf('invoicing_details.country') && (
                        <div className="invalid-feedback">{errorOf('invoicing_details.country')}</div>
                      )}
                    </div>
                    <div className="form-check form-switch mb-2">
                      <input
                        id={`${countryId}-company`}
                        className="form-check-input"
                        type="checkbox"
                        checked={billing.is_company}
                        onChange={(event) => setField('is_company', event.currentTarget.checked)}
                      />
                      <label className="form-check-label" htmlFor={`${countryId}-company`}>
                        {t('payment.billing.isCompany')}
                      </label>
                    </div>
                    {billing.is_company && (
                      <div className="row g-2">
                        <TextField
                          className="col-sm-7 mb-2"
                          label={t('payment.billing.companyName')}
                          autoComplete="organization"
                          value={billing.company_name}
                          error={errorOf('invoicing_details.company_name')}
                          onChange={(event) => setField('company_name', event.currentTarget.value)}
                        />
                        <TextField
                          className="col-sm-5 mb-2"
                          label={t('payment.billing.vatNumber')}
                          hint={t('payment.billing.vatNumberHint')}
                          value={billing.vat_number}
                          error={errorOf('invoicing_details.vat_number')}
                          onChange={(event) => setField('vat_number', event.currentTarget.value)}
                        />
                      </div>
                    )}
                  </fieldset>

                  <fieldset className="mb-3">
                    <legend className="h5">{t('payment.method.title')}</legend>
                    <div className="form-check">
                      <input
                        id={`${countryId}-sandbox`}
                        className="form-check-input"
                        type="radio"
                        name="payment-method"
                        checked={method === 'sandbox'}
                        onChange={() => setMethod('sandbox')}
                      />
                      <label className="form-check-label" htmlFor={`${countryId}-sandbox`}>
                        {t('payment.method.sandbox')}
                      </label>
                      <div className="form-text">{t('payment.method.sandboxHint')}</div>
                    </div>
                  </fieldset>

                  {method === 'sandbox' && (
                    <fieldset className="mb-3" data-testid="card-form">
                      <legend className="h6">{t('payment.card.title')}</legend>
                      <TextField
                        label={t('payment.card.number')}
                        inputMode="numeric"
                        autoComplete="cc-number"
                        value={card.number}
                        error={errorOf('card.number')}
                        onChange={(event) => setCardField('number', event.currentTarget.value)}
                      />
                      <div className="row g-2">
                        <TextField
                          className="col-6 mb-3"
                          label={t('payment.card.expiry')}
                          placeholder={t('payment.card.expiryPlaceholder')}
                          autoComplete="cc-exp"
                          value={card.expiry}
                          error={errorOf('card.expiry')}
                          onChange={(event) => setCardField('expiry', event.currentTarget.value)}
                        />
                        <TextField
                          className="col-6 mb-3"
                          label={t('payment.card.cvc')}
                          inputMode="numeric"
                          autoComplete="cc-csc"
                          value={card.cvc}
                          error={errorOf('card.cvc')}
                          onChange={(event) => setCardField('cvc', event.currentTarget.value)}
                        />
                      </div>
                      <TextField
                        label={t('payment.card.holder')}
                        autoComplete="cc-name"
                        value={card.holder}
                        error={errorOf('card.holder')}
                        onChange={(event) => setCardField('holder', event.currentTarget.value)}
                      />
                    </fieldset>
                  )}
                  <SubmitButton pending={pending}>
                    {t('payment.submit', {
                      amount: formatMoney(costs.data.total, costs.data.currency, language),
                    })}
                  </SubmitButton>
                  <p className="small text-body-secondary mt-3 mb-0">{t('payment.terms')}</p>
                </form>
              </div>
              <aside className="col-lg-5 order-1 order-lg-2">
                <OrderSummary costs={costs.data} />
              </aside>
            </div>
          )
        )}
      </main>
    </div>
  );
}

/** The itemised total: the premium version, VAT as it applies to the billing country, the total. */
function OrderSummary({ costs }: { costs: CostsReply }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, costs.currency, language);
  return (
    <section className="card card-body" aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title" className="h5">
        {t('payment.summary.title')}
      </h2>
      <dl className="row mb-0">
        <dt className="col-8 fw-normal">{t('payment.summary.premium')}</dt>
        <dd className="col-4 text-end">{money(costs.net)}</dd>
        <dt className="col-8 fw-normal">
          {costs.vat.treatment === 'standard'
            ? t('payment.summary.vat', { rate: costs.vat.rate.toLocaleString(language) })
            : t(`payment.summary.${costs.vat.treatment === 'reverse_charge' ? 'reverseCharge' : 'noVat'}`)}
        </dt>
        <dd className="col-4 text-end">{money(costs.vat.amount)}</dd>
        <dt className="col-8 border-top pt-2">{t('payment.summary.total')}</dt>
        <dd className="col-4 text-end border-top pt-2 fw-bold" data-testid="order-total">
          {money(costs.total)}
        </dd>
      </dl>
      <p className="small text-body-secondary mt-3 mb-0">{t('payment.summary.oneTime')}</p>
    </section>
  );
}
