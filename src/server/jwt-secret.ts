import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError } from './config';

/** The file under DATA_DIR that keeps the generated secret of an installation without JWT_SECRET. */
export const JWT_SECRET_FILE = 'jwt-secret';

const MIN_SECRET_LENGTH = 32;

/**
 * The key that signs access tokens. Secrets come from the environment (JWT_SECRET); the embedded
 * default generates one on first start and keeps it in `DATA_DIR/jwt-secret` (readable by the owner
 * only), so sessions survive a restart. An in-memory database gets a secret for this process only:
 * its accounts die with it anyway. PostgreSQL in production requires JWT_SECRET, because every
 * instance on that database must sign with the same key and no instance's DATA_DIR is shared.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl === 'memory://') return randomBytes(48).toString('base64url');
  if (config.databaseUrl && config.env === 'production')
    throw new ConfigError(
      'Invalid configuration:\nJWT_SECRET: must be set in production with DATABASE_URL (every instance signs sessions with it)',
    );
  return readOrCreateSecretFile(path.join(config.dataDir, JWT_SECRET_FILE));
}

function readOrCreateSecretFile(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside, then linked into place: a reader never sees a half-written file, and when two
  // processes start at once the first link wins and both read that secret back.
  const candidate = `${file}.${process.pid}.tmp`;
  writeFileSync(candidate, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      `Invalid configuration:\n${file}: the stored JWT secret must be at least ${MIN_SECRET_LENGTH} characters (delete the file to generate a new one; everyone is logged out)`,
    );
  return secret;
}
