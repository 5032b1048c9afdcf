/** The Markdown module's public face: its route for app.ts. */
export { mdRoutes } from './routes';
