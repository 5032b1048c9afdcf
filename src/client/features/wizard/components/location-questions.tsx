import { useTranslation } from 'react-i18next';
import type { Answers } from '../../../../shared/agreements/wizard-model';
import { textOf } from '../answer-values';
import { useWizardContext } from '../wizard-context';
import type { ControlProps } from './question-field';

function selectProps({ id, value, setValue, invalid, describedBy }: ControlProps) {
  return {
    id,
    className: `form-select${invalid ? ' is-invalid' : ''}`,
    value: textOf(value),
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  };
}

/** A country from GET /public/countries/list, named and sorted in the interface language. */
export function CountryQuestion(control: ControlProps) {
  const { t } = useTranslation();
  const { countries } = useWizardContext();
  if (countries.error) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="flex-grow-1">{countries.error}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={countries.retry}>
          {t('system.retry')}
        </button>
      </div>
    );
  }
  return (
    <select {...selectProps(control)} disabled={!countries.list} aria-busy={!countries.list || undefined}>
      <option value="">
        {countries.list ? t('wizardUi.question.chooseCountry') : t('wizardUi.question.loadingCountries')}
      </option>
      {countries.list?.map((country) => (
        <option key={country.value} value={country.value}>
          {country.text}
        </option>
      ))}
    </select>
  );
}

/** A state of the country answered in `countryField` of the same scope (values such as US_CA). */
export function StateQuestion({ scope, ...control }: ControlProps & { scope: Answers }) {
  const { t } = useTranslation();
  const { countries } = useWizardContext();
  const countryCode = control.question.countryField ? textOf(scope[control.question.countryField]) : '';
  const states = countries.list?.find((country) => country.value === countryCode)?.states ?? [];
  return (
    <select {...selectProps(control)} disabled={states.length === 0}>
      <option value="">{t('wizardUi.question.chooseState')}</option>
      {states.map((state) => (
        <option key={state.value} value={state.value}>
          {state.text}
        </option>
      ))}
    </select>
  );
}
