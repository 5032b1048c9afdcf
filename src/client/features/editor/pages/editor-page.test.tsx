// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AgreementSummary, MissingSection, VersionSummary } from '../../../../shared/api/agreement';
import type { Envelope } from '../../../../shared/api/envelope';
import { formatShortDateTime } from '../../../../shared/dates';
import { PlainTextEditor } from '../components/text-editor';
import { AGREEMENT_ID, agreementSummary, setUpEditorTests } from '../editor.test-support';
import EditorPage from './editor-page';

const ID = AGREEMENT_ID;
const V1 = '11111111-1111-4111-8111-111111111111';
const V2 = '22222222-2222-4222-8222-222222222222';
const V3 = '33333333-3333-4333-8333-333333333333';
const V4 = '44444444-4444-4444-8444-444444444444';

setUpEditorTests();

const summary = (overrides: Partial<AgreementSummary> = {}) =>
  agreementSummary({ edited: true, ...overrides });

const CURRENT = '# Privacy Policy\n\nWe collect your e-mail address.\n';
const CCPA: MissingSection = {
  heading: 'Notice to California residents',
  laws: ['California Consumer Privacy Act (CCPA) and CalOPPA'],
};

const VERSIONS: VersionSummary[] = [
  { id: V3, language: 'en', origin: 'edited', created_at: '2026-11-22T09:30:00.000Z', characters: 49 },
  { id: V2, language: 'en', origin: 'edited', created_at: '2026-11-21T08:15:00.000Z', characters: 60 },
  { id: V1, language: 'en', origin: 'generated', created_at: '2026-11-20T10:00:00.000Z', characters: 70 },
];
const VERSION_TEXTS: Record<string, string> = {
  [V1]: '# Privacy Policy\n\nWe collect your name.\n\n## Contact\n\nWrite to us.\n',
  [V2]: '# Privacy Policy\n\nWe collect your name and e-mail address.\n\n## Contact\n\nWrite to us.\n',
  [V3]: CURRENT,
};

type Reply = { status?: number; envelope?: Partial<Envelope>; raw?: string };
type Handlers = {
  agreement?: AgreementSummary;
  check?: () => Reply;
  save?: () => Reply;
  restore?: () => Reply;
  /** Languages with a text (the download details), and extra versions. */
  languages?: string[];
  extraVersions?: { summary: VersionSummary; markdown: string }[];
};

const ok = (data: unknown, messages: string[] = []): Reply => ({
  envelope: { data, messages: messages.map((value) => ({ value })) },
});

