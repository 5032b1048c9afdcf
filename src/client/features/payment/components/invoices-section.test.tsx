// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary } from '../../../../shared/api/payment';
import { click, setUpPaymentTests } from '../payment.test-support';
import { InvoicesSection } from './invoices-section';

setUpPaymentTests();

const INVOICES: InvoiceSummary[] = [
  {
    id: 'i2',
    number: 'CW-2026-0002',
    issued_at: '2026-11-21T09:00:00.000Z',
    agreement_type: 'terms-conditions',
    total: 3451,
    currency: 'EUR',
  },
  {
    id: 'i1',
    number: 'CW-2026-0001',
    issued_at: '2026-11-20T09:00:00.000Z',
    agreement_type: 'PRIVACY_POLICY',
    total: 2900,
    currency: 'EUR',
  },
];

function stubInvoices(invoices: InvoiceSummary[], pdf: () => Response = () => new Response('%PDF-1.7')) {
  const requests: { path: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
      requests.push({ path, authorization: new Headers(init.headers).get('authorization') });
      if (path === '/customer/invoices')
        return new Response(JSON.stringify({ success: true, messages: [], data: { invoices } }), {
          headers: { 'content-type': 'application/json' },
        });
      if (path.endsWith('/pdf')) return pdf();
      return new Response('{}', { status: 404 });
    }),
  );
  return requests;
}

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InvoicesSection />
    </QueryClientProvider>,
  );
}

describe('the invoices on the profile page', () => {
  it('lists each invoice with its number, date, agreement type and total', async () => {
    stubInvoices(INVOICES);
    renderSection();
    const rows = within(await screen.findByTestId('invoice-list')).getAllByTestId('invoice-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Invoice CW-2026-000221 November 2026 · Terms & Conditions€34.51Download PDF',
      'Invoice CW-2026-000120 November 2026 · Privacy Policy€29.00Download PDF',
    ]);
  });

  it('says there are none yet', async () => {
    stubInvoices([]);
    renderSection();
    expect((await screen.findByTestId('invoices-empty')).textContent).toContain('You have no invoices yet.');
  });

  it('downloads the PDF under the invoice’s number', async () => {
    const requests = stubInvoices(INVOICES);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    renderSection();
    await click(await screen.findByRole('button', { name: 'Download PDF of invoice CW-2026-0001' }));
    await vi.waitFor(() => expect(saved).toEqual(['invoice-CW-2026-0001.pdf']));
    expect(requests.at(-1)).toEqual({ path: '/customer/invoices/i1/pdf', authorization: 'Bearer t' });
  });

  it('shows the server’s refusal of a download', async () => {
    stubInvoices(
      INVOICES,
      () =>
        new Response(
          JSON.stringify({ success: false, messages: [{ value: 'This invoice could not be found.' }] }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    renderSection();
    await click(await screen.findByRole('button', { name: 'Download PDF of invoice CW-2026-0002' }));
    expect((await screen.findByTestId('form-alert-danger')).textContent).toBe(
      'This invoice could not be found.',
    );
  });
});
