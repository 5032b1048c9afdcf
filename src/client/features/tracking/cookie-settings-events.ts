/** Asks the cookie banner to open its preferences dialog (the footer's "Cookie settings" link). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'openCookieSettings';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
