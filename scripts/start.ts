// `npm start`: builds the web client when it is missing or stale, then runs the server on its defaults.
import { ensureClientBuild } from './client-build';

await ensureClientBuild();
await import('../src/server/main');
