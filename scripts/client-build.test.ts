import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingNodeEnv } from './client-build';

const original = process.env.NODE_ENV;
afterEach(() => {
  if (original === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = original;
});

/** A real Vite build of a one-page project: what `npm start` does before the server starts. */
async function viteBuild(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-vite-'));
  try {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><p>t</p>');
    const { build } = await import('vite');
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      build: { outDir: path.join(dir, 'out') },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('building the client before the server starts', () => {
  it('Vite’s build switches its process to production mode', async () => {
    delete process.env.NODE_ENV;
    await viteBuild();
    expect(process.env.NODE_ENV).toBe('production');
  });

  it('leaves the server’s mode as it was: unset stays unset, development stays development', async () => {
    delete process.env.NODE_ENV;
    await keepingNodeEnv(viteBuild);
    expect(process.env.NODE_ENV).toBeUndefined();
    process.env.NODE_ENV = 'development';
    await keepingNodeEnv(viteBuild);
    expect(process.env.NODE_ENV).toBe('development');
  });
});
