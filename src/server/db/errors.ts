/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), from PostgreSQL or
 * PGlite, bare or as drizzle wraps it (the driver's error is then its `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
