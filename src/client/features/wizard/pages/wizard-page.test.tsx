// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '../../../lib/session';
import { wizardProgressKey } from '../answers-store';
import { button, click, renderWizard, stepHeading, type } from '../test-support/render-wizard';
import { setUpEnglish, stubWizardApi } from '../test-support/wizard-api-stub';

beforeAll(setUpEnglish);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetSessionForTests();
});

const stored = () => JSON.parse(localStorage.getItem(wizardProgressKey('test')) ?? 'null');

/** Answers the first step and goes on to "Details". */
async function passPlatformStep(): Promise<void> {
  await click(screen.getByRole('radio', { name: 'Website' }));
  await click(button('Next step'));
}

describe('the wizard page (TEST definition)', () => {
  it('keeps "next step" blocked with Required markers until the step passes the engine', async () => {
    stubWizardApi();
    await renderWizard();
    expect(stepHeading()).toBe('Platform');
    expect(screen.queryByTestId('required-marker')).toBeNull();

    await click(button('Next step'));
    expect(stepHeading()).toBe('Platform');
    const platform = screen.getByRole('group', { name: /Is this for a website or an app\?/ });
    expect(within(platform).getByTestId('required-marker').textContent).toBe('Required');
    expect(screen.getByRole('alert').textContent).toContain('Please answer the questions marked above');

    // The marker goes as soon as the answer is there.
    await click(screen.getByRole('radio', { name: 'Website' }));
    expect(screen.queryByTestId('required-marker')).toBeNull();
    await click(button('Next step'));
    expect(stepHeading()).toBe('Details');

    // The next step's markers wait for the visitor to try to leave it.
    expect(screen.queryByTestId('required-marker')).toBeNull();
    await click(button('Next step'));
    expect(stepHeading()).toBe('Details');
    expect(screen.getAllByTestId('required-marker').length).toBe(4);
    await type(screen.getByRole('textbox', { name: /Contact e-mail address/ }), 'not-an-address');
    expect(screen.getByText('Email address is invalid.')).toBeTruthy();
  });

  it('shows the conditional question only when its condition holds', async () => {
    stubWizardApi();
    await renderWizard();
    await click(screen.getByRole('radio', { name: 'App' }));
    await click(button('Next step'));
    expect(screen.queryByRole('textbox', { name: /Website address/ })).toBeNull();
    await click(button('Previous step'));
    await click(screen.getByRole('radio', { name: 'Website' }));
    await click(button('Next step'));
    expect(screen.getByRole('textbox', { name: /Website address/ })).toBeTruthy();
  });

  it('asks an option’s nested question only while that option is chosen', async () => {
    stubWizardApi();
    await renderWizard();
    await passPlatformStep();
    const nested = () => screen.queryByRole('group', { name: /Which newsletter services do you use\?/ });
    expect(nested()).toBeNull();
    await click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    expect(nested()).not.toBeNull();
    expect(
      within(nested() as HTMLElement).getByRole('link', { name: 'Privacy policy of ActiveCampaign' }),
    ).toBeTruthy();
    await click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    expect(nested()).toBeNull();
  });

  it('marks the premium option with the badge', async () => {
    stubWizardApi();
    await renderWizard();
    await passPlatformStep();
    expect(screen.getByText('Extended support').parentElement?.textContent).toContain('Premium');
  });

  it('adds group entries with "add more" and deletes one, keeping the others’ answers', async () => {
    stubWizardApi();
    await renderWizard();
    await passPlatformStep();
    await click(button('Add'));
    await click(button('Add more'));
    const entries = () => screen.getAllByTestId('group-entry');
    expect(entries()).toHaveLength(2);
    await type(within(entries()[0] as HTMLElement).getByRole('textbox', { name: /^Name/ }), 'Ada');
    await type(within(entries()[1] as HTMLElement).getByRole('textbox', { name: /^Name/ }), 'Grace');

    await click(button('Delete entry 1'));
    expect(entries()).toHaveLength(1);
    const remaining = within(entries()[0] as HTMLElement).getByRole('textbox', { name: /^Name/ });
    expect((remaining as HTMLInputElement).value).toBe('Grace');
    expect(stored().answers.contacts).toEqual([{ name: 'Grace' }]);
  });

  it('lists the catalogue with "show more", and adds a service of the visitor’s own', async () => {
    stubWizardApi();
    await renderWizard();
    await passPlatformStep();
    await click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    const list = screen.getByRole('group', { name: /Which newsletter services do you use\?/ });
    const shownAtFirst = within(list).getAllByRole('checkbox').length;
    await click(within(list).getByRole('button', { name: /Show more/ }));
    expect(within(list).getAllByRole('checkbox').length).toBeGreaterThan(shownAtFirst);
    await click(within(list).getByRole('checkbox', { name: 'Mailchimp' }));

    await click(within(list).getByRole('button', { name: 'Add your own' }));
    await click(within(list).getByRole('button', { name: 'Add' }));
    expect(within(list).getByText('The field "Name of the service" is required.')).toBeTruthy();
    await type(within(list).getByRole('textbox', { name: 'Name of the service' }), 'Our own mailer');
    await type(
      within(list).getByRole('textbox', { name: /Address of its privacy policy/ }),
      'https://mailer.example/privacy',
    );
    await click(within(list).getByRole('button', { name: 'Add' }));

    expect(within(list).getByTestId('custom-providers').textContent).toContain('Our own mailer');
    expect(stored().answers.newsletter_providers).toEqual([
      { id: 'mailchimp' },
      { custom: true, name: 'Our own mailer', privacyPolicyUrl: 'https://mailer.example/privacy' },
    ]);
    await click(within(list).getByRole('button', { name: 'Remove Our own mailer' }));
    expect(stored().answers.newsletter_providers).toEqual([{ id: 'mailchimp' }]);
  });

  it('resumes the answers and the step after the page is opened again', async () => {
    stubWizardApi();
    const first = await renderWizard();
    await passPlatformStep();
    await type(screen.getByRole('textbox', { name: /Company name/ }), 'Acme Ltd');
    first.view.unmount();

    await renderWizard();
    expect(stepHeading()).toBe('Details');
    expect((screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement).value).toBe(
      'Acme Ltd',
    );
    await click(button('Previous step'));
    expect((screen.getByRole('radio', { name: 'Website' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows one banner on a step its address opened too early, also once "Next step" is refused there', async () => {
    stubWizardApi();
    localStorage.setItem(
      wizardProgressKey('test'),
      JSON.stringify({ answers: { platform: 'website' }, step: 1, premium: false, language: null }),
    );
    const { router } = await renderWizard('/wizard/test?step=4');
    const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

    // The address asked for the send step; the contact details are still to answer.
    expect(stepHeading()).toBe('Details');
    expect(router.state.location.search).toBe('?step=2');
    expect(alerts()).toEqual(['Please answer the questions of this step first.']);
    expect(screen.getAllByTestId('required-marker').length).toBe(4);

    // "Next step" refused: its message replaces the first one rather than joining it.
    await click(button('Next step'));
    expect(stepHeading()).toBe('Details');
    expect(alerts()).toEqual(['Please answer the questions marked above to go on.']);
    await click(button('Next step'));
    expect(alerts()).toEqual(['Please answer the questions marked above to go on.']);
  });

  it('offers the states of the chosen country, and forgets the state when the country changes', async () => {
    stubWizardApi();
    await renderWizard();
    await passPlatformStep();
    const country = await screen.findByRole('combobox', { name: /Country/ });
    await vi.waitFor(() => expect(within(country).getByRole('option', { name: 'Italy' })).toBeTruthy());
    expect(screen.queryByRole('combobox', { name: /State/ })).toBeNull();
    await type(country, 'US');
    const state = screen.getByRole('combobox', { name: /State/ });
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a state', 'California', 'New York']);
    await type(state, 'US_NY');
    expect(stored().answers.state).toBe('US_NY');
    await type(country, 'DE');
    expect(stored().answers.state).toBeUndefined();
  });
});
