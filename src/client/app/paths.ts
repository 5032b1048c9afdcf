import type { AgreementTypeSlug } from '../../shared/agreements/types';
import type { SiteLegalDocument } from '../../shared/site-legal';

/** Every URL the client links to; components never spell paths out themselves. */
export const paths = {
  home: () => '/',
  wizard: () => '/wizard',
  wizardType: (slug: AgreementTypeSlug) => `/wizard/${slug}`,
  profile: () => '/profile',
  profileLogin: () => '/profile/login',
  myAgreements: () => '/profile/agreements',
  siteLegal: (document: SiteLegalDocument) => `/legal/${document}`,
  testsDesign: () => '/tests/design',
} as const;
