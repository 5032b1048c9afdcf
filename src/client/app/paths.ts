import type { AgreementTypeSlug } from '../../shared/agreements/types';
import type { SiteLegalDocument } from '../../shared/site-legal';

/** Every URL the client links to; components never spell paths out themselves. */
export const paths = {
  home: () => '/',
  wizard: () => '/wizard',
  pricing: () => '/pricing',
  wizardType: (slug: AgreementTypeSlug) => `/wizard/${slug}`,
  wizardUpdate: (slug: AgreementTypeSlug, agreementId: string) =>
    `/wizard/${slug}/update/${encodeURIComponent(agreementId)}`,
  /** Update mode opened at the professional step with premium chosen: the way from free to premium. */
  wizardUpgrade: (slug: AgreementTypeSlug, agreementId: string) =>
    `/wizard/${slug}/update/${encodeURIComponent(agreementId)}?upgrade=1`,
  profile: () => '/profile',
  /** The login page; `returnTo` is where it sends the customer afterwards (a path on this site). */
  profileLogin: (returnTo?: string) =>
    returnTo ? `/profile/login?redirect=${encodeURIComponent(returnTo)}` : '/profile/login',
  profileRegister: () => '/profile/register',
  resetPassword: () => '/profile/reset-password',
  resetPasswordSet: (id: string) => `/profile/reset-password/${encodeURIComponent(id)}`,
  activateAccount: (hash?: string) =>
    hash ? `/profile/activate-account/${encodeURIComponent(hash)}` : '/profile/activate-account',
  myAgreements: () => '/profile/agreements',
  editAgreement: (agreementId: string) => `/profile/agreements/edit/${encodeURIComponent(agreementId)}`,
  /** The translation editor, opened on one of the agreement's translations when `language` is given. */
  translateAgreement: (agreementId: string, language?: string) =>
    `/profile/agreements/translation/edit/${encodeURIComponent(agreementId)}${language ? `?language=${encodeURIComponent(language)}` : ''}`,
  /** The checkout for an agreement's premium version. */
  pay: (agreementId: string) => `/wizard/pay/${encodeURIComponent(agreementId)}`,
  transactionPending: () => '/profile/agreements/transaction-pending',
  download: (agreementId: string) => `/download/${encodeURIComponent(agreementId)}`,
  /** The download page right after a payment: it thanks the buyer. */
  downloadAfterPayment: (agreementId: string) => `/download/${encodeURIComponent(agreementId)}?paid=1`,
  devMailbox: () => '/dev/mailbox',
  devMailboxMessage: (id: string) => `/dev/mailbox/${encodeURIComponent(id)}`,
  siteLegal: (document: SiteLegalDocument) => `/legal/${document}`,
  testsDesign: () => '/tests/design',
} as const;
