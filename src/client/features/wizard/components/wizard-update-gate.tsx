import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { type AgreementTypeSlug, agreementTypeBySlug } from '../../../../shared/agreements/types';
import type { AgreementForUpdateReply } from '../../../../shared/api/agreement';
import { isLanguage } from '../../../../shared/i18n/languages';
import { paths } from '../../../app/paths';
import { clearWizardProgress, updateProgressKey, type WizardProgress } from '../answers-store';
import { agreementForUpdateQuery } from '../api';

/**
 * Update mode's way in: loads the agreement (`GET /agreement/details/update/{id}`),
 * asks for confirmation that the wizard resets it and loses manual text changes, then hands its
 * answers to the wizard. Another account's agreement shows the server's message and nothing else.
 */
export function WizardUpdateGate({
  slug,
  agreementId,
  professionalStep,
  children,
}: {
  slug: string;
  agreementId: string;
  /** The index of the professional (free or premium) step, where an upgrade opens. */
  professionalStep: number;
  children: (start: { seed: WizardProgress; premiumLocked: boolean }) => ReactNode;
}) {
  const { t } = useTranslation();
  const agreement = useQuery(agreementForUpdateQuery(agreementId));
  // "Upgrade to premium" (paths.wizardUpgrade): the answers as they are, premium chosen, opened at the
  // professional step. A free agreement's text is the generator's, so there is nothing to confirm.
  const upgrade = new URLSearchParams(useLocation().search).get('upgrade') === '1';
  const [confirmed, setConfirmed] = useState(() => {
    if (upgrade) clearWizardProgress(updateProgressKey(slug, agreementId));
    return upgrade;
  });

  if (agreement.isPending) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('system.loading')}
      </p>
    );
  }
  if (agreement.isError) {
    return (
      <div className="alert alert-danger" role="alert" data-testid="update-refused">
        {agreement.error.message}
      </div>
    );
  }
  const { agreement: summary } = agreement.data;
  // The address names the wrong type: the agreement's own wizard is the one that can update it.
  if (summary.type !== slug && agreementTypeBySlug(summary.type))
    return <Navigate replace to={paths.wizardUpdate(summary.type as AgreementTypeSlug, agreementId)} />;

  // An unfinished agreement has no text to lose: the wizard simply resumes it.
  if (!confirmed && summary.status === 'finished') {
    return (
      <div className="card" data-testid="update-confirmation">
        <div className="card-body">
          <h2 className="h4 card-title">{t('wizardUi.update.confirmTitle')}</h2>
          <p>{t('wizardUi.update.confirmText')}</p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" onClick={() => setConfirmed(true)}>
              {t('wizardUi.update.confirm')}
            </button>
            <Link className="btn btn-outline-secondary" to={paths.profile()}>
              {t('wizardUi.update.cancel')}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  const seed = seedOf(agreement.data);
  return (
    <>
      {children({
        seed: upgrade ? { ...seed, premium: true, step: professionalStep } : seed,
        premiumLocked: summary.premium,
      })}
    </>
  );
}

function seedOf({ agreement, answers }: AgreementForUpdateReply): WizardProgress {
  return {
    answers: answers as WizardProgress['answers'],
    step: 0,
    premium: agreement.premium,
    language: isLanguage(agreement.language) ? agreement.language : null,
  };
}
