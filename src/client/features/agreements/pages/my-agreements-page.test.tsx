// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgreementSummary } from '../../../../shared/api/agreement';
import type { Envelope } from '../../../../shared/api/envelope';
import { ENGLISH_COMMON, ENGLISH_ERRORS } from '../../../lib/english-catalogs.test-support';
import { resetSessionForTests } from '../../../lib/session';
import MyAgreementsPage from './my-agreements-page';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common: ENGLISH_COMMON, errors: ENGLISH_ERRORS } },
    interpolation: { escapeValue: false },
  });
  localStorage.setItem(
    'customer',
    JSON.stringify({ id: 'c1', email: 'ada@acme.example', token: 't', refresh_token: 'r', language: 'en' }),
  );
  resetSessionForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const agreement = (overrides: Partial<AgreementSummary>): AgreementSummary => ({
  id: 'a1',
  type: 'privacy-policy',
  status: 'finished',
  language: 'en',
  premium: false,
  paid: false,
  payment_pending: false,
  edited: false,
  site_name: 'Acme Shop',
  site_url: 'https://acme.example',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const ALL = [
  agreement({ id: 'a1' }),
  agreement({ id: 'a2', type: 'eula', premium: true, site_url: '', site_name: 'Acme App' }),
  agreement({ id: 'a3', type: 'disclaimer', status: 'unfinished' }),
];

function stubApi(
  onDelete: () => Partial<Envelope> = () => ({ messages: [{ value: 'Agreement deleted successfully!' }] }),
) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
      calls.push(`${init.method ?? 'GET'} ${path}`);
      const reply = (envelope: Partial<Envelope>) =>
        new Response(JSON.stringify({ success: true, messages: [], ...envelope }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (path === '/customer/agreements/all') return reply({ data: { agreements: ALL } });
      if (path === '/customer/agreements/unpaid') return reply({ data: { agreements: [ALL[1]] } });
      if (path.startsWith('/agreement/delete/')) return reply(onDelete());
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

async function renderPage() {
  const router = createMemoryRouter([{ path: '/profile/agreements', Component: MyAgreementsPage }], {
    initialEntries: ['/profile/agreements'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('agreement-list');
}

describe('My agreements', () => {
  it('shows a card per agreement with type, version, site and date, unfinished ones apart', async () => {
    stubApi();
    await renderPage();
    const list = screen.getByTestId('agreement-list');
    const cards = within(list).getAllByTestId('agreement-card');
    expect(cards.map((card) => card.getAttribute('data-agreement-id'))).toEqual(['a1', 'a2']);
    expect(cards[0]?.textContent).toContain('Privacy Policy');
    expect(cards[0]?.textContent).toContain('Free');
    expect(cards[0]?.textContent).toContain('https://acme.example');
    expect(cards[0]?.textContent).toContain('20 November 2026');
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: 'Download' })
        .getAttribute('href'),
    ).toBe('/download/a1');
    expect(cards[1]?.textContent).toContain('Premium');
    expect(cards[1]?.textContent).toContain('Acme App');
    expect(within(cards[1] as HTMLElement).getByTestId('agreement-unpaid')).toBeTruthy();
    expect(within(list).getByTestId('add-agreement').getAttribute('href')).toBe('/wizard');
    const unfinished = screen.getByTestId('unfinished-agreements');
    expect(within(unfinished).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/wizard/disclaimer/update/a3',
    );
  });

  it('deletes after confirmation and says so', async () => {
    const calls = stubApi();
    await renderPage();
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Delete Privacy Policy' })[0] as HTMLElement),
    );
    const modal = await screen.findByTestId('delete-agreement-modal');
    expect(modal.textContent).toContain('deleted for good');
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Delete' })));
    expect((await screen.findByTestId('form-alert-success')).textContent).toBe(
      'Agreement deleted successfully!',
    );
    expect(calls).toContain('DELETE /agreement/delete/a1');
  });

  it('says "Agreement delete failed!" when the call fails without a reason, and keeps the dialog open', async () => {
    stubApi();
    const original = globalThis.fetch;
    const failing = vi.fn(async (url: string, init: RequestInit = {}) =>
      url.includes('/agreement/delete/') ? new Response('oops', { status: 500 }) : original(url, init),
    );
    vi.stubGlobal('fetch', failing);
    await renderPage();
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Delete Privacy Policy' })[0] as HTMLElement),
    );
    const modal = await screen.findByTestId('delete-agreement-modal');
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Delete' })));
    expect((await within(modal).findByRole('alert')).textContent).toBe('Agreement delete failed!');
  });
});
