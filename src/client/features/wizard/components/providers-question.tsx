import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Provider } from '../../../../shared/agreements/providers';
import { useUniqueId } from '../../../lib/use-unique-id';
import { isCustomProvider, providerAnswersOf } from '../answer-values';
import { useWizardContext } from '../wizard-context';
import { CustomProviderForm } from './custom-provider-form';
import type { ControlProps } from './question-field';

/** How many catalogue services show before "Show more": a long list would bury the next question. */
export const PROVIDERS_SHOWN_AT_FIRST = 6;

/**
 * providers: the catalogue's services of the question's category as checkboxes, each with a link
 * to its privacy policy, and the services the visitor added themselves ("add your own").
 */
export function ProvidersQuestion({ question, value, setValue, invalid, describedBy }: ControlProps) {
  const { t } = useTranslation();
  const { providers } = useWizardContext();
  const name = useUniqueId('providers');
  const [expanded, setExpanded] = useState(false);
  const [adding, setAdding] = useState(false);
  const catalogue: Provider[] = (question.providerCategory && providers[question.providerCategory]) || [];
  const answers = providerAnswersOf(value);
  const chosenIds = new Set(answers.flatMap((answer) => ('id' in answer ? [answer.id] : [])));
  const customs = answers.filter(isCustomProvider);
  // Collapsed, the list still shows every chosen service, so a returning visitor sees all their choices.
  const shown = expanded
    ? catalogue
    : catalogue.filter((provider, index) => index < PROVIDERS_SHOWN_AT_FIRST || chosenIds.has(provider.id));
  const hiddenCount = catalogue.length - shown.length;

  const toggle = (provider: Provider, checked: boolean) => {
    const kept = answers.filter((answer) => isCustomProvider(answer) || answer.id !== provider.id);
    setValue(checked ? [...kept, { id: provider.id }] : kept);
  };

  return (
    <div>
      {shown.map((provider) => {
        const id = `${name}-${provider.id}`;
        return (
          <div key={provider.id} className="form-check">
            <input
              id={id}
              className="form-check-input"
              type="checkbox"
              checked={chosenIds.has(provider.id)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => toggle(provider, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={id}>
              {provider.name}
            </label>{' '}
            <a className="small" href={provider.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
              {t('wizardUi.providers.privacyPolicyOf', { name: provider.name })}
            </a>
          </div>
        );
      })}
      {(hiddenCount > 0 || expanded) && catalogue.length > PROVIDERS_SHOWN_AT_FIRST && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded
            ? t('wizardUi.providers.showLess')
            : t('wizardUi.providers.showMore', { count: hiddenCount })}
        </button>
      )}
      {customs.length > 0 && (
        <ul className="list-unstyled my-2" data-testid="custom-providers">
          {customs.map((custom, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries hold no state; two may share a name
            <li key={`${custom.name}-${index}`} className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <span>
                {custom.privacyPolicyUrl ? (
                  <a href={custom.privacyPolicyUrl} target="_blank" rel="noopener noreferrer nofollow">
                    {custom.name}
                  </a>
                ) : (
                  custom.name
                )}{' '}
                <span className="text-body-secondary small">({t('wizardUi.providers.addedByYou')})</span>
              </span>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm py-0"
                onClick={() => setValue(answers.filter((answer) => answer !== custom))}
              >
                {t('wizardUi.providers.remove', { name: custom.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <CustomProviderForm
          onAdd={(custom) => {
            setValue([...answers, custom]);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm mt-1"
            onClick={() => setAdding(true)}
          >
            {t('wizardUi.providers.addYourOwn')}
          </button>
        </div>
      )}
    </div>
  );
}
