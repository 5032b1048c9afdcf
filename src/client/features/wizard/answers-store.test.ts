// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { testWizard } from '../../../shared/agreements/definitions/test';
import {
  clearWizardProgress,
  EMPTY_PROGRESS,
  loadWizardProgress,
  resumeWizardProgress,
  saveWizardProgress,
  wizardProgressKey,
} from './answers-store';

beforeEach(() => localStorage.clear());

const STEP_ONE_DONE = { platform: 'app' };
const STEPS_ONE_AND_TWO_DONE = {
  platform: 'app',
  company_name: 'Acme',
  contact_email: 'a@acme.example',
  country: 'IT',
};

describe('the wizard answers store', () => {
  it('keeps each type’s progress under its own key, so a reload finds it', () => {
    saveWizardProgress('test', { answers: STEP_ONE_DONE, step: 1, premium: true, language: 'fr' });
    expect(localStorage.getItem('wizard_answers_test')).not.toBeNull();
    expect(loadWizardProgress('test')).toEqual({
      answers: STEP_ONE_DONE,
      step: 1,
      premium: true,
      language: 'fr',
    });
    expect(loadWizardProgress('privacy-policy')).toEqual(EMPTY_PROGRESS);
    clearWizardProgress('test');
    expect(loadWizardProgress('test')).toEqual(EMPTY_PROGRESS);
  });

  it('starts afresh from unreadable or odd stored values instead of failing', () => {
    for (const stored of ['{not json', '"text"', '[1,2]', 'null']) {
      localStorage.setItem(wizardProgressKey('test'), stored);
      expect(loadWizardProgress('test')).toEqual(EMPTY_PROGRESS);
    }
    localStorage.setItem(
      wizardProgressKey('test'),
      JSON.stringify({ answers: ['x'], step: -3, premium: 'yes', language: 'xx' }),
    );
    expect(loadWizardProgress('test')).toEqual(EMPTY_PROGRESS);
    localStorage.setItem(wizardProgressKey('test'), JSON.stringify({ answers: STEP_ONE_DONE, step: 1.5 }));
    expect(loadWizardProgress('test')).toEqual({ ...EMPTY_PROGRESS, answers: STEP_ONE_DONE });
  });

  it('resumes at the saved step when every step before it passes', () => {
    saveWizardProgress('test', { answers: STEPS_ONE_AND_TWO_DONE, step: 2, premium: false, language: null });
    expect(resumeWizardProgress('test', testWizard).step).toBe(2);
  });

  it('resumes at the first step that does not pass, never past it', () => {
    saveWizardProgress('test', { answers: STEP_ONE_DONE, step: 4, premium: false, language: null });
    expect(resumeWizardProgress('test', testWizard).step).toBe(1);
  });

  it('never resumes past the finalize step', () => {
    const everything = { ...STEPS_ONE_AND_TWO_DONE, send_to: 'owner@acme.example' };
    saveWizardProgress('test', { answers: everything, step: 99, premium: false, language: null });
    expect(resumeWizardProgress('test', testWizard).step).toBe(testWizard.steps.length + 1);
  });

  it('drops answers the definition does not ask for, at the top level and inside group entries', () => {
    saveWizardProgress('test', {
      answers: { ...STEP_ONE_DONE, retired: 'x', contacts: [{ name: 'Ada', fax: '123' }] },
      step: 0,
      premium: false,
      language: null,
    });
    expect(resumeWizardProgress('test', testWizard).answers).toEqual({
      ...STEP_ONE_DONE,
      contacts: [{ name: 'Ada' }],
    });
  });
});
