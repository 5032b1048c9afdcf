import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderAnswer } from '../../../../shared/agreements/wizard-model';
import { isValidUrl } from '../../../../shared/validation';
import { TextField } from '../../../components/forms/text-field';

type CustomProvider = Extract<ProviderAnswer, { custom: true }>;

/**
 * "Add your own": a service that is not in the catalogue, with its privacy policy when
 * the visitor knows it. Not a <form>: it sits inside the wizard's form, and forms do not nest.
 */
export function CustomProviderForm({
  onAdd,
  onCancel,
}: {
  onAdd: (provider: CustomProvider) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [tried, setTried] = useState(false);
  const nameLabel = t('wizardUi.providers.customName');
  // The same rules as the server's (shared/validation.ts); the engine checks the entry again.
  const nameError = name.trim() === '' ? t('errors:validation.required', { field: nameLabel }) : undefined;
  const urlError =
    url.trim() !== '' && !isValidUrl(url.trim()) ? t('errors:validation.invalidUrl') : undefined;

  const add = () => {
    setTried(true);
    if (nameError || urlError) return;
    onAdd({ custom: true, name: name.trim(), ...(url.trim() ? { privacyPolicyUrl: url.trim() } : {}) });
  };

  return (
    <div className="wizard-entry" data-testid="custom-provider-form">
      <TextField
        label={nameLabel}
        value={name}
        error={tried ? nameError : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter adds the service instead of submitting the whole step.
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      <TextField
        label={t('wizardUi.providers.customUrl')}
        type="url"
        autoCapitalize="off"
        spellCheck={false}
        value={url}
        error={tried ? urlError : undefined}
        onChange={(event) => setUrl(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      <div className="d-flex gap-2 mb-3">
        <button type="button" className="btn btn-primary btn-sm" onClick={add}>
          {t('wizardUi.providers.add')}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
          {t('wizardUi.providers.cancel')}
        </button>
      </div>
    </div>
  );
}
