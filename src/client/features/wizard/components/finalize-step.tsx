import { useTranslation } from 'react-i18next';
import { LANGUAGE_NATIVE_NAMES, type Language } from '../../../../shared/i18n/languages';
import { useUniqueId } from '../../../lib/use-unique-id';
import type { PreviewRequest } from '../api';
import { AgreementPreview } from './agreement-preview';

/** What the last "generate" led to, when it did not lead away from the wizard. */
export type GenerateProblem = { kind: 'failed'; message: string };

/**
 * The finalize step, the wizard's last: the agreement's language (de en es fr it nl), where it goes, a
 * preview of the document with its compliance summary, and the outcome of "generate".
 */
export function FinalizeStep({
  language,
  languages,
  onChooseLanguage,
  premium,
  sendTo,
  accountEmail,
  updating,
  preview,
  problem,
}: {
  language: Language;
  /** The languages this type's documents exist in (the server's reply). */
  languages: readonly Language[];
  onChooseLanguage: (language: Language) => void;
  premium: boolean;
  /** The anonymous visitor's send-to address; undefined when logged in. */
  sendTo: string | undefined;
  /** The logged-in customer's address; undefined for a visitor. */
  accountEmail: string | undefined;
  /** Update mode: generating replaces the agreement's text. */
  updating: boolean;
  preview: PreviewRequest;
  problem: GenerateProblem | null;
}) {
  const { t } = useTranslation();
  const name = useUniqueId('language');
  const version = premium ? t('wizardUi.professional.premiumTitle') : t('wizardUi.professional.freeTitle');
  return (
    <>
      <fieldset className="mb-4">
        <legend className="form-label fs-6 fw-semibold">{t('wizardUi.finalize.languageLegend')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {languages.map((code) => (
            <div key={code} className="form-check">
              <input
                id={`${name}-${code}`}
                className="form-check-input"
                type="radio"
                name={name}
                checked={language === code}
                onChange={() => onChooseLanguage(code)}
              />
              <label className="form-check-label" htmlFor={`${name}-${code}`} lang={code}>
                {LANGUAGE_NATIVE_NAMES[code]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <ul className="list-unstyled mb-4" data-testid="finalize-summary">
        <li>{t('wizardUi.finalize.version', { version })}</li>
        {updating && <li>{t('wizardUi.update.replacesText')}</li>}
        {!updating && accountEmail && (
          <li>{t('wizardUi.finalize.savedToAccount', { email: accountEmail })}</li>
        )}
        {!updating && !accountEmail && sendTo && <li>{t('wizardUi.finalize.sendTo', { email: sendTo })}</li>}
      </ul>
      <AgreementPreview request={preview} />
      {problem && (
        <div className="alert alert-danger form-alert" role="alert" data-testid="generate-problem">
          {problem.message}
        </div>
      )}
    </>
  );
}
