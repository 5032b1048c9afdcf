import type { AnalyticsSettings } from '../../../shared/tracking';
import { ROUTE_CHANGED_EVENT } from '../../lib/events';

/** The id of the one analytics script element, so it is inserted once and can be found again. */
export const ANALYTICS_SCRIPT_ID = 'analytics-script';

/** First-party cookies the providers set (Matomo `_pk_*`, Google `_ga*`), deleted on withdrawal. */
const ANALYTICS_COOKIE_PREFIXES = ['_pk_', '_ga'];

type AnalyticsWindow = Window & {
  _paq?: unknown[][];
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  [gaDisable: `ga-disable-${string}`]: boolean | undefined;
};

/** The globals the providers' scripts read; not part of the DOM's own Window type. */
function analyticsWindow(): AnalyticsWindow {
  return window as unknown as AnalyticsWindow;
}

let stopPageViews: (() => void) | null = null;

function addScript(src: string, attributes: Record<string, string> = {}): void {
  const script = document.createElement('script');
  script.id = ANALYTICS_SCRIPT_ID;
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

/**
 * Inserts the configured analytics service's script; call only with consent to analytics. Each
 * provider's usual inline snippet is done here instead, since the CSP forbids inline scripts.
 */
export function loadAnalytics(settings: AnalyticsSettings): void {
  if (document.getElementById(ANALYTICS_SCRIPT_ID)) return;
  const win = analyticsWindow();
  switch (settings.provider) {
    case 'plausible':
      // Plausible's script follows the single-page app's history changes itself.
      addScript(settings.scriptUrl, { 'data-domain': settings.domain, defer: '' });
      return;
    case 'matomo': {
      win._paq ??= [];
      const paq = win._paq;
      paq.push(['setTrackerUrl', `${settings.url}/matomo.php`], ['setSiteId', settings.siteId]);
      paq.push(['trackPageView'], ['enableLinkTracking']);
      // Matomo counts only the first page by itself: every later navigation is reported here.
      const trackNavigation = () => {
        paq.push(
          ['setCustomUrl', window.location.href],
          ['setDocumentTitle', document.title],
          ['trackPageView'],
        );
      };
      window.addEventListener(ROUTE_CHANGED_EVENT, trackNavigation);
      stopPageViews = () => window.removeEventListener(ROUTE_CHANGED_EVENT, trackNavigation);
      addScript(`${settings.url}/matomo.js`);
      return;
    }
    case 'google': {
      win[`ga-disable-${settings.measurementId}`] = false;
      win.dataLayer ??= [];
      const dataLayer = win.dataLayer;
      win.gtag = function gtag() {
        // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments object itself, not an array
        dataLayer.push(arguments);
      };
      win.gtag('js', new Date());
      win.gtag('config', settings.measurementId);
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(settings.measurementId)}`);
      return;
    }
  }
}

function deleteCookie(name: string): void {
  const labels = window.location.hostname.split('.');
  // The cookie may sit on this host or on any parent domain (Google sets it on the widest one).
  for (let i = 0; i < Math.max(labels.length - 1, 1); i += 1) {
    const domain = labels.slice(i).join('.');
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
    document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${name}=; Max-Age=0; path=/`;
}

/**
 * After consent to analytics is withdrawn: the script element goes, the provider is told to stop
 * (Google's documented opt-out flag), its cookies are deleted. Returns true when its script had
 * already run in this page, which only a reload stops entirely.
 */
export function unloadAnalytics(settings: AnalyticsSettings): boolean {
  const script = document.getElementById(ANALYTICS_SCRIPT_ID);
  script?.remove();
  stopPageViews?.();
  stopPageViews = null;
  if (settings.provider === 'google') analyticsWindow()[`ga-disable-${settings.measurementId}`] = true;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (ANALYTICS_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix))) deleteCookie(name);
  }
  return script !== null;
}
