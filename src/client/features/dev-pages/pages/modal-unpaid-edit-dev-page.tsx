import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agreementTypeBySlug } from '../../../../shared/agreements/types';
import type { AgreementSummary } from '../../../../shared/api/agreement';
import { PremiumNotice } from '../../editor/components/premium-notice';
import { DevPageFrame } from '../components/dev-page-frame';
import { sampleAgreements, sampleUnpaidAgreement } from '../sample-data';

/**
 * /tests/modal-unpaid-edit: the premium-only notice the editors show instead of editing — for an
 * unpaid premium agreement (pay now) in the text and the translation editor, and for a free one
 * (upgrade in the wizard). One at a time: the notice's heading has a fixed id.
 */
export default function ModalUnpaidEditDevPage() {
  const { t } = useTranslation();
  const free = sampleAgreements.find((agreement) => !agreement.premium && agreement.status === 'finished');
  const nameOf = (agreement: AgreementSummary) => {
    const type = agreementTypeBySlug(agreement.type);
    return type ? t(`agreementTypes.${type.code}.name`) : agreement.type;
  };
  const variants: Array<{ key: string; agreement: AgreementSummary; feature: 'edit' | 'translate' }> = [
    { key: 'unpaidEdit', agreement: sampleUnpaidAgreement, feature: 'edit' },
    { key: 'unpaidTranslate', agreement: sampleUnpaidAgreement, feature: 'translate' },
    ...(free ? [{ key: 'freeEdit', agreement: free, feature: 'edit' as const }] : []),
  ];
  const [shownKey, setShownKey] = useState('unpaidEdit');
  const shown = variants.find((variant) => variant.key === shownKey) ?? variants[0];
  return (
    <DevPageFrame page="modalUnpaidEdit" titleIsHeading>
      <div className="container py-4">
        <div className="d-flex flex-wrap gap-2 mb-4">
          {variants.map((variant) => (
            <button
              key={variant.key}
              type="button"
              className={`btn btn-sm ${variant.key === shown?.key ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={variant.key === shown?.key}
              onClick={() => setShownKey(variant.key)}
            >
              {t(`devPages.modalUnpaidEdit.${variant.key}`)}
            </button>
          ))}
        </div>
        {shown && (
          <PremiumNotice
            key={shown.key}
            agreement={shown.agreement}
            name={nameOf(shown.agreement)}
            feature={shown.feature}
          />
        )}
      </div>
    </DevPageFrame>
  );
}
