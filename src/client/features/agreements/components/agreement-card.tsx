import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AgreementTypeSlug, agreementTypeBySlug } from '../../../../shared/agreements/types';
import type { AgreementSummary } from '../../../../shared/api/agreement';
import { formatLongDate } from '../../../../shared/dates';
import { paths } from '../../../app/paths';
import { currentLanguage } from '../../../lib/i18n';
import { PremiumStatus } from './premium-status';

/**
 * One agreement on My agreements: its type, version, site and date, with download,
 * update and delete. An unfinished one resumes its wizard; its way to premium (pay, a payment under
 * review, upgrade) comes from PremiumStatus; editing and translating only once premium is paid.
 */
export function AgreementCard({
  agreement,
  unpaid,
  headingLevel,
  onDelete,
}: {
  agreement: AgreementSummary;
  unpaid: boolean;
  /** The card's title is one level below the heading its list sits under. */
  headingLevel: 'h2' | 'h3';
  onDelete: (agreement: AgreementSummary) => void;
}) {
  const Heading = headingLevel;
  const { t } = useTranslation();
  const type = agreementTypeBySlug(agreement.type);
  const name = type ? t(`agreementTypes.${type.code}.name`) : agreement.type;
  const slug = agreement.type as AgreementTypeSlug;
  const unfinished = agreement.status === 'unfinished';
  const site = agreement.site_url || agreement.site_name;
  return (
    <article
      className={`card h-100 agreement-card${unpaid ? ' is-unpaid' : ''}`}
      data-testid="agreement-card"
      data-agreement-id={agreement.id}
    >
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap gap-2 align-items-start mb-2">
          <Heading className="h5 card-title mb-0 me-auto">{name}</Heading>
          <span className={`badge ${agreement.premium ? 'text-bg-primary' : 'text-bg-secondary'}`}>
            {agreement.premium ? t('agreements.card.premium') : t('agreements.card.free')}
          </span>
          {agreement.edited && (
            <span className="badge text-bg-light border">{t('agreements.card.edited')}</span>
          )}
        </div>
        {site && <p className="card-text text-break mb-1">{site}</p>}
        <p className="card-text small text-body-secondary">
          {t(unfinished ? 'agreements.card.started' : 'agreements.card.updated', {
            date: formatLongDate(agreement.updated_at, currentLanguage()),
          })}
        </p>
        <PremiumStatus agreement={agreement} compact />
        <div className="d-flex flex-wrap gap-2 mt-auto">
          {unfinished ? (
            <Link className="btn btn-primary btn-sm" to={paths.wizardUpdate(slug, agreement.id)}>
              {t('agreements.card.continue')}
            </Link>
          ) : (
            <>
              <Link className="btn btn-primary btn-sm" to={paths.download(agreement.id)}>
                {t('agreements.card.download')}
              </Link>
              {/* Editing and translating are premium features: offered once premium is paid for. */}
              {agreement.paid && (
                <>
                  <Link className="btn btn-outline-primary btn-sm" to={paths.editAgreement(agreement.id)}>
                    {t('editor.card.edit')}
                  </Link>
                  <Link
                    className="btn btn-outline-primary btn-sm"
                    to={paths.translateAgreement(agreement.id)}
                  >
                    {t('translation.card.translate')}
                  </Link>
                </>
              )}
              <Link className="btn btn-outline-primary btn-sm" to={paths.wizardUpdate(slug, agreement.id)}>
                {t('agreements.card.update')}
              </Link>
            </>
          )}
          <button
            type="button"
            className="btn btn-outline-danger btn-sm ms-auto"
            onClick={() => onDelete(agreement)}
            aria-label={t('agreements.card.deleteLabel', { name })}
          >
            {t('agreements.card.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
