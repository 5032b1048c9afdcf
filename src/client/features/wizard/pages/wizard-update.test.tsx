// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../../shared/api/envelope';
import { resetSessionForTests } from '../../../lib/session';
import { updateProgressKey, wizardProgressKey } from '../answers-store';
import { button, click, renderWizard, stepHeading, type } from '../test-support/render-wizard';
import { setUpEnglish, stubWizardApi } from '../test-support/wizard-api-stub';

const ID = '123e4567-e89b-42d3-a456-426614174000';
const URL = `/wizard/test/update/${ID}`;

const STORED_ANSWERS = {
  platform: 'website',
  company_name: 'Acme Ltd',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'DE',
  send_to: 'ada@acme.example',
};

const forUpdate = (overrides: { premium?: boolean; status?: string } = {}): Partial<Envelope> => ({
  data: {
    agreement: { id: ID, type: 'test', status: 'finished', language: 'de', premium: false, ...overrides },
    answers: STORED_ANSWERS,
  },
});

beforeAll(setUpEnglish);
beforeEach(() => {
  localStorage.setItem(
    'customer',
    JSON.stringify({ id: 'c1', email: 'ada@acme.example', token: 't', refresh_token: 'r', language: 'en' }),
  );
  resetSessionForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetSessionForTests();
});

describe('update mode', () => {
  it('asks for confirmation first, then re-runs the wizard from the agreement’s answers and updates it', async () => {
    const calls = stubWizardApi(undefined, {
      [`/agreement/details/update/${ID}`]: () => forUpdate(),
      [`/agreement/update/${ID}`]: () => ({
        messages: [{ value: 'Agreement updated!' }],
        data: { agreement: { id: ID, type: 'test', status: 'finished' }, download_path: `/download/${ID}` },
      }),
    });
    await renderWizard(URL, 'update-confirmation');
    expect(screen.getByTestId('update-confirmation').textContent).toContain(
      'changes you made to the text by hand are lost',
    );
    expect(screen.queryByTestId('wizard-form')).toBeNull();
    await click(button('Yes, update it'));

    await screen.findByTestId('wizard-form');
    expect(stepHeading()).toBe('Platform');
    await click(button('Next step'));
    const company = screen.getByLabelText(/Company name/);
    expect((company as HTMLInputElement).value).toBe('Acme Ltd');
    await type(company, 'Acme Renamed');
    for (let step = 1; step < 4; step++) await click(button('Next step'));
    expect(stepHeading()).toBe('Choose the language and generate');
    // The agreement's language is where the finalize step starts.
    expect((screen.getByRole('radio', { name: 'Deutsch' }) as HTMLInputElement).checked).toBe(true);
    await click(button('Update the agreement'));

    expect((await screen.findByTestId('agreement-updated')).textContent).toContain('Agreement updated!');
    const posted = calls.find((call) => call.path === `/agreement/update/${ID}`)?.data as Record<
      string,
      unknown
    >;
    expect(posted).toMatchObject({ language: 'de', premium: false });
    expect((posted.answers as Record<string, unknown>).company_name).toBe('Acme Renamed');
    expect(calls.some((call) => call.path === '/agreement/new')).toBe(false);
    // The update's answers are gone from the browser; a new agreement's wizard was never touched.
    expect(localStorage.getItem(wizardProgressKey(updateProgressKey('test', ID)))).toBeNull();
    expect(localStorage.getItem(wizardProgressKey('test'))).toBeNull();
  });

  it('keeps a premium agreement premium', async () => {
    stubWizardApi(undefined, { [`/agreement/details/update/${ID}`]: () => forUpdate({ premium: true }) });
    await renderWizard(URL, 'update-confirmation');
    await click(button('Yes, update it'));
    await screen.findByTestId('wizard-form');
    for (let step = 0; step < 3; step++) await click(button('Next step'));
    expect(stepHeading()).toBe('Free or premium?');
    expect((screen.getByRole('radio', { name: 'Free' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /^Premium/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('resumes an unfinished agreement without the reset warning', async () => {
    stubWizardApi(undefined, {
      [`/agreement/details/update/${ID}`]: () => forUpdate({ status: 'unfinished' }),
    });
    await renderWizard(URL);
    expect(screen.queryByTestId('update-confirmation')).toBeNull();
  });

  it('shows the server’s refusal for another account’s agreement, and no wizard', async () => {
    stubWizardApi(undefined, {
      [`/agreement/details/update/${ID}`]: () => ({
        success: false,
        forbidden: true,
        code: 'forbidden',
        messages: [{ value: 'This agreement belongs to another account.' }],
      }),
    });
    await renderWizard(URL, 'update-refused');
    expect(screen.getByTestId('update-refused').textContent).toBe(
      'This agreement belongs to another account.',
    );
    expect(screen.queryByTestId('wizard-form')).toBeNull();
  });

  it('shows the spec’s message when the update fails for an unknown reason', async () => {
    stubWizardApi(undefined, {
      [`/agreement/details/update/${ID}`]: () => forUpdate({ status: 'unfinished' }),
      [`/agreement/update/${ID}`]: () => ({ data: undefined }),
    });
    localStorage.setItem(
      wizardProgressKey(updateProgressKey('test', ID)),
      JSON.stringify({ answers: STORED_ANSWERS, step: 4, premium: false, language: 'en' }),
    );
    await renderWizard(URL);
    await click(button('Update the agreement'));
    expect((await screen.findByTestId('generate-problem')).textContent).toBe(
      'Error on updating the agreement! Please contact us.',
    );
  });
});
