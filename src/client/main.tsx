import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startInitialRoute } from './app/initial-route';
import { createAppRouter } from './app/router';
import { pathOfRoute, routeTable } from './app/routes';
import { checkStorage, runHeartbeat } from './lib/app-state';
import { watchChunkLoadFailures } from './lib/chunk-reload';
import { setupI18n } from './lib/i18n';
import { prefetchWhenIdle } from './lib/idle-prefetch';
import { prefetchRouteFiles } from './lib/route-files';
import { registerServiceWorker } from './lib/service-worker';
import { startSession } from './lib/session';

checkStorage();
watchChunkLoadFailures();
// The first heartbeat runs beside the catalog download, so a server in maintenance shows its screen
// straight away instead of flashing the page first; the first page's code and data load beside both.
const catalogsReady = setupI18n();
void startInitialRoute(window.location);
await Promise.all([catalogsReady, runHeartbeat()]);

const router = createAppRouter();
startSession(() => void router.navigate(pathOfRoute('profile-login')));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Back online: ask the server at once instead of waiting for the next retry.
window.addEventListener('online', () => void runHeartbeat());
registerServiceWorker();
/** The pages one click away from the home page and the header, downloaded while the browser idles. */
const LIKELY_NEXT_PAGES = new Set(['wizard-type', 'wizard', 'profile-login', 'profile-agreements']);
const prefetchLikelyNextPages = () =>
  prefetchWhenIdle(
    routeTable
      .filter((route) => LIKELY_NEXT_PAGES.has(route.name))
      .map((route) => () => prefetchRouteFiles(route.path)),
  );
// After the first page has its data: earlier, the prefetch competes with that page's own downloads.
if (router.state.initialized) prefetchLikelyNextPages();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    prefetchLikelyNextPages();
  });
}
