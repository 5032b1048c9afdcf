import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isLanguage,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Language,
} from '../../../../shared/i18n/languages';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { useAvailableLanguages } from '../../../lib/available-languages';
import { changeLanguage, translate } from '../../../lib/i18n';
import { updateSessionDetails } from '../../../lib/session';
import { useUniqueId } from '../../../lib/use-unique-id';
import { saveLanguage } from '../api';

/** The account's language: the interface switches to it and the e-mails are written in it. */
export function LanguageForm({ saved }: { saved: Language }) {
  const { t } = useTranslation();
  const selectId = useUniqueId('language');
  const available = useAvailableLanguages();
  const [choice, setChoice] = useState<Language>(saved);
  const [pending, setPending] = useState(false);
  const feedback = useServerFeedback();
  const options = available?.map((entry) => entry.value) ?? [...LANGUAGES];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    await feedback.run(async () => {
      const customer = await saveLanguage(choice);
      updateSessionDetails(customer ?? { language: choice });
      await changeLanguage(choice);
      // After the switch, so the confirmation reads in the language just chosen.
      return translate('errors:account.languageSaved');
    });
    setPending(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} data-testid="language-form">
      <p className="text-body-secondary">{t('auth.profile.languageLead')}</p>
      <label className="form-label" htmlFor={selectId}>
        {t('header.language')}
      </label>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <select
          id={selectId}
          className="form-select w-auto"
          value={choice}
          onChange={(event) => isLanguage(event.target.value) && setChoice(event.target.value)}
        >
          {options.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NATIVE_NAMES[language]}
            </option>
          ))}
        </select>
        <SubmitButton pending={pending}>{t('auth.profile.languageSave')}</SubmitButton>
      </div>
      <FormAlert kind="danger" message={feedback.error} className="mb-0" />
      <FormAlert kind="success" message={feedback.success} className="mb-0" />
    </form>
  );
}
