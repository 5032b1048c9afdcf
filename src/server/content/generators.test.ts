import { describe, expect, it } from 'vitest';
import { wizardFor } from '../../shared/agreements/definitions';
import { PUBLIC_AGREEMENT_TYPES } from '../../shared/agreements/types';
import { checkWizard } from '../../shared/agreements/wizard-engine';
import { markdownToHtml } from '../../shared/documents/render-html';
import { missingSections } from '../modules/agreement/completeness';
import { readClauseCatalogs } from './clause-library';
import {
  complianceSummary,
  complianceText,
  contentLanguages,
  generateAgreementMarkdown,
  requiredSections,
} from './index';
import { SAMPLE_ANSWERS } from './sample-answers';

// Every public type (issue 5 "Tests"): no clause text missing or empty, its fixtures valid, its
// documents built from them, and a compliance summary whose texts exist.

const SLUGS = Object.fromEntries(PUBLIC_AGREEMENT_TYPES.map((type) => [type.code, type.slug]));

describe.each(PUBLIC_AGREEMENT_TYPES.map((type) => type.code))('%s', (code) => {
  const samples = SAMPLE_ANSWERS[code as keyof typeof SAMPLE_ANSWERS];
  const definition = wizardFor(code);

  it('has a wizard, and English text for every clause, none of it empty', () => {
    expect(definition?.type).toBe(code);
    expect(contentLanguages(code)).toContain('en');
    const catalog = readClauseCatalogs(SLUGS[code] as string).en ?? {};
    expect(Object.keys(catalog).length).toBeGreaterThan(20);
    for (const [key, text] of Object.entries(catalog))
      expect(text.trim(), `${code} clause ${key}`).not.toBe('');
  });

  it.each(['maximal', 'minimal'] as const)('builds the %s document, free and premium', (profile) => {
    const checked = checkWizard(definition!, samples[profile]);
    expect(checked.errors).toEqual({});
    for (const premium of [false, true]) {
      // A clause key missing from the catalog or a placeholder without a value throws here.
      const markdown = generateAgreementMarkdown(code, checked.answers, {
        language: 'en',
        edition: premium ? 'premium' : 'free',
      });
      expect(markdown).toMatch(/^# \S/);
      expect(markdown).toContain('2026');
      expect(markdown).not.toMatch(/\{\{|\}\}|undefined|\[object Object\]/);
      expect(markdownToHtml(markdown)).toContain('<h1>');
    }
  });

  it('names, in its compliance summary, only texts that exist', () => {
    const rows = complianceSummary(code, checkWizard(definition!, samples.maximal).answers);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      for (const key of [row.law, ...row.present, ...row.ownerTodo])
        expect(() => complianceText(code, 'en', key), `${code}: ${key}`).not.toThrow();
  });

  it('marks the sections the law requires, each in the generated text and named by a law of its summary', () => {
    const answers = checkWizard(definition!, samples.maximal).answers;
    const required = requiredSections(code, answers, { language: 'en', premium: true });
    expect(required.length).toBeGreaterThan(0);
    const markdown = generateAgreementMarkdown(code, answers, { language: 'en', edition: 'premium' });
    expect(missingSections(markdown, required)).toEqual([]);
    for (const section of required) {
      expect(section.laws.length).toBeGreaterThan(0);
      for (const law of section.laws)
        expect(() => complianceText(code, 'en', law), `${code}: ${law}`).not.toThrow();
    }
  });
});
