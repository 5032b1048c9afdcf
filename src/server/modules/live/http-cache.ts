import type { IncomingHttpHeaders } from 'node:http';
import { ifNoneMatchNames } from '../../http/etag';
import type { CachedPage } from './page-cache';

/**
 * Whether the visitor's copy is current (RFC 9110 §13.1): If-None-Match decides when present (weak
 * comparison, any encoding of the same bytes counts), otherwise If-Modified-Since at whole seconds.
 */
export function isNotModified(headers: IncomingHttpHeaders, page: CachedPage): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatchNames(ifNoneMatch, (etag) => page.etags.has(etag));
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined || !page.lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && page.lastModifiedSeconds <= Math.floor(since / 1000);
}
