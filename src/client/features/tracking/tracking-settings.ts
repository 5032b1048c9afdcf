import { configuredCategories, type TrackingSettings } from '../../../shared/tracking';
import { getSettings } from '../../lib/settings';

/**
 * The analytics and affiliate services this installation configured (server/http/client-settings.ts
 * writes them into the `app-settings` meta tag); none when the tag has no tracking part.
 */
export function getTrackingSettings(): TrackingSettings {
  const tracking = (getSettings() as { tracking?: Partial<TrackingSettings> }).tracking;
  return { analytics: tracking?.analytics ?? null, affiliate: tracking?.affiliate ?? null };
}

/** The optional categories the banner offers; empty means no banner and nothing optional at all. */
export function offeredCategories() {
  return configuredCategories(getTrackingSettings());
}
