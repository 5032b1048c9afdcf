import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { FileFormat } from './files';
import type { DocumentMeta } from './meta';
import type { RenderTask } from './render-worker';

/**
 * PDF and DOCX files are rendered in a pool of worker threads: a large document takes hundreds of
 * milliseconds of CPU (a 300,000-character text about 0.2–0.8 s as a PDF), which on the server's
 * own thread would hold up every other request. One thread per core but one, at least one;
 * threads stop after a while without work and start again on demand.
 */
let pool: Piscina<RenderTask, Uint8Array> | null = null;

function renderPool(): Piscina<RenderTask, Uint8Array> {
  if (!pool) {
    pool = new Piscina({
      filename: new URL('../worker-bootstrap.mjs', import.meta.url).href,
      workerData: { module: new URL('./render-worker.ts', import.meta.url).href },
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 30_000,
    });
  }
  return pool;
}

/** Renders a PDF or DOCX file in the pool. */
export async function renderInPool(
  markdown: string,
  format: FileFormat,
  meta: DocumentMeta,
): Promise<Buffer> {
  const bytes = await renderPool().run({ markdown, format, meta });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Stops the pool's threads (the server closing); the next render starts it again. */
export async function closeRenderPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
