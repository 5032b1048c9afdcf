/** A language's client catalogs, keyed by their path under its folder (see vite.config.ts). */
declare module 'virtual:catalogs/*' {
  const catalogs: Record<string, Record<string, unknown>>;
  export default catalogs;
}
