/**
 * Whether an If-None-Match header names a current ETag (RFC 9110 §13.1.2): `*`, or any listed tag
 * for which `isCurrent` holds, compared weakly (a `W/` prefix is ignored, as GET allows).
 */
export function ifNoneMatchNames(header: string, isCurrent: (etag: string) => boolean): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => isCurrent(tag.trim().replace(/^W\//, '')));
}
