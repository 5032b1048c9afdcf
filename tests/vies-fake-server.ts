// `npx tsx tests/vies-fake-server.ts <port>`: the VIES fake as a process of its own, for the
// Playwright server (playwright.config.ts points the app's VIES_URL at it).
import { startViesFake } from './vies-fake';

const port = Number(process.argv[2] ?? 3102);
const fake = await startViesFake(port);
console.log(`VIES fake listening on ${fake.url}`);
const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
