import { describe, expect, it } from 'vitest';
import { paramsFollowRules } from './route-params';

describe('route parameter rules', () => {
  it('allows a known agreement type or legal document, and nothing else', () => {
    expect(paramsFollowRules({ type: 'agreement-type' }, { type: 'privacy-policy' })).toBe(true);
    expect(paramsFollowRules({ type: 'agreement-type' }, { type: 'Privacy-Policy' })).toBe(false);
    expect(paramsFollowRules({ document: 'site-legal-document' }, { document: 'terms-of-use' })).toBe(true);
    expect(paramsFollowRules({ document: 'site-legal-document' }, { document: 'nope' })).toBe(false);
  });

  it('allows a UUID in either case, and checks every parameter', () => {
    const id = '123e4567-e89b-42d3-a456-426614174000';
    expect(paramsFollowRules({ id: 'uuid' }, { id })).toBe(true);
    expect(paramsFollowRules({ id: 'uuid' }, { id: id.toUpperCase() })).toBe(true);
    expect(paramsFollowRules({ id: 'uuid' }, { id: `${id}0` })).toBe(false);
    expect(paramsFollowRules({ type: 'agreement-type', id: 'uuid' }, { type: 'eula', id: 'xyz' })).toBe(
      false,
    );
  });

  it('has nothing to check without rules, or for an optional parameter left out', () => {
    expect(paramsFollowRules(undefined, { id: 'anything' })).toBe(true);
    expect(paramsFollowRules({ id: 'uuid' }, {})).toBe(true);
  });
});
