import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BRAINTREE_FAKE_CREDENTIALS,
  BRAINTREE_NONCES,
  type BraintreeFake,
  startBraintreeFake,
} from '../../../../../tests/braintree-fake';
import type { BraintreeConfig } from './braintree';
import { createBraintreeCharger, decimalAmount, outcomeOf, processorDeclineCode } from './braintree';
import type { ChargeRequest, ChargingProvider } from './provider';
import { GATEWAY_CODES } from './sandbox';

// The Braintree charger through the official SDK against a local fake of Braintree's gateway
// (tests/braintree-fake.ts): amounts, 3-D Secure, every decline mapping, settlement and the
// order-id idempotency that stands in for the idempotency key Braintree does not have.

let fake: BraintreeFake;
let charger: ChargingProvider;
const log = { warn: vi.fn() };

beforeAll(async () => {
  fake = await startBraintreeFake();
  const config: BraintreeConfig = { ...BRAINTREE_FAKE_CREDENTIALS, environment: 'sandbox', apiUrl: fake.url };
  charger = createBraintreeCharger(config, { log }) as ChargingProvider;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  log.warn.mockClear();
});

let order = 0;
const chargeRequest = (nonce: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amount: 595,
  currency: 'EUR',
  idempotencyKey: `order-${++order}-${Date.now()}`,
  description: 'Clausewright premium',
  method: { kind: 'nonce', nonce, deviceData: '{"correlation_id":"abc"}' },
  requireThreeDSecure: false,
  ...overrides,
});
const sales = () =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === '/transactions');

describe('amounts and codes', () => {
  it('writes cents as Braintree’s decimal string', () => {
    expect(decimalAmount(595)).toBe('5.95');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(120000)).toBe('1200.00');
    expect(() => decimalAmount(1.5)).toThrow();
    expect(() => decimalAmount(-1)).toThrow();
  });

  it('keeps the gateway codes the checkout explains, else the closest reason or a bank refusal', () => {
    for (const code of GATEWAY_CODES.filter((code) => code !== 'payment_token'))
      expect(processorDeclineCode(code)).toBe(code);
    expect(processorDeclineCode('2010')).toBe('incorrectCvc');
    expect(processorDeclineCode('2006')).toBe('expiredCard');
    expect(processorDeclineCode('2057')).toBe('bankRefusal');
    expect(processorDeclineCode('3001')).toBe('processingError');
    expect(processorDeclineCode(undefined)).toBe('bankRefusal');
  });

  it.each([
    ['submitted_for_settlement', '', 'approved', null],
    ['settling', '', 'approved', null],
    ['settled', '', 'approved', null],
    ['settlement_pending', '', 'pending_verification', null],
    ['processor_declined', '2001', 'rejected', '2001'],
    ['settlement_declined', '', 'rejected', 'bankRefusal'],
    ['voided', '', 'cancelled', null],
    ['failed', '3000', 'rejected', '3000'],
    ['failed', '', 'failed', null],
  ] as const)('status %s (%s) is %s %s', (status, code, expected, gatewayCode) => {
    const outcome = outcomeOf({
      id: 'tx1',
      status,
      processorResponseCode: code,
      gatewayRejectionReason: undefined as never,
    });
    expect(outcome).toEqual({ status: expected, gatewayCode, reference: 'tx1' });
  });
});

