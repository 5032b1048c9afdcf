/** Download files of an agreement: PDF, DOCX, standalone HTML, plain text and Markdown. */
export {
  type CachedFile,
  contentDisposition,
  createFileCache,
  FILE_FORMATS,
  type FileCache,
  type FileFormat,
  fileHash,
  fileName,
  isFileFormat,
  normaliseMarkdown,
  RENDERER_VERSION,
  renderFile,
} from './files';
export { type DocumentMeta, pageLabelText } from './meta';
export { renderDocx } from './render-docx';
export { renderPdf } from './render-pdf';
export { renderStandaloneHtml } from './render-standalone-html';
