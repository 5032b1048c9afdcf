// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_ID,
  click,
  type FakeCall,
  renderCheckout,
  SUMMARY_EXTRA_LABEL,
  setUpPaymentTests,
  stubPaymentApi,
  type,
} from '../payment.test-support';

setUpPaymentTests();

const summary = () => screen.getByTestId('order-summary');
const total = () => screen.getByTestId('order-total').textContent;
const field = (label: string) => screen.getByLabelText(label);
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const posted = (calls: FakeCall[], path: string) => calls.filter((call) => call.path === path);
const lastCostsRequest = (calls: FakeCall[]) =>
  posted(calls, `/agreement/costs/${AGREEMENT_ID}`).at(-1)?.data;

/** Waits until the summary prices what the form says now (the request is debounced); pay is enabled then. */
async function settled(): Promise<void> {
  await waitFor(() => expect((button(/^Pay /) as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
}

async function settledTotal(expected: string): Promise<void> {
  await settled();
  expect(total()).toBe(expected);
}

async function fillPerson(country = 'DE', state = ''): Promise<void> {
  await type(field('First name'), 'Ada');
  await type(field('Last name'), 'Lovelace');
  await type(field('Country'), country);
  if (state) await type(field('State or province'), state);
  await type(field('Street address'), 'Unter den Linden 1');
  await type(field('City'), 'Berlin');
  await type(field('Postal code'), '10117');
  await settled();
}

async function fillSandboxCard(number: string): Promise<void> {
  await click(screen.getByRole('radio', { name: 'Test card (sandbox)' }));
  await type(field('Card number'), number);
  await type(field('Expiry date'), '12/30');
  await type(field('Security code'), '123');
  await type(field('Name on the card'), 'Ada Lovelace');
}

async function openCheckout(options: Parameters<typeof stubPaymentApi>[0] = {}) {
  const calls = stubPaymentApi(options);
  const rendered = await renderCheckout();
  await screen.findByTestId('order-summary');
  return { calls, ...rendered };
}

describe('the order summary', () => {
  it('itemises the premium version and each extra by its wizard label, with VAT for the billing country', async () => {
    await openCheckout({ extras: ['extras.summary'] });
    await waitFor(() => expect(summary().textContent).toContain(SUMMARY_EXTRA_LABEL));
    const items = screen.getAllByTestId('order-item').map((item) => item.textContent);
    expect(items).toEqual(['Premium version: Privacy Policy', SUMMARY_EXTRA_LABEL]);
    expect(summary().textContent).toContain('Net amount€32.00');
    expect(screen.getByTestId('order-vat').textContent).toBe('VAT (19 %), Germany');
    expect(total()).toBe('€38.08');
    expect(button('Pay €38.08')).toBeTruthy();
  });

  it('prices again when the billing country changes: no EU VAT outside the EU', async () => {
    const { calls } = await openCheckout();
    await type(field('Country'), 'US');
    await settledTotal('€29.00');
    expect(screen.getByTestId('order-vat').textContent).toBe('No EU VAT outside the EU');
    expect(lastCostsRequest(calls)).toEqual({ country: 'US' });
  });

  it('says so when only the extras added since the purchase are charged', async () => {
    await openCheckout({ extras: ['extras.summary'], extraDifference: true });
    expect(screen.getByTestId('extra-difference').textContent).toBe(
      'You are paying only for the extras added since your purchase.',
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('order-item').map((item) => item.textContent)).toEqual([
        SUMMARY_EXTRA_LABEL,
      ]),
    );
  });

  it('shows the server’s refusal, with the way back, when there is nothing to pay for', async () => {
    stubPaymentApi({ nothingDue: true });
    await renderCheckout();
    const problem = await screen.findByTestId('pay-problem');
    expect(problem.textContent).toBe('Everything this agreement includes has already been paid for.');
    expect(screen.getByRole('link', { name: 'Back to My agreements' }).getAttribute('href')).toBe(
      '/profile/agreements',
    );
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });
});

describe('the discount code', () => {
  it('explains an invalid code at the field and keeps the price', async () => {
    await openCheckout();
    await type(field('Discount code'), 'NOPE');
    await click(button('Apply'));
    const error = await screen.findByTestId('discount-error');
    expect(error.textContent).toBe('The code you supplied is not valid');
    expect(field('Discount code').getAttribute('aria-describedby')).toBe(error.id);
    expect(field('Discount code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('order-discount')).toBeNull();
    expect(total()).toBe('€34.51');
  });

  it('takes a valid code off the net amount and sends it with the payment', async () => {
    const { calls } = await openCheckout();
    await type(field('Discount code'), 'save10');
    await click(button('Apply'));
    await screen.findByTestId('discount-applied');
    await settledTotal('€31.06');
    expect(screen.getByTestId('order-discount').textContent).toBe('Discount SAVE10 (10 %)');
    expect(lastCostsRequest(calls)).toMatchObject({ discount_code: 'SAVE10' });
    await fillPerson();
    await fillSandboxCard('4242 4242 4242 4242');
    await click(button('Pay €31.06'));
    await screen.findByTestId('payment-redirecting');
    expect(posted(calls, '/transaction/new')[0]?.data).toMatchObject({
      discount_code: 'SAVE10',
      amount: 3106,
    });
  });
});

describe('company details', () => {
  it('shows the VIES prefix (EL for Greece), checks the number and prices with the reverse charge', async () => {
    const { calls } = await openCheckout();
    await click(screen.getByLabelText('I am buying as a company'));
    await type(field('Company name'), 'Acme AE');
    await type(field('Company country'), 'GR');
    expect(screen.getByTestId('vat-prefix').textContent).toBe('EL');
    await type(field('VAT number'), 'EL094014201');
    await click(button('Check'));
    const valid = await screen.findByTestId('vies-valid');
    expect(valid.textContent).toBe(
      'The VAT number EL094014201 is valid. The reverse charge applies: no VAT is added.',
    );
    expect(field('VAT number').getAttribute('aria-describedby')).toContain(valid.id);
    expect(posted(calls, '/customer/check-vies')[0]?.data).toEqual({
      country: 'GR',
      vat_number: '094014201',
    });
    await settledTotal('€29.00');
    expect(screen.getByTestId('order-vat').textContent).toBe('Reverse charge (Greece): no VAT');
    expect(lastCostsRequest(calls)).toEqual({
      is_company: true,
      company_country: 'GR',
      vat_number: '094014201',
    });

    // Another number is another check: until then VAT applies again.
    await type(field('VAT number'), '111111111');
    expect(screen.queryByTestId('vies-valid')).toBeNull();
    await settledTotal('€34.51');
    await click(button('Check'));
    expect((await screen.findByTestId('vies-invalid')).textContent).toContain('is not registered');
    expect(total()).toBe('€34.51');
  });

  it('asks VIES before paying when the number was never checked, and lets the buyer see the new total first', async () => {
    const { calls } = await openCheckout({ processors: ['sandbox'] });
    await fillPerson();
    await click(screen.getByLabelText('I am buying as a company'));
    await type(field('Company name'), 'Acme GmbH');
    await type(field('Company country'), 'DE');
    await type(field('VAT number'), '123 456 789');
    await fillSandboxCard('4242 4242 4242 4242');
    await settledTotal('€34.51');
    await click(button('Pay €34.51'));
    expect((await screen.findByTestId('form-alert-info')).textContent).toBe(
      'We have checked your VAT number. Please check the total and confirm the payment.',
    );
    expect(posted(calls, '/transaction/new')).toHaveLength(0);
    await settledTotal('€29.00');
    await click(button('Pay €29.00'));
    await screen.findByTestId('payment-redirecting');
    expect(posted(calls, '/transaction/new')[0]?.data).toMatchObject({
      amount: 2900,
      invoicing_details: { is_company: true, company_country: 'DE', vat_number: '123456789' },
    });
  });

  it('asks for a state in the countries that have them and a personal ID where invoices need one', async () => {
    await openCheckout();
    await type(field('Country'), 'US');
    const states = within(field('State or province')).getAllByRole('option');
    expect(states.map((option) => option.textContent)).toContain('California');
    expect(screen.queryByLabelText('Personal ID number')).toBeNull();
    await type(field('Country'), 'BR');
    expect(screen.queryByLabelText('State or province')).toBeNull();
    expect(field('Personal ID number')).toBeTruthy();
  });

  it('starts from the billing details last used', async () => {
    await openCheckout({
      billingAddress: {
        first_name: 'Grace',
        last_name: 'Hopper',
        country: 'FR',
        address: '1 rue de la Paix',
        city: 'Paris',
        is_company: false,
      },
    });
    expect((field('First name') as HTMLInputElement).value).toBe('Grace');
    expect((field('Country') as HTMLSelectElement).value).toBe('FR');
    await settledTotal('€34.80');
    expect(screen.getByTestId('order-vat').textContent).toBe('VAT (20 %), France');
  });
});

describe('paying', () => {
  it('asks for a payment method first', async () => {
    const { calls } = await openCheckout();
    await click(button('Pay €34.51'));
    expect(screen.getByTestId('form-alert-danger').textContent).toBe(
      'Please make sure you select a valid payment method before submitting the order.',
    );
    expect(posted(calls, '/transaction/new')).toHaveLength(0);
  });

  it('marks every missing field before sending anything', async () => {
    const { calls } = await openCheckout();
    await type(field('Country'), 'US');
    await settledTotal('€29.00');
    await click(screen.getByRole('radio', { name: 'Test card (sandbox)' }));
    await click(button('Pay €29.00'));
    expect(screen.getByTestId('form-alert-danger').textContent).toBe('Please check the highlighted fields.');
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(field('First name').getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Please enter your first name.');
    expect(field('State or province').getAttribute('aria-invalid')).toBe('true');
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('First name'));
    expect(posted(calls, '/transaction/new')).toHaveLength(0);
  });

  it('sends the total shown under one idempotency key, then shows "Redirecting…" and opens the download page', async () => {
    const { calls, router } = await openCheckout();
    await fillPerson();
    await fillSandboxCard('4242 4242 4242 4242');
    // A double click is one attempt.
    const pay = button('Pay €34.51');
    await click(pay);
    await click(pay);
    expect((await screen.findByTestId('payment-redirecting')).textContent).toContain(
      'Payment received, taking you to your agreement.',
    );
    const payments = posted(calls, '/transaction/new');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.data).toMatchObject({
      agreement_id: AGREEMENT_ID,
      processor: 'sandbox',
      amount: 3451,
      total_price_is_extra_difference: false,
      invoicing_details: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        country: 'DE',
        address: 'Unter den Linden 1',
        city: 'Berlin',
        postal_code: '10117',
        is_company: false,
      },
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' },
    });
    // German addresses name no state: the form does not ask for one.
    expect((payments[0]?.data?.invoicing_details as { state?: string } | undefined)?.state).toBeUndefined();
    expect(String(payments[0]?.data?.idempotency_key)).toMatch(/^[0-9a-f-]{36}$/);
    await screen.findByTestId('download-page', {}, { timeout: 3000 });
    expect(router.state.location.pathname).toBe(`/download/${AGREEMENT_ID}`);
  });

  it('shows a refusal at the top, keeps the form and tries again under a new key', async () => {
    const { calls } = await openCheckout();
    await fillPerson();
    await fillSandboxCard('4000 0000 0000 2001');
    await click(button('Pay €34.51'));
    expect((await screen.findByTestId('form-alert-danger')).textContent).toBe(
      'Insufficient funds. Please use another card or contact your bank.',
    );
    expect((field('First name') as HTMLInputElement).value).toBe('Ada');
    await type(field('Card number'), '4242 4242 4242 4242');
    await click(button('Pay €34.51'));
    await screen.findByTestId('payment-redirecting');
    const [first, second] = posted(calls, '/transaction/new');
    expect(first?.data?.idempotency_key).not.toBe(second?.data?.idempotency_key);
  });

  it('opens the pending page for a payment under review', async () => {
    const { router } = await openCheckout();
    await fillPerson();
    await fillSandboxCard('4000 0000 0000 0259');
    await click(button('Pay €34.51'));
    await screen.findByTestId('pending-page');
    expect(router.state.location.pathname).toBe('/profile/agreements/transaction-pending');
  });

  it('says so, charging nothing, while another tab’s payment for the agreement is being charged', async () => {
    const { calls } = await openCheckout();
    await fillPerson();
    await fillSandboxCard('4000 0000 0000 1111');
    await click(button('Pay €34.51'));
    expect((await screen.findByTestId('form-alert-info')).textContent).toBe(
      'A payment for this document is being processed right now.',
    );
    await type(field('Card number'), '4242 4242 4242 4242');
    await click(button('Pay €34.51'));
    await screen.findByTestId('payment-redirecting');
    const [first, second] = posted(calls, '/transaction/new');
    expect(first?.data?.idempotency_key).not.toBe(second?.data?.idempotency_key);
  });

  it('opens the pending page when another payment for the agreement is under review', async () => {
    const { router } = await openCheckout();
    await fillPerson();
    await fillSandboxCard('4000 0000 0000 2222');
    await click(button('Pay €34.51'));
    await screen.findByTestId('pending-page');
    expect(router.state.location.pathname).toBe('/profile/agreements/transaction-pending');
  });

  it('asks the buyer to confirm a 3-D Secure payment; confirming pays', async () => {
    const { calls } = await openCheckout();
    await fillPerson();
    await fillSandboxCard('4000 0000 0000 3220');
    await click(button('Pay €34.51'));
    const dialog = await screen.findByTestId('challenge-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'Your bank asks you to confirm this payment',
    );
    expect(dialog.textContent).toContain('€34.51');
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByTestId('payment-redirecting');
    expect(posted(calls, '/transaction/sandbox/3ds/t1')[0]?.data).toEqual({ approve: true });
  });

  it('refuses the payment when the buyer cancels the 3-D Secure question', async () => {
    const { calls } = await openCheckout();
    await fillPerson();
    await fillSandboxCard('4000 0000 0000 3220');
    await click(button('Pay €34.51'));
    const dialog = await screen.findByTestId('challenge-dialog');
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByTestId('form-alert-danger')).textContent).toBe(
      'Your bank could not confirm this payment with 3-D Secure.',
    );
    expect(screen.queryByTestId('challenge-dialog')).toBeNull();
    expect(posted(calls, '/transaction/sandbox/3ds/t1')[0]?.data).toEqual({ approve: false });
  });

  it('prices again and says so when the server’s price has changed', async () => {
    const { calls } = await openCheckout({ priceChangesTo: 4000 });
    await fillPerson();
    await fillSandboxCard('4242 4242 4242 4242');
    const before = posted(calls, `/agreement/costs/${AGREEMENT_ID}`).length;
    await click(button('Pay €34.51'));
    expect((await screen.findByTestId('form-alert-danger')).textContent).toBe(
      'The price has changed to €40.00.',
    );
    await waitFor(() =>
      expect(posted(calls, `/agreement/costs/${AGREEMENT_ID}`).length).toBeGreaterThan(before),
    );
    expect(screen.queryByTestId('payment-redirecting')).toBeNull();
  });

  it('loads no provider script for the sandbox', async () => {
    await openCheckout();
    await fillSandboxCard('4242 4242 4242 4242');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
