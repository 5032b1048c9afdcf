/**
 * Registers `/sw.js` (served by the server for the current build: src/server/http/service-worker.ts)
 * once the page has loaded, so it never competes with the first render. Only production builds
 * have one; a browser without service workers, or one that refuses it, simply works online only.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
