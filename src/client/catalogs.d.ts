/** A language's client catalogs, keyed by their path under its folder (built by scripts/language-catalogs.ts). */
declare module 'virtual:catalogs/*' {
  const catalogs: Record<string, Record<string, unknown>>;
  export default catalogs;
}
