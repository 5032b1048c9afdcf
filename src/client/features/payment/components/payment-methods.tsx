import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProcessorName } from '../../../../shared/api/payment';
import { TextField } from '../../../components/forms/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { useUniqueId } from '../../../lib/use-unique-id';
import { fetchBraintreeClientToken } from '../api';
import type { CardForm } from '../checkout-model';
import type { ProviderHandle } from '../pay-with';
import {
  braintreeLocale,
  createBraintreeDropin,
  loadStripe,
  type StripeCardElement,
} from '../provider-scripts';

/**
 * The payment method choice: one radio card per provider on offer, and under the
 * chosen one its form — the sandbox's card fields, Stripe's card element or Braintree's drop-in.
 * A provider's script is loaded only when the buyer chooses it.
 */
export function PaymentMethods({
  processors,
  method,
  onChoose,
  card,
  onCardChange,
  errors,
  stripeKey,
  agreementId,
  threeDSecure,
  onProviderReady,
}: {
  processors: ProcessorName[];
  method: ProcessorName | '';
  onChoose: (processor: ProcessorName) => void;
  card: CardForm;
  onCardChange: (patch: Partial<CardForm>) => void;
  /** Translated messages by the server's paths (`card.number`). */
  errors: Record<string, string>;
  stripeKey: string | null;
  agreementId: string;
  threeDSecure: boolean;
  onProviderReady: (handle: ProviderHandle | null) => void;
}) {
  const { t } = useTranslation();
  const id = useUniqueId('payment-method');
  return (
    <fieldset className="mb-3">
      <legend className="h5">{t('payment.method.title')}</legend>
      <div className="payment-methods">
        {processors.map((processor) => (
          <div
            key={processor}
            className={`payment-method card${method === processor ? ' is-chosen' : ''}`}
            data-testid={`method-${processor}`}
          >
            <div className="card-body py-2">
              <div className="form-check mb-0">
                <input
                  id={`${id}-${processor}`}
                  className="form-check-input"
                  type="radio"
                  name={id}
                  value={processor}
                  checked={method === processor}
                  aria-describedby={`${id}-${processor}-hint`}
                  onChange={() => onChoose(processor)}
                />
                <label className="form-check-label fw-semibold" htmlFor={`${id}-${processor}`}>
                  {t(`payment.method.${processor}`)}
                </label>
                <div id={`${id}-${processor}-hint`} className="form-text mt-0">
                  {t(`payment.method.${processor}Hint`)}
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
      {method === 'sandbox' && <SandboxCardFields card={card} onChange={onCardChange} errors={errors} />}
      {method === 'stripe' && stripeKey && (
        <StripeCardPanel publishableKey={stripeKey} onReady={onProviderReady} />
      )}
      {method === 'braintree' && (
        <BraintreePanel agreementId={agreementId} threeDSecure={threeDSecure} onReady={onProviderReady} />
      )}
    </fieldset>
  );
}

/** The sandbox's card form: the test numbers choose the outcome (README "Payments"). */
function SandboxCardFields({
  card,
  onChange,
  errors,
}: {
  card: CardForm;
  onChange: (patch: Partial<CardForm>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-3" data-testid="card-form">
      <legend className="h6">{t('payment.card.title')}</legend>
      <TextField
        label={t('payment.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        error={errors['card.number']}
        onChange={(event) => onChange({ number: event.currentTarget.value })}
      />
      <div className="row g-2">
        <TextField
          className="col-6 mb-3"
          label={t('payment.card.expiry')}
          placeholder={t('payment.card.expiryPlaceholder')}
          autoComplete="cc-exp"
          value={card.expiry}
          error={errors['card.expiry']}
          onChange={(event) => onChange({ expiry: event.currentTarget.value })}
        />
        <TextField
          className="col-6 mb-3"
          label={t('payment.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          error={errors['card.cvc']}
          onChange={(event) => onChange({ cvc: event.currentTarget.value })}
        />
      </div>
      <TextField
        label={t('payment.card.holder')}
        autoComplete="cc-name"
        value={card.holder}
        error={errors['card.holder']}
        onChange={(event) => onChange({ holder: event.currentTarget.value })}
      />
    </fieldset>
  );
}

type WidgetState = 'loading' | 'ready' | 'failed';

function WidgetStatus({ state }: { state: WidgetState }) {
  const { t } = useTranslation();
  if (state === 'loading')
    return (
      <p className="small text-body-secondary mt-2 mb-0" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('payment.method.loading')}
      </p>
    );
  if (state === 'failed')
    return (
      <div className="alert alert-danger small mt-2 mb-0" role="alert" data-testid="provider-failed">
        {t('payment.method.loadFailed')}
      </div>
    );
  return null;
}

/** Stripe's card element, in Stripe's own frame: the card number never reaches this site. */
function StripeCardPanel({
  publishableKey,
  onReady,
}: {
  publishableKey: string;
  onReady: (handle: ProviderHandle | null) => void;
}) {
  const { t } = useTranslation();
  const id = useUniqueId('stripe-card');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const [cardError, setCardError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    const locale = currentLanguage();
    loadStripe(publishableKey, locale)
      .then((stripe) => {
        if (cancelled || !container.current) return;
        card = stripe.elements({ locale }).create('card', { hidePostalCode: true });
        card.mount(container.current);
        card.on('change', (event) => setCardError(event.error?.message ?? null));
        setState('ready');
        onReady({ processor: 'stripe', stripe, card });
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      card?.destroy();
      onReady(null);
    };
  }, [publishableKey, onReady]);
  return (
    <fieldset
      className="mt-3"
      data-testid="stripe-panel"
      aria-describedby={cardError ? `${id}-error` : undefined}
    >
      <legend className="form-label fs-6">{t('payment.card.title')}</legend>
      <div ref={container} className="form-control stripe-card" hidden={state !== 'ready'} />
      {cardError && (
        <div id={`${id}-error`} className="invalid-feedback" role="alert">
          {cardError}
        </div>
      )}
      <WidgetStatus state={state} />
    </fieldset>
  );
}

/** Braintree's drop-in (cards and the wallets the merchant account offers), with 3-D Secure when asked. */
function BraintreePanel({
  agreementId,
  threeDSecure,
  onReady,
}: {
  agreementId: string;
  threeDSecure: boolean;
  onReady: (handle: ProviderHandle | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  useEffect(() => {
    let cancelled = false;
    let teardown: (() => Promise<void>) | null = null;
    fetchBraintreeClientToken(agreementId)
      .then(async (authorization) => {
        if (cancelled || !container.current) return;
        const dropin = await createBraintreeDropin({
          authorization,
          container: container.current,
          locale: braintreeLocale[currentLanguage()] ?? 'en_GB',
          threeDSecure,
        });
        if (cancelled) {
          void dropin.teardown();
          return;
        }
        teardown = () => dropin.teardown();
        setState('ready');
        onReady({ processor: 'braintree', dropin });
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      void teardown?.().catch(() => undefined);
      onReady(null);
    };
  }, [agreementId, threeDSecure, onReady]);
  return (
    <div className="mt-3" data-testid="braintree-panel">
      <div ref={container} />
      <WidgetStatus state={state} />
    </div>
  );
}
