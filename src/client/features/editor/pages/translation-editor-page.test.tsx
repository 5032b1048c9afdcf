// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TranslationText } from '../../../../shared/api/agreement';
import { PlainTextEditor } from '../components/text-editor';
import { AGREEMENT_ID, agreementSummary, setUpEditorTests } from '../editor.test-support';
import TranslationEditorPage from './translation-editor-page';

const ID = AGREEMENT_ID;

setUpEditorTests();

const summary = agreementSummary;
const text = (language: string, markdown: string, modified = false): TranslationText => ({
  language,
  markdown,
  modified,
  updated_at: '2026-11-20T10:00:00.000Z',
});
const SOURCE = text('en', '# Privacy Policy\n\nWe collect your e-mail address.\n');
const GERMAN = '# Datenschutzerklärung\n\nWir erheben Ihre E-Mail-Adresse.\n';

/** A stubbed API with an agreement whose translations live in `translations` (a tiny fake server). */
function stubApi(agreement = summary(), translations: Record<string, TranslationText> = {}) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(url, 'http://localhost');
      const path = address.pathname.replace('/api/v1', '');
      const method = init.method ?? 'GET';
      const data = init.body ? new URLSearchParams(init.body as URLSearchParams).get('data') : null;
      const body = data ? JSON.parse(data) : undefined;
      calls.push({ call: `${method} ${path}${address.search}`, body });
      const reply = (payload: unknown, messages: string[] = []) =>
        new Response(
          JSON.stringify({ success: true, data: payload, messages: messages.map((value) => ({ value })) }),
          { headers: { 'content-type': 'application/json' } },
        );
      if (path === `/agreement/translation/details/${ID}`) {
        const language = address.searchParams.get('language');
        return reply({
          agreement,
          source: SOURCE,
          translations: Object.values(translations).map(({ markdown: _markdown, ...rest }) => rest),
          addable_languages: ['de', 'es', 'fr', 'it', 'nl'].filter((code) => !translations[code]),
          translation: (language && translations[language]) || null,
        });
      }
      if (path === `/agreement/translation/update/${ID}`) {
        const saved = text(body.language, body.text ?? GERMAN, body.text !== undefined);
        translations[body.language] = saved;
        return reply(
          { agreement: summary({ edited: saved.modified }), translation: saved, missing_sections: [] },
          ['Successfully updated this translation.'],
        );
      }
      if (path === '/md/convert')
        return reply({ html: `<p data-testid="converted">${body.text.length}</p>` });
      if (path.startsWith('/agreement/text-check/')) return reply({ missing_sections: [] });
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

async function renderPage(search = '') {
  const router = createMemoryRouter(
    [
      {
        path: '/profile/agreements/translation/edit/:id',
        Component: () => <TranslationEditorPage textEditor={PlainTextEditor} />,
      },
      { path: '/profile/agreements', element: <p>My agreements list</p> },
    ],
    { initialEntries: [`/profile/agreements/translation/edit/${ID}${search}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Translations of the original (English)' });
  return router;
}

const translationArea = () =>
  screen.getByRole('textbox', {
    name: /Text of the translation into Deutsch/,
    hidden: true,
  }) as HTMLTextAreaElement;

describe('The translation editor', () => {
  it('adds a German translation generated from the answers and opens it', async () => {
    const calls = stubApi();
    const router = await renderPage();
    expect(screen.getByTestId('no-translations').textContent).toContain('no translations yet');
    fireEvent.change(screen.getByLabelText('Add a translation'), { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=de'));
    expect(calls).toContainEqual({
      call: `POST /agreement/translation/update/${ID}`,
      body: { language: 'de' },
    });
    expect(await screen.findByText('Successfully updated this translation.')).toBeTruthy();
    await waitFor(() => expect(translationArea().value).toBe(GERMAN));
    expect(translationArea().readOnly).toBe(true);
    expect(screen.getByTestId('translation-status').textContent).toContain('generated from your answers');
    expect(screen.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks before the first edit, then saves the German text as the customer’s', async () => {
    const calls = stubApi(summary(), { de: text('de', GERMAN) });
    await renderPage('?language=de');
    await waitFor(() => expect(translationArea().value).toBe(GERMAN));
    fireEvent.click(screen.getByRole('button', { name: 'Edit this translation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the translation' }));
    expect(translationArea().readOnly).toBe(false);
    await act(async () => fireEvent.change(translationArea(), { target: { value: `${GERMAN}\nNeu.` } }));
    expect(screen.getByTestId('unsaved-changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Successfully updated this translation.')).toBeTruthy();
    expect(calls).toContainEqual({
      call: `POST /agreement/translation/update/${ID}`,
      body: { language: 'de', text: `${GERMAN}\nNeu.` },
    });
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes')).toBeNull());
    expect(screen.getByTestId('translation-status').textContent).toContain('edited by you');
  });

  it('generates an edited translation again after confirming', async () => {
    const calls = stubApi(summary({ edited: true }), { de: text('de', '# Eigener Text\n', true) });
    await renderPage('?language=de');
    await waitFor(() => expect(translationArea().value).toBe('# Eigener Text\n'));
    vi.stubGlobal('confirm', () => true);
    fireEvent.click(screen.getByRole('button', { name: 'Generate again from the answers' }));
    await waitFor(() => expect(translationArea().value).toBe(GERMAN));
    expect(calls.filter((call) => call.call.startsWith('POST'))).toEqual([
      { call: `POST /agreement/translation/update/${ID}`, body: { language: 'de' } },
    ]);
  });

  it('shows a free agreement’s translations read-only with the upgrade prompt', async () => {
    const calls = stubApi(summary({ premium: false, paid: false }), { de: text('de', GERMAN) });
    await renderPage('?language=de');
    expect(screen.getByTestId('premium-notice').textContent).toContain('Translations are a premium feature');
    await waitFor(() => expect(translationArea().value).toBe(GERMAN));
    expect(translationArea().readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit this translation' })).toBeNull();
    expect(calls.some((call) => call.call.startsWith('POST /agreement/translation'))).toBe(false);
  });
});
