import { useTranslation } from 'react-i18next';
import { GeneratorCards } from '../../../components/generator-cards';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /wizard, the wizard entry: the six generators to pick from. */
export default function WizardTypesPage() {
  const { t } = useTranslation();
  const title = t('wizardUi.types.title');
  useDocumentTitle(title);
  return (
    <div className="container py-5">
      <h1 className="h2 mb-3">{title}</h1>
      <p className="lead col-lg-8 mb-4">{t('wizardUi.types.lead')}</p>
      <GeneratorCards headingLevel="h2" testId="wizard-type-list" />
    </div>
  );
}
