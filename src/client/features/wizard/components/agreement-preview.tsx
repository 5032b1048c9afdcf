import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ComplianceSummaryRow } from '../../../../shared/api/agreement';
import { type PreviewRequest, previewQuery } from '../api';

/**
 * The finalize step's preview (capped at 800 px high, scrolled inside) and, for types bound by law,
 * the compliance summary: per law, what the document contains and what the owner must
 * still do outside it.
 */
export function AgreementPreview({ request }: { request: PreviewRequest }) {
  const { t } = useTranslation();
  const preview = useQuery(previewQuery(request));

  return (
    <section className="mb-4" aria-labelledby="wizard-preview-heading">
      <h3 id="wizard-preview-heading" className="h5 mb-3">
        {t('wizardUi.finalize.previewTitle')}
      </h3>
      {preview.isPending && (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('wizardUi.finalize.previewLoading')}
        </p>
      )}
      {preview.isError && (
        <div className="alert alert-warning" role="alert" data-testid="preview-problem">
          <p className="mb-2">{t('wizardUi.finalize.previewFailed')}</p>
          <p className="mb-2 small">{preview.error.message}</p>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => void preview.refetch()}
          >
            {t('system.retry')}
          </button>
        </div>
      )}
      {preview.data && (
        <>
          <div
            className="wizard-preview legal-document border rounded p-3 mb-4"
            data-testid="agreement-preview"
            // The server's renderer escapes every answer and allows only the agreement's Markdown subset.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from our own escaping renderer.
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
          {preview.data.compliance.length > 0 && <ComplianceSummary rows={preview.data.compliance} />}
        </>
      )}
    </section>
  );
}

function ComplianceSummary({ rows }: { rows: ComplianceSummaryRow[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="compliance-summary">
      <h3 className="h5 mb-2">{t('wizardUi.finalize.complianceTitle')}</h3>
      <p className="text-body-secondary">{t('wizardUi.finalize.complianceLead')}</p>
      {rows.map((row) => (
        <div key={row.law} className="card mb-3" data-testid="compliance-law">
          <div className="card-body">
            <h4 className="h6 card-title">{row.law}</h4>
            <div className="row g-3">
              <div className="col-md-6">
                <p className="small fw-semibold mb-1">{t('wizardUi.finalize.compliancePresent')}</p>
                <ul className="compliance-list is-present small mb-0">
                  {row.present.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              {row.owner_todo.length > 0 && (
                <div className="col-md-6">
                  <p className="small fw-semibold mb-1">{t('wizardUi.finalize.complianceTodo')}</p>
                  <ul className="compliance-list is-todo small mb-0" data-testid="compliance-todo">
                    {row.owner_todo.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
