import type { AgreementTypeCode } from '../../../shared/agreements/types';

/**
 * The price list (issue 8 §1): the one-time premium price of each agreement type, in cents of
 * `CURRENCY`, before VAT. Premium is paid once per agreement; there are no recurring fees.
 * Documented in the README ("Prices and payments"); change the amounts here.
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
