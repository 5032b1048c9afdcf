import type { AgreementTypeCode } from './agreements/types';

/**
 * The price list, in cents of `CURRENCY`, before VAT. Premium is a one-time payment per agreement,
 * no recurring fees: the premium version of its type, plus each price_extra option the answers
 * choose (keys of `chosenExtras`: `<question>.<option>` or `<question>`). Upgrading a paid
 * agreement costs only the extras added since. Shared, because the pages show the prices before
 * anyone signs in (home, pricing, the wizard's professional step); the server charges from the
 * same list. Documented in the README ("Prices and payments"); change the amounts here — a test
 * checks every extra has a price.
 */
export const CURRENCY = 'EUR';

export const PREMIUM_PRICES: Record<AgreementTypeCode, number> = {
  PRIVACY_POLICY: 2900,
  TERMS_CONDITIONS: 2900,
  COOKIES_POLICY: 1900,
  EULA: 2900,
  DISCLAIMER: 1400,
  RETURN_REFUND_POLICY: 1900,
  TEST: 500,
};

export const EXTRA_PRICES: Record<AgreementTypeCode, Record<string, number>> = {
  PRIVACY_POLICY: {
    'extras.summary': 300,
    'extras.retention_schedule': 400,
    'extras.security_detail': 300,
    'extras.breach_notification': 300,
    'extras.teen_privacy': 300,
  },
  TERMS_CONDITIONS: {
    copyright_procedure: 400,
    'extras.summary': 300,
    'extras.feedback': 200,
    'extras.beta_features': 200,
    'extras.force_majeure': 200,
    'extras.export_sanctions': 300,
  },
  COOKIES_POLICY: {
    'extras.summary': 200,
    'extras.glossary': 200,
    'extras.consent_records': 300,
    'extras.cookie_audits': 300,
  },
  EULA: {
    'extras.summary': 300,
    'extras.acceptable_use': 300,
    'extras.indemnity': 300,
    'extras.informal_resolution': 300,
    device_limit: 200,
  },
  DISCLAIMER: {
    'extras.earnings': 300,
    'extras.media': 200,
    'extras.trademarks': 200,
    'extras.translations': 200,
  },
  RETURN_REFUND_POLICY: {
    'extras.summary': 200,
    'extras.late_refunds': 200,
    'goods_extras.return_steps': 200,
    'goods_extras.gift_returns': 200,
    'goods_extras.holiday_returns': 200,
    'goods_extras.international_returns': 300,
  },
  TEST: { 'features.extended_support': 100 },
};

/** Days within which a premium purchase is refunded on request, no questions asked. */
export const REFUND_PERIOD_DAYS = 7;
