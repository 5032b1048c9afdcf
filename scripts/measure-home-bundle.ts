import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleFigures = { jsKb: number; cssKb: number; totalKb: number; files: number };

/**
 * What the home page downloads before it can render, gzipped: the entry script, every chunk it
 * preloads (among them the English catalogs, loaded at every start) and its stylesheets.
 */
export function measureHomeBundle(clientDir = path.resolve('dist/client')): BundleFigures {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
  let js = 0;
  let css = 0;
  const files = [...new Set(referenced)];
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return { jsKb: kb(js), cssKb: kb(css), totalKb: kb(js + css), files: files.length };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(measureHomeBundle());
