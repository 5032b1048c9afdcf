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

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), devAppSettings()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 400,
  },
  css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } } },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/robots.txt': `http://127.0.0.1:${apiPort}`,
    },
  },
});
