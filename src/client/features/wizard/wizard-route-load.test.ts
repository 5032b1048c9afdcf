// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-provider';
import { wizardDefinitionQuery } from './api';
import { stubWizardApi, TEST_WIZARD_REPLY } from './test-support/wizard-api-stub';
import { loadWizardRoute } from './wizard-route-load';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the wizard-type route’s load step', () => {
  it('puts the definition into the page’s query cache', async () => {
    stubWizardApi();
    await loadWizardRoute({ type: 'test' });
    expect(queryClient.getQueryData(wizardDefinitionQuery('test', 'en').queryKey)).toEqual(TEST_WIZARD_REPLY);
  });

  it('turns "no wizard for this type" into the 404 page', async () => {
    stubWizardApi();
    const thrown = await loadWizardRoute({ type: 'privacy-policy' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((thrown as { init?: { status?: number } } | null)?.init?.status).toBe(404);
  });

  it('leaves any other failure to the page, which offers to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('bad gateway', { status: 502 })),
    );
    await expect(loadWizardRoute({ type: 'test' })).resolves.toBeUndefined();
  });
});
