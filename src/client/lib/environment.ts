/** True in the Vite development server; production builds (and everything tests run against) are false. */
export function isDevelopment(): boolean {
  return import.meta.env.DEV;
}
