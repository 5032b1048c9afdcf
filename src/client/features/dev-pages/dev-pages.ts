/**
 * The development pages (`/tests/*`), in the order the index lists them. `key` names each
 * page's title and explanation in `common:devPages.pages`; the route table has one entry per page.
 */
export const DEV_PAGES = [
  { path: '/tests/download-agreement', key: 'downloadAgreement' },
  { path: '/tests/edit-profile', key: 'editProfile' },
  { path: '/tests/editor', key: 'editor' },
  { path: '/tests/modal-login', key: 'modalLogin' },
  { path: '/tests/modal-unpaid-edit', key: 'modalUnpaidEdit' },
  { path: '/tests/my-agreements', key: 'myAgreements' },
  { path: '/tests/pay-agreement', key: 'payAgreement' },
  { path: '/tests/register', key: 'register' },
  { path: '/tests/shareasale', key: 'shareasale' },
  { path: '/tests/translation-edit', key: 'translationEdit' },
  { path: '/tests/design/editor', key: 'designEditor' },
  { path: '/tests/agreement/edit/translation', key: 'agreementEditTranslation' },
] as const;

export type DevPageKey = (typeof DEV_PAGES)[number]['key'];

/** The index of the development pages. */
export const DEV_INDEX_PATH = '/tests';
