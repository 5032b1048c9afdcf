import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGE_NATIVE_NAMES, type Language } from '../../../../shared/i18n/languages';
import { paths } from '../../../app/paths';
import { useUniqueId } from '../../../lib/use-unique-id';

/** What the last "generate" led to, when it did not lead away from the wizard. */
export type GenerateProblem = { kind: 'accountExists' | 'failed'; message: string };

/**
 * The finalize step (spec §2): the agreement's language (de en es fr it nl), where it goes, and
 * the outcome of "generate" — including an address that already has an account, which needs a login.
 */
export function FinalizeStep({
  language,
  languages,
  onChooseLanguage,
  premium,
  sendTo,
  accountEmail,
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
  problem: GenerateProblem | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
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
        {accountEmail && <li>{t('wizardUi.finalize.savedToAccount', { email: accountEmail })}</li>}
        {!accountEmail && sendTo && <li>{t('wizardUi.finalize.sendTo', { email: sendTo })}</li>}
      </ul>
      {problem && (
        <div className="alert alert-danger form-alert" role="alert" data-testid="generate-problem">
          {problem.message}
          {problem.kind === 'accountExists' && (
            // Back here after the login: the answers wait in this browser.
            <div className="mt-2">
              <Link className="alert-link" to={paths.profileLogin(location.pathname)}>
                {t('wizardUi.finalize.loginToContinue')}
              </Link>
            </div>
          )}
        </div>
      )}
    </>
  );
}
