import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { domainToUnicode } from 'node:url';
import { parseMarkdown } from '../../shared/documents/parse-markdown';
import { renderText } from '../../shared/documents/render-text';
import type { Language } from '../../shared/i18n/languages';
import { type DocumentMeta, metaFingerprint } from './meta';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { isLongText, renderFileInPool } from './render-pool';
import { renderStandaloneHtml } from './render-standalone-html';

export type FileFormat = 'pdf' | 'docx' | 'html' | 'txt' | 'md';

export const FILE_FORMATS = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  html: { contentType: 'text/html; charset=utf-8', extension: 'html' },
  txt: { contentType: 'text/plain; charset=utf-8', extension: 'txt' },
  md: { contentType: 'text/markdown; charset=utf-8', extension: 'md' },
} as const satisfies Record<FileFormat, { contentType: string; extension: string }>;

export function isFileFormat(value: unknown): value is FileFormat {
  return typeof value === 'string' && Object.hasOwn(FILE_FORMATS, value);
}

/**
 * Bumped whenever a renderer's output changes (layout, styles, fonts), so files stored under the old
 * output are not served again.
 */
export const RENDERER_VERSION = 3;

// ---------------------------------------------------------------------------------------------------
// Rendering

/**
 * The stored Markdown as a download: the text itself, ending in exactly one line end. Our renderers
 * show every `<` as the character it is; a Markdown program would take `<script>` or `<img
 * onerror=…>` typed into an answer for HTML, so here it is written as the entity `&lt;` (which any
 * Markdown program shows as `<`).
 */
export function normaliseMarkdown(markdown: string): string {
  return `${markdown.trimEnd().replaceAll('<', '&lt;')}\n`;
}

/** Renders an agreement's Markdown to one download format. */
export async function renderFile(markdown: string, format: FileFormat, meta: DocumentMeta): Promise<Buffer> {
  switch (format) {
    case 'md':
      return Buffer.from(normaliseMarkdown(markdown), 'utf8');
    case 'txt':
      return Buffer.from(renderText(parseMarkdown(markdown)), 'utf8');
    case 'html':
      return Buffer.from(renderStandaloneHtml(parseMarkdown(markdown), meta), 'utf8');
    case 'pdf':
      return renderPdf(parseMarkdown(markdown), meta);
    case 'docx':
      return renderDocx(parseMarkdown(markdown), meta);
  }
}

/**
 * Renders a download without holding up the server's thread: PDF and DOCX (up to a second for a
 * long text) and any format of a long text in the render pool's worker threads, the text formats of
 * a shorter text here (a few milliseconds).
 */
export function renderFileOffThread(
  markdown: string,
  format: FileFormat,
  meta: DocumentMeta,
): Promise<Buffer> {
  return format === 'pdf' || format === 'docx' || isLongText(markdown)
    ? renderFileInPool(markdown, format, meta)
    : renderFile(markdown, format, meta);
}

/** What changes a file besides the Markdown: only the meta fields its format uses. */
function metaKey(format: FileFormat, meta: DocumentMeta): string {
  switch (format) {
    case 'md':
    case 'txt':
      return '';
    case 'html':
      return JSON.stringify([meta.title, meta.language, meta.author]);
    case 'pdf':
    case 'docx':
      return metaFingerprint(meta);
  }
}

/** The SHA-256 (hex) naming a rendered file: format, renderer version, the meta it uses and the Markdown. */
export function fileHash(markdown: string, format: FileFormat, meta: DocumentMeta): string {
  return createHash('sha256')
    .update(JSON.stringify([format, RENDERER_VERSION, metaKey(format, meta), markdown]))
    .digest('hex');
}

// ---------------------------------------------------------------------------------------------------
// File cache

export type CachedFile = { body: Buffer; hash: string };

export type FileCache = {
  /** The file for this Markdown, format and meta: read from the cache directory, or rendered and stored there. */
  get(markdown: string, format: FileFormat, meta: DocumentMeta): Promise<CachedFile>;
  /** Whether that file is in the cache already (the download page's "generated" state). */
  has(markdown: string, format: FileFormat, meta: DocumentMeta): Promise<boolean>;
};

export type RenderFile = (markdown: string, format: FileFormat, meta: DocumentMeta) => Promise<Buffer>;

/**
 * A cache of rendered files in `dir`, one file per hash (`<hash>.<extension>`). A file is written under a
 * temporary name and then renamed, so a reader never sees half a file and concurrent writers (several
 * processes) are safe; within a process, simultaneous requests for one file share a single rendering.
 * `render` is there for tests.
 */
export function createFileCache(dir: string, options: { render?: RenderFile } = {}): FileCache {
  const render = options.render ?? renderFileOffThread;
  const inFlight = new Map<string, Promise<CachedFile>>();

  async function load(markdown: string, format: FileFormat, meta: DocumentMeta, hash: string) {
    const path = join(dir, `${hash}.${FILE_FORMATS[format].extension}`);
    const stored = await readIfPresent(path);
    if (stored) return { body: stored, hash };
    const body = await render(markdown, format, meta);
    await mkdir(dir, { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { body, hash };
  }

  return {
    get(markdown, format, meta) {
      const hash = fileHash(markdown, format, meta);
      const pending = inFlight.get(hash);
      if (pending) return pending;
      const job = load(markdown, format, meta, hash).finally(() => inFlight.delete(hash));
      inFlight.set(hash, job);
      return job;
    },
    async has(markdown, format, meta) {
      const hash = fileHash(markdown, format, meta);
      try {
        await access(join(dir, `${hash}.${FILE_FORMATS[format].extension}`));
        return true;
      } catch {
        return false;
      }
    },
  };
}

async function readIfPresent(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// File names

const MAX_SITE_LENGTH = 60;

/** Lower-case letters and digits (any script) joined by single hyphens: "Café Zürich!" → "café-zürich". */
function slug(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

function limit(text: string): string {
  return text.slice(0, MAX_SITE_LENGTH).replace(/-+$/, '');
}

/** The website's host without "www." ("https://www.Example.com/x" → "example-com"), or null. */
function hostSlug(siteUrl: string): string | null {
  const text = siteUrl.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = (domainToUnicode(url.hostname) || url.hostname).replace(/^www\./i, '');
  return limit(slug(host)) || null;
}

/**
 * The download's file name: "<type slug>-<site>-<language>.<extension>", e.g. `privacy-policy-example-com-en.pdf`.
 * The site part is the website's host, else the site's name, else left out.
 */
export function fileName(input: {
  typeSlug: string;
  siteUrl?: string | null;
  siteName?: string | null;
  language: Language;
  format: FileFormat;
}): string {
  const site = (input.siteUrl && hostSlug(input.siteUrl)) || limit(slug(input.siteName ?? ''));
  const stem = [slug(input.typeSlug), site, input.language].filter(Boolean).join('-');
  return `${stem}.${FILE_FORMATS[input.format].extension}`;
}

/**
 * A Content-Disposition header (RFC 6266): `filename` with an ASCII stand-in (accents dropped, other
 * characters replaced), `filename*` with the exact UTF-8 name (RFC 8187).
 */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]+|["\\%]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
