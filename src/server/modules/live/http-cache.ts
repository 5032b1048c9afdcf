import type { IncomingHttpHeaders } from 'node:http';
import type { CachedPage, Encoding } from './page-cache';

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

/**
 * Whether the visitor's copy is current (RFC 9110 §13.1): If-None-Match decides when present (weak
 * comparison, any encoding of the same bytes counts), otherwise If-Modified-Since at whole seconds.
 */
export function isNotModified(headers: IncomingHttpHeaders, page: CachedPage): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => page.etags.has(tag.trim().replace(/^W\//, '')));
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined || !page.lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && page.lastModifiedSeconds <= Math.floor(since / 1000);
}
