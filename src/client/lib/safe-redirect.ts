/**
 * The `redirect` query parameter of the login page, kept only when it is a path on this site:
 * anything else (another origin, `//host`, `/\host`, a scheme) would let a crafted link send the
 * customer to a look-alike site right after they typed their password.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Parsing as the browser would catches the rest: it drops tabs and line breaks, so "/\t/evil.example"
  // means "//evil.example", whose origin differs. The parsed path, not the raw text, is returned.
  try {
    const base = new URL('https://same-site.invalid');
    const target = new URL(value, base);
    if (target.origin !== base.origin) return null;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return null;
  }
}
