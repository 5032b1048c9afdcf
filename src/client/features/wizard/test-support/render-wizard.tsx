import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import WizardPage from '../pages/wizard-page';

/**
 * Test support: the wizard page at `url` in a router of its own, with a fresh query cache; resolves
 * once `readyTestId` (the wizard's form, unless told otherwise) is on the page.
 */
export async function renderWizard(url = '/wizard/test', readyTestId = 'wizard-form') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/wizard/:type', Component: WizardPage },
      { path: '/wizard/:type/update/:id', Component: WizardPage },
      { path: '*', element: <p>landed elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId(readyTestId);
  return { router, view };
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => fireEvent.click(element));
}

export async function type(element: HTMLElement, value: string): Promise<void> {
  await act(async () => fireEvent.change(element, { target: { value } }));
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** The heading of the step on show. */
export const stepHeading = () => screen.getByTestId('wizard-step-heading').textContent;
