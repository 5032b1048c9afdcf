// @ts-check
// Starts a worker thread on TypeScript sources. Node runs a worker's entry file without the
// TypeScript loader the server's own thread was started with, so the worker registers it here and
// loads the module named in `workerData.module` (an absolute file: URL), then hands on its default
// export to the pool that started it (piscina calls the default export with each task).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const loaded = await import(workerData.module);
export default loaded.default;
