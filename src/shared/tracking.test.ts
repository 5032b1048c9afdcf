import { describe, expect, it } from 'vitest';
import { affiliateClick } from './api/payment';
import { configuredCategories, isAffiliateClickId } from './tracking';

describe('isAffiliateClickId', () => {
  it('accepts ShareASale-like click ids', () => {
    for (const id of ['a1b2_3c4d5e', 'abc', 'A-1_b', 'x'.repeat(64)])
      expect(isAffiliateClickId(id)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'x'.repeat(65),
      'a b',
      '<script>',
      'a&b=c',
      'https://x.example',
      'ü',
      null,
      42,
      undefined,
    ])
      expect(isAffiliateClickId(value)).toBe(false);
  });

  it('is the rule of the API field, with its message key', () => {
    expect(affiliateClick.safeParse('a1b2_3c4d5e').success).toBe(true);
    const refused = affiliateClick.safeParse('a b');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('tracking.affiliateClickInvalid');
  });
});

describe('configuredCategories', () => {
  it('offers only the categories of configured services', () => {
    expect(configuredCategories(null)).toEqual([]);
    expect(configuredCategories({ analytics: null, affiliate: null })).toEqual([]);
    expect(
      configuredCategories({ analytics: { provider: 'google', measurementId: 'G-X1234' }, affiliate: null }),
    ).toEqual(['analytics']);
    expect(
      configuredCategories({ analytics: null, affiliate: { provider: 'shareasale', merchantId: '1' } }),
    ).toEqual(['marketing']);
  });
});
