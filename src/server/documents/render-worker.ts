import { move } from 'piscina';
import { type FileFormat, renderFile } from './files';
import type { DocumentMeta } from './meta';

export type RenderTask = { markdown: string; format: FileFormat; meta: DocumentMeta };

/**
 * Runs in the render pool's worker threads (render-pool.ts): one file of an agreement. The bytes
 * are moved back to the server's thread, not copied.
 */
export default async function renderTask({ markdown, format, meta }: RenderTask) {
  const body = await renderFile(markdown, format, meta);
  return move(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
}
