import { describe, expect, it } from 'vitest';
import { PUBLIC_AGREEMENT_TYPES } from '../../shared/agreements/types';
import { LANGUAGES } from '../../shared/i18n/languages';
import { reviewSourceOf } from './index';
import { reviewEditionHtml } from './review-edition';

describe('the review edition', () => {
  it('lists every block in document order with its condition in words, its text beside the English and its note', () => {
    const html = reviewEditionHtml({
      ...reviewSourceOf('TEST', 'de'),
      notes: { newsletter: 'Only when the owner sends a newsletter; “providers” are mailing services.' },
    });
    const keys = [...html.matchAll(/<td class="key"[^>]*><code>([^<]+)<\/code>/g)].map((match) => match[1]);
    expect(keys.slice(0, 6)).toEqual([
      'title',
      'lastUpdated',
      'intro',
      'website',
      'contactHeading',
      'contact',
    ]);
    expect(html).toContain('the service is a website');
    expect(html).toContain('in the premium version, and the owner chose extended support');
    expect(html).toContain('one list item per entry of “newsletterProviders”');
    expect(html).toContain('Only when the owner sends a newsletter');
    // The German text stands beside the English, placeholders marked.
    expect(html).toContain('<mark>{{companyName}}</mark>');
    expect(html).toContain('<th>Deutsch</th>');
  });

  it('names the laws that require a section and when each applies', () => {
    const html = reviewEditionHtml(reviewSourceOf('EULA', 'fr'));
    expect(html).toMatch(/Required by/);
    expect(html).toMatch(/<b>[^<]+<\/b> <span class="applies">\(applies when [^<]+\)<\/span>/);
    expect(html).not.toContain('class="missing"');
    // The summary's texts have their own section, after the texts used inside clauses.
    const summary = html.indexOf('<h2>Compliance summary');
    expect(summary).toBeGreaterThan(html.indexOf('<h2>Texts used inside other clauses'));
    expect(html.indexOf('<code>compliance.laws.apple</code>')).toBeGreaterThan(summary);
  });

  it('exists for every public type in every language, with no clause missing', () => {
    for (const type of PUBLIC_AGREEMENT_TYPES)
      for (const language of LANGUAGES) {
        const html = reviewEditionHtml(reviewSourceOf(type.code, language));
        expect(html, `${type.code} ${language}`).not.toContain('class="missing"');
        expect(html).not.toMatch(/<td>undefined<\/td>/);
      }
  });

  it('escapes the texts it shows', () => {
    const source = reviewSourceOf('TEST', 'en');
    const html = reviewEditionHtml({
      ...source,
      english: { ...source.english, intro: '<script>x</script>' },
    });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x');
  });
});
