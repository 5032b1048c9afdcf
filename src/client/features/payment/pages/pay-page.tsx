import '../payment.scss';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { extraDefinitions } from '../../../../shared/agreements/extras';
import { agreementTypeBySlug } from '../../../../shared/agreements/types';
import type { CostsReply, PaymentProfile, ProcessorName } from '../../../../shared/api/payment';
import { strongAuthenticationRequired } from '../../../../shared/countries/eea';
import { formatMoney } from '../../../../shared/money';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { FormAlert } from '../../../components/forms/form-alert';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { agreementKeys } from '../../agreements/api';
import {
  AffiliateConversion,
  type AffiliateConversionProps,
} from '../../tracking/components/affiliate-conversion';
import { countriesQuery, wizardDefinitionQuery } from '../../wizard/api';
import {
  answerSandboxChallenge,
  checkVatNumber,
  fetchCheckoutAgreement,
  fetchCosts,
  fetchPaymentProfile,
  type PaymentOutcome,
  paymentKeys,
} from '../api';
import {
  type BillingForm,
  billingFromDetails,
  type CardForm,
  checkBeforePaying,
  costsRequestOf,
  EMPTY_CARD,
  invoicingDetailsOf,
  isEuCountry,
  newAttemptKey,
  normaliseVatNumber,
} from '../checkout-model';
import { BillingFields } from '../components/billing-fields';
import { ChallengeDialog } from '../components/challenge-dialog';
import { DiscountCodeField } from '../components/discount-code-field';
import { OrderSummary } from '../components/order-summary';
import { PaymentMethods } from '../components/payment-methods';
import { RedirectingScreen } from '../components/redirecting-screen';
import type { VatCheck } from '../components/vat-number-field';
import {
  type CheckoutAttempt,
  type ProviderHandle,
  payWithBraintree,
  payWithSandbox,
  payWithStripe,
} from '../pay-with';
import { useDebouncedValue } from '../use-debounced-value';

/** How long "Payment received" shows before the download page opens. */
export const REDIRECT_DELAY_MS = 1500;
/** How long the form must rest before the price is asked again. */
export const COSTS_DEBOUNCE_MS = 400;

/** The result of the VIES check of one number for one company country. */
type VatResult = { country: string; vatNumber: string; valid: boolean; message: string };

type Alert = { kind: 'danger' | 'info'; message: string } | null;

/**
 * /wizard/pay/{id}: the checkout for an agreement's premium version, in a
 * full-screen modal look — the order summary priced for this buyer, the billing details, the
 * discount code, the payment method. Approved: a short "Redirecting…" and the download page;
 * pending verification: the pending page; a 3-D Secure question: a dialog first.
 */
export default function PayPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  useDocumentTitle(t('payment.title'));

  const profile = useQuery({
    queryKey: paymentKeys.profile,
    queryFn: ({ signal }) => fetchPaymentProfile(signal),
    retry: false,
    // Fetched anew for every checkout: the billing details last used change with each payment.
    gcTime: 0,
  });

  return (
    <div className="checkout-backdrop">
      <div className="checkout-window" data-testid="checkout">
        <header className="checkout-header">
          <BrandLogo />
          <h1 className="h5 mb-0 me-auto">{t('payment.title')}</h1>
          <Link
            className="btn-close"
            to={paths.myAgreements()}
            aria-label={t('payment.close')}
            title={t('payment.close')}
          />
        </header>
        <div className="checkout-body">
          {profile.data ? (
            <Checkout key={id} agreementId={id} profile={profile.data} />
          ) : profile.isError ? (
            <Problem message={profile.error.message} />
          ) : (
            <Loading />
          )}
        </div>
      </div>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="text-center text-body-secondary py-5" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {t('payment.loading')}
    </p>
  );
}

/** A payment for this agreement is under review: no second checkout is offered while it is. */
function PaymentUnderReview({ agreementId }: { agreementId: string }) {
  const { t } = useTranslation();
  return (
    <div className="py-4">
      <div className="alert alert-info" role="status" data-testid="pay-under-review">
        {t('agreements.premiumStatus.pending')}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={paths.download(agreementId)}>
          {t('editor.premium.download')}
        </Link>
        <Link className="btn btn-outline-primary" to={paths.myAgreements()}>
          {t('payment.backToList')}
        </Link>
      </div>
    </div>
  );
}

