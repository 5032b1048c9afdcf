import { move } from 'piscina';
import { markdownToHtml } from '../../shared/documents/render-html';
import type { RequiredSection } from '../content/clause-library';
import { missingSections } from '../modules/agreement/completeness';
import { type LivePageInput, renderLivePage } from '../modules/live/page';
import { type FileFormat, renderFile } from './files';
import type { DocumentMeta } from './meta';

/** The work the render pool's threads do: anything that reads a whole text of any length. */
export type RenderTask =
  | { kind: 'file'; markdown: string; format: FileFormat; meta: DocumentMeta }
  | { kind: 'html'; markdown: string }
  | { kind: 'missing-sections'; markdown: string; required: RequiredSection[] }
  | { kind: 'live-page'; input: LivePageInput };

/**
 * Runs in the render pool's worker threads (render-pool.ts). A file's bytes are moved back to the
 * server's thread, not copied.
 */
export default async function renderTask(task: RenderTask) {
  switch (task.kind) {
    case 'file': {
      const body = await renderFile(task.markdown, task.format, task.meta);
      return move(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
    }
    case 'html':
      return markdownToHtml(task.markdown);
    case 'missing-sections':
      return missingSections(task.markdown, task.required);
    case 'live-page':
      return renderLivePage(task.input);
  }
}
