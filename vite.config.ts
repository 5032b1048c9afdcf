import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { eagerCompileEntryPlugin } from './scripts/compile-hints';
import { CATALOGS_MODULE, languageCatalogModules } from './scripts/language-catalogs';
import { routePreloadsPlugin } from './scripts/route-preloads';
import { loadConfig } from './src/server/config';
import { clientSettingsMeta } from './src/server/http/client-settings';

/**
 * In development the Vite server serves index.html itself, so it fills in the installation's
 * settings the way the Fastify server does in production.
 */
function devAppSettings(): Plugin {
  return {
    name: 'clausewright-dev-app-settings',
    apply: 'serve',
    transformIndexHtml(html) {
      const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
      return html
        .replace('<!--app-settings-->', clientSettingsMeta(config))
        .replaceAll('%APP_NAME%', config.appName);
    },
  };
}

/**
 * zod compiles object parsers with `new Function` after probing whether it may; the probe trips the
 * Content-Security-Policy (no 'unsafe-eval'), which Chrome reports as a policy violation on every
 * page that builds a schema. zod's `jitless` setting skips the probe and the compiled parsers; it has
 * to be set before any schema is created, so it goes into zod's own config module, which every
 * other zod module imports first.
 */
function zodWithoutEval(): Plugin {
  const configModule = /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
  return {
    name: 'clausewright-zod-without-eval',
    transform(code, id) {
      if (!configModule.test(id)) return null;
      if (!code.includes('export const globalConfig'))
        throw new Error(`zod's ${id} no longer defines globalConfig: check how to set jitless`);
      return { code: `${code}\nglobalConfig.jitless = true;\n`, map: null };
    },
  };
}

/**
 * English is loaded at every start (the interface language or its fallback), so the page asks for
 * its catalogs (the `virtual:catalogs/en` chunk) together with the entry script instead of after
 * the script has run.
 */
function preloadEnglishCatalogs(): Plugin {
  return {
    name: 'clausewright-preload-english-catalogs',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === `\0${CATALOGS_MODULE}en`,
        );
        if (!chunk) throw new Error('The build has no chunk of English catalogs to preload');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The browser runs Preact's React-compatible layer instead of react-dom: the same components, a
 * third of the weight (docs/decisions/0003-preact-compat-in-the-browser.md). Exact patterns, so
 * `react` does not also capture `react/jsx-runtime`.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  root: 'src/client',
  resolve: { alias: preactCompat },
  publicDir: 'public',
  plugins: [
    react(),
    devAppSettings(),
    zodWithoutEval(),
    languageCatalogModules(),
    preloadEnglishCatalogs(),
    routePreloadsPlugin(),
    eagerCompileEntryPlugin(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    // The largest chunk is the editor's CodeMirror (about 440 KB, 140 KB gzip), loaded only by the text editor.
    chunkSizeWarningLimit: 460,
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        // Left alone, Rolldown splits every module the entry shares with a lazy page into a chunk of
        // its own: the home page asked for 20 scripts. Over HTTP/1.1 (six connections) that is
        // several round trips before the first paint. Everything the entry loads becomes one chunk.
        // Each language's catalogs are one module, so one chunk (scripts/language-catalogs.ts).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The query library every lazy page sits under (app/query-provider): one chunk, not five.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|[\\/]app[\\/]query-provider\./,
              priority: 1,
            },
            // The form building blocks the wizard, sign-in and account pages share (each under 1 KB,
            // with the validation rules they use): one request, not five, before a form page paints.
            {
              name: 'forms',
              test: /[\\/]client[\\/]components[\\/]forms[\\/]|[\\/]shared[\\/]validation\./,
              priority: 1,
            },
          ],
        },
      },
      onLog(level, log, defaultHandler) {
        // React Router feature-detects React 19's `use` and `useOptimistic`, which Preact lacks, and falls back.
        if (log.code === 'IMPORT_IS_UNDEFINED' && /use(Optimistic)?`/.test(log.message)) return;
        // The home page is in the entry on purpose (router.tsx); the route table still names its module lazily.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('home-page')) return;
        defaultHandler(level, log);
      },
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/robots.txt': `http://127.0.0.1:${apiPort}`,
    },
  },
});
