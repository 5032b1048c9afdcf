import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../tests/customers';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { PricingReply } from '../../../shared/api/payment';
import { EXTRA_PRICES, PREMIUM_PRICES } from '../../../shared/price-list';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /public/pricing', () => {
  it('lists every public type with the prices the checkout charges, to anyone', async () => {
    const { status, body } = await call<PricingReply>(testApp, 'GET', '/public/pricing');
    expect(status).toBe(200);
    expect(body.data?.currency).toBe('EUR');
    expect(body.data?.refund_days).toBe(7);
    const types = body.data?.types ?? [];
    expect(types.map((type) => type.code)).toEqual([
      'PRIVACY_POLICY',
      'TERMS_CONDITIONS',
      'COOKIES_POLICY',
      'EULA',
      'DISCLAIMER',
      'RETURN_REFUND_POLICY',
    ]);
    for (const type of types) {
      const code = type.code as keyof typeof PREMIUM_PRICES;
      expect(type.premium).toBe(PREMIUM_PRICES[code]);
      expect(type.extras.length).toBeGreaterThan(0);
      for (const extra of type.extras) {
        expect(extra.amount).toBe(EXTRA_PRICES[code][extra.key]);
        // A label, not an i18n key.
        expect(extra.label).not.toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
      }
    }
  });

  it('names the extras in the caller’s language', async () => {
    const english = await call<PricingReply>(testApp, 'GET', '/public/pricing');
    const german = await call<PricingReply>(testApp, 'GET', '/public/pricing', {
      headers: { 'accept-language': 'de' },
    });
    const label = (reply: typeof english) => reply.body.data?.types[0]?.extras[0]?.label;
    expect(label(german)).toBeTruthy();
    expect(label(german)).not.toBe(label(english));
  });
});
