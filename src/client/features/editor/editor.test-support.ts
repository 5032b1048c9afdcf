import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import type { AgreementSummary } from '../../../shared/api/agreement';
import { resetAppStateForTests } from '../../lib/app-state';
import { ENGLISH_COMMON, ENGLISH_ERRORS } from '../../lib/english-catalogs.test-support';
import { resetSessionForTests } from '../../lib/session';

/** Test support for the editor pages: the agreement they open and their shared set-up. */

export const AGREEMENT_ID = '0b6f7c2e-4a57-4d3c-9a57-2f1f3c9e8a10';

/** A paid premium Privacy Policy, as the API summarises it. */
export const agreementSummary = (overrides: Partial<AgreementSummary> = {}): AgreementSummary => ({
  id: AGREEMENT_ID,
  type: 'privacy-policy',
  status: 'finished',
  language: 'en',
  premium: true,
  paid: true,
  payment_pending: false,
  edited: false,
  site_name: 'Acme Shop',
  site_url: 'https://acme.example',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** English texts and a signed-in customer before the file's tests; a clean page and API after each. */
export function setUpEditorTests(): void {
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
    // A "Server error" reply runs the heartbeat, which the stub answers 404: the app would stay down.
    resetAppStateForTests();
  });
}
