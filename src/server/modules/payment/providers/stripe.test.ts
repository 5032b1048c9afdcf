import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n';
import { statusMessageKey } from '../service';
import {
  declineReason,
  type IntentState,
  idOf,
  intentOutcome,
  isSettlingEvent,
  presentCard,
  STRIPE_DECLINE_CODES,
  STRIPE_ERROR_CODES,
  stripeCurrency,
} from './stripe';

// The Stripe adapter's translations of Stripe's answers: PaymentIntent states as transaction
// outcomes and Stripe's decline and error codes as the refusals the checkout has messages for.

const expected = { amount: 595, currency: 'EUR' };
const intent = (overrides: Partial<IntentState>): IntentState => ({
  id: 'pi_123',
  status: 'requires_payment_method',
  amount: 595,
  currency: 'eur',
  last_payment_error: null,
  ...overrides,
});

describe('intentOutcome', () => {
  it.each([
    ['succeeded', 'approved'],
    ['processing', 'pending_verification'],
    ['requires_action', 'validating'],
    ['canceled', 'cancelled'],
  ] as const)('a %s intent is a transaction %s, referenced by the intent id', (status, outcome) => {
    expect(intentOutcome(intent({ status }), expected)).toEqual({
      status: outcome,
      gatewayCode: null,
      reference: 'pi_123',
    });
  });

  it('a failed attempt is a rejection with the decline’s reason', () => {
    const failed = intent({
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect(intentOutcome(failed, expected)).toEqual({
      status: 'rejected',
      gatewayCode: '2001',
      reference: 'pi_123',
    });
  });

  it('records nothing while the buyer has not confirmed, or for states this checkout does not use', () => {
    expect(intentOutcome(intent({ status: 'requires_payment_method' }), expected)).toBeNull();
    expect(intentOutcome(intent({ status: 'requires_confirmation' }), expected)).toBeNull();
    expect(intentOutcome(intent({ status: 'requires_capture' }), expected)).toBeNull();
  });

  it('does not accept a success for another amount or currency as payment', () => {
    const validationError = { status: 'rejected', gatewayCode: 'validationError', reference: 'pi_123' };
    expect(intentOutcome(intent({ status: 'succeeded', amount: 1 }), expected)).toEqual(validationError);
    expect(intentOutcome(intent({ status: 'succeeded', currency: 'usd' }), expected)).toEqual(
      validationError,
    );
  });
});

describe('declineReason', () => {
  it.each([
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, '2001'],
    [{ code: 'card_declined', decline_code: 'card_velocity_exceeded' }, '2002'],
    [{ code: 'card_declined', decline_code: 'do_not_honor' }, '2000'],
    [{ code: 'card_declined', decline_code: 'transaction_not_allowed' }, '2015'],
    [{ code: 'card_declined', decline_code: 'issuer_not_available' }, '3000'],
    [{ code: 'card_declined', decline_code: 'call_issuer' }, 'bankRefusal'],
    [{ code: 'expired_card', decline_code: 'expired_card' }, 'expiredCard'],
    [{ code: 'incorrect_cvc' }, 'incorrectCvc'],
    [{ code: 'incorrect_number' }, 'incorrectNumber'],
    [{ code: 'processing_error' }, 'processingError'],
    [
      { code: 'payment_intent_authentication_failure', type: 'invalid_request_error' },
      'authenticationFailed',
    ],
    [{ code: 'card_decline_rate_limit_exceeded' }, 'previouslyFailed'],
  ])('%o → %s', (error, reason) => {
    expect(declineReason(error)).toBe(reason);
  });

  it('tells the buyer of a card reported lost, stolen or fraudulent only that it was declined', () => {
    for (const code of ['fraudulent', 'lost_card', 'stolen_card', 'pickup_card', 'merchant_blacklist'])
      expect(declineReason({ code: 'card_declined', decline_code: code })).toBe('cardDeclined');
  });

  it('falls back to a plain decline for unknown card errors, and a failed transaction otherwise', () => {
    expect(declineReason({ code: 'card_declined', decline_code: 'something_new' })).toBe('cardDeclined');
    expect(declineReason({ type: 'card_error', code: 'something_new' })).toBe('cardDeclined');
    expect(declineReason({ type: 'api_error' })).toBe('transactionFailed');
    expect(declineReason(null)).toBe('transactionFailed');
  });

  it('maps every code onto a refusal whose checkout message exists', () => {
    const t = translator('en');
    for (const reason of [...Object.values(STRIPE_DECLINE_CODES), ...Object.values(STRIPE_ERROR_CODES)]) {
      const key = statusMessageKey('rejected', reason);
      expect(key, reason).not.toBe('payment.status.rejected');
      expect(t(key, { supportEmail: 'help@example.com' }), key).not.toBe(key);
    }
  });
});

describe('helpers', () => {
  it('sends currencies in lower case', () => {
    expect(stripeCurrency('EUR')).toBe('eur');
  });

  it('knows the events that settle a payment', () => {
    expect(isSettlingEvent('payment_intent.succeeded')).toBe(true);
    expect(isSettlingEvent('payment_intent.payment_failed')).toBe(true);
    expect(isSettlingEvent('payment_intent.created')).toBe(false);
    expect(isSettlingEvent('charge.succeeded')).toBe(false);
  });

  it('presents a saved card and reads expandable ids', () => {
    const method = {
      id: 'pm_1',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    } as Stripe.PaymentMethod;
    expect(presentCard(method, 'pm_1')).toEqual({
      id: 'pm_1',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      is_default: true,
    });
    expect(presentCard(method, null).is_default).toBe(false);
    expect(idOf('cus_1')).toBe('cus_1');
    expect(idOf({ id: 'cus_2' })).toBe('cus_2');
    expect(idOf(null)).toBeNull();
  });
});
