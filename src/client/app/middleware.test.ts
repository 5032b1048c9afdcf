import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type Middleware, runMiddleware } from './middleware';

const context = { request: new Request('http://localhost/x'), params: {}, routeName: 'x' };

describe('runMiddleware', () => {
  it('runs the named middleware in order', async () => {
    const calls: string[] = [];
    const registry: Record<string, Middleware> = {
      first: () => void calls.push('first'),
      second: async () => void calls.push('second'),
    };
    await runMiddleware(['first', 'second'], context, registry);
    expect(calls).toEqual(['first', 'second']);
  });

  it('fails the navigation with a 500 "Unknown middleware <name>" for a name it does not know', async () => {
    const error = await runMiddleware(['known', 'nope'], context, { known: () => {} }).catch((e) => e);
    expect(
      isRouteErrorResponse(error) || (error && typeof error === 'object' && 'init' in error),
    ).toBeTruthy();
    const { data, init } = error as {
      data: { unknownMiddleware: string };
      init: { status: number; statusText: string };
    };
    expect(init.status).toBe(500);
    expect(init.statusText).toBe('Unknown middleware nope');
    expect(data.unknownMiddleware).toBe('nope');
  });

  it('stops at the first middleware that throws', async () => {
    const after = vi.fn();
    const registry: Record<string, Middleware> = {
      failing: () => {
        throw new Error('stop');
      },
      after,
    };
    await expect(runMiddleware(['failing', 'after'], context, registry)).rejects.toThrow('stop');
    expect(after).not.toHaveBeenCalled();
  });
});
