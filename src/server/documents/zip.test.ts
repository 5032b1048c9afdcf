import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipPackage } from './zip';

describe('zipPackage', () => {
  const files = () =>
    new Map<string, string | Uint8Array>([
      ['word/document.xml', '<w:document>Grüße – Ελλάδα</w:document>'.repeat(50)],
      ['[Content_Types].xml', '<Types/>'],
      ['word/media/bytes.bin', new Uint8Array([0, 1, 2, 255])],
    ]);

  it('writes a zip any reader opens: content types first, every entry dated as given', async () => {
    const date = new Date('2026-11-20T13:45:30Z');
    const zip = await JSZip.loadAsync(zipPackage(files(), date), { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual([
      '[Content_Types].xml',
      'word/document.xml',
      'word/media/bytes.bin',
    ]);
    expect(await zip.file('word/document.xml')?.async('string')).toBe(
      '<w:document>Grüße – Ελλάδα</w:document>'.repeat(50),
    );
    expect([...((await zip.file('word/media/bytes.bin')?.async('uint8array')) ?? [])]).toEqual([
      0, 1, 2, 255,
    ]);
    // Zip dates have no time zone: they are written, and JSZip reads them, as UTC (in two-second steps).
    expect(zip.file('[Content_Types].xml')?.date.toISOString()).toBe('2026-11-20T13:45:30.000Z');
  });

  it('gives the same bytes for the same files and date', () => {
    const date = new Date('2026-11-20T00:00:00Z');
    expect(zipPackage(files(), date).equals(zipPackage(files(), date))).toBe(true);
    expect(zipPackage(files(), date).equals(zipPackage(files(), new Date('2026-11-21T00:00:00Z')))).toBe(
      false,
    );
  });
});
