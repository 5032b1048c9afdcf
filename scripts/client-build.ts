import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist/client/.build-stamp');
// The Vite config and the build plugins it imports from scripts/.
const inputs = [
  'src/client',
  'src/shared',
  'vite.config.ts',
  'scripts/route-preloads.ts',
  'scripts/language-catalogs.ts',
  'scripts/compile-hints.ts',
  'package-lock.json',
];

function listFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    listFiles(path.join(entry, child.name)).filter(
      (file) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'),
    ),
  );
}

/** A fingerprint of everything the client build is made from: names and contents. */
export function clientSourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** True when dist/client is missing or was built from different sources. */
export function isClientBuildStale(): boolean {
  if (!existsSync(path.join(root, 'dist/client/index.html')) || !existsSync(stampFile)) return true;
  return readFileSync(stampFile, 'utf8').trim() !== clientSourceFingerprint();
}

/**
 * Runs `work` and puts NODE_ENV back as it was. Vite's build sets NODE_ENV=production in its own
 * process, and `npm start` builds in the server's process: without this, the first start of a fresh
 * clone would run the server in production mode (no development mailbox, production warnings).
 */
export async function keepingNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** Builds the client with Vite when it is missing or stale; returns whether it built. */
export async function ensureClientBuild(): Promise<boolean> {
  if (!isClientBuildStale()) return false;
  console.log('Building the web client (sources changed or no build yet)…');
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const { build } = await import('vite');
  await keepingNodeEnv(() =>
    build({
      configFile: path.join(root, 'vite.config.ts'),
      root: path.join(root, 'src/client'),
      logLevel: 'warn',
    }),
  );
  writeFileSync(stampFile, clientSourceFingerprint());
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureClientBuild();
