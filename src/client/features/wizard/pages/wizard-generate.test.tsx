// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testWizard } from '../../../../shared/agreements/definitions/test';
import type { Answers, Question, WizardDefinition } from '../../../../shared/agreements/wizard-model';
import { resetSessionForTests } from '../../../lib/session';
import { wizardProgressKey } from '../answers-store';
import { button, click, renderWizard, stepHeading, type } from '../test-support/render-wizard';
import { setUpEnglish, stubWizardApi, TEST_WIZARD_REPLY } from '../test-support/wizard-api-stub';

beforeAll(setUpEnglish);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetSessionForTests();
});

const COMPLETE_ANSWERS: Answers = {
  platform: 'website',
  company_name: '  Acme Ltd ',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'US',
  state: 'US_CA',
  features: ['newsletter', 'extended_support'],
  newsletter_providers: [{ id: 'mailchimp' }, { custom: true, name: 'Own mailer' }],
  contacts: [{ name: 'Ada', email: 'ada@acme.example' }],
  send_to: 'owner@acme.example',
};

/** A visitor who answered every question and reached `step` (3: professional choice, 4: finalize). */
function storeProgress(step: number, answers: Answers = COMPLETE_ANSWERS): void {
  localStorage.setItem(
    wizardProgressKey('test'),
    JSON.stringify({ answers, step, premium: false, language: null }),
  );
}

const CREATED = {
  messages: [{ value: 'Your agreement is ready. We have sent a link to it to owner@acme.example.' }],
  data: {
    agreement: { id: 'a1', type: 'TEST', status: 'finished' },
    download_path: '/download/a1',
  },
};

