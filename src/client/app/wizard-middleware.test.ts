import { afterEach, describe, expect, it, vi } from 'vitest';

const environment = vi.hoisted(() => ({ development: false }));
vi.mock('../lib/environment', () => ({ isDevelopment: () => environment.development }));

const { middlewareRegistry } = await import('./middleware');

/** The path a middleware redirected to, or undefined when it let the navigation through. */
async function redirectOf(type: string): Promise<string | null | undefined> {
  const context = {
    request: new Request(`http://localhost/wizard/${type}`),
    params: { type },
    routeName: 'wizard-type',
  };
  try {
    await middlewareRegistry['wizard-test-dev-only']?.(context);
    return undefined;
  } catch (thrown) {
    return (thrown as Response).headers.get('location');
  }
}

afterEach(() => {
  environment.development = false;
});

describe('wizard-test-dev-only middleware', () => {
  it('sends /wizard/test home outside development', async () => {
    expect(await redirectOf('test')).toBe('/');
  });

  it('lets the public types through everywhere', async () => {
    expect(await redirectOf('privacy-policy')).toBeUndefined();
  });

  it('lets /wizard/test through in development', async () => {
    environment.development = true;
    expect(await redirectOf('test')).toBeUndefined();
  });
});
