import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf, randomClientAddress } from '../../../../tests/customers';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { startViesFake, VIES_FAKE_NUMBERS, type ViesFake } from '../../../../tests/vies-fake';
import type { CheckViesReply } from '../../../shared/api/payment';

// POST /customer/check-vies against the local fake of VIES (tests/vies-fake.ts): the
// member state's format first, then VIES; a busy VIES is "unavailable", never "invalid".

let fake: ViesFake;
let testApp: TestApp;
let customer: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  fake = await startViesFake();
  testApp = await createTestApp({ VIES_URL: fake.url });
  customer = await createActiveCustomer(testApp, 'vies@example.com');
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const checkVies = (
  data: unknown,
  options: { token?: string | null; headers?: Record<string, string> } = {},
) =>
  call<CheckViesReply>(testApp, 'POST', '/customer/check-vies', {
    data,
    token: options.token === null ? undefined : (options.token ?? customer.token),
    headers: options.headers,
  });

describe('POST /customer/check-vies', () => {
  it('confirms a registered number with its name and address, whatever way it was typed', async () => {
    const { status, body } = await checkVies({ country: 'DE', vat_number: 'de 123.456-789' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      data: {
        valid: true,
        vat_number: 'DE123456789',
        name: 'Muster GmbH',
        address: 'Musterstraße 1\n10115 Berlin',
      },
    });
    expect(messageOf(body)).toBe(
      'The VAT number DE123456789 is valid. The reverse charge applies: no VAT is added.',
    );
    expect(fake.requests).toEqual([{ countryCode: 'DE', vatNumber: '123456789' }]);
  });

  it('checks a Greek number under the prefix EL', async () => {
    const { body } = await checkVies({ country: 'GR', vat_number: 'EL123456789' });
    expect(body).toMatchObject({ success: true, data: { valid: true, vat_number: 'EL123456789' } });
    expect(fake.requests).toEqual([{ countryCode: 'EL', vatNumber: '123456789' }]);
  });

  it('refuses a malformed number, naming the country in the caller’s language, without asking VIES', async () => {
    const { status, body } = await checkVies({ country: 'DE', vat_number: '12345' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(body)).toBe(
      'This is not a valid Germany VAT number. Please check it and enter it without the country prefix.',
    );
    expect(body.fieldErrors?.vat_number).toBe(messageOf(body));

    const german = await checkVies(
      { country: 'NL', vat_number: '123456789' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(german.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(german.body)).toContain('Niederlande');

    const empty = await checkVies({ country: 'DE', vat_number: '' });
    expect(empty.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(fake.requests).toEqual([]);
  });

  it('refuses a country outside the EU', async () => {
    for (const country of ['US', 'GB', 'CH']) {
      const { body } = await checkVies({ country, vat_number: '123456789' });
      expect(body, country).toMatchObject({ success: false, code: 'validation_failed' });
      expect(messageOf(body)).toBe(
        'VAT numbers are checked for companies in the EU only. Please leave this field empty.',
      );
      expect(body.fieldErrors?.vat_number).toBe(messageOf(body));
    }
    expect(fake.requests).toEqual([]);
  });

  it('answers success: false with the number when VIES does not know it', async () => {
    const { status, body } = await checkVies({ country: 'NL', vat_number: '999999999B01' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: false,
      code: 'vies_invalid',
      data: { valid: false, vat_number: 'NL999999999B01', name: null, address: null },
    });
    expect(messageOf(body)).toBe(
      "The VAT number NL999999999B01 is not registered in the EU's VIES database. VAT is added as for a consumer.",
    );
    expect(body.fieldErrors?.vat_number).toBe(messageOf(body));
  });

  it('says VIES is unavailable when the member state is down or busy, or VIES fails', async () => {
    const { memberStateUnavailable, memberStateBusy, serverError, notJson } = VIES_FAKE_NUMBERS;
    for (const { country, vatNumber } of [memberStateUnavailable, memberStateBusy, serverError, notJson]) {
      const { status, body } = await checkVies({ country, vat_number: vatNumber });
      expect(status, vatNumber).toBe(200);
      expect(body, vatNumber).toMatchObject({ success: false, code: 'vies_unavailable' });
      expect(messageOf(body)).toContain('(VIES) is not answering right now');
    }
  });

  it('needs a signed-in customer', async () => {
    const anonymous = await checkVies({ country: 'DE', vat_number: '123456789' }, { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, authenticated: false });
    const stale = await checkVies({ country: 'DE', vat_number: '123456789' }, { token: 'not-a-token' });
    expect(stale.status).toBe(401);
    expect(fake.requests).toEqual([]);
  });

  it('refuses input of the wrong types or shape', async () => {
    const cases: [unknown, string][] = [
      [{ country: 'DE', vat_number: 123456789 }, 'vat_number'],
      [{ country: 'DE' }, 'vat_number'],
      [{ country: 'ZZ', vat_number: '123456789' }, 'country'],
      [{ country: ['DE'], vat_number: '123456789' }, 'country'],
      [{ country: 'DE', vat_number: 'X'.repeat(21) }, 'vat_number'],
    ];
    for (const [data, field] of cases) {
      const { status, body } = await checkVies(data);
      expect(status, JSON.stringify(data)).toBe(200);
      expect(body, JSON.stringify(data)).toMatchObject({ success: false, code: 'validation_failed' });
      expect(Object.keys(body.fieldErrors ?? {}), JSON.stringify(data)).toContain(field);
    }
    const extra = await checkVies({ country: 'DE', vat_number: '123456789', name: 'x' });
    expect(extra.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(fake.requests).toEqual([]);
  });

  it('limits how often one customer asks, from any address', async () => {
    const busy = await createActiveCustomer(testApp, 'vies-busy@example.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const { status } = await call(testApp, 'POST', '/customer/check-vies', {
        data: { country: 'IT', vat_number: '12345678903' },
        token: busy.token,
        remoteAddress: randomClientAddress(),
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // The others are not held back by this customer's checks.
    expect((await checkVies({ country: 'IT', vat_number: '12345678903' })).status).toBe(200);
  });
});

describe('POST /customer/check-vies for a company in the seller’s country', () => {
  let domesticApp: TestApp;
  let buyer: Awaited<ReturnType<typeof createActiveCustomer>>;
  beforeAll(async () => {
    domesticApp = await createTestApp({ VIES_URL: fake.url, COMPANY_COUNTRY: 'DE' });
    buyer = await createActiveCustomer(domesticApp, 'domestic@example.com');
  });
  afterAll(() => domesticApp?.close());

  it('confirms the number but says VAT is still added', async () => {
    const { body } = await call<CheckViesReply>(domesticApp, 'POST', '/customer/check-vies', {
      data: { country: 'DE', vat_number: '123456789' },
      token: buyer.token,
    });
    expect(body).toMatchObject({ success: true, data: { valid: true, vat_number: 'DE123456789' } });
    expect(messageOf(body)).toBe(
      'The VAT number DE123456789 is valid. As a company in the same country as us, VAT is added.',
    );
  });
});
