import '../editor.scss';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useParams, useSearchParams } from 'react-router';
import type {
  AgreementSummary,
  MissingSection,
  TranslationDetailsReply,
  TranslationText,
} from '../../../../shared/api/agreement';
import { FormAlert } from '../../../components/forms/form-alert';
import { translate } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUniqueId } from '../../../lib/use-unique-id';
import { editorKeys, fetchTranslationDetails, updateTranslation } from '../api';
import { EditorHelp } from '../components/editor-help';
import { type EditorTab, EditorTabs } from '../components/editor-tabs';
import {
  EditorLoadState,
  languageName,
  EditorTopBar as TopBar,
  useTypeName,
} from '../components/editor-top-bar';
import { FirstEditModal } from '../components/first-edit-modal';
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

export type TranslationEditorPageProps = {
  /** The text area; CodeMirror unless a test passes a plain one (CodeMirror needs a real browser). */
  textEditor?: ComponentType<TextEditorProps>;
};

type TabId = 'source' | 'edit' | 'preview';

/**
 * /profile/agreements/translation/edit/{id}?language=: the agreement's
 * translations — add one generated from the answers, edit it beside the source text with a live
 * preview, or give the changes up and generate it again. Translations are premium: free and unpaid
 * agreements see their translations read-only with the upgrade prompt.
 */
