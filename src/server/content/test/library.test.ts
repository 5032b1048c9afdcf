import { describe, expect, it } from 'vitest';
import { testWizard } from '../../../shared/agreements/definitions/test';
import { checkWizard } from '../../../shared/agreements/wizard-engine';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { readClauseCatalogs } from '../clause-library';
import { generateAgreementMarkdown } from '../index';
import { minimalTestAnswers } from './sample-answers';

const base = minimalTestAnswers;

function generate(
  answers: Record<string, unknown>,
  premium = false,
  language: (typeof LANGUAGES)[number] = 'en',
) {
  const checked = checkWizard(testWizard, answers as never);
  expect(checked.errors).toEqual({});
  return generateAgreementMarkdown('TEST', checked.answers, {
    language,
    edition: premium ? 'premium' : 'free',
    date: new Date('2026-11-20T12:00:00Z'),
  });
}

describe('TEST clause library', () => {
  it('builds the document from the answers', () => {
    expect(generate(base)).toBe(
      `${[
        '# Acme Ltd: test agreement',
        '_Last updated: 20 November 2026_',
        'This test agreement describes how Acme Ltd runs its website.',
        'The website is available at https://acme.example.',
        '## Contact',
        'Write to us at privacy@acme.example.',
      ].join('\n\n')}\n`,
    );
  });

  it('adds sections exactly when their answers call for them', () => {
    const asApp = generate({ ...base, platform: 'app', website_url: undefined });
    expect(asApp).not.toContain('The website is available');
    const withNewsletter = generate({
      ...base,
      features: ['newsletter'],
      newsletter_providers: [{ id: 'mailchimp' }, { custom: true, name: 'Own mailer' }],
    });
    expect(withNewsletter).toContain('## Newsletter');
    expect(withNewsletter).toContain('- [Mailchimp](https://mailchimp.com/legal/privacy/)');
    expect(withNewsletter).toContain('- Own mailer');
    expect(generate({ ...base, features: ['extended_support'] })).not.toContain('Extended support');
    expect(generate({ ...base, features: ['extended_support'] }, true)).toContain('## Extended support');
  });

  it('keeps answer text literal: no Markdown or HTML injection', () => {
    const markdown = generate({
      ...base,
      company_name: '_Evil_ [click](javascript:alert(1)) <script>x</script>',
    });
    const html = markdownToHtml(markdown);
    expect(html).not.toContain('<em>Evil</em>');
    expect(html).not.toContain('<a href="javascript');
    expect(html).not.toContain('<script>');
    expect(html).toContain('_Evil_ [click](javascript:alert(1)) &lt;script&gt;x&lt;/script&gt;');
  });

  it('renders in every language with dates in that language', () => {
    for (const language of LANGUAGES) {
      const markdown = generate(base, false, language);
      expect(markdown.startsWith('# Acme Ltd')).toBe(true);
      if (language !== 'en') expect(markdown).not.toContain('test agreement');
    }
    expect(generate(base, false, 'de')).toContain('20. November 2026');
  });

  it('has every clause of the English catalog in each language, with the same placeholders', () => {
    const catalogs = readClauseCatalogs('test');
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)]
        .map((match) => match[1])
        .sort()
        .join(',');
    const english = catalogs.en ?? {};
    for (const language of LANGUAGES) {
      const catalog = catalogs[language] ?? {};
      expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(catalog[key] ?? ''), `${language} ${key}`).toBe(placeholders(text));
      }
    }
  });
});
