import { useTranslation } from 'react-i18next';
import type { Country } from '../../../../shared/api/public';
import { TextField } from '../../../components/forms/text-field';
import { useUniqueId } from '../../../lib/use-unique-id';
import { type BillingForm, isEuCountry, needsPersonalId, statesOf } from '../checkout-model';
import { SelectField } from './select-field';
import { type VatCheck, VatNumberField } from './vat-number-field';

/**
 * The billing details: the buyer's name and address (a state where the country has
 * states, a personal ID where invoices need one) and, for a company, its name, country, VAT number
 * with its VIES check, VAT registration and registration number.
 */
export function BillingFields({
  form,
  errors,
  countries,
  vatCheck,
  onChange,
  onCheckVat,
}: {
  form: BillingForm;
  /** Translated messages by the server's paths (`invoicing_details.city`). */
  errors: Record<string, string>;
  countries: Country[];
  vatCheck: VatCheck;
  onChange: (patch: Partial<BillingForm>) => void;
  onCheckVat: () => void;
}) {
  const { t } = useTranslation();
  const id = useUniqueId('billing');
  const errorOf = (field: keyof BillingForm) => errors[`invoicing_details.${field}`];
  const text = (field: keyof BillingForm) => ({
    value: form[field] as string,
    error: errorOf(field),
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      onChange({ [field]: event.currentTarget.value }),
  });
  const countryOptions = countries.map((country) => ({ value: country.value, text: country.text }));
  const states = statesOf(form.country);

  return (
    <fieldset className="mb-2">
      <legend className="h5">{t('payment.billing.title')}</legend>
      <div className="row g-2">
        <TextField
          className="col-sm-6 mb-2"
          label={t('payment.billing.firstName')}
          autoComplete="given-name"
          {...text('first_name')}
        />
        <TextField
          className="col-sm-6 mb-2"
          label={t('payment.billing.lastName')}
          autoComplete="family-name"
          {...text('last_name')}
        />
      </div>
      <div className="row g-2">
        <SelectField
          className={states ? 'col-sm-6 mb-2' : 'col-12 mb-2'}
          label={t('payment.billing.country')}
          placeholder={t('payment.billing.chooseCountry')}
          autoComplete="country"
          options={countryOptions}
          value={form.country}
          error={errorOf('country')}
          onChange={(event) => onChange({ country: event.currentTarget.value, state: '' })}
        />
        {states && (
          <SelectField
            className="col-sm-6 mb-2"
            label={t('payment.billing.state')}
            placeholder={t('payment.billing.chooseState')}
            autoComplete="address-level1"
            options={states.map(([code, name]) => ({ value: code, text: name }))}
            value={form.state}
            error={errorOf('state')}
            onChange={(event) => onChange({ state: event.currentTarget.value })}
          />
        )}
      </div>
      {needsPersonalId(form.country) && (
        <TextField
          className="mb-2"
          label={t('payment.billing.personalId')}
          hint={t('payment.billing.personalIdHint')}
          autoComplete="off"
          {...text('personal_id')}
        />
      )}
      <TextField
        className="mb-2"
        label={t('payment.billing.address')}
        autoComplete="street-address"
        {...text('address')}
      />
      <div className="row g-2">
        <TextField
          className="col-sm-7 mb-2"
          label={t('payment.billing.city')}
          autoComplete="address-level2"
          {...text('city')}
        />
        <TextField
          className="col-sm-5 mb-2"
          label={t('payment.billing.postalCode')}
          autoComplete="postal-code"
          {...text('postal_code')}
        />
      </div>
      <TextField
        className="mb-3"
        label={t('payment.billing.phone')}
        type="tel"
        autoComplete="tel"
        {...text('phone')}
      />

      <div className="form-check form-switch mb-3">
        <input
          id={`${id}-company`}
          className="form-check-input"
          type="checkbox"
          checked={form.is_company}
          onChange={(event) => onChange({ is_company: event.currentTarget.checked })}
        />
        <label className="form-check-label" htmlFor={`${id}-company`}>
          {t('payment.billing.isCompany')}
        </label>
      </div>
      {form.is_company && (
        <div className="border-start ps-3 company-fields mb-3" data-testid="company-fields">
          <TextField
            className="mb-2"
            label={t('payment.billing.companyName')}
            autoComplete="organization"
            {...text('company_name')}
          />
          <SelectField
            className="mb-2"
            label={t('payment.billing.companyCountry')}
            placeholder={t('payment.billing.chooseCompanyCountry')}
            options={countryOptions}
            value={form.company_country}
            error={errorOf('company_country')}
            onChange={(event) => onChange({ company_country: event.currentTarget.value })}
          />
          {isEuCountry(form.company_country) && (
            <VatNumberField
              country={form.company_country}
              value={form.vat_number}
              error={errorOf('vat_number') ?? errors.vat_number}
              check={vatCheck}
              onChange={(value) => onChange({ vat_number: value })}
              onCheck={onCheckVat}
            />
          )}
          <div className="form-check mb-2">
            <input
              id={`${id}-vat-registered`}
              className="form-check-input"
              type="checkbox"
              checked={form.vat_registered}
              onChange={(event) => onChange({ vat_registered: event.currentTarget.checked })}
            />
            <label className="form-check-label" htmlFor={`${id}-vat-registered`}>
              {t('payment.billing.vatRegistered')}
            </label>
          </div>
          <TextField
            className="mb-0"
            label={t('payment.billing.registrationNumber')}
            hint={t('payment.billing.registrationNumberHint')}
            autoComplete="off"
            {...text('registration_number')}
          />
        </div>
      )}
    </fieldset>
  );
}