/** A stubbed API: every call is recorded with its decoded `data` payload. */
function stubApi(handlers: Handlers = {}) {
  const calls: { call: string; body: unknown }[] = [];
  const agreement = handlers.agreement ?? summary();
  const versions = [...(handlers.extraVersions ?? []).map((extra) => extra.summary), ...VERSIONS];
  const texts: Record<string, string> = { ...VERSION_TEXTS };
  for (const extra of handlers.extraVersions ?? []) texts[extra.summary.id] = extra.markdown;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
      const method = init.method ?? 'GET';
      const data = init.body ? new URLSearchParams(init.body as URLSearchParams).get('data') : null;
      calls.push({ call: `${method} ${path}`, body: data ? JSON.parse(data) : undefined });
      const answer = ({ status = 200, envelope = {}, raw }: Reply) =>
        new Response(raw ?? JSON.stringify({ success: true, messages: [], ...envelope }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (path === `/agreement/details/${ID}`)
        return answer(ok({ agreement, answers: {}, markdown: CURRENT, html: '<h1>Privacy Policy</h1>' }));
      if (path === `/agreement/download-details/${ID}`)
        return answer(
          ok({
            agreement,
            live_url: 'http://localhost/live/x',
            texts: (handlers.languages ?? ['en']).map((language) => ({
              language,
              title: 'Privacy Policy',
              html: '',
              updated_at: agreement.updated_at,
            })),
          }),
        );
      if (path === '/md/convert') {
        const text = (JSON.parse(data ?? '{}') as { text: string }).text;
        return answer(ok({ html: `<p data-testid="converted">${text.length} characters</p>` }));
      }
      if (path === `/agreement/text-check/${ID}`)
        return answer(handlers.check?.() ?? ok({ missing_sections: [] }));
      if (path === `/agreement/text/${ID}`)
        return answer(
          handlers.save?.() ??
            ok({ agreement: summary({ edited: true }), missing_sections: [CCPA] }, ['Agreement updated!']),
        );
      if (path === `/agreement/versions/${ID}`) return answer(ok({ versions }));
      const version = /^\/agreement\/version\/[^/]+\/([^/]+)$/.exec(path)?.[1];
      if (version) {
        const found = versions.find((entry) => entry.id === version);
        const markdown = texts[version] ?? '';
        return answer(ok({ version: { ...found, markdown, html: `<p>${markdown.length}</p>` } }));
      }
      if (path === `/agreement/restore/${ID}`) {
        const earlier = versions.find((entry) => entry.id === JSON.parse(data ?? '{}').version_id);
        if (earlier) {
          versions.unshift({
            ...earlier,
            id: V4,
            origin: 'restored',
            created_at: '2026-11-23T12:00:00.000Z',
          });
          texts[V4] = texts[earlier.id] ?? '';
        }
        return answer(
          handlers.restore?.() ??
            ok({ agreement: summary({ edited: false }), missing_sections: [] }, [
              'The version has been restored as the current text.',
            ]),
        );
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

async function renderEditor() {
  const router = createMemoryRouter(
    [
      {
        path: '/profile/agreements/edit/:id',
        Component: () => <EditorPage textEditor={PlainTextEditor} />,
      },
      { path: '/profile/agreements', element: <p>My agreements list</p> },
    ],
    { initialEntries: [`/profile/agreements/edit/${ID}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('tablist', { name: 'Editor views' });
  return router;
}

const textArea = () =>
  // `hidden`: the Edit panel is hidden while the History tab is open.
  screen.getByRole('textbox', {
    name: 'Text of the agreement, in Markdown',
    hidden: true,
  }) as HTMLTextAreaElement;
const type = (value: string) => act(async () => fireEvent.change(textArea(), { target: { value } }));
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('The editor', () => {
  it('shows a free agreement read-only with the premium-only notice and its links', async () => {
    stubApi({ agreement: summary({ premium: false, paid: false, edited: false }) });
    await renderEditor();
    const notice = screen.getByTestId('premium-notice');
    expect(notice.textContent).toContain('Privacy Policy document is the free version');
    expect(within(notice).getByRole('link', { name: 'Upgrade with the wizard' }).getAttribute('href')).toBe(
      `/wizard/privacy-policy/update/${ID}?upgrade=1`,
    );
    expect(within(notice).getByRole('link', { name: 'Go to the download page' }).getAttribute('href')).toBe(
      `/download/${ID}`,
    );
    expect(textArea().readOnly).toBe(true);
    expect(textArea().value).toBe(CURRENT);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByTestId('first-edit-modal')).toBeNull();
    expect(screen.getByTestId('live-preview').innerHTML).toBe('<h1>Privacy Policy</h1>');
  });

  it('says an unpaid premium agreement is not paid for yet', async () => {
    stubApi({ agreement: summary({ premium: true, paid: false, edited: false }) });
    await renderEditor();
    expect(screen.getByTestId('premium-notice').textContent).toContain('not paid for yet');
    expect(textArea().readOnly).toBe(true);
  });

  it('asks before the first edit; the text stays read-only until confirmed', async () => {
    stubApi({ agreement: summary({ edited: false }) });
    await renderEditor();
    const modal = await screen.findByTestId('first-edit-modal');
    expect(modal.textContent).toContain('no longer revises it');
    expect(textArea().readOnly).toBe(true);
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Edit the text' })));
    await waitFor(() => expect(screen.queryByTestId('first-edit-modal')).toBeNull());
    expect(textArea().readOnly).toBe(false);
  });

  it('goes back to My agreements when the first edit is cancelled', async () => {
    stubApi({ agreement: summary({ edited: false }) });
    const router = await renderEditor();
    const modal = await screen.findByTestId('first-edit-modal');
    await act(async () =>
      fireEvent.click(within(modal).getByRole('button', { name: 'Back to My agreements' })),
    );
    await screen.findByText('My agreements list');
    expect(router.state.location.pathname).toBe('/profile/agreements');
  });

  it('saves the text: posts it, says "Agreement updated!" and lists the missing sections', async () => {
    const calls = stubApi();
    await renderEditor();
    expect(screen.queryByTestId('first-edit-modal')).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    const edited = `${CURRENT}\n## Contact\n\nWrite to us.\n`;
    await type(edited);
    expect(screen.getByTestId('unsaved-changes')).toBeTruthy();
    await act(async () => fireEvent.click(saveButton()));
    expect((await screen.findByTestId('form-alert-success')).textContent).toBe('Agreement updated!');
    expect(calls.find((entry) => entry.call === `POST /agreement/text/${ID}`)?.body).toEqual({
      language: 'en',
      text: edited,
    });
    const missing = screen.getByTestId('missing-sections');
    expect(missing.textContent).toContain('The section “Notice to California residents” is missing.');
    expect(missing.textContent).toContain('Required by: California Consumer Privacy Act (CCPA) and CalOPPA');
    expect(screen.queryByTestId('unsaved-changes')).toBeNull();
  });

  it('checks the text once typing pauses and updates the live preview', async () => {
    const calls = stubApi({ check: () => ok({ missing_sections: [CCPA] }) });
    await renderEditor();
    await type('# Privacy Policy\n\nShorter.');
    const missing = await screen.findByTestId('missing-sections', {}, { timeout: 3000 });
    expect(missing.textContent).toContain('“Notice to California residents”');
    expect(calls.find((entry) => entry.call === `POST /agreement/text-check/${ID}`)?.body).toEqual({
      language: 'en',
      text: '# Privacy Policy\n\nShorter.',
    });
    expect((await screen.findByTestId('converted')).textContent).toBe('26 characters');
    expect(calls.filter((entry) => entry.call === `POST /agreement/text/${ID}`)).toHaveLength(0);
  });

  it('shows the server refusal, or "Error on updating the agreement!" without a usable reply', async () => {
    let refusal: Reply = {
      envelope: {
        success: false,
        code: 'validation_failed',
        messages: [{ value: 'The text is empty. Please write the agreement’s text.' }],
        fieldErrors: { text: 'The text is empty.' },
      },
    };
    stubApi({ save: () => refusal });
    await renderEditor();
    await type('   x');
    await act(async () => fireEvent.click(saveButton()));
    expect((await screen.findByTestId('form-alert-danger')).textContent).toBe(
      'The text is empty. Please write the agreement’s text.',
    );
    refusal = { status: 500, raw: 'oops' };
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() =>
      expect(screen.getByTestId('form-alert-danger').textContent).toBe(
        'Error on updating the agreement! Please contact us.',
      ),
    );
    expect(textArea().value).toBe('   x');
  });

  it('lists the versions and shows the differences between two of them', async () => {
    stubApi();
    await renderEditor();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'History' })));
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    const rows = await screen.findAllByTestId('version-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain(formatShortDateTime(VERSIONS[0]!.created_at));
    expect(rows[0]?.textContent).toContain('Current');
    expect(rows[0]?.textContent).toContain('Edited by you');
    expect(rows[2]?.textContent).toContain('Generated');
    expect(rows[2]?.textContent).toContain('English');
    expect(rows[2]?.textContent).toContain('70');

    const dateOf = (index: number) => formatShortDateTime(VERSIONS[index]!.created_at);
    await act(async () =>
      fireEvent.click(screen.getByRole('checkbox', { name: `Compare the version of ${dateOf(2)}` })),
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('checkbox', { name: `Compare the version of ${dateOf(1)}` })),
    );
    const diff = await screen.findByTestId('version-diff', {}, { timeout: 3000 });
    expect(
      within(diff)
        .getAllByTestId('diff-removed')
        .map((line) => line.textContent),
    ).toEqual(['−Removed: We collect your name.']);
    expect(
      within(diff)
        .getAllByTestId('diff-added')
        .map((line) => line.textContent),
    ).toEqual(['+Added: We collect your name and e-mail address.']);
    expect(screen.getByTestId('version-comparison').textContent).toContain(
      `Differences between ${dateOf(2)} and ${dateOf(1)}`,
    );
  });

  it('restores a version after confirmation and reloads the text and the list', async () => {
    const calls = stubApi();
    await renderEditor();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'History' })));
    await screen.findAllByTestId('version-row');
    const date = formatShortDateTime(VERSIONS[2]!.created_at);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: `Show the version of ${date}` })),
    );
    expect((await screen.findByTestId('version-view')).textContent).toContain(`Version of ${date}`);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: `Restore the version of ${date}` })),
    );
    const modal = await screen.findByTestId('restore-modal');
    expect(modal.textContent).toContain(`The version of ${date} becomes the current text.`);
    const versionsBefore = calls.filter((entry) => entry.call === `GET /agreement/versions/${ID}`).length;
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Restore' })));
    expect((await screen.findByTestId('form-alert-success')).textContent).toBe(
      'The version has been restored as the current text.',
    );
    expect(calls.find((entry) => entry.call === `POST /agreement/restore/${ID}`)?.body).toEqual({
      version_id: V1,
    });
    // The editor shows the text the server now calls current, and the list has the restored version.
    await waitFor(() => expect(textArea().value).toBe(VERSION_TEXTS[V1]));
    expect(calls.filter((entry) => entry.call === `GET /agreement/versions/${ID}`).length).toBeGreaterThan(
      versionsBefore,
    );
    await waitFor(() => expect(screen.getAllByTestId('version-row')).toHaveLength(4));
    expect(screen.getAllByTestId('version-row')[0]?.textContent).toContain('Restored');
    await waitFor(() => expect(screen.queryByTestId('restore-modal')).toBeNull());
    // Someone already editing keeps editing: no second confirmation.
    expect(screen.queryByTestId('first-edit-modal')).toBeNull();
    expect(textArea().readOnly).toBe(false);
  });

  it('on a small screen shows Edit, Preview and History as tabs, moved between with the arrow keys', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    stubApi();
    await renderEditor();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Edit', 'Preview', 'History']);
    expect(screen.getByTestId('preview-pane').hidden).toBe(true);
    expect(screen.getByRole('tabpanel', { name: 'Edit' })).toBeTruthy();
    await act(async () => fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' }));
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(preview.getAttribute('aria-labelledby')).toBe(tabs[1]?.id);
    expect(screen.getByTestId('editor-pane').hidden).toBe(true);
    expect(within(preview).getByTestId('live-preview').innerHTML).toBe('<h1>Privacy Policy</h1>');
  });

  it('switches to another language of the agreement and edits its newest text', async () => {
    const german = '# Datenschutzerklärung\n\nWir erheben Ihre E-Mail-Adresse.\n';
    const calls = stubApi({
      languages: ['en', 'de'],
      extraVersions: [
        {
          summary: {
            id: V4,
            language: 'de',
            origin: 'generated',
            created_at: '2026-11-20T10:05:00.000Z',
            characters: german.length,
          },
          markdown: german,
        },
      ],
    });
    await renderEditor();
    const select = screen.getByRole('combobox', { name: 'Language of the text' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['English', 'Deutsch']);
    await act(async () => fireEvent.change(select, { target: { value: 'de' } }));
    await waitFor(() => expect(textArea().value).toBe(german));
    await type(`${german}\nNeu.\n`);
    await act(async () => fireEvent.click(saveButton()));
    await screen.findByTestId('form-alert-success');
    expect(calls.find((entry) => entry.call === `POST /agreement/text/${ID}`)?.body).toEqual({
      language: 'de',
      text: `${german}\nNeu.\n`,
    });
  });

  it('warns before leaving with unsaved changes: the browser question, and a confirm for links', async () => {
    stubApi();
    const router = await renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await type(`${CURRENT}More.\n`);
    expect(unload()).toBe(true);

    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await act(async () =>
      fireEvent.click(screen.getAllByRole('link', { name: 'My agreements' })[0] as HTMLElement),
    );
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave the editor and lose them?');
    expect(router.state.location.pathname).toBe(`/profile/agreements/edit/${ID}`);
    confirm.mockReturnValue(true);
    await act(async () =>
      fireEvent.click(screen.getAllByRole('link', { name: 'My agreements' })[0] as HTMLElement),
    );
    await screen.findByText('My agreements list');
  });
});
