import { describe, expect, it } from 'vitest';
import { privacyPolicyWizard } from '../../../shared/agreements/definitions/privacy-policy';
import { checkWizard } from '../../../shared/agreements/wizard-engine';
import { generateAgreementMarkdown, requiredSections } from '../../content';
import { SAMPLE_ANSWERS } from '../../content/sample-answers';
import { missingSections } from './completeness';

const answers = (jurisdictions: string[]) =>
  checkWizard(privacyPolicyWizard, {
    ...SAMPLE_ANSWERS.PRIVACY_POLICY.minimal,
    jurisdictions,
    ...(jurisdictions.includes('california') ? { dnt: 'dnt_not_honoured', sells_data: 'no' } : {}),
  }).answers;

describe('required sections of an edited Privacy Policy', () => {
  it('follow the jurisdictions: California adds its notice, the EU the rights section', () => {
    const eu = requiredSections('PRIVACY_POLICY', answers(['eu']), { language: 'en', premium: false });
    const ca = requiredSections('PRIVACY_POLICY', answers(['california']), {
      language: 'en',
      premium: false,
    });
    expect(eu.map((section) => section.heading)).toContain('Your privacy rights');
    expect(ca.map((section) => section.heading)).toContain('Notice to California residents');
    expect(eu.map((section) => section.heading)).not.toContain('Notice to California residents');
    expect(ca.find((section) => section.heading === 'Notice to California residents')?.laws).toEqual([
      'compliance.laws.ccpa',
    ]);
  });

  it('are all present in the generated text, and a removed one is named', () => {
    const checked = answers(['eu', 'california']);
    const required = requiredSections('PRIVACY_POLICY', checked, { language: 'en', premium: false });
    const markdown = generateAgreementMarkdown('PRIVACY_POLICY', checked, {
      language: 'en',
      edition: 'free',
    });
    expect(missingSections(markdown, required)).toEqual([]);
    const edited = markdown.replace(/^## Notice to California residents$/m, 'Notice for California');
    expect(missingSections(edited, required).map((section) => section.heading)).toEqual([
      'Notice to California residents',
    ]);
  });

  it('count a heading kept at another level, with other formatting or case', () => {
    const required = [{ heading: 'Your privacy rights', laws: ['x'] }];
    expect(missingSections('### __your PRIVACY rights:__', required)).toEqual([]);
    expect(missingSections('Your privacy rights (as a paragraph)', required)).toEqual(required);
  });
});

describe('the completeness check on hostile headings', () => {
  // A heading followed by a long run of punctuation that does not end the line: the trimming pattern
  // once backtracked from every position of the run (16 s for 60,000 characters, minutes for more).
  it.each([
    ['a run of #', `# a ${'#'.repeat(300_000)}x`],
    ['spaced full stops', `# a${' .'.repeat(150_000)}x`],
    ['punctuation at both ends', `# ${'.'.repeat(150_000)}a${'!'.repeat(150_000)}`],
  ])('%s is checked in linear time', (_name, text) => {
    const started = process.cpuUsage();
    missingSections(text, [{ heading: 'Your privacy rights', laws: [] }]);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(500);
  });
});
