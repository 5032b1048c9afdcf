import { lazy, Suspense, useEffect, useState } from 'react';
import { captureAffiliateClick } from './affiliate-click';
import { getTrackingSettings, offeredCategories } from './tracking-settings';

// The banner, its dialog and the analytics loader download only where tracking is configured.
const CookieConsent = lazy(() => import('./components/cookie-consent'));

// The address the visitor landed on, read before the router can redirect or drop its query.
const landingSearch = typeof window === 'undefined' ? '' : window.location.search;

/**
 * Above every page (RootShell): remembers an affiliate click of the landing address (with consent)
 * and, when analytics or affiliate tracking is configured, shows the cookie banner and loads what
 * the visitor consented to. With nothing configured it renders and stores nothing.
 */
export function TrackingConsent() {
  const [offered] = useState(offeredCategories);
  useEffect(() => {
    if (getTrackingSettings().affiliate) captureAffiliateClick(landingSearch);
  }, []);
  if (offered.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent offered={offered} />
    </Suspense>
  );
}