describe('generating the agreement', () => {
  it('lists what premium adds, marking the premium options the answers use', async () => {
    stubWizardApi();
    storeProgress(3);
    await renderWizard();
    expect(stepHeading()).toBe('Free or premium?');
    // Each premium clause with its price; the version with the premium price.
    expect(screen.getByTestId('premium-extras').textContent).toBe(
      'Extended support + €1.00 (in your answers)',
    );
    expect(screen.getByRole('status').textContent).toContain(
      'only the premium version contains: Extended support',
    );
    await click(screen.getByRole('radio', { name: 'Premium: €5.00' }));
    expect(screen.queryByRole('status')).toBeNull();
    // The total follows the premium clauses the answers choose.
    expect(screen.getByTestId('premium-total').textContent).toBe(
      'Premium with the premium clauses of your answers: €6.00, a one-time payment, plus VAT where it applies.',
    );
    await click(button('Next step'));
    expect(stepHeading()).toBe('Choose the language and generate');
    expect(screen.getByTestId('finalize-summary').textContent).toContain('Version: Premium');
  });

  it('posts the engine’s clean answers with the type, language, version and send-to e-mail, then confirms where the link went', async () => {
    const calls = stubWizardApi(() => CREATED);
    storeProgress(4);
    const { router } = await renderWizard();
    expect(screen.getByTestId('finalize-summary').textContent).toContain(
      'We will send the agreement to owner@acme.example',
    );
    await click(screen.getByRole('radio', { name: 'Deutsch' }));
    await click(button('Generate'));

    const confirmation = await screen.findByTestId('agreement-created');
    expect(confirmation.textContent).toContain(CREATED.messages[0]?.value);
    expect(router.state.location.pathname).toBe('/wizard/test');
    const posted = calls.find((call) => call.path === '/agreement/new');
    expect(posted?.method).toBe('POST');
    expect(posted?.data).toEqual({
      type: 'test',
      answers: { ...COMPLETE_ANSWERS, company_name: 'Acme Ltd' },
      language: 'de',
      premium: false,
      email: 'owner@acme.example',
    });
    // The agreement exists: the next visit starts afresh.
    expect(localStorage.getItem(wizardProgressKey('test'))).toBeNull();
  });

  it('leaves out answers to questions that are no longer shown, and sends no e-mail for a logged-in customer', async () => {
    localStorage.setItem(
      'customer',
      JSON.stringify({ id: 'c1', email: 'ada@acme.example', token: 't', refresh_token: 'r', language: 'en' }),
    );
    resetSessionForTests();
    const calls = stubWizardApi(() => CREATED);
    storeProgress(4, { ...COMPLETE_ANSWERS, platform: 'app', country: 'IT', state: 'US_CA' });
    await renderWizard();
    expect(screen.getByTestId('finalize-summary').textContent).toContain(
      'saved in your account (ada@acme.example)',
    );
    await click(button('Generate'));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/agreement/new')).toBe(true));
    const posted = calls.find((call) => call.path === '/agreement/new')?.data as Record<string, unknown>;
    expect(posted.email).toBeUndefined();
    expect(Object.keys(posted.answers as Answers)).not.toContain('website_url');
    expect(Object.keys(posted.answers as Answers)).not.toContain('state');
  });

  it('goes back to the step of the first answer the server refused and shows its message there', async () => {
    stubWizardApi(() => ({
      success: false,
      code: 'validation_failed',
      messages: [{ value: 'Some answers are missing or need correcting.' }],
      fieldErrors: { 'contacts.0.email': 'This address cannot receive e-mail.', send_to: 'Not this one.' },
    }));
    storeProgress(4);
    await renderWizard();
    await click(button('Generate'));

    await vi.waitFor(() => expect(stepHeading()).toBe('Details'));
    expect(screen.getByRole('alert').textContent).toBe('Some answers are missing or need correcting.');
    const entry = screen.getByTestId('group-entry');
    expect(within(entry).getByText('This address cannot receive e-mail.')).toBeTruthy();
    expect(within(entry).getByTestId('required-marker')).toBeTruthy();
  });

  it('shows a refusal of the request’s e-mail at the send-to question', async () => {
    stubWizardApi(() => ({
      success: false,
      code: 'validation_failed',
      messages: [{ value: 'Please correct the highlighted fields.' }],
      fieldErrors: { email: 'Email address is invalid.' },
    }));
    storeProgress(4);
    await renderWizard();
    await click(button('Generate'));
    await vi.waitFor(() => expect(stepHeading()).toBe('Where to send it'));
    const sendTo = screen.getByRole('textbox', { name: /Where should we send the agreement\?/ });
    expect(sendTo.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email address is invalid.')).toBeTruthy();
  });

  it('shows a preview of the agreement and the compliance summary before generating', async () => {
    const calls = stubWizardApi();
    storeProgress(4);
    await renderWizard();
    const preview = await screen.findByTestId('agreement-preview');
    expect(preview.querySelector('h1')?.textContent).toBe('Acme Ltd: test agreement');
    const summary = screen.getByTestId('compliance-summary');
    expect(summary.textContent).toContain('EU General Data Protection Regulation (GDPR)');
    expect(within(summary).getByTestId('compliance-todo').textContent).toContain('cookie banner');
    const posted = calls.find((call) => call.path === '/agreement/preview')?.data as Record<string, unknown>;
    expect(posted).toMatchObject({ type: 'test', language: 'en', premium: false });
    expect((posted.answers as Answers).company_name).toBe('Acme Ltd');
  });

  it('asks an anonymous visitor whose address has an account to log in, then generates into that account', async () => {
    const logins: unknown[] = [];
    const calls = stubWizardApi(
      (data) =>
        (data as { email?: string }).email
          ? {
              success: false,
              code: 'account_exists',
              messages: [{ value: 'An account with owner@acme.example already exists.' }],
              data: { email: 'owner@acme.example', confirmed: true, has_password: true },
            }
          : CREATED,
      {
        '/customer/login': (data) => {
          logins.push(data);
          return (data as { password: string }).password === 'right-password'
            ? {
                token: 'access',
                refresh_token: 'refresh',
                data: {
                  customer: {
                    id: 'c1',
                    email: 'owner@acme.example',
                    language: 'en',
                    confirmed: true,
                    has_password: true,
                  },
                },
              }
            : {
                success: false,
                code: 'login_failed',
                messages: [{ value: 'Email or password are incorrect.' }],
              };
        },
      },
    );
    storeProgress(4);
    await renderWizard();
    await click(button('Generate'));

    const modal = await screen.findByTestId('wizard-login-modal');
    expect(modal.textContent).toContain('An account with owner@acme.example already exists');
    await type(within(modal).getByLabelText('Password'), 'wrong-password');
    await click(within(modal).getByRole('button', { name: 'Log in and generate' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'Email address or password are incorrect.',
    );
    // The answers wait in this browser while the visitor logs in.
    expect(JSON.parse(localStorage.getItem(wizardProgressKey('test')) ?? '{}').answers.company_name).toBe(
      '  Acme Ltd ',
    );

    await type(within(modal).getByLabelText('Password'), 'right-password');
    await click(within(modal).getByRole('button', { name: 'Log in and generate' }));
    await screen.findByTestId('agreement-created');
    expect(logins).toEqual([
      { email: 'owner@acme.example', password: 'wrong-password' },
      { email: 'owner@acme.example', password: 'right-password' },
    ]);
    const posts = calls.filter((call) => call.path === '/agreement/new');
    expect(posts).toHaveLength(2);
    // Logged in now: the agreement goes to the account, not to an address.
    expect((posts[1]?.data as Record<string, unknown> | undefined)?.email).toBeUndefined();
  });

  it('offers the confirmation link again when the address’s account is not confirmed', async () => {
    stubWizardApi(
      () => ({
        success: false,
        code: 'account_exists',
        messages: [{ value: 'An account with owner@acme.example already exists.' }],
        data: { email: 'owner@acme.example', confirmed: false, has_password: false },
      }),
      {
        '/customer/resend-activation-email': () => ({
          messages: [{ value: 'We have sent a new confirmation link to owner@acme.example.' }],
        }),
      },
    );
    storeProgress(4);
    await renderWizard();
    await click(button('Generate'));
    const modal = await screen.findByTestId('wizard-login-modal');
    expect(within(modal).getByTestId('wizard-login-not-confirmed').textContent).toContain(
      'not confirmed yet',
    );
    expect(within(modal).queryByLabelText('Password')).toBeNull();
    await click(within(modal).getByRole('button', { name: 'Send the confirmation link again' }));
    expect((await within(modal).findByRole('status')).textContent).toContain('new confirmation link');
  });

  it('says when the confirmation link could not be sent, and lets the visitor use another address', async () => {
    stubWizardApi(
      () => ({
        success: false,
        code: 'account_exists',
        messages: [{ value: 'An account with owner@acme.example already exists.' }],
        data: { email: 'owner@acme.example', confirmed: false, has_password: false },
      }),
      {
        '/customer/resend-activation-email': () => ({ success: false, code: 'internal_error', messages: [] }),
      },
    );
    storeProgress(4);
    await renderWizard();
    await click(button('Generate'));
    const modal = await screen.findByTestId('wizard-login-modal');
    await click(within(modal).getByRole('button', { name: 'Send the confirmation link again' }));
    expect((await within(modal).findByRole('alert')).textContent).toContain('We could not send the e-mail');
    await click(within(modal).getByRole('button', { name: 'Use another e-mail address' }));
    expect(stepHeading()).toBe('Where to send it');
  });

  it('sends the visitor back from "Generate" to an earlier step a later answer made incomplete, and "Next step" returns to generating', async () => {
    // A question on the first step that a later answer (the country, on "Details") brings in: the
    // steps on the way each passed, so only Generate's check of every answer finds it unanswered.
    const usAgent: Question = {
      id: 'us_agent',
      userData: 'us_agent',
      kind: 'text',
      label: 'test.questions.usAgent',
      required: true,
      maxLength: 200,
      visibleIf: { field: 'country', equals: 'US' },
    };
    const [platformStep, ...laterSteps] = testWizard.steps;
    const [platformSection] = platformStep?.sections ?? [];
    if (!platformStep || !platformSection) throw new Error('The TEST wizard has no platform step');
    const definition: WizardDefinition = {
      ...testWizard,
      steps: [
        {
          ...platformStep,
          sections: [{ ...platformSection, questions: [...platformSection.questions, usAgent] }],
        },
        ...laterSteps,
      ],
    };
    const calls = stubWizardApi(() => CREATED, {
      '/agreement/wizard/test': () => ({
        data: {
          ...TEST_WIZARD_REPLY,
          definition,
          texts: { ...TEST_WIZARD_REPLY.texts, 'test.questions.usAgent': 'Your agent in the United States' },
        },
      }),
    });
    const { state: _state, ...inItaly } = COMPLETE_ANSWERS;
    storeProgress(1, { ...inItaly, country: 'IT' });
    await renderWizard();
    expect(stepHeading()).toBe('Details');
    const country = screen.getByRole('combobox', { name: /Country/ });
    await vi.waitFor(() => expect(within(country).getByRole('option', { name: 'Italy' })).toBeTruthy());
    await type(country, 'US');
    await click(button('Next step'));
    expect(stepHeading()).toBe('Where to send it');
    await click(button('Next step'));
    await click(button('Next step'));
    expect(stepHeading()).toBe('Choose the language and generate');
    await click(button('Generate'));

    // Back at the first step, with the notice as its one banner and the new question marked.
    expect(stepHeading()).toBe('Platform');
    const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts()).toEqual([
      'Some answers are still needed before your agreement can be generated: they are marked on this step. Once they are answered, “Next step” takes you back to generating.',
    ]);
    const agent = screen.getByRole('textbox', { name: /Your agent in the United States/ });
    expect(agent.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === '/agreement/new')).toBe(false);

    // "Next step" refused while the answer is missing; once given, it leads back to generating.
    await click(button('Next step'));
    expect(stepHeading()).toBe('Platform');
    expect(alerts()).toEqual(['Please answer the questions marked above to go on.']);
    await type(agent, 'Agent Ltd');
    await click(button('Next step'));
    expect(stepHeading()).toBe('Choose the language and generate');
    expect(screen.queryByRole('alert')).toBeNull();
    await click(button('Generate'));
    await screen.findByTestId('agreement-created');
    const posted = calls.find((call) => call.path === '/agreement/new')?.data as Record<string, unknown>;
    expect(posted.answers).toMatchObject({ country: 'US', us_agent: 'Agent Ltd' });
  });

  it('resumes at the first step that does not pass when the saved answers are incomplete', async () => {
    stubWizardApi();
    const { platform: _notAnswered, ...withoutPlatform } = COMPLETE_ANSWERS;
    storeProgress(4, { ...withoutPlatform, removed_question: 'old answer' });
    await renderWizard();
    expect(stepHeading()).toBe('Platform');
    expect(
      JSON.parse(localStorage.getItem(wizardProgressKey('test')) ?? '{}').answers.removed_question,
    ).toBeUndefined();
  });
});
