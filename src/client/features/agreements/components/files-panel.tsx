import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementFile } from '../../../../shared/api/agreement';
import { FormAlert } from '../../../components/forms/form-alert';
import { agreementKeys, downloadFile, generateFile } from '../api';

type Progress = { done: number; total: number };

/**
 * The download page's files: a file-type icon per format of the chosen
 * language; while some are not generated, the overlay offers to generate them and shows the
 * progress (not generated → generating → generated).
 */
export function FilesPanel({ agreementId, files }: { agreementId: string; files: AgreementFile[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const missing = files.filter((file) => !file.generated);
  const state = progress ? 'generating' : missing.length > 0 ? 'not-generated' : 'generated';

  const generate = async () => {
    setProblem(null);
    setProgress({ done: 0, total: missing.length });
    try {
      for (const [index, file] of missing.entries()) {
        await generateFile(agreementId, file.language, file.format);
        setProgress({ done: index + 1, total: missing.length });
      }
      await queryClient.invalidateQueries({ queryKey: agreementKeys.download(agreementId) });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const download = async (file: AgreementFile) => {
    setProblem(null);
    setDownloading(file.format);
    try {
      await downloadFile(agreementId, file);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section aria-labelledby="files-heading" className="mb-4" data-testid="files-panel" data-state={state}>
      <h2 id="files-heading" className="h6">
        {t('agreements.files.title')}
      </h2>
      <div className="files-panel position-relative">
        <ul
          className="list-unstyled d-flex flex-wrap gap-2 mb-0"
          aria-hidden={state !== 'generated' || undefined}
        >
          {files.map((file) => (
            <li key={file.format}>
              <button
                type="button"
                className="file-icon btn btn-outline-secondary"
                disabled={state !== 'generated' || downloading !== null}
                onClick={() => void download(file)}
                aria-label={t('agreements.files.download', {
                  format: file.format.toUpperCase(),
                  name: file.file_name,
                })}
                data-format={file.format}
              >
                <span className="file-icon-page" aria-hidden="true">
                  {file.format.toUpperCase()}
                </span>
                {downloading === file.format && (
                  <span className="spinner-border spinner-border-sm mt-1" aria-hidden="true" />
                )}
              </button>
            </li>
          ))}
        </ul>
        {state !== 'generated' && (
          <div className="files-overlay" data-testid="files-overlay">
            {progress ? (
              <div className="w-100" role="status">
                <p className="small mb-1">
                  {t('agreements.files.generating', { done: progress.done, total: progress.total })}
                </p>
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={t('agreements.files.progress')}
                  aria-valuemin={0}
                  aria-valuemax={progress.total}
                  aria-valuenow={progress.done}
                >
                  <div
                    className="progress-bar"
                    style={{ width: `${Math.round((progress.done / Math.max(progress.total, 1)) * 100)}%` }}
                  />
                </div>
              </div>
            ) : (
              <>
                <p className="small mb-2">{t('agreements.files.notGenerated')}</p>
                <button type="button" className="btn btn-primary btn-sm" onClick={() => void generate()}>
                  {t('agreements.files.generate')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
      <FormAlert kind="danger" message={problem} className="mt-2 mb-0" />
    </section>
  );
}
