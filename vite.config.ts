import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
  plugins: [react(), devAppSettings()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    // The largest chunk is the editor's CodeMirror (about 440 KB, 140 KB gzip), loaded only by the text editor.
    chunkSizeWarningLimit: 460,
    rolldownOptions: {
      checks: { pluginTimings: false },
      onLog(level, log, defaultHandler) {
        // React Router feature-detects React 19's `use` and `useOptimistic`, which Preact lacks, and falls back.
        if (log.code === 'IMPORT_IS_UNDEFINED' && /use(Optimistic)?`/.test(log.message)) return;
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
