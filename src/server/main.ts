import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, productionWarnings } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A locked data directory, or a secret the configuration lacks (JWT_SECRET): say so and stop.
    if (error instanceof DataDirLockedError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.database.kind, dataDir: config.dataDir, mail: config.smtpUrl ? 'smtp' : 'files' },
    `${config.appName} is running at ${config.publicUrl}`,
  );
  for (const warning of productionWarnings(config)) app.log.warn(warning);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
