import { describe, expect, it } from 'vitest';
import type { PrivacyPolicyAnswers } from '../../shared/agreements/answers.generated';
import { entries, str, strings } from './clause-helpers';

// The `@ts-expect-error` lines are the test: `npm test` runs the type check, which fails if any of
// these readings compiles, i.e. if a misspelt key or an answer read as the wrong kind went unnoticed.

describe('typed answers', () => {
  const answers: PrivacyPolicyAnswers = {
    company_name: 'Acme Ltd',
    platforms: ['website'],
    contact_methods: [{ method: 'phone', value: '+49 30 1234567' }],
  };

  it('reads the keys the wizard asks, as the kind it asks them', () => {
    expect(str(answers, 'company_name')).toBe('Acme Ltd');
    expect(strings(answers, 'platforms')).toEqual(['website']);
    expect(entries(answers, 'contact_methods')).toHaveLength(1);
  });

  it('refuses, at the type check, a key the wizard does not ask or an answer read as the wrong kind', () => {
    // @ts-expect-error a misspelt key is not an answer of the Privacy Policy wizard
    expect(str(answers, 'compnay_name')).toBe('');
    // @ts-expect-error a multiple choice is not read as one text
    expect(str(answers, 'platforms')).toBe('');
    // @ts-expect-error a text is not read as a list of choices
    expect(strings(answers, 'company_name')).toEqual([]);
    // @ts-expect-error a single choice is not a repeatable group
    expect(entries(answers, 'has_dpo')).toEqual([]);
  });
});
