import '../editor.scss';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import type { AgreementSummary, MissingSection, VersionSummary } from '../../../../shared/api/agreement';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { translate } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUniqueId } from '../../../lib/use-unique-id';
import {
  type EditorStart,
  editorKeys,
  fetchCurrentText,
  fetchEditorStart,
  type SaveOutcome,
  saveText,
} from '../api';
import { EditorHelp } from '../components/editor-help';
import { type EditorTab, EditorTabs } from '../components/editor-tabs';
import {
  EditorLoadState,
  languageName,
  EditorTopBar as TopBar,
  useTypeName,
} from '../components/editor-top-bar';
import { FirstEditModal } from '../components/first-edit-modal';
import { HistoryPanel } from '../components/history-panel';
import { MissingSections } from '../components/missing-sections';
import { PremiumNotice } from '../components/premium-notice';
import { TextEditor, type TextEditorProps } from '../components/text-editor';
import {
  normalized,
  type Outcome,
  useBeforeUnload,
  useCompletenessCheck,
  useLivePreview,
  useMediaQuery,
  WIDE_SCREEN,
} from '../use-editor-effects';

export type EditorPageProps = {
  /** The text area; CodeMirror unless a test passes a plain one (CodeMirror needs a real browser). */
  textEditor?: ComponentType<TextEditorProps>;
};

type TabId = 'edit' | 'preview' | 'history';

/**
 * /profile/agreements/edit/{id}: the agreement's text in a Markdown editor
 * with a live preview, the completeness check, and the version history. Free and unpaid agreements
 * are shown read-only with the premium-only notice.
 */
