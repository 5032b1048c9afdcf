/** The development module's public face: its routes for app.ts (never registered in production). */
export { devRoutes, testDiscountRoutes } from './routes';
