// The Vite plugin that marks the entry script for eager compilation (vite.config.ts).
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled while the script streams in, on a background thread. Without it, V8 compiles a
 * function on the main thread the first time it runs.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk's code with the hint as its first line. */
export function withCompileHint(code: string): string {
  return code.startsWith(EAGER_COMPILE_HINT) ? code : EAGER_COMPILE_HINT + code;
}

/**
 * Marks the entry chunk for eager compilation. Nearly every function in it runs before the first
 * page is usable: Preact's renderer, the router, i18next and the app shell. Compiled lazily, they
 * were compiled on the main thread in the middle of the first render: in Lighthouse's traces of the
 * home page, 170 of that task's 264 ms (CPU slowed 4×) were V8 compiling code, and the task was
 * most of the page's blocking time. Lazy pages keep the default: only part of them runs at once.
 */
export function eagerCompileEntryPlugin(): Plugin {
  return {
    name: 'clausewright-eager-compile-entry',
    apply: 'build',
    configResolved(config) {
      // Prepending a line would shift a source map by one line; the build has none.
      if (config.build.sourcemap)
        throw new Error('eagerCompileEntryPlugin prepends a line and returns no source map: update it');
    },
    // After minification, which drops comments, and after Vite puts its preload helper at the top.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entryChunks = Object.values(bundle).filter(
          (output) =>
            output.type === 'chunk' &&
            // The entry module sits in the `app` chunk of vite.config.ts's code splitting, which
            // Rolldown does not flag as an entry itself.
            (output.isEntry || output.moduleIds.some((id) => this.getModuleInfo(id)?.isEntry)),
        );
        if (entryChunks.length === 0) throw new Error('The build has no chunk with the entry module');
        for (const chunk of entryChunks) if (chunk.type === 'chunk') chunk.code = withCompileHint(chunk.code);
      },
    },
  };
}
