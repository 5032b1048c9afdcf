import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RequiredSection } from '../content/clause-library';
import type { LivePageInput } from '../modules/live';
import type { FileFormat } from './files';
import type { DocumentMeta } from './meta';
import type { RenderTask } from './render-worker';

/**
 * Work that reads a whole text runs in a pool of worker threads when the text is long: a PDF of a
 * 300,000-character text takes up to a second of CPU, and parsing the worst text the editor accepts
 * (hundreds of thousands of one-letter paragraphs, say) about a hundred milliseconds; on the server's
 * own thread either would hold up every other request. One thread per core but one, at least one;
 * threads stop after a while without work and start again on demand.
 */
let pool: Piscina<RenderTask, unknown> | null = null;

function renderPool(): Piscina<RenderTask, unknown> {
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

/**
 * Texts up to this many characters are parsed and rendered on the server's thread: at most a few
 * milliseconds even for the worst input, less than a trip to a worker thread and back.
 */
export const LONG_TEXT_CHARACTERS = 20_000;

export const isLongText = (markdown: string) => markdown.length > LONG_TEXT_CHARACTERS;

/** Renders a download in the pool. */
export async function renderFileInPool(
  markdown: string,
  format: FileFormat,
  meta: DocumentMeta,
): Promise<Buffer> {
  const bytes = (await renderPool().run({ kind: 'file', markdown, format, meta })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A text as HTML, made in the pool. */
export async function htmlInPool(markdown: string): Promise<string> {
  return (await renderPool().run({ kind: 'html', markdown })) as string;
}

/** The required sections a text lacks, checked in the pool. */
export async function missingSectionsInPool(
  markdown: string,
  required: RequiredSection[],
): Promise<RequiredSection[]> {
  return (await renderPool().run({ kind: 'missing-sections', markdown, required })) as RequiredSection[];
}

/** A live page, rendered in the pool. */
export async function livePageInPool(input: LivePageInput): Promise<string> {
  return (await renderPool().run({ kind: 'live-page', input })) as string;
}

/** Stops the pool's threads (the server closing); the next task starts it again. */
export async function closeRenderPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
