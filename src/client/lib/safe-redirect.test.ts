import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeRedirectPath('/profile/agreements?page=2#top')).toBe('/profile/agreements?page=2#top');
    expect(safeRedirectPath('/wizard/../profile')).toBe('/profile');
  });

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