export default function EditorPage({ textEditor = TextEditor }: EditorPageProps) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const start = useQuery({
    queryKey: editorKeys.start(id),
    queryFn: ({ signal }) => fetchEditorStart(id, signal),
    retry: false,
    // The editor owns the text once loaded: a refetch would not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const typeName = useTypeName(start.data?.agreement.type);
  useDocumentTitle(start.data ? t('editor.title', { name: typeName }) : t('system.loading'));

  if (!start.data) return <EditorLoadState title={typeName} error={start.isPending ? null : start.error} />;
  return <EditorWorkspace key={id} start={start.data} typeName={typeName} Editor={textEditor} />;
}

function EditorWorkspace({
  start,
  typeName,
  Editor,
}: {
  start: EditorStart;
  typeName: string;
  Editor: ComponentType<TextEditorProps>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const agreementId = start.agreement.id;
  const [agreement, setAgreement] = useState<AgreementSummary>(start.agreement);
  const [language, setLanguage] = useState(start.agreement.language);
  const [savedText, setSavedText] = useState(start.markdown);
  const [text, setText] = useState(start.markdown);
  const [edits, setEdits] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState<MissingSection[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [tab, setTab] = useState<TabId>('edit');
  const [historyOpened, setHistoryOpened] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN);
  // The text as loaded shows the server's HTML at once; typing updates it through the live preview.
  const preview = useLivePreview(text, { text: start.markdown, html: start.html });
  const { setPreview } = preview;
  const languageSelectId = useUniqueId('editor-language');

  const paid = agreement.paid;
  const needsConfirmation = paid && !agreement.edited && !confirmed;
  const editable = paid && !needsConfirmation && !switching;
  const dirty = normalized(text) !== normalized(savedText);

  useCompletenessCheck({ agreementId, language, text, enabled: editable && edits > 0 }, setMissing);
  useBeforeUnload(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('editor.leave.confirm'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  const showText = useCallback(
    (nextLanguage: string, markdown: string, html: string) => {
      setLanguage(nextLanguage);
      setSavedText(markdown);
      setText(markdown);
      setEdits(0);
      setMissing([]);
      setPreview({ text: markdown, html });
    },
    [setPreview],
  );

  const save = async () => {
    if (!editable || saving || !dirty) return;
    const sent = text;
    setSaving(true);
    setOutcome(null);
    try {
      const { reply, message } = await saveText(agreementId, { language, text: sent });
      setAgreement(reply.agreement);
      setSavedText(sent);
      setMissing(reply.missing_sections);
      setOutcome({ kind: 'success', message: message || translate('errors:agreement.updated') });
      void queryClient.invalidateQueries({ queryKey: editorKeys.versions(agreementId) });
    } catch (error) {
      setOutcome({ kind: 'danger', message: (error as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const switchLanguage = async (next: string) => {
    if (next === language) return;
    if (dirty && !window.confirm(t('editor.language.switchUnsaved'))) return;
    setSwitching(true);
    setOutcome(null);
    try {
      const { markdown, html } = await fetchCurrentText(agreementId, next);
      showText(next, markdown, html);
    } catch (error) {
      setOutcome({ kind: 'danger', message: (error as Error).message });
    } finally {
      setSwitching(false);
    }
  };

  const restored = async ({ reply, message }: SaveOutcome, version: VersionSummary) => {
    // A generated text brought back belongs to the generator again; someone already editing keeps going.
    if (editable) setConfirmed(true);
    setAgreement(reply.agreement);
    setOutcome({ kind: 'success', message });
    try {
      const { markdown, html } = await fetchCurrentText(agreementId, version.language);
      showText(version.language, markdown, html);
      setMissing(reply.missing_sections);
    } catch (error) {
      setOutcome({ kind: 'danger', message: (error as Error).message });
    }
  };

  const onEdit = (value: string) => {
    setText(value);
    setEdits((count) => count + 1);
  };

  // Ctrl+S / ⌘S saves, as in any editor.
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  };

  const tabIds = (id: TabId): EditorTab<TabId> => ({
    id,
    label: t(`editor.tabs.${id}`),
    tabId: `editor-tab-${id}`,
    panelId: `editor-panel-${id}`,
  });
  const tabs = (wide ? (['edit', 'history'] as const) : (['edit', 'preview', 'history'] as const)).map(
    tabIds,
  );
  const active: TabId = wide && tab === 'preview' ? 'edit' : tab;
  const selectTab = (next: TabId) => {
    setTab(next);
    if (next === 'history') setHistoryOpened(true);
  };
  const previewVisible = active === 'preview' || (wide && active === 'edit');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the shortcut listens to keys typed in its children.
    <div className="editor-page" onKeyDown={onKeyDown}>
      <TopBar title={typeName}>
        {paid ? (
          <div className="d-flex align-items-center gap-2">
            {dirty && (
              <span className="small text-body-secondary" data-testid="unsaved-changes">
                {t('editor.topBar.unsaved')}
              </span>
            )}
            <button
              type="button"
              className="btn btn-primary"
              disabled={!editable || saving || !dirty}
              onClick={() => void save()}
            >
              {saving ? (
                <>
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  {t('editor.topBar.saving')}
                </>
              ) : (
                t('editor.topBar.save')
              )}
            </button>
          </div>
        ) : (
          <span className="badge text-bg-secondary">{t('editor.topBar.readOnly')}</span>
        )}
      </TopBar>

      <div className="container-fluid py-3">
        {!paid && <PremiumNotice agreement={agreement} name={typeName} />}
        <FormAlert kind={outcome?.kind ?? 'success'} message={outcome?.message} />
        <MissingSections sections={missing} />

        <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
          <div className="flex-grow-1">
            <EditorTabs tabs={tabs} active={active} onChange={selectTab} label={t('editor.tabs.label')} />
          </div>
          {start.languages.length > 1 && (
            <div className="editor-language">
              <label htmlFor={languageSelectId} className="form-label small mb-1">
                {t('editor.language.label')}
              </label>
              <select
                id={languageSelectId}
                className="form-select form-select-sm"
                value={language}
                disabled={switching || saving}
                onChange={(event) => void switchLanguage(event.currentTarget.value)}
              >
                {start.languages.map((option) => (
                  <option key={option} value={option} lang={option}>
                    {languageName(option)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>

        <div className="row g-3">
          <div
            role="tabpanel"
            id="editor-panel-edit"
            aria-labelledby="editor-tab-edit"
            hidden={active !== 'edit'}
            className="col-12 col-lg-6 editor-pane"
            data-testid="editor-pane"
          >
            <EditorHelp />
            <div lang={language}>
              <Editor
                value={text}
                onChange={onEdit}
                readOnly={!editable}
                label={t('editor.textEditor.label')}
              />
            </div>
          </div>
          <div
            {...(wide
              ? { role: 'region', 'aria-labelledby': 'editor-preview-title' }
              : { role: 'tabpanel', 'aria-labelledby': 'editor-tab-preview' })}
            id="editor-panel-preview"
            hidden={!previewVisible}
            className="col-12 col-lg-6 editor-pane"
            data-testid="preview-pane"
          >
            <div className="d-flex align-items-center gap-2 mb-2">
              <h2 id="editor-preview-title" className="h6 mb-0 me-auto">
                {t('editor.preview.title')}
              </h2>
              {preview.updating && (
                <span className="small text-body-secondary">
                  <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
                  {t('editor.preview.updating')}
                </span>
              )}
            </div>
            <div
              className="editor-preview legal-document border rounded p-3 p-md-4 bg-body"
              data-testid="live-preview"
              lang={language}
              // The server's renderer escapes everything outside the agreement's Markdown subset.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from our own escaping renderer.
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          </div>
          <div
            role="tabpanel"
            id="editor-panel-history"
            aria-labelledby="editor-tab-history"
            hidden={active !== 'history'}
            className="col-12"
          >
            {historyOpened && (
              <HistoryPanel
                agreementId={agreementId}
                unsavedChanges={dirty}
                onRestored={(restoredOutcome, version) => void restored(restoredOutcome, version)}
              />
            )}
          </div>
        </div>
      </div>

      {needsConfirmation && (
        <FirstEditModal
          onConfirm={() => setConfirmed(true)}
          onCancel={() => navigate(paths.myAgreements())}
        />
      )}
    </div>
  );
}
