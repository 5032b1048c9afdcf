import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRouteModules, routePathEntries } from '../../../scripts/route-preloads';
import { type RoutePattern, routeMatcher } from './client-files';

const UUID = '123e4567-e89b-42d3-a456-426614174000';

describe('which paths are pages of the client', () => {
  const isPage = routeMatcher([
    { path: '/', params: {} },
    { path: '/pricing', params: {} },
    { path: '/legal/:document', params: { document: { oneOf: ['privacy-policy', 'terms-of-use'] } } },
    { path: '/download/:id', params: { id: { pattern: '^[0-9a-f]{4}$' } } },
    { path: '/dev/mailbox/:id?', params: {} },
    { path: '/tests/editor/:id?', params: { id: { pattern: '^[0-9]+$' } } },
    { path: '/profile/reset-password/:id', params: {} },
  ]);

  it('takes a path that fits a pattern, with or without a trailing slash', () => {
    for (const pathname of ['/', '/pricing', '/pricing/', '/legal/privacy-policy', '/download/0a9f/'])
      expect(isPage(pathname), pathname).toBe(true);
  });

  it('refuses a path no pattern fits', () => {
    for (const pathname of ['/nowhere', '/pricing/more', '/download', '/download/0a9f/more', '//pricing'])
      expect(isPage(pathname), pathname).toBe(false);
  });

  it('refuses a parameter its rule does not allow, as the client shows its 404 page for it', () => {
    expect(isPage('/legal/nope')).toBe(false);
    expect(isPage('/legal/terms-of-use')).toBe(true);
    expect(isPage('/download/xyz')).toBe(false);
    expect(isPage('/download/0a9f0')).toBe(false);
  });

  it('takes any value of a parameter without a rule, and an optional parameter left out', () => {
    expect(isPage('/profile/reset-password/anything-at-all')).toBe(true);
    expect(isPage('/dev/mailbox')).toBe(true);
    expect(isPage('/dev/mailbox/any-message')).toBe(true);
    expect(isPage('/tests/editor')).toBe(true);
    expect(isPage('/tests/editor/42')).toBe(true);
    expect(isPage('/tests/editor/x')).toBe(false);
  });

  it('matches static segments in any case, as the client’s router does, but checks values exactly', () => {
    expect(isPage('/PRICING')).toBe(true);
    expect(isPage('/Legal/privacy-policy')).toBe(true);
    expect(isPage('/legal/Privacy-Policy')).toBe(false);
  });

  it('checks the decoded path, and refuses one that cannot be decoded', () => {
    expect(isPage('/legal/privacy%2Dpolicy')).toBe(true);
    expect(isPage('/download/0a9f%2Fx')).toBe(false);
    expect(isPage('/legal/%E0%A4%A')).toBe(false);
  });

  it('counts every path as a page when the build wrote no patterns', () => {
    expect(routeMatcher(null)('/anything/at/all')).toBe(true);
  });
});

describe('the client’s route table as the build writes it for the server', () => {
  const source = readFileSync(path.resolve('src/client/app/routes.ts'), 'utf8');
  const patterns: RoutePattern[] = JSON.parse(JSON.stringify(routePathEntries(parseRouteModules(source))));
  const isPage = routeMatcher(patterns);

  it('refuses the addresses the client answers with its 404 page', () => {
    for (const pathname of [
      '/legal/nope',
      '/wizard/foo',
      '/download/xyz',
      '/wizard/privacy-policy/update/xyz',
      `/wizard/nope/update/${UUID}`,
      '/wizard/pay/xyz',
      '/profile/agreements/edit/xyz',
      '/profile/agreements/translation/edit/xyz',
      '/some/unknown/page',
    ])
      expect(isPage(pathname), pathname).toBe(false);
  });

  it('takes the valid ones', () => {
    for (const pathname of [
      '/',
      '/legal/cookies-policy',
      '/wizard',
      '/wizard/privacy-policy',
      '/wizard/return-refund-policy',
      `/download/${UUID}`,
      `/download/${UUID.toUpperCase()}`,
      `/wizard/privacy-policy/update/${UUID}`,
      `/wizard/pay/${UUID}`,
      `/profile/agreements/edit/${UUID}`,
      '/profile/activate-account',
      '/profile/activate-account/any-hash',
      '/profile/reset-password/not-a-uuid',
      '/dev/mailbox/abc',
    ])
      expect(isPage(pathname), pathname).toBe(true);
  });
});
