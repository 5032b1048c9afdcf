import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller replies go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Up to this size a reply is compressed on the event loop (@fastify/compress's default on two cores). */
const SYNC_LIMIT_BYTES = 8192;
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** Brotli at quality 4, as @fastify/compress: close to gzip's speed, smaller output. */
export function brotliOptionsFor(size: number) {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

let lastHeader: string | undefined;
let lastChoice: Encoding = 'identity';

/**
 * The encoding to serve for an Accept-Encoding header: brotli, then gzip, else the plain bytes. An
 * explicit `q=0` refuses a coding, `*` accepts any not named. Browsers send the same header on every
 * request, so the last answer is remembered.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  if (header === lastHeader) return lastChoice;
  const accepted = new Map<string, boolean>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(name, q === undefined || Number.parseFloat(q.slice(2)) > 0);
  }
  const allows = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? false;
  const choice: Encoding = allows('br') ? 'br' : allows('gzip') || allows('x-gzip') ? 'gzip' : 'identity';
  lastHeader = header;
  lastChoice = choice;
  return choice;
}

export function addVary(reply: FastifyReply, header: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('*') || names.includes(header)) return;
  reply.header('vary', current ? `${current}, ${header}` : header);
}

/**
 * Compresses every reply made in memory (JSON, HTML, text) in one call to zlib on libuv's
 * threadpool. @fastify/compress, registered after this hook, still handles streamed replies (the
 * client's files); it leaves a reply alone once it has a Content-Encoding. Its way with a reply in
 * memory (a stream per reply above 8 KB) took about 17 % of the event loop under load: most of the
 * API's big replies (a wizard, a preview, a download page's texts) are 10–100 KB.
 */
export function registerReplyCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined)
      return payload;
    if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? 'application/json')))
      return payload;

    addVary(reply, 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const brotliOptions = brotliOptionsFor(size);
    // A small reply (the app shell, most API replies) takes less time to compress than a trip to
    // the threadpool and back: it is compressed here and now, as @fastify/compress also did.
    if (size <= SYNC_LIMIT_BYTES) {
      const body = encoding === 'br' ? brotliCompressSync(payload, brotliOptions) : gzipSync(payload);
      return compressedReply(reply, encoding, body);
    }
    const body = encoding === 'br' ? await brotli(payload, brotliOptions) : await gzipAsync(payload);
    return compressedReply(reply, encoding, body);
  });
}

function compressedReply(reply: FastifyReply, encoding: Encoding, body: Buffer): Buffer {
  reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return body;
}
