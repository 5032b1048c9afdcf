import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret';

const dataDirs: string[] = [];
function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-secret-'));
  dataDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the JWT secret', () => {
  it('comes from JWT_SECRET when it is set, and nothing is written', () => {
    const dataDir = newDataDir();
    const secret = 'an-operator-chosen-secret-of-enough-length-1234';
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }))).toBe(secret);
    expect(() => statSync(path.join(dataDir, JWT_SECRET_FILE))).toThrow();
  });

  it('is generated on the first start of the embedded default, kept under DATA_DIR for the owner only, and reused', () => {
    const dataDir = newDataDir();
    const first = resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.length).toBeGreaterThanOrEqual(48);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
  });

  it('differs between installations', () => {
    const one = resolveJwtSecret(loadConfig({ DATA_DIR: newDataDir() }));
    const other = resolveJwtSecret(loadConfig({ DATA_DIR: newDataDir() }));
    expect(one).not.toBe(other);
  });

  it('refuses a stored secret too short to be safe', () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, JWT_SECRET_FILE), 'short\n');
    expect(() => resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))).toThrow(ConfigError);
  });

  it('is required in production on PostgreSQL, where instances share no DATA_DIR', () => {
    const config = loadConfig({
      DATA_DIR: newDataDir(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/clausewright',
      PUBLIC_URL: 'https://legal.example.com',
    });
    expect(() => resolveJwtSecret(config)).toThrow(/JWT_SECRET: must be set in production/);
  });

  it('lives in memory only with an in-memory database', () => {
    const dataDir = newDataDir();
    resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'memory://' }));
    expect(() => statSync(path.join(dataDir, JWT_SECRET_FILE))).toThrow();
  });
});
