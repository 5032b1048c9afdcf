import { describe, expect, it, vi } from 'vitest';
import { matchInitialRoute, startInitialRoute } from './initial-route';
import type { RouteDefinition } from './routes';

vi.mock('./query-provider', () => ({}));

function route(name: string, routePath: string, extra: Partial<RouteDefinition> = {}): RouteDefinition {
  return {
    name,
    path: routePath,
    layout: 'default',
    middleware: [],
    page: vi.fn(async () => ({ default: () => null })),
    ...extra,
  };
}

describe('the first page’s route', () => {
  it('is the route the address opens, a literal segment before a parameter', () => {
    const routes = [
      route('home', '/'),
      route('pay', '/wizard/pay/:id'),
      route('update', '/wizard/:type/update/:id'),
    ];
    expect(matchInitialRoute('/wizard/pay/42', routes)?.route.name).toBe('pay');
    expect(matchInitialRoute('/wizard/pay/update/42', routes)).toMatchObject({
      route: { name: 'update' },
      params: { type: 'pay', id: '42' },
    });
    expect(matchInitialRoute('/nowhere', routes)).toBeUndefined();
  });

  it('starts loading its code and data before the router runs', async () => {
    const load = vi.fn(async () => {});
    const wizard = route('wizard-type', '/wizard/:type', { load });
    await startInitialRoute({ pathname: '/wizard/eula', href: 'http://localhost/wizard/eula' }, [wizard]);
    expect(wizard.page).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith({ type: 'eula' });
  });

  it('leaves customer pages’ data, invalid addresses and failures to the router', async () => {
    const customerLoad = vi.fn(async () => {});
    const customer = route('wizard-update', '/wizard/:type/update/:id', {
      load: customerLoad,
      middleware: ['auth'],
    });
    await startInitialRoute(
      { pathname: '/wizard/eula/update/1', href: 'http://localhost/wizard/eula/update/1' },
      [customer],
    );
    expect(customer.page).toHaveBeenCalledOnce();
    expect(customerLoad).not.toHaveBeenCalled();

    const invalidLoad = vi.fn(async () => {});
    const invalid = route('wizard-type', '/wizard/:type', {
      load: invalidLoad,
      params: { type: 'agreement-type' },
    });
    await startInitialRoute({ pathname: '/wizard/nope', href: 'http://localhost/wizard/nope' }, [invalid]);
    expect(invalidLoad).not.toHaveBeenCalled();

    const failing = route('wizard-type', '/wizard/:type', {
      load: async () => {
        throw new Error('offline');
      },
      page: async () => {
        throw new Error('chunk failed');
      },
    });
    await expect(
      startInitialRoute({ pathname: '/wizard/eula', href: 'http://localhost/wizard/eula' }, [failing]),
    ).resolves.toBeUndefined();
  });

  it('does nothing for the home page, which is in the entry', async () => {
    const home = route('home', '/');
    await startInitialRoute({ pathname: '/', href: 'http://localhost/' }, [home]);
    expect(home.page).not.toHaveBeenCalled();
  });
});
