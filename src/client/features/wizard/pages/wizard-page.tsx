import '../wizard.scss';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type AgreementTypeCode, agreementTypeBySlug } from '../../../../shared/agreements/types';
import { currentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { definitionAsks } from '../answer-updates';
import { updateProgressKey } from '../answers-store';
import { countriesQuery, wizardDefinitionQuery } from '../api';
import { WizardAside } from '../components/wizard-aside';
import { WizardForm } from '../components/wizard-form';
import { WizardUpdateGate } from '../components/wizard-update-gate';

/**
 * /wizard/{type}: the generator of one agreement type; /wizard/{type}/update/{id}: the
 * same wizard re-run on an existing agreement (update mode).
 */
export default function WizardPage() {
  const { t } = useTranslation();
  // The route's validity check has already turned an unknown type into a 404.
  const params = useParams();
  const slug = params.type ?? '';
  const agreementId = params.id;
  const typeCode: AgreementTypeCode = agreementTypeBySlug(slug)!.code;
  // useTranslation re-renders this page on a language switch; the new key then loads the new texts.
  const language = currentLanguage();
  const definition = useQuery({
    ...wizardDefinitionQuery(slug, language),
    placeholderData: keepPreviousData,
  });
  const countries = useQuery({
    ...countriesQuery(language),
    placeholderData: keepPreviousData,
    enabled: definition.data !== undefined && definitionAsks(definition.data.definition, 'country'),
  });
  const name = t(`agreementTypes.${typeCode}.name`);
  const title = agreementId ? t('wizardUi.update.title', { name }) : t('wizardUi.page.title', { name });
  const countryList = {
    list: countries.data,
    error: countries.isError ? countries.error.message : null,
    retry: () => void countries.refetch(),
  };
  useDocumentTitle(title);

  return (
    <div className="container py-4 py-lg-5">
      <h1 className="h2 mb-4">{title}</h1>
      <div className="row g-4">
        <div className="col-lg-8">
          {definition.isPending && (
            <p role="status">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('system.loading')}
            </p>
          )}
          {definition.isError && (
            <>
              <div className="alert alert-danger" role="alert">
                {definition.error.message}
              </div>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => void definition.refetch()}
              >
                {t('system.retry')}
              </button>
            </>
          )}
          {definition.data && !agreementId && (
            <WizardForm
              key={slug}
              slug={slug}
              typeCode={typeCode}
              reply={definition.data}
              countries={countryList}
            />
          )}
          {definition.data && agreementId && (
            <WizardUpdateGate
              key={agreementId}
              slug={slug}
              agreementId={agreementId}
              professionalStep={definition.data.definition.steps.length}
            >
              {({ seed, premiumLocked }) => (
                <WizardForm
                  slug={slug}
                  typeCode={typeCode}
                  reply={definition.data}
                  countries={countryList}
                  mode={{ kind: 'update', agreementId }}
                  storageKey={updateProgressKey(slug, agreementId)}
                  seed={seed}
                  premiumLocked={premiumLocked}
                />
              )}
            </WizardUpdateGate>
          )}
        </div>
        <WizardAside typeCode={typeCode} />
      </div>
    </div>
  );
}
