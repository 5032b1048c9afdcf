import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { ParamRuleName } from './route-params';

export type LayoutName = 'default' | 'dashboard' | 'download' | 'editor' | 'full' | 'payment';

/**
 * One entry per screen: its name (used to navigate by name, e.g. `profile-login`), path, layout,
 * middleware, and the page module, loaded on first visit so the home page stays small.
 */
export type RouteDefinition = {
  name: string;
  path: string;
  layout: LayoutName;
  middleware: string[];
  /**
   * The route's validity check: the rule each parameter follows (app/route-params.ts); any other
   * value shows the 404 page. Plain data (`{ id: 'uuid' }`), because the build reads it
   * from this file's text and writes the rules for the server, which answers such an address with
   * status 404 too (scripts/route-preloads.ts).
   */
  params?: Record<string, ParamRuleName>;
  /**
   * Runs after the middleware and the validity check, before the page renders: it may load the
   * page's data, and throwing `data(null, { status: 404 })` shows the 404 page inside the layout.
   * Import the feature's code inside it so the home page's bundle does not grow.
   */
  load?: (params: Params) => Promise<void>;
  page: () => Promise<{ default: ComponentType }>;
};

export const routeTable: RouteDefinition[] = [
  {
    name: 'home',
    path: '/',
    layout: 'default',
    middleware: [],
    page: () => import('../features/home/pages/home-page'),
  },
  {
    name: 'site-legal',
    path: '/legal/:document',
    layout: 'default',
    middleware: [],
    params: { document: 'site-legal-document' },
    page: () => import('../features/site-legal/pages/site-legal-page'),
  },
  {
    name: 'pricing',
    path: '/pricing',
    layout: 'default',
    middleware: [],
    page: () => import('../features/pricing/pages/pricing-page'),
  },
  {
    name: 'wizard',
    path: '/wizard',
    layout: 'default',
    middleware: [],
    page: () => import('../features/wizard/pages/wizard-types-page'),
  },
  {
    // A known slug is valid here; whether its generator exists is the server's answer (404 otherwise).
    name: 'wizard-type',
    path: '/wizard/:type',
    layout: 'default',
    middleware: ['wizard-test-dev-only'],
    params: { type: 'agreement-type' },
    load: async (params) => (await import('../features/wizard/wizard-route-load')).loadWizardRoute(params),
    page: () => import('../features/wizard/pages/wizard-page'),
  },
  {
    // Update mode: the same wizard page on an existing agreement, replacing its text; customers only.
    name: 'wizard-update',
    path: '/wizard/:type/update/:id',
    layout: 'default',
    middleware: ['auth', 'wizard-test-dev-only'],
    params: { type: 'agreement-type', id: 'uuid' },
    load: async (params) => (await import('../features/wizard/wizard-route-load')).loadWizardRoute(params),
    page: () => import('../features/wizard/pages/wizard-page'),
  },
  {
    name: 'profile-login',
    path: '/profile/login',
    layout: 'default',
    middleware: ['guest'],
    page: () => import('../features/auth/pages/login-page'),
  },
  {
    name: 'profile-register',
    path: '/profile/register',
    layout: 'default',
    middleware: ['guest'],
    page: () => import('../features/auth/pages/register-page'),
  },
  {
    name: 'profile-reset-password',
    path: '/profile/reset-password',
    layout: 'default',
    middleware: [],
    page: () => import('../features/auth/pages/reset-password-request-page'),
  },
  {
    // The link of the reset e-mail. A malformed id is shown as an invalid link with a way to ask
    // for a new one, not as a 404: a link cut short by a mail program is the usual cause.
    name: 'profile-reset-password-set',
    path: '/profile/reset-password/:id',
    layout: 'default',
    middleware: [],
    page: () => import('../features/auth/pages/reset-password-set-page'),
  },
  {
    name: 'profile-activate-account',
    path: '/profile/activate-account/:id?',
    layout: 'default',
    middleware: [],
    page: () => import('../features/auth/pages/activate-account-page'),
  },
  {
    name: 'profile',
    path: '/profile',
    layout: 'default',
    middleware: ['auth'],
    page: () => import('../features/profile/pages/profile-page'),
  },
  {
    name: 'profile-agreements',
    path: '/profile/agreements',
    layout: 'default',
    middleware: ['auth'],
    page: () => import('../features/agreements/pages/my-agreements-page'),
  },
  {
    // The text editor: premium agreements are edited here; free ones are shown read-only.
    name: 'profile-agreements-edit',
    path: '/profile/agreements/edit/:id',
    layout: 'editor',
    middleware: ['auth'],
    params: { id: 'uuid' },
    page: () => import('../features/editor/pages/editor-page'),
  },
  {
    // The checkout for an agreement's premium version, in the payment layout.
    name: 'wizard-pay',
    path: '/wizard/pay/:id',
    layout: 'payment',
    middleware: ['auth'],
    params: { id: 'uuid' },
    page: () => import('../features/payment/pages/pay-page'),
  },
  {
    // A payment under review: the download link is e-mailed once it is verified.
    name: 'transaction-pending',
    path: '/profile/agreements/transaction-pending',
    layout: 'default',
    middleware: ['auth'],
    page: () => import('../features/payment/pages/transaction-pending-page'),
  },
  {
    // The translation editor: the source text beside a translation; premium agreements only.
    name: 'profile-agreements-translation-edit',
    path: '/profile/agreements/translation/edit/:id',
    layout: 'editor',
    middleware: ['auth'],
    params: { id: 'uuid' },
    page: () => import('../features/editor/pages/translation-editor-page'),
  },
  {
    // The link of the agreement mail: the preview for anyone with it, downloads for its owner.
    name: 'download',
    path: '/download/:id',
    layout: 'download',
    middleware: [],
    params: { id: 'uuid' },
    page: () => import('../features/agreements/pages/download-page'),
  },
  {
    // Lists the mails written to files when no SMTP server is configured; the server answers 404
    // otherwise, and the page says so.
    name: 'dev-mailbox',
    path: '/dev/mailbox/:id?',
    layout: 'default',
    middleware: [],
    page: () => import('../features/system/pages/mailbox-page'),
  },
  {
    name: 'tests-design',
    path: '/tests/design',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/system/pages/design-previews-page'),
  },
  // The living style guide (/tests/*): each component on sample data, development only. The pages
  // reusing an agreement page carry the sample's id like the app's addresses (`:id?` redirects to it)
  // and use that page's layout.
  {
    name: 'tests',
    path: '/tests',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/dev-index-page'),
  },
  {
    name: 'tests-download-agreement',
    path: '/tests/download-agreement/:id?',
    layout: 'download',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/download-agreement-dev-page'),
  },
  {
    name: 'tests-edit-profile',
    path: '/tests/edit-profile',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/edit-profile-dev-page'),
  },
  {
    name: 'tests-editor',
    path: '/tests/editor/:id?',
    layout: 'editor',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/editor-dev-page'),
  },
  {
    name: 'tests-modal-login',
    path: '/tests/modal-login',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/modal-login-dev-page'),
  },
  {
    name: 'tests-modal-unpaid-edit',
    path: '/tests/modal-unpaid-edit',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/modal-unpaid-edit-dev-page'),
  },
  {
    name: 'tests-my-agreements',
    path: '/tests/my-agreements',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/my-agreements-dev-page'),
  },
  {
    name: 'tests-pay-agreement',
    path: '/tests/pay-agreement/:id?',
    layout: 'payment',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/pay-agreement-dev-page'),
  },
  {
    name: 'tests-register',
    path: '/tests/register',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/register-dev-page'),
  },
  {
    name: 'tests-shareasale',
    path: '/tests/shareasale',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/shareasale-dev-page'),
  },
  {
    name: 'tests-translation-edit',
    path: '/tests/translation-edit',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/translation-edit-dev-page'),
  },
  {
    name: 'tests-design-editor',
    path: '/tests/design/editor',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/design-editor-dev-page'),
  },
  {
    name: 'tests-agreement-edit-translation',
    path: '/tests/agreement/edit/translation/:id?',
    layout: 'editor',
    middleware: ['dev-only'],
    page: () => import('../features/dev-pages/pages/agreement-edit-translation-dev-page'),
  },
];

export function findRouteByName(name: string): RouteDefinition | undefined {
  return routeTable.find((route) => route.name === name);
}

/** The path of a route without parameters, for navigating by name (e.g. to `profile-login`). */
export function pathOfRoute(name: string): string {
  const route = findRouteByName(name);
  if (!route) throw new Error(`No route named ${name}`);
  return route.path;
}
