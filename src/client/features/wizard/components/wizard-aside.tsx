import { useTranslation } from 'react-i18next';
import type { AgreementTypeCode } from '../../../../shared/agreements/types';
import { WIZARD_TYPE_CONFIG } from '../wizard-type-config';

const INCLUDED = ['languages', 'formats', 'liveLink', 'saved'] as const;

/**
 * Beside the wizard on wide screens only (hidden below 992 px): what the agreement will contain and
 * what comes with every agreement.
 */
export function WizardAside({ typeCode }: { typeCode: AgreementTypeCode }) {
  const { t } = useTranslation();
  const name = t(`agreementTypes.${typeCode}.name`);
  return (
    <aside className="d-none d-lg-block col-lg-4" data-testid="wizard-aside">
      <div className="wizard-aside card shadow-sm">
        <div className="card-body">
          <h2 className="h5">{t('wizardUi.aside.title', { name })}</h2>
          <p className="text-body-secondary small">{t(`agreementTypes.${typeCode}.description`)}</p>
          <ul className="small">
            {WIZARD_TYPE_CONFIG[typeCode].contents.map((item) => (
              <li key={item}>{t(`wizardUi.aside.contents.${typeCode}.${item}`)}</li>
            ))}
          </ul>
          <h3 className="h6 mt-3">{t('wizardUi.aside.includedTitle')}</h3>
          <ul className="small mb-0">
            {INCLUDED.map((item) => (
              <li key={item}>{t(`wizardUi.aside.included.${item}`)}</li>
            ))}
          </ul>
        </div>
      </div>
    </aside>
  );
}
