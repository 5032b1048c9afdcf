import '../agreements.scss';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agreementTypeBySlug } from '../../../../shared/agreements/types';
import type { AgreementSummary } from '../../../../shared/api/agreement';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { agreementKeys, fetchMyAgreements } from '../api';
import { AgreementCard } from '../components/agreement-card';
import { DeleteAgreementModal } from '../components/delete-agreement-modal';

/** /profile/agreements: the customer's agreements, the unfinished ones apart, and a way to add one. */
export default function MyAgreementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('agreements.list.title'));
  const lists = useQuery({
    queryKey: agreementKeys.mine,
    queryFn: ({ signal }) => fetchMyAgreements(signal),
  });
  const [deleting, setDeleting] = useState<AgreementSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const unpaidIds = new Set(lists.data?.unpaid.map((agreement) => agreement.id));
  const finished = lists.data?.all.filter((agreement) => agreement.status === 'finished') ?? [];
  const unfinished = lists.data?.all.filter((agreement) => agreement.status === 'unfinished') ?? [];
  const nameOf = (agreement: AgreementSummary) => {
    const type = agreementTypeBySlug(agreement.type);
    return type ? t(`agreementTypes.${type.code}.name`) : agreement.type;
  };
  const cards = (agreements: AgreementSummary[], headingLevel: 'h2' | 'h3') =>
    agreements.map((agreement) => (
      <li key={agreement.id} className="col">
        <AgreementCard
          agreement={agreement}
          unpaid={unpaidIds.has(agreement.id)}
          headingLevel={headingLevel}
          onDelete={setDeleting}
        />
      </li>
    ));

  return (
    <div className="container py-5">
      <h1 className="h2 mb-4">{t('agreements.list.title')}</h1>
      <FormAlert kind="success" message={notice} />
      {lists.isPending && (
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('system.loading')}
        </p>
      )}
      {lists.isError && (
        <div className="alert alert-danger" role="alert">
          {lists.error.message}
        </div>
      )}
      {lists.data && (
        <>
          <ul
            className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled mb-5"
            data-testid="agreement-list"
          >
            {cards(finished, 'h2')}
            <li className="col">
              <Link
                to={paths.wizard()}
                className="card h-100 agreement-add-card text-decoration-none"
                data-testid="add-agreement"
              >
                <span className="card-body d-flex flex-column align-items-center justify-content-center text-center">
                  <span className="display-6" aria-hidden="true">
                    +
                  </span>
                  <span className="fw-semibold">{t('agreements.list.add')}</span>
                </span>
              </Link>
            </li>
          </ul>
          {finished.length === 0 && <p className="text-body-secondary">{t('agreements.list.empty')}</p>}
          {unfinished.length > 0 && (
            <section aria-labelledby="unfinished-heading" data-testid="unfinished-agreements">
              <h2 id="unfinished-heading" className="h4 mb-2">
                {t('agreements.list.unfinishedTitle')}
              </h2>
              <p className="text-body-secondary">{t('agreements.list.unfinishedLead')}</p>
              <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled">
                {cards(unfinished, 'h3')}
              </ul>
            </section>
          )}
        </>
      )}
      {deleting && (
        <DeleteAgreementModal
          agreement={deleting}
          name={nameOf(deleting)}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            setNotice(message);
          }}
        />
      )}
    </div>
  );
}
