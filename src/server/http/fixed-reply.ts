import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchNames } from './etag';
import { addVary, brotliOptionsFor, chooseEncoding, type Encoding } from './reply-compression';

export type FixedReply = {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
};

/**
 * A JSON reply that does not change while the server runs (a wizard's definition and texts, the
 * country list): serialized once, compressed once per encoding when first asked for, and sent with
 * an ETag so that a browser holding it gets a 304. Every visitor's wizard asks for two of them; made
 * afresh they cost a 50 KB serialization and compression each time.
 */
export function fixedJsonReply(body: unknown): FixedReply {
  const json = Buffer.from(JSON.stringify(body));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  const encoded = new Map<Encoding, Buffer>([['identity', json]]);
  const bodyIn = (encoding: Encoding): Buffer => {
    let bytes = encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(json, brotliOptionsFor(json.length)) : gzipSync(json);
      encoded.set(encoding, bytes);
    }
    return bytes;
  };
  return {
    send(request, reply) {
      reply.header('etag', etag);
      addVary(reply, 'accept-encoding');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatchNames(ifNoneMatch, (tag) => tag === etag)) return reply.code(304).send();
      const encoding =
        request.headers['x-no-compression'] === undefined
          ? chooseEncoding(request.headers['accept-encoding'])
          : 'identity';
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(bodyIn(encoding));
    },
  };
}
