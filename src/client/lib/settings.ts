/** The installation's settings, written by the server into index.html (see server/http/client-settings.ts). */
export type AppSettings = {
  appName: string;
  supportEmail: string;
  companyName: string;
  publicUrl: string;
  env: 'development' | 'production' | 'test';
};

const FALLBACK: AppSettings = {
  appName: 'Clausewright',
  supportEmail: 'support@example.com',
  companyName: 'Clausewright',
  publicUrl: typeof location === 'undefined' ? '' : location.origin,
  env: 'production',
};

let cached: AppSettings | undefined;

export function getSettings(): AppSettings {
  if (cached) return cached;
  const content =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="app-settings"]')?.getAttribute('content');
  try {
    cached = content ? { ...FALLBACK, ...(JSON.parse(content) as Partial<AppSettings>) } : FALLBACK;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}

/** The first year of the copyright range in the footer (2008–this year). */
export const COPYRIGHT_FIRST_YEAR = 2008;
