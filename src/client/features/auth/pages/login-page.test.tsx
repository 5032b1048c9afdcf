// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import commonEn from '../../../../shared/i18n/locales/en/common.json';
import errorsEn from '../../../../shared/i18n/locales/en/errors.json';
import { getSession, resetSessionForTests } from '../../../lib/session';
import LoginPage from './login-page';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common: commonEn, errors: errorsEn } },
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  resetSessionForTests();
});

function renderLoginAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/profile/login', Component: LoginPage },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LoginPage', () => {
  it('shows each field error under its field in the interface language, without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLoginAt('/profile/login');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    const email = screen.getByLabelText('E-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby') ?? '').not.toBe('');
    expect(screen.getByText('The field "E-mail address" is required.')).toBeTruthy();
    expect(screen.getByText('The field "Password" is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message on failure, and returns to the requested page on success', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const replies = [
      {
        success: false,
        messages: [{ value: 'Email or password are incorrect or the account is not yet confirmed.' }],
      },
      {
        success: true,
        messages: [],
        data: {
          customer: { id: 'c1', email: 'ada@example.com', language: 'en', token: 't', refresh_token: 'r' },
        },
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(replies.shift()), { status: 200 })),
    );
    const router = renderLoginAt('/profile/login?redirect=%2Fprofile%2Fagreements');
    fireEvent.input(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Wrong123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect((await screen.findByRole('alert')).textContent).toContain('Email or password are incorrect');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile/agreements'));
    expect(getSession().loggedIn).toBe(true);
  });

  it('lets the password be shown and hidden', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderLoginAt('/profile/login');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
