import { describe, expect, it } from 'vitest';
import { SAMPLE_ANSWERS } from '../../../server/content/sample-answers';
import { parseMarkdown } from '../../../shared/documents/parse-markdown';
import { titleText } from '../../../shared/documents/render-text';
import { generateAgreementMarkdown } from '../../content';
import { titleOf } from './presenter';

/** What the title was before the fast path: the whole document parsed. */
const parsedTitle = (markdown: string, fallback: string) => titleText(parseMarkdown(markdown)) || fallback;

describe('titleOf', () => {
  it.each([
    ['# Privacy Policy\n\nText.', 'Privacy Policy'],
    [
      '_Updated_\n\n## Scope\n\n# __Terms__ of [Use](https://example.com) #\n\n# Second',
      'Terms of Use (https://example.com)',
    ],
    ['Intro line\n# Heading right after a paragraph line', 'Heading right after a paragraph line'],
    ['Intro\r\n   #\tCRLF and a tab\r\nmore', 'CRLF and a tab'],
    ['Old Mac\r# Carriage returns only', 'Carriage returns only'],
    ['    # four spaces are no heading\n#no space either\n## level two', 'Fallback'],
    ['\t# a tab before is no heading', 'Fallback'],
    ['- # in a list item\n1. # in a numbered one', 'Fallback'],
    ['# \n# Later heading', 'Fallback'],
    ['# 5 \\_escaped\\_ and _italic_', '5 _escaped_ and italic'],
    ['', 'Fallback'],
  ])('reads %j as the whole-document parse does', (markdown, expected) => {
    expect(titleOf(markdown, 'Fallback')).toBe(expected);
    expect(titleOf(markdown, 'Fallback')).toBe(parsedTitle(markdown, 'Fallback'));
  });

  it('gives every generated document the title the whole-document parse gives', () => {
    for (const [type, samples] of Object.entries(SAMPLE_ANSWERS)) {
      for (const answers of [samples.maximal, samples.minimal]) {
        for (const language of ['en', 'de', 'fr'] as const) {
          const markdown = generateAgreementMarkdown(type as keyof typeof SAMPLE_ANSWERS, answers, {
            language,
            edition: 'premium',
          });
          expect(titleOf(markdown, 'Fallback')).toBe(parsedTitle(markdown, 'Fallback'));
        }
      }
    }
  });
});