export default function TranslationEditorPage({ textEditor = TextEditor }: TranslationEditorPageProps) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('language');
  const details = useQuery({
    queryKey: editorKeys.translation(id, requested),
    queryFn: ({ signal }) => fetchTranslationDetails(id, requested, signal),
    retry: false,
    // The page owns the text once loaded: a refetch would not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const typeName = useTypeName(details.data?.agreement.type);
  useDocumentTitle(details.data ? t('translation.title', { name: typeName }) : t('system.loading'));
  // "Successfully updated this translation." survives the reload that opens a new translation.
  const [flash, setFlash] = useState<Outcome>(null);

  // Without ?language=, the first translation opens (when there is one).
  const firstTranslation = details.data?.translations[0]?.language;
  useEffect(() => {
    if (!requested && firstTranslation) setSearchParams({ language: firstTranslation }, { replace: true });
  }, [requested, firstTranslation, setSearchParams]);

  if (!details.data)
    return <EditorLoadState title={typeName} error={details.isPending ? null : details.error} />;
  return (
    <TranslationWorkspace
      key={`${id}:${details.data.translation?.language ?? ''}`}
      details={details.data}
      typeName={typeName}
      Editor={textEditor}
      flash={flash}
      open={(language, message) => {
        setFlash(message ? { kind: 'success', message } : null);
        setSearchParams({ language });
      }}
    />
  );
}

function TranslationWorkspace({
  details,
  typeName,
  Editor,
  flash,
  open,
}: {
  details: TranslationDetailsReply;
  typeName: string;
  Editor: ComponentType<TextEditorProps>;
  flash: Outcome;
  /** Opens one of the translations (reloading the page's data), with a message to show there. */
  open: (language: string, message?: string) => void;
}) {
  const { t } = useTranslation();
  const agreementId = details.agreement.id;
  const [agreement, setAgreement] = useState<AgreementSummary>(details.agreement);
  const [translation, setTranslation] = useState<TranslationText | null>(details.translation);
  const [text, setText] = useState(details.translation?.markdown ?? '');
  const [edits, setEdits] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [missing, setMissing] = useState<MissingSection[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(flash);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(details.addable_languages[0] ?? '');
  const [tab, setTab] = useState<TabId>('edit');
  const wide = useMediaQuery(WIDE_SCREEN);
  const addId = useUniqueId('translation-add');
  const source = useLivePreview(details.source.markdown, { text: '', html: '' });
  const preview = useLivePreview(text, { text: '', html: '' });

  const language = translation?.language ?? '';
  const paid = agreement.paid;
  const editable = paid && translation !== null && (translation.modified || confirmed) && !busy;
  const dirty = translation !== null && normalized(text) !== normalized(translation.markdown);

  useCompletenessCheck({ agreementId, language, text, enabled: editable && edits > 0 }, setMissing);
  useBeforeUnload(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('editor.leave.confirm'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  /** Saves the customer's text, or (without one) generates the translation from the answers. */
  const send = async (
    body: { language: string; text?: string },
    after?: (saved: TranslationText, message: string) => void,
  ) => {
    setBusy(true);
    setOutcome(null);
    try {
      const { reply, message } = await updateTranslation(agreementId, body);
      setAgreement(reply.agreement);
      setMissing(reply.missing_sections);
      const shown = message || translate('errors:agreement.translationUpdated');
      setOutcome({ kind: 'success', message: shown });
      after?.(reply.translation, shown);
    } catch (error) {
      setOutcome({ kind: 'danger', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    if (!editable || !dirty) return;
    void send({ language, text }, (saved) => setTranslation(saved));
  };

  const regenerate = () => {
    if (!window.confirm(t('translation.regenerate.confirm', { language: languageName(language) }))) return;
    void send({ language }, (saved) => {
      setTranslation(saved);
      setText(saved.markdown);
      setEdits(0);
      setConfirmed(false);
    });
  };

  const add = () => {
    if (!adding) return;
    // The new translation opens once generated; the page loads it with the other languages.
    void send({ language: adding }, (saved, message) => open(saved.language, message));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      save();
    }
  };

  const tabIds = (tabId: TabId): EditorTab<TabId> => ({
    id: tabId,
    label: t(`translation.tabs.${tabId}`),
    tabId: `translation-tab-${tabId}`,
    panelId: `translation-panel-${tabId}`,
  });
  const tabs = (wide ? (['edit', 'preview'] as const) : (['source', 'edit', 'preview'] as const)).map(tabIds);
  const active: TabId = wide && tab === 'source' ? 'edit' : tab;
  const sourceName = languageName(details.source.language);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the shortcut listens to keys typed in its children.
    <div className="editor-page" onKeyDown={onKeyDown}>
      <TopBar title={t('translation.title', { name: typeName })}>
        {paid && translation ? (
          <div className="d-flex align-items-center gap-2">
            {dirty && (
              <span className="small text-body-secondary" data-testid="unsaved-changes">
                {t('editor.topBar.unsaved')}
              </span>
            )}
            <button type="button" className="btn btn-primary" disabled={!editable || !dirty} onClick={save}>
              {busy ? (
                <>
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  {t('editor.topBar.saving')}
                </>
              ) : (
                t('translation.save')
              )}
            </button>
          </div>
        ) : (
          !paid && <span className="badge text-bg-secondary">{t('editor.topBar.readOnly')}</span>
        )}
      </TopBar>

      <div className="container-fluid py-3">
        {!paid && <PremiumNotice agreement={agreement} name={typeName} feature="translate" />}
        <FormAlert kind={outcome?.kind ?? 'success'} message={outcome?.message} />
        <MissingSections sections={missing} />

        <section className="d-flex flex-wrap align-items-end gap-3 mb-3" aria-labelledby="translations-title">
          <div className="me-auto">
            <h2 id="translations-title" className="h6 mb-2">
              {t('translation.languages.title', { language: sourceName })}
            </h2>
            {details.translations.length === 0 ? (
              <p className="small text-body-secondary mb-0" data-testid="no-translations">
                {t('translation.languages.none')}
              </p>
            ) : (
              <div className="d-flex flex-wrap gap-2">
                {details.translations.map((entry) => (
                  <button
                    key={entry.language}
                    type="button"
                    lang={entry.language}
                    className={`btn btn-sm ${entry.language === language ? 'btn-primary' : 'btn-outline-primary'}`}
                    aria-pressed={entry.language === language}
                    onClick={() => open(entry.language)}
                  >
                    {languageName(entry.language)}
                    {entry.modified && (
                      <span className="badge text-bg-light border ms-2">
                        {t('translation.languages.edited')}
                      </span>
                    )}
                  </button>
                ))}
              </div>
            )}
          </div>
          {details.addable_languages.length > 0 && (
            <div className="d-flex flex-wrap align-items-end gap-2">
              <div>
                <label htmlFor={addId} className="form-label small mb-1">
                  {t('translation.add.label')}
                </label>
                <select
                  id={addId}
                  className="form-select form-select-sm"
                  value={adding}
                  disabled={!paid || busy}
                  onChange={(event) => setAdding(event.currentTarget.value)}
                >
                  {details.addable_languages.map((option) => (
                    <option key={option} value={option} lang={option}>
                      {languageName(option)}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={!paid || busy || !adding}
                onClick={add}
              >
                {t('translation.add.button')}
              </button>
            </div>
          )}
        </section>

        {translation && (
          <>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <p className="small mb-0 me-auto" data-testid="translation-status">
                {t(translation.modified ? 'translation.status.modified' : 'translation.status.generated', {
                  language: languageName(language),
                })}
              </p>
              {paid && !translation.modified && !confirmed && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  onClick={() => setAsking(true)}
                >
                  {t('translation.editButton')}
                </button>
              )}
              {paid && translation.modified && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={busy}
                  onClick={regenerate}
                >
                  {t('translation.regenerate.button')}
                </button>
              )}
            </div>
            {!wide && (
              <div className="mb-3">
                <EditorTabs
                  tabs={tabs}
                  active={active}
                  onChange={setTab}
                  label={t('translation.tabs.label')}
                />
              </div>
            )}
            <div className="row g-3">
              <div
                {...(wide
                  ? { role: 'region', 'aria-labelledby': 'translation-source-title' }
                  : { role: 'tabpanel', 'aria-labelledby': 'translation-tab-source' })}
                id="translation-panel-source"
                hidden={!wide && active !== 'source'}
                className="col-12 col-lg-6 editor-pane"
                data-testid="source-pane"
              >
                <h2 id="translation-source-title" className="h6">
                  {t('translation.source.title', { language: sourceName })}
                </h2>
                <div
                  className="editor-preview legal-document border rounded p-3 p-md-4 bg-body-tertiary"
                  lang={details.source.language}
                  // The server's renderer escapes everything outside the agreement's Markdown subset.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from our own escaping renderer.
                  dangerouslySetInnerHTML={{ __html: source.html }}
                />
              </div>
              <div className="col-12 col-lg-6">
                {wide && (
                  <div className="mb-3">
                    <EditorTabs
                      tabs={tabs}
                      active={active}
                      onChange={setTab}
                      label={t('translation.tabs.label')}
                    />
                  </div>
                )}
                <div
                  role="tabpanel"
                  id="translation-panel-edit"
                  aria-labelledby="translation-tab-edit"
                  hidden={active !== 'edit'}
                  className="editor-pane"
                  data-testid="translation-pane"
                >
                  <EditorHelp />
                  <div lang={language}>
                    <Editor
                      value={text}
                      onChange={(value) => {
                        setText(value);
                        setEdits((count) => count + 1);
                      }}
                      readOnly={!editable}
                      label={t('translation.textEditor.label', { language: languageName(language) })}
                    />
                  </div>
                </div>
                <div
                  role="tabpanel"
                  id="translation-panel-preview"
                  aria-labelledby="translation-tab-preview"
                  hidden={active !== 'preview'}
                  className="editor-pane"
                >
                  <div
                    className="editor-preview legal-document border rounded p-3 p-md-4 bg-body"
                    data-testid="translation-preview"
                    lang={language}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from our own escaping renderer.
                    dangerouslySetInnerHTML={{ __html: preview.html }}
                  />
                </div>
              </div>
            </div>
          </>
        )}
      </div>

      {asking && (
        <FirstEditModal
          subject="translation"
          onConfirm={() => {
            setConfirmed(true);
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
