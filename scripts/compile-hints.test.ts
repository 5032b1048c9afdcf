import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompileEntryPlugin, withCompileHint } from './compile-hints';

type FakeChunk = { type: 'chunk'; fileName: string; isEntry: boolean; moduleIds: string[]; code: string };

/** Runs the plugin's generateBundle over chunks; `entryModules` are the modules the build started from. */
function generate(chunks: FakeChunk[], entryModules: string[]): Record<string, FakeChunk> {
  const bundle = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
  const hook = eagerCompileEntryPlugin().generateBundle as unknown as {
    handler: (this: unknown, options: unknown, bundle: unknown) => void;
  };
  const context = { getModuleInfo: (id: string) => ({ isEntry: entryModules.includes(id) }) };
  hook.handler.call(context, {}, bundle);
  return bundle;
}

const chunk = (fileName: string, moduleIds: string[], isEntry = false): FakeChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  moduleIds,
  code: 'const __vite__mapDeps=()=>[];import{a}from"./b.js";a();',
});

describe('the eager compile hint on the entry script', () => {
  it('puts the hint on the first line of the chunk that holds the entry module, before everything else', () => {
    const bundle = generate(
      [chunk('assets/app-1.js', ['/src/client/main.tsx', '/src/client/app/shell.tsx'])],
      ['/src/client/main.tsx'],
    );
    const code = bundle['assets/app-1.js']?.code ?? '';
    expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(code).toBe(`${EAGER_COMPILE_HINT}const __vite__mapDeps=()=>[];import{a}from"./b.js";a();`);
  });

  it('marks a chunk Rolldown flags as an entry too', () => {
    const bundle = generate([chunk('assets/index-1.js', ['/src/client/main.tsx'], true)], []);
    expect(bundle['assets/index-1.js']?.code.startsWith(EAGER_COMPILE_HINT)).toBe(true);
  });

  it('leaves lazy chunks to V8’s lazy compilation', () => {
    const bundle = generate(
      [
        chunk('assets/app-1.js', ['/src/client/main.tsx']),
        chunk('assets/wizard-page-1.js', ['/wizard-page.tsx']),
      ],
      ['/src/client/main.tsx'],
    );
    expect(bundle['assets/wizard-page-1.js']?.code.includes('allFunctionsCalledOnLoad')).toBe(false);
  });

  it('refuses a bundle without the entry module, where the hint would silently be missing', () => {
    expect(() => generate([chunk('assets/wizard-page-1.js', ['/wizard-page.tsx'])], ['/main.tsx'])).toThrow(
      /no chunk with the entry module/,
    );
  });

  it('adds the hint once', () => {
    expect(withCompileHint(withCompileHint('f();'))).toBe(`${EAGER_COMPILE_HINT}f();`);
  });

  it('refuses a build with source maps, which the added line would shift', () => {
    const configResolved = eagerCompileEntryPlugin().configResolved as unknown as (config: unknown) => void;
    expect(() => configResolved({ build: { sourcemap: true } })).toThrow(/source map/);
    expect(() => configResolved({ build: { sourcemap: false } })).not.toThrow();
  });
});
