import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { VersionSummary } from '../../../../shared/api/agreement';
import { formatShortDateTime } from '../../../../shared/dates';
import { isLanguage, LANGUAGE_NATIVE_NAMES } from '../../../../shared/i18n/languages';
import { FormAlert } from '../../../components/forms/form-alert';
import { currentLanguage } from '../../../lib/i18n';
import { editorKeys, fetchVersion, fetchVersions, restoreVersion, type SaveOutcome } from '../api';
import { VersionDiff } from './version-diff';

const versionQuery = (agreementId: string, versionId: string | undefined) => ({
  queryKey: editorKeys.version(agreementId, versionId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchVersion(agreementId, versionId ?? '', signal),
  enabled: versionId !== undefined,
  // A version never changes once written.
  staleTime: Number.POSITIVE_INFINITY,
});

const languageName = (language: string) =>
  isLanguage(language) ? LANGUAGE_NATIVE_NAMES[language] : language;

/**
 * The version history: every version with its date, origin, language and length; two
 * chosen ones compared line by line; one shown; one restored as the current text after confirmation.
 */
export function HistoryPanel({
  agreementId,
  unsavedChanges,
  onRestored,
}: {
  agreementId: string;
  unsavedChanges: boolean;
  onRestored: (outcome: SaveOutcome, version: VersionSummary) => void;
}) {
  const { t } = useTranslation();
  const versions = useQuery({
    queryKey: editorKeys.versions(agreementId),
    queryFn: ({ signal }) => fetchVersions(agreementId, signal),
  });
  const [compared, setCompared] = useState<string[]>([]);
  const [shown, setShown] = useState<VersionSummary | null>(null);
  const [restoring, setRestoring] = useState<VersionSummary | null>(null);

  const list = versions.data ?? [];
  // The newest version in each language is that language's current text.
  const currentIds = new Set(
    list
      .filter((version, index) => list.findIndex((other) => other.language === version.language) === index)
      .map((version) => version.id),
  );
  const toggleCompared = (id: string, checked: boolean) =>
    setCompared((ids) => {
      if (!checked) return ids.filter((other) => other !== id);
      // A third choice replaces the first of the two.
      return [...ids.filter((other) => other !== id), id].slice(-2);
    });
  const dateOf = (version: VersionSummary) => formatShortDateTime(version.created_at);

  return (
    <section aria-labelledby="history-title" data-testid="history-panel">
      <h2 id="history-title" className="h5">
        {t('editor.history.title')}
      </h2>
      <p className="small text-body-secondary">{t('editor.history.lead')}</p>
      {versions.isPending && (
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('system.loading')}
        </p>
      )}
      {versions.isError && <FormAlert kind="danger" message={versions.error.message} />}
      {versions.data && list.length === 0 && <p>{t('editor.history.empty')}</p>}
      {list.length > 0 && (
        <div className="table-responsive mb-3">
          <table className="table table-sm align-middle mb-0" data-testid="version-list">
            <thead>
              <tr>
                <th scope="col">{t('editor.history.compare')}</th>
                <th scope="col">{t('editor.history.date')}</th>
                <th scope="col">{t('editor.history.origin')}</th>
                <th scope="col">{t('editor.history.language')}</th>
                <th scope="col" className="text-end">
                  {t('editor.history.characters')}
                </th>
                <th scope="col">{t('editor.history.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((version) => {
                const date = dateOf(version);
                const current = currentIds.has(version.id);
                return (
                  <tr key={version.id} data-testid="version-row" data-version-id={version.id}>
                    <td>
                      <input
                        type="checkbox"
                        className="form-check-input"
                        checked={compared.includes(version.id)}
                        aria-label={t('editor.history.selectLabel', { date })}
                        onChange={(event) => toggleCompared(version.id, event.currentTarget.checked)}
                      />
                    </td>
                    <td className="text-nowrap">
                      {date}
                      {current && (
                        <span className="badge text-bg-success ms-2">{t('editor.history.current')}</span>
                      )}
                    </td>
                    <td>{t(`editor.history.origins.${version.origin}`)}</td>
                    <td lang={version.language}>{languageName(version.language)}</td>
                    <td className="text-end">{version.characters.toLocaleString(currentLanguage())}</td>
                    <td>
                      <div className="d-flex flex-wrap gap-1">
                        <button
                          type="button"
                          className="btn btn-outline-secondary btn-sm"
                          aria-label={t('editor.history.showLabel', { date })}
                          aria-pressed={shown?.id === version.id}
                          onClick={() => setShown(shown?.id === version.id ? null : version)}
                        >
                          {t('editor.history.show')}
                        </button>
                        {!current && (
                          <button
                            type="button"
                            className="btn btn-outline-primary btn-sm"
                            aria-label={t('editor.history.restoreLabel', { date })}
                            onClick={() => setRestoring(version)}
                          >
                            {t('editor.history.restore')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.length > 1 && compared.length < 2 && (
        <p className="small text-body-secondary">{t('editor.history.compareHint')}</p>
      )}
      {compared.length === 2 && (
        <VersionComparison
          agreementId={agreementId}
          versions={list.filter((version) => compared.includes(version.id))}
        />
      )}
      {shown && <VersionView agreementId={agreementId} version={shown} onClose={() => setShown(null)} />}
      {restoring && (
        <RestoreModal
          agreementId={agreementId}
          version={restoring}
          unsavedChanges={unsavedChanges}
          onClose={() => setRestoring(null)}
          onRestored={(outcome) => {
            setRestoring(null);
            setCompared([]);
            setShown(null);
            onRestored(outcome, restoring);
          }}
        />
      )}
    </section>
  );
}

/** Two versions side by side in time: what the newer one added and removed. */
function VersionComparison({ agreementId, versions }: { agreementId: string; versions: VersionSummary[] }) {
  const { t } = useTranslation();
  // Oldest first: the diff reads as "what changed since".
  const [older, newer] = [...versions].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const olderText = useQuery(versionQuery(agreementId, older?.id));
  const newerText = useQuery(versionQuery(agreementId, newer?.id));
  if (!older || !newer) return null;
  const error = olderText.error ?? newerText.error;
  return (
    <section className="mb-4" aria-labelledby="diff-title" data-testid="version-comparison">
      <h3 id="diff-title" className="h6">
        {t('editor.history.diffTitle', {
          older: formatShortDateTime(older.created_at),
          newer: formatShortDateTime(newer.created_at),
        })}
      </h3>
      {error && <FormAlert kind="danger" message={error.message} />}
      {olderText.data && newerText.data ? (
        <VersionDiff older={olderText.data.markdown} newer={newerText.data.markdown} />
      ) : (
        !error && (
          <p role="status" className="small">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('system.loading')}
          </p>
        )
      )}
    </section>
  );
}

/** One version as the live link would show it. */
function VersionView({
  agreementId,
  version,
  onClose,
}: {
  agreementId: string;
  version: VersionSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useQuery(versionQuery(agreementId, version.id));
  return (
    <section className="mb-4" aria-labelledby="version-view-title" data-testid="version-view">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h3 id="version-view-title" className="h6 mb-0 me-auto">
          {t('editor.history.versionTitle', { date: formatShortDateTime(version.created_at) })}
        </h3>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
          {t('editor.history.close')}
        </button>
      </div>
      {text.isError && <FormAlert kind="danger" message={text.error.message} />}
      {text.data && (
        <div
          className="editor-preview legal-document border rounded p-3 bg-body"
          lang={version.language}
          // The server's renderer escapes everything outside the agreement's Markdown subset.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from our own escaping renderer.
          dangerouslySetInnerHTML={{ __html: text.data.html }}
        />
      )}
    </section>
  );
}

/** The confirmation before a restore; the server's refusal stays in the dialog. */
function RestoreModal({
  agreementId,
  version,
  unsavedChanges,
  onClose,
  onRestored,
}: {
  agreementId: string;
  version: VersionSummary;
  unsavedChanges: boolean;
  onClose: () => void;
  onRestored: (outcome: SaveOutcome) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restore = async () => {
    setPending(true);
    setError(null);
    try {
      const outcome = await restoreVersion(agreementId, version.id);
      await queryClient.invalidateQueries({ queryKey: editorKeys.versions(agreementId) });
      onRestored(outcome);
    } catch (failure) {
      setError((failure as Error).message);
      setPending(false);
    }
  };
  return (
    <Modal
      show
      onHide={() => !pending && onClose()}
      aria-labelledby="restore-title"
      data-testid="restore-modal"
    >
      <Modal.Header closeButton closeLabel={t('editor.history.close')}>
        <Modal.Title id="restore-title" as="h2" className="h5">
          {t('editor.history.restoreTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('editor.history.restoreText', { date: formatShortDateTime(version.created_at) })}</p>
        {unsavedChanges && <p className="fw-semibold">{t('editor.history.restoreUnsaved')}</p>}
        <FormAlert kind="danger" message={error} className="mb-0" />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" disabled={pending} onClick={onClose}>
          {t('editor.history.cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={pending} onClick={() => void restore()}>
          {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('editor.history.restore')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
