// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionForTests } from '../lib/session';
import { middlewareRegistry } from './middleware';

const context = (url: string) => ({ request: new Request(url), params: {}, routeName: 'x' });

/** The Response a middleware threw with `redirect()`, or undefined when it let the navigation through. */
async function redirectOf(name: string, url: string): Promise<string | null | undefined> {
  try {
    await middlewareRegistry[name]?.(context(url));
    return undefined;
  } catch (thrown) {
    return (thrown as Response).headers.get('location');
  }
}

function logIn(): void {
  localStorage.setItem(
    'customer',
    JSON.stringify({ id: 'c1', email: 'ada@example.com', token: 'a', refresh_token: 'r', language: 'en' }),
  );
  resetSessionForTests();
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});

describe('auth middleware', () => {
  it('sends a visitor to log in, remembering the page and its query', async () => {
    expect(await redirectOf('auth', 'http://localhost/profile?tab=password')).toBe(
      '/profile/login?redirect=%2Fprofile%3Ftab%3Dpassword',
    );
  });

  it('lets a logged-in customer through', async () => {
    logIn();
    expect(await redirectOf('auth', 'http://localhost/profile')).toBeUndefined();
  });
});

describe('guest middleware', () => {
  it('lets a visitor through', async () => {
    expect(await redirectOf('guest', 'http://localhost/profile/login')).toBeUndefined();
  });

  it('sends a logged-in customer to the profile, or to the page the login would have opened', async () => {
    logIn();
    expect(await redirectOf('guest', 'http://localhost/profile/login')).toBe('/profile');
    expect(await redirectOf('guest', 'http://localhost/profile/login?redirect=%2Fprofile%2Fagreements')).toBe(
      '/profile/agreements',
    );
  });

  it('never follows a redirect to another site', async () => {
    logIn();
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
    ]) {
      expect(
        await redirectOf('guest', `http://localhost/profile/login?redirect=${encodeURIComponent(target)}`),
      ).toBe('/profile');
    }
  });
});
