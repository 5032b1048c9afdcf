import { useEffect, useState } from 'react';
import type { ConsentCategory, ConsentChoice } from '../../../../shared/tracking';
import { applyMarketingConsent } from '../affiliate-click';
import { loadAnalytics, unloadAnalytics } from '../analytics-loader';
import { hasConsent, needsDecision, saveConsent, useConsent } from '../consent-store';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../cookie-settings-events';
import { getTrackingSettings } from '../tracking-settings';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';

/**
 * The consent flow (decision 0008): the banner until the visitor decides about every offered
 * category, the preferences dialog (also from the footer), and what follows a choice — analytics
 * loaded with consent and stopped without it, an affiliate click kept or deleted.
 */
export default function CookieConsent({ offered }: { offered: ConsentCategory[] }) {
  const settings = getTrackingSettings();
  const consent = useConsent();
  const [dialogOpen, setDialogOpen] = useState(false);
  const analyticsAllowed = consent?.analytics === true && consent.offered.includes('analytics');

  useEffect(() => {
    if (settings.analytics && analyticsAllowed) loadAnalytics(settings.analytics);
  }, [settings.analytics, analyticsAllowed]);

  useEffect(() => {
    const open = () => setDialogOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  const decide = (choice: Partial<ConsentChoice>) => {
    const hadAnalytics = hasConsent('analytics');
    const record = saveConsent(offered, choice);
    applyMarketingConsent(record.marketing);
    setDialogOpen(false);
    // A script that already ran keeps running until the page goes: withdrawal reloads it.
    if (hadAnalytics && !record.analytics && settings.analytics && unloadAnalytics(settings.analytics))
      window.location.reload();
  };
  const all = (value: boolean): ConsentChoice => ({ analytics: value, marketing: value });

  return (
    <>
      {needsDecision(offered) && !dialogOpen && (
        <CookieBanner
          onAcceptAll={() => decide(all(true))}
          onRejectAll={() => decide(all(false))}
          onChoose={() => setDialogOpen(true)}
        />
      )}
      {dialogOpen && (
        <CookiePreferencesDialog
          offered={offered}
          settings={settings}
          initial={{ analytics: consent?.analytics === true, marketing: consent?.marketing === true }}
          onSave={decide}
          onAcceptAll={() => decide(all(true))}
          onRejectAll={() => decide(all(false))}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </>
  );
}
