import { describe, expect, it } from 'vitest';
import { checkClauseCatalog } from '../../../scripts/i18n-check';
import { wizardFor } from '../../shared/agreements/definitions';
import { PUBLIC_AGREEMENT_TYPES } from '../../shared/agreements/types';
import { checkWizard } from '../../shared/agreements/wizard-engine';
import { formatLongDate } from '../../shared/dates';
import { LANGUAGES } from '../../shared/i18n/languages';
import { translator } from '../i18n';
import { contentLanguages, generateAgreementMarkdown } from './index';
import { SAMPLE_ANSWERS } from './sample-answers';

// Issue 7 §1: every agreement type exists in all six languages, rendered from the same clause
// structure as the English — complete catalogs, nothing left in English, the established legal terms.

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');
const DATE = new Date('2026-03-05T12:00:00Z');

describe.each(PUBLIC_AGREEMENT_TYPES.map((type) => [type.code, type.slug] as const))('%s', (code, slug) => {
  const definition = wizardFor(code);
  const samples = SAMPLE_ANSWERS[code as keyof typeof SAMPLE_ANSWERS];

  it('is offered in all six languages', () => {
    expect(contentLanguages(code)).toEqual([...LANGUAGES]);
  });

  it.each(TRANSLATED)(
    'has every English clause in %s, none missing, empty or left in English, with the same placeholders and markup',
    (language) => {
      expect(checkClauseCatalog(slug, language)).toEqual([]);
    },
  );

  it.each(LANGUAGES)('builds the maximal and minimal documents in %s, free and premium', (language) => {
    const english = generateAgreementMarkdown(code, checkWizard(definition!, samples.maximal).answers, {
      language: 'en',
      edition: 'premium',
      date: DATE,
    });
    for (const profile of ['maximal', 'minimal'] as const) {
      const answers = checkWizard(definition!, samples[profile]).answers;
      for (const premium of [false, true]) {
        const markdown = generateAgreementMarkdown(code, answers, {
          language,
          edition: premium ? 'premium' : 'free',
          date: DATE,
        });
        expect(markdown).not.toMatch(/\{\{|\}\}|undefined|\[object Object\]/);
        // A translated title is the type's name in the interface (the English one is written out in
        // full: "Terms and Conditions"), or the full name of the interface's abbreviation ("CLUF" for
        // "Contrat de licence utilisateur final (CLUF)"); the date is written in the document's language.
        if (language !== 'en') {
          const title = (markdown.split('\n')[0] ?? '').replace(/^# /, '').replaceAll('’', "'");
          const name = translator(language)(`common:agreementTypes.${code}.name`).replaceAll('’', "'");
          expect(title === name || title.endsWith(`(${name})`), `${title} / ${name}`).toBe(true);
        }
        expect(markdown).toContain(formatLongDate(DATE, language));
        if (language !== 'en') expect(markdown).not.toBe(english);
      }
    }
  });
});

/** Terms a legal translator would use, per language and type (issue 7 §1). */
const LEGAL_TERMS: Record<string, Record<string, RegExp[]>> = {
  PRIVACY_POLICY: {
    de: [/Verantwortliche/, /Aufsichtsbehörde/, /Datenschutz-Grundverordnung/],
    es: [/responsable del tratamiento/, /autoridad de control/],
    fr: [/responsable du traitement/, /autorité de contrôle/],
    it: [/titolare del trattamento/, /autorità di controllo/],
    nl: [/verwerkingsverantwoordelijke/, /toezichthoudende autoriteit/],
  },
  RETURN_REFUND_POLICY: {
    de: [/Widerrufsrecht/, /Widerrufsfrist/, /Unzutreffendes streichen/],
    es: [/derecho de desistimiento/, /formulario de desistimiento/i],
    fr: [/droit de rétractation/, /formulaire de rétractation/i],
    it: [/diritto di recesso/, /modulo di recesso/i],
    nl: [/herroepingsrecht/, /herroeping/],
  },
};

describe('legal terminology', () => {
  it.each(
    Object.entries(LEGAL_TERMS).flatMap(([code, byLanguage]) =>
      Object.entries(byLanguage).map(([language, terms]) => [code, language, terms] as const),
    ),
  )('%s in %s uses the established terms', (code, language, terms) => {
    const type = code as keyof typeof SAMPLE_ANSWERS;
    const answers = checkWizard(wizardFor(type)!, SAMPLE_ANSWERS[type].maximal).answers;
    const markdown = generateAgreementMarkdown(type, answers, {
      language: language as (typeof LANGUAGES)[number],
      edition: 'premium',
    });
    for (const term of terms) expect(markdown).toMatch(term);
  });
});