describe('createBraintreeCharger', () => {
  it('is absent without Braintree’s keys', () => {
    expect(createBraintreeCharger(undefined, { log })).toBeUndefined();
  });

  it('sells the server’s amount with the nonce, device data and order id, submitted for settlement', async () => {
    const request = chargeRequest(BRAINTREE_NONCES.threeDSecureAuthenticated, { requireThreeDSecure: true });
    const result = await charger.charge(request);
    expect(result.status).toBe('approved');
    expect(fake.transactions.get(result.reference)?.status).toBe('submitted_for_settlement');
    expect(sales()[0]?.body).toEqual({
      transaction: {
        type: 'sale',
        amount: '5.95',
        order_id: request.idempotencyKey,
        payment_method_nonce: BRAINTREE_NONCES.threeDSecureAuthenticated,
        device_data: '{"correlation_id":"abc"}',
        options: { submit_for_settlement: true, three_d_secure: { required: true } },
      },
    });
  });

  it('charges a repeated request once: the sale with that order id answers it', async () => {
    const request = chargeRequest(BRAINTREE_NONCES.approved);
    const first = await charger.charge(request);
    const again = await charger.charge(request);
    expect(again).toEqual(first);
    expect(sales()).toHaveLength(1);
  });

  it('finds a sale whose answer was lost on the way back instead of reporting a failure', async () => {
    fake.failNext('POST /transactions', { status: 500, afterProcessing: true });
    const request = chargeRequest(BRAINTREE_NONCES.approved);
    const result = await charger.charge(request);
    expect(result.status).toBe('approved');
    expect(
      [...fake.transactions.values()].filter((tx) => tx.orderId === request.idempotencyKey),
    ).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'Braintree sale answered by its order id');
  });

  it('throws when Braintree fails before charging (the service records a failed payment)', async () => {
    fake.failNext('POST /transactions', { status: 503, afterProcessing: false });
    await expect(charger.charge(chargeRequest(BRAINTREE_NONCES.approved))).rejects.toThrow();
  });

  it.each([...GATEWAY_CODES.filter((code) => code !== 'payment_token'), '2010', '2057'])(
    'maps processor response %s',
    async (code) => {
      const result = await charger.charge(chargeRequest(BRAINTREE_NONCES.declinedWith(code)));
      expect(result).toMatchObject({ status: 'rejected', gatewayCode: processorDeclineCode(code) });
      expect(result.reference).not.toBe('');
    },
  );

  it('maps Braintree’s own processor-declined test nonce to 2000', async () => {
    expect(await charger.charge(chargeRequest(BRAINTREE_NONCES.processorDeclined))).toMatchObject({
      status: 'rejected',
      gatewayCode: '2000',
    });
  });

  it.each([
    ['cvv', 'incorrectCvc'],
    ['avs_and_cvv', 'incorrectCvc'],
    ['fraud', 'notAccepted'],
    ['risk_threshold', 'notAccepted'],
    ['three_d_secure', 'liabilityShiftFailed'],
    ['token_issuance', 'payment_token'],
    ['duplicate', 'transactionFailed'],
    ['avs', 'transactionFailed'],
  ])('maps a gateway rejection for %s to %s', async (reason, gatewayCode) => {
    expect(await charger.charge(chargeRequest(BRAINTREE_NONCES.rejectedFor(reason)))).toMatchObject({
      status: 'rejected',
      gatewayCode,
    });
  });

  it('requires 3-D Secure when asked: without a successful authentication the liability shift failed', async () => {
    const required = { requireThreeDSecure: true };
    for (const nonce of [BRAINTREE_NONCES.threeDSecureFailed, BRAINTREE_NONCES.approved])
      expect(await charger.charge(chargeRequest(nonce, required))).toMatchObject({
        status: 'rejected',
        gatewayCode: 'liabilityShiftFailed',
      });
    expect(
      (await charger.charge(chargeRequest(BRAINTREE_NONCES.threeDSecureAuthenticated, required))).status,
    ).toBe('approved');
    // Outside the EU nobody asks: a failed authentication does not stop the sale.
    expect((await charger.charge(chargeRequest(BRAINTREE_NONCES.threeDSecureFailed))).status).toBe(
      'approved',
    );
  });

  it('reports a refused request (used nonce, unknown nonce, a card form) as failed without a reference', async () => {
    expect(await charger.charge(chargeRequest(BRAINTREE_NONCES.consumed))).toEqual({
      status: 'failed',
      gatewayCode: null,
      reference: '',
    });
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ codes: ['93107'] }), expect.any(String));
    expect((await charger.charge(chargeRequest('not-a-nonce'))).status).toBe('failed');
    const card = await charger.charge({
      ...chargeRequest(''),
      method: {
        kind: 'card',
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'A' },
      },
    });
    expect(card).toEqual({ status: 'failed', gatewayCode: 'notAccepted', reference: '' });
  });

  it('leaves a settlement pending until Braintree decides, then approves or refuses it', async () => {
    const pending = await charger.charge(chargeRequest(BRAINTREE_NONCES.settlementPending));
    expect(pending.status).toBe('pending_verification');
    const row = { providerReference: pending.reference, createdAt: new Date() };
    expect(await charger.checkPending?.(row)).toBeNull();
    fake.setTransactionStatus(pending.reference, 'settled');
    expect(await charger.checkPending?.(row)).toEqual({
      status: 'approved',
      gatewayCode: null,
      reference: pending.reference,
    });

    const declined = await charger.charge(chargeRequest(BRAINTREE_NONCES.settlementPending));
    fake.setTransactionStatus(declined.reference, 'settlement_declined');
    expect(
      await charger.checkPending?.({ providerReference: declined.reference, createdAt: new Date() }),
    ).toEqual({
      status: 'rejected',
      gatewayCode: 'bankRefusal',
      reference: declined.reference,
    });
    expect(await charger.checkPending?.({ providerReference: null, createdAt: new Date() })).toBeNull();
  });
});
