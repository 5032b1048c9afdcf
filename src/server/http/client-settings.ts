import { escapeHtml } from '../../shared/documents/render-html';
import type { TrackingSettings } from '../../shared/tracking';
import type { AppConfig } from '../config';

/** The settings the client needs from the server's configuration. */
export function clientSettings(config: AppConfig) {
  return {
    appName: config.appName,
    supportEmail: config.supportEmail,
    companyName: config.companyName,
    publicUrl: config.publicUrl,
    env: config.env,
    tracking: trackingSettings(config),
  };
}

/** The analytics and affiliate services the browser may load after consent; both null when none is configured. */
export function trackingSettings(config: Pick<AppConfig, 'analytics' | 'affiliate'>): TrackingSettings {
  return { analytics: config.analytics ?? null, affiliate: config.affiliate ?? null };
}

/** The settings as a meta tag: not an inline script, which the Content-Security-Policy forbids. */
export function clientSettingsMeta(config: AppConfig): string {
  return `<meta name="app-settings" content="${escapeHtml(JSON.stringify(clientSettings(config)))}">`;
}

/** Fills the build's index.html with the installation's settings and the product name. */
export function renderIndexHtml(template: string, config: AppConfig): string {
  return template
    .replace('<!--app-settings-->', clientSettingsMeta(config))
    .replaceAll('%APP_NAME%', escapeHtml(config.appName));
}
