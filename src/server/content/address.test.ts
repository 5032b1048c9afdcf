import { describe, expect, it } from 'vitest';
import { wizardFor } from '../../shared/agreements/definitions';
import { checkWizard } from '../../shared/agreements/wizard-engine';
import { addressWithoutCountry } from './clause-helpers';
import { generateAgreementMarkdown } from './index';
import { SAMPLE_ANSWERS } from './sample-answers';

describe('an address that already ends with its country', () => {
  it('is read in linear time, whatever runs of separators the answer holds', () => {
    for (const address of [`${','.repeat(10_000)}x`, `a,${' '.repeat(10_000)}x`, `${', '.repeat(5_000)}`]) {
      const started = process.cpuUsage();
      addressWithoutCountry(address, 'DE');
      const used = process.cpuUsage(started);
      expect((used.user + used.system) / 1000).toBeLessThan(20);
    }
  });

  it('loses the country, in any of its names or as a code, and nothing else', () => {
    for (const ending of ['Germany', 'Deutschland', 'germany', 'DE', 'Alemania', 'Allemagne']) {
      expect(addressWithoutCountry(`Unter den Linden 1, 10117 Berlin, ${ending}`, 'DE')).toBe(
        'Unter den Linden 1, 10117 Berlin',
      );
    }
    expect(addressWithoutCountry('Unter den Linden 1\n10117 Berlin\nGermany.', 'DE')).toBe(
      'Unter den Linden 1\n10117 Berlin',
    );
    expect(addressWithoutCountry('1 Germany Street, Springfield', 'DE')).toBe(
      '1 Germany Street, Springfield',
    );
    expect(addressWithoutCountry('Rue de Rivoli 1, Paris, Germany', 'FR')).toBe(
      'Rue de Rivoli 1, Paris, Germany',
    );
  });

  it.each(['PRIVACY_POLICY', 'TERMS_CONDITIONS', 'EULA', 'RETURN_REFUND_POLICY'] as const)(
    'is printed with its country once in the %s',
    (type) => {
      const definition = wizardFor(type);
      if (!definition) throw new Error(`no wizard for ${type}`);
      const answers = checkWizard(definition, {
        ...SAMPLE_ANSWERS[type].maximal,
        company_country: 'DE',
        company_address: 'Unter den Linden 1, 10117 Berlin, Germany',
      }).answers;
      for (const [language, name] of [
        ['en', 'Germany'],
        ['de', 'Deutschland'],
      ] as const) {
        const markdown = generateAgreementMarkdown(type, answers, { language, edition: 'premium' });
        expect(markdown).toContain('10117 Berlin');
        expect(markdown).not.toMatch(/Berlin, Germany, (Germany|Deutschland)/);
        expect(markdown).not.toContain(`Germany, ${name}`);
      }
    },
  );
});