function Problem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="py-4">
      <div className="alert alert-danger" role="alert" data-testid="pay-problem">
        {message}
      </div>
      <Link className="btn btn-outline-primary" to={paths.myAgreements()}>
        {t('payment.backToList')}
      </Link>
    </div>
  );
}

/** The checkout once the payment profile is known (the form starts from its billing details). */
function Checkout({ agreementId, profile }: { agreementId: string; profile: PaymentProfile }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { customer } = useSession();

  const [billing, setBilling] = useState<BillingForm>(() => billingFromDetails(profile.billing_address));
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [method, setMethod] = useState<ProcessorName | ''>('');
  const [provider, setProvider] = useState<ProviderHandle | null>(null);
  const [discountCode, setDiscountCode] = useState('');
  const [vatResult, setVatResult] = useState<VatResult | null>(null);
  const [vatChecking, setVatChecking] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<Alert>(null);
  const [paying, setPaying] = useState(false);
  const [challenge, setChallenge] = useState<{ transactionId: string } | null>(null);
  const [answering, setAnswering] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [paidSale, setPaidSale] = useState<AffiliateConversionProps | null>(null);
  // One key per attempt, read synchronously: a double click sends the same key (charged once).
  const attemptKey = useRef(newAttemptKey());
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);

  const agreement = useQuery({
    queryKey: paymentKeys.checkoutAgreement(agreementId),
    queryFn: ({ signal }) => fetchCheckoutAgreement(agreementId, signal),
    retry: false,
  });
  const countries = useQuery(countriesQuery(language));

  // The VIES answer counts only for the number and country it was given for.
  const companyCountry = billing.is_company ? billing.company_country : '';
  const typedVatNumber =
    companyCountry && isEuCountry(companyCountry)
      ? normaliseVatNumber(billing.vat_number, companyCountry)
      : '';
  const currentVat =
    vatResult && vatResult.country === companyCountry && vatResult.vatNumber === typedVatNumber
      ? vatResult
      : null;
  const verifiedVat = currentVat?.valid
    ? { country: currentVat.country, vatNumber: currentVat.vatNumber }
    : null;
  const vatCheck: VatCheck = vatChecking
    ? { status: 'checking' }
    : currentVat
      ? { status: currentVat.valid ? 'valid' : 'invalid', message: currentVat.message }
      : { status: 'idle' };

  const liveRequest = costsRequestOf(billing, verifiedVat, discountCode);
  const settledRequest = useDebouncedValue(liveRequest, COSTS_DEBOUNCE_MS);
  const costs = useQuery({
    queryKey: paymentKeys.quote(agreementId, settledRequest),
    queryFn: ({ signal }) => fetchCosts(agreementId, settledRequest, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const summaryCurrent =
    costs.data !== undefined &&
    !costs.isFetching &&
    !costs.isPlaceholderData &&
    JSON.stringify(settledRequest) === JSON.stringify(liveRequest);

  const definition = useQuery({
    ...wizardDefinitionQuery(agreement.data?.type ?? '', language),
    enabled: Boolean(agreement.data && costs.data?.items.some((item) => item.key !== 'premium')),
  });
  const extraLabel = useCallback(
    (key: string) => {
      const reply = definition.data;
      const extra = reply && extraDefinitions(reply.definition).find((candidate) => candidate.key === key);
      return extra ? (reply.texts[extra.label] ?? key) : key;
    },
    [definition.data],
  );
  const type = agreementTypeBySlug(agreement.data?.type ?? '');
  const typeName = type ? t(`agreementTypes.${type.code}.name`) : (agreement.data?.type ?? '');

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alert]);
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate(paths.downloadAfterPayment(agreementId)), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate, agreementId]);

  const money = (cents: number, currency: string) => formatMoney(cents, currency, language);

  const changeBilling = (patch: Partial<BillingForm>) => {
    setBilling((current) => ({ ...current, ...patch }));
    setFieldErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[`invoicing_details.${field}`];
      return next;
    });
  };
  const changeCard = (patch: Partial<CardForm>) => {
    setCard((current) => ({ ...current, ...patch }));
    setFieldErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[`card.${field}`];
      return next;
    });
  };

  /** Asks VIES; resolves true when the number is valid (the price changes: reverse charge). */
  const checkVat = async (): Promise<boolean> => {
    if (!typedVatNumber || vatChecking) return false;
    const country = companyCountry;
    const vatNumber = typedVatNumber;
    setVatChecking(true);
    try {
      const outcome = await checkVatNumber(country, vatNumber);
      const message =
        outcome.message ||
        t(outcome.valid ? 'errors:payment.viesValid' : 'errors:payment.viesInvalid', {
          vatNumber: outcome.reply.vat_number,
        });
      setVatResult({ country, vatNumber, valid: outcome.valid, message });
      return outcome.valid;
    } catch (error) {
      // A malformed number or VIES not answering: VAT stays, and the buyer is told why.
      const envelope = error instanceof ApiError ? error.envelope : undefined;
      const message = envelope?.fieldErrors?.vat_number ?? (error as Error).message;
      setVatResult({ country, vatNumber, valid: false, message });
      return false;
    } finally {
      setVatChecking(false);
    }
  };

  /** Prices the order with the code; resolves with the reason it was refused, or null once applied. */
  const applyDiscount = async (code: string): Promise<string | null> => {
    const request = costsRequestOf(billing, verifiedVat, code);
    try {
      queryClient.setQueryData(
        paymentKeys.quote(agreementId, request),
        await fetchCosts(agreementId, request),
      );
      setDiscountCode(code);
      return null;
    } catch (error) {
      const envelope = error instanceof ApiError ? error.envelope : undefined;
      return envelope?.fieldErrors?.discount_code ?? (error as Error).message;
    }
  };

  const settle = async (outcome: PaymentOutcome) => {
    switch (outcome.kind) {
      case 'paid':
        setPaidSale({
          orderId: outcome.reply.transaction.id,
          // The affiliate's commission is on the net price: after the discount, before VAT.
          amount: ((costs.data?.net ?? 0) / 100).toFixed(2),
          currency: outcome.reply.transaction.currency,
        });
        await queryClient.invalidateQueries({ queryKey: agreementKeys.mine });
        await queryClient.invalidateQueries({ queryKey: paymentKeys.invoices });
        setRedirecting(true);
        return;
      case 'pending':
        await queryClient.invalidateQueries({ queryKey: agreementKeys.mine });
        navigate(paths.transactionPending());
        return;
      case 'challenge':
        setChallenge({ transactionId: outcome.transactionId });
        return;
      case 'declined':
        // The bank said no: nothing was charged, and the next try is a new attempt.
        attemptKey.current = newAttemptKey();
        setAlert({ kind: 'danger', message: outcome.message });
        return;
      case 'priceChanged':
        attemptKey.current = newAttemptKey();
        await queryClient.invalidateQueries({ queryKey: paymentKeys.costs(agreementId) });
        setAlert({ kind: 'danger', message: outcome.message });
        return;
      case 'open':
        // Another tab's payment is being charged or reviewed: this one charged nothing.
        attemptKey.current = newAttemptKey();
        await queryClient.invalidateQueries({ queryKey: agreementKeys.mine });
        if (outcome.transaction?.status === 'pending_verification') navigate(paths.transactionPending());
        else setAlert({ kind: 'info', message: outcome.message });
        return;
    }
  };

  const failed = (error: unknown) => {
    const envelope = error instanceof ApiError ? error.envelope : undefined;
    // The server refused before charging: a new attempt may follow. Without an answer (a lost
    // connection) the key stays, so trying again cannot charge twice.
    if (envelope) attemptKey.current = newAttemptKey();
    setFieldErrors(envelope?.fieldErrors ?? {});
    setAlert({ kind: 'danger', message: (error as Error).message });
    if (envelope?.fieldErrors && Object.keys(envelope.fieldErrors).length > 0) setFocusInvalid((n) => n + 1);
  };

  const pay = async (shown: CostsReply): Promise<PaymentOutcome> => {
    const attempt: CheckoutAttempt = {
      agreementId,
      idempotencyKey: attemptKey.current,
      invoicing: invoicingDetailsOf(billing),
      discountCode,
      amount: shown.total,
      extraDifference: shown.total_price_is_extra_difference,
      currency: shown.currency,
    };
    if (method === 'stripe' && provider?.processor === 'stripe')
      return payWithStripe(attempt, provider.stripe, provider.card);
    if (method === 'braintree' && provider?.processor === 'braintree')
      return payWithBraintree(attempt, provider.dropin, {
        threeDSecure: strongAuthenticationRequired(billing.country),
        email: customer?.email,
      });
    return payWithSandbox(attempt, card);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    setAlert(null);
    if (!method) {
      setAlert({ kind: 'danger', message: t('payment.method.required') });
      return;
    }
    if (method !== 'sandbox' && provider?.processor !== method) {
      setAlert({ kind: 'danger', message: t('payment.method.notReady') });
      return;
    }
    const problems = checkBeforePaying(billing, method === 'sandbox' ? card : null);
    if (Object.keys(problems).length > 0) {
      setFieldErrors(
        Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, t(`errors:${key}`)])),
      );
      setAlert({ kind: 'danger', message: t('payment.checkFields') });
      setFocusInvalid((n) => n + 1);
      return;
    }
    if (!costs.data) return;
    submitting.current = true;
    setPaying(true);
    setFieldErrors({});
    try {
      // A VAT number typed but never checked: check it now; when it removes the VAT, the buyer
      // sees the new total before paying it.
      if (typedVatNumber && !currentVat && (await checkVat())) {
        setAlert({ kind: 'info', message: t('payment.vatCheckedReview') });
        return;
      }
      await settle(await pay(costs.data));
    } catch (error) {
      failed(error);
    } finally {
      submitting.current = false;
      setPaying(false);
    }
  };

  const answerChallenge = async (approve: boolean) => {
    if (!challenge) return;
    setAnswering(true);
    try {
      const outcome = await answerSandboxChallenge(challenge.transactionId, approve);
      setChallenge(null);
      await settle(outcome);
    } catch (error) {
      setChallenge(null);
      failed(error);
    } finally {
      setAnswering(false);
    }
  };

  if (redirecting)
    return (
      <>
        <RedirectingScreen />
        {paidSale && <AffiliateConversion {...paidSale} />}
      </>
    );
  if (agreement.data?.payment_pending) return <PaymentUnderReview agreementId={agreementId} />;
  if (!costs.data) {
    if (costs.isError) return <Problem message={costs.error.message} />;
    return <Loading />;
  }
  const total = money(costs.data.total, costs.data.currency);

  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby="checkout-form-title"
          data-testid="checkout-form"
        >
          <h2 id="checkout-form-title" className="visually-hidden">
            {t('payment.formTitle')}
          </h2>
          <div ref={alertRef}>
            <FormAlert kind={alert?.kind ?? 'danger'} message={alert?.message} />
          </div>
          <BillingFields
            form={billing}
            errors={fieldErrors}
            countries={countries.data ?? []}
            vatCheck={vatCheck}
            onChange={changeBilling}
            onCheckVat={() => void checkVat()}
          />
          <DiscountCodeField
            applied={discountCode}
            onApply={applyDiscount}
            onRemove={() => setDiscountCode('')}
          />
          <PaymentMethods
            processors={profile.processors}
            method={method}
            onChoose={(processor) => {
              setMethod(processor);
              setAlert(null);
            }}
            card={card}
            onCardChange={changeCard}
            errors={fieldErrors}
            stripeKey={profile.stripe?.publishable_key ?? null}
            agreementId={agreementId}
            threeDSecure={strongAuthenticationRequired(billing.country)}
            onProviderReady={setProvider}
          />
          <button
            type="submit"
            className="btn btn-primary btn-lg w-100"
            disabled={paying || !summaryCurrent}
            data-testid="pay-button"
          >
            {paying && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('payment.submit', { amount: total })}
          </button>
          {!summaryCurrent && (
            <p className="small text-body-secondary text-center mt-2 mb-0" aria-live="polite">
              {t('payment.updatingTotal')}
            </p>
          )}
          <p className="small text-body-secondary mt-3 mb-0">{t('payment.terms')}</p>
        </form>
      </div>
      <aside className="col-lg-5 checkout-summary-column">
        <div className="checkout-summary">
          {costs.isError && (
            <div className="alert alert-danger small" role="alert" data-testid="costs-problem">
              {costs.error.message}
            </div>
          )}
          <OrderSummary
            costs={costs.data}
            typeName={typeName}
            extraLabel={extraLabel}
            updating={!summaryCurrent}
          />
        </div>
      </aside>
      {challenge && (
        <ChallengeDialog
          amount={total}
          pending={answering}
          onAnswer={(approve) => void answerChallenge(approve)}
        />
      )}
    </div>
  );
}
