import type { AppConfig } from '../config';

export type TrackingSources = { script: string[]; connect: string[]; img: string[] };

/** ShareASale's conversion pixel (an image; its MasterTag script is not used, decision 0008). */
const SHAREASALE_ORIGIN = 'https://www.shareasale.com';

/**
 * The origins the configured analytics and affiliate services need in the Content-Security-Policy,
 * only when they are configured: with neither, the policy stays 'self'. Google's list is its
 * documented one for Google Analytics 4.
 */
export function trackingSources(config: Pick<AppConfig, 'analytics' | 'affiliate'>): TrackingSources {
  const sources: TrackingSources = { script: [], connect: [], img: [] };
  const analytics = config.analytics;
  if (analytics?.provider === 'plausible') {
    const origin = new URL(analytics.scriptUrl).origin;
    sources.script.push(origin);
    sources.connect.push(origin);
  } else if (analytics?.provider === 'matomo') {
    const origin = new URL(analytics.url).origin;
    sources.script.push(origin);
    sources.connect.push(origin);
    sources.img.push(origin);
  } else if (analytics?.provider === 'google') {
    sources.script.push('https://*.googletagmanager.com');
    sources.connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
    sources.img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  if (config.affiliate?.provider === 'shareasale') sources.img.push(SHAREASALE_ORIGIN);
  return sources;
}
