/** The public module's public face: its routes for app.ts, and the country names invoices print. */
export { listCountries } from './countries';
export { publicRoutes } from './routes';
