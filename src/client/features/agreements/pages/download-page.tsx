import '../agreements.scss';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { agreementTypeBySlug } from '../../../../shared/agreements/types';
import { formatLongDate } from '../../../../shared/dates';
import { isLanguage, LANGUAGE_NATIVE_NAMES } from '../../../../shared/i18n/languages';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { getSettings } from '../../../lib/settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { agreementKeys, fetchDownloadDetails, isOwnerDetails } from '../api';
import { CopyButton } from '../components/copy-button';
import { FilesPanel } from '../components/files-panel';
import { PremiumStatus } from '../components/premium-status';

/**
 * /download/{id}: the agreement's languages, a preview, and for its owner the
 * live link and HTML code to copy. A visitor sees the preview and logs in before downloading.
 */
export default function DownloadPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const location = useLocation();
  // The checkout sends the buyer here after paying.
  const justPaid = new URLSearchParams(location.search).get('paid') === '1';
  const { loggedIn } = useSession();
  const { appName } = getSettings();
  const details = useQuery({
    queryKey: agreementKeys.downloadDetails(id, loggedIn),
    queryFn: ({ signal }) => fetchDownloadDetails(id, loggedIn, signal),
    retry: false,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const texts = details.data?.texts ?? [];
  const text = texts.find((entry) => entry.language === chosen) ?? texts[0];
  const type = details.data ? agreementTypeBySlug(details.data.agreement.type) : undefined;
  const typeName = type ? t(`agreementTypes.${type.code}.name`) : '';
  useDocumentTitle(text?.title ?? t('agreements.download.title'));
  // The live link shows the chosen language: the agreement's own at the bare address, others with ?lang=.
  const liveUrl =
    details.data && isOwnerDetails(details.data)
      ? text && text.language !== details.data.agreement.language
        ? `${details.data.live_url}?lang=${text.language}`
        : details.data.live_url
      : '';

  return (
    <div className="download-page">
      <header className="border-bottom bg-body">
        <div className="container d-flex flex-wrap align-items-center gap-3 py-3">
          <Link
            to={paths.home()}
            className="d-flex align-items-center gap-2 text-decoration-none fw-semibold"
            aria-label={t('header.homeLink', { appName })}
          >
            <BrandLogo />
            <span>{appName}</span>
          </Link>
          {loggedIn && (
            <Link className="ms-auto" to={paths.myAgreements()}>
              {t('agreements.download.backToList')}
            </Link>
          )}
        </div>
      </header>
      <div className="container py-4">
        {details.isPending && (
          <p role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('system.loading')}
          </p>
        )}
        {details.isError && (
          <>
            <h1 className="h4">{t('agreements.download.title')}</h1>
            <div className="alert alert-danger" role="alert" data-testid="download-problem">
              {details.error.message}
            </div>
          </>
        )}
        {details.data && text && (
          <div className="row g-4">
            <div className="col-lg-8 order-2 order-lg-1">
              <div
                className="download-preview legal-document border rounded p-3 p-md-4 bg-body"
                data-testid="download-preview"
                lang={text.language}
                // The server's renderer escapes every answer and edit (the Markdown subset only).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from our own escaping renderer.
                dangerouslySetInnerHTML={{ __html: text.html }}
              />
            </div>
            <aside className="col-lg-4 order-1 order-lg-2">
              <h1 className="h4">{typeName}</h1>
              {justPaid && (
                <div className="alert alert-success" role="status" data-testid="payment-received">
                  {t('agreements.premiumStatus.paid')}
                </div>
              )}
              {isOwnerDetails(details.data) && <PremiumStatus agreement={details.data.agreement} />}
              <p className="text-body-secondary small">
                {t('agreements.download.updated', {
                  date: formatLongDate(text.updated_at, currentLanguage()),
                })}
              </p>
              {texts.length > 1 && (
                <fieldset className="mb-3">
                  <legend className="visually-hidden">{t('agreements.download.languages')}</legend>
                  {texts.map((entry) => (
                    <button
                      key={entry.language}
                      type="button"
                      lang={entry.language}
                      className={`btn btn-sm me-2 mb-2 ${entry.language === text.language ? 'btn-primary' : 'btn-outline-primary'}`}
                      aria-pressed={entry.language === text.language}
                      onClick={() => setChosen(entry.language)}
                    >
                      {isLanguage(entry.language) ? LANGUAGE_NATIVE_NAMES[entry.language] : entry.language}
                    </button>
                  ))}
                </fieldset>
              )}
              {isOwnerDetails(details.data) && (
                <FilesPanel
                  agreementId={details.data.agreement.id}
                  files={details.data.files.filter((file) => file.language === text.language)}
                />
              )}
              {isOwnerDetails(details.data) && (
                <section aria-labelledby="translations-heading" className="mb-4">
                  <h2 id="translations-heading" className="h6">
                    {t('translation.download.title')}
                  </h2>
                  <p className="small text-body-secondary">{t('translation.download.lead')}</p>
                  <Link
                    className="btn btn-sm btn-outline-primary"
                    to={paths.translateAgreement(details.data.agreement.id)}
                    data-testid="translations-link"
                  >
                    {t('translation.download.link')}
                  </Link>
                </section>
              )}
              {isOwnerDetails(details.data) ? (
                <section aria-labelledby="publish-heading" className="mb-4">
                  <h2 id="publish-heading" className="h6">
                    {t('agreements.download.publishTitle')}
                  </h2>
                  <p className="small text-body-secondary">{t('agreements.download.liveLinkLead')}</p>
                  <p className="small text-break">
                    <a href={liveUrl} target="_blank" rel="noopener" data-testid="live-link">
                      {liveUrl}
                    </a>
                  </p>
                  <div className="d-flex flex-column gap-2">
                    <CopyButton
                      text={liveUrl}
                      label={t('agreements.download.copyLink')}
                      testId="copy-live-link"
                    />
                    <CopyButton
                      text={text.html}
                      label={t('agreements.download.copyHtml')}
                      testId="copy-html"
                    />
                  </div>
                </section>
              ) : (
                <div className="alert alert-info" data-testid="download-login">
                  <p>{t('agreements.download.loginToDownload')}</p>
                  <Link className="btn btn-primary" to={paths.profileLogin(location.pathname)}>
                    {t('agreements.download.login')}
                  </Link>
                </div>
              )}
            </aside>
          </div>
        )}
      </div>
    </div>
  );
}
