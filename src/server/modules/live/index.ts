/**
 * The live-link module's public face: its routes for app.ts, and the page input the render pool
 * takes. (The render worker thread imports `page.ts` itself, so the thread loads the renderer alone.)
 */
export type { LivePageInput } from './page';
export { type LiveRoutesOptions, liveRoutes } from './routes';
