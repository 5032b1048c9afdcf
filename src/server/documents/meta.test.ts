import { describe, expect, it } from 'vitest';
import type { InlineNode } from '../../shared/documents/ast';
import { flattenInline, listMarker } from './inline-runs';
import { metaFingerprint, pageLabelParts, pageLabelText } from './meta';
import { SAMPLE_META } from './test-fixtures';

describe('page labels', () => {
  it('fills a template or calls a function', () => {
    expect(pageLabelText('{{page}} / {{total}}', 3, 12)).toBe('3 / 12');
    expect(pageLabelText((page, total) => `Pagina ${page} di ${total}`, 3, 12)).toBe('Pagina 3 di 12');
  });

  it('splits a label into text and page fields, wherever the language puts them', () => {
    expect(pageLabelParts('{{page}} / {{total}}')).toEqual([{ field: 'page' }, ' / ', { field: 'total' }]);
    expect(pageLabelParts((page, total) => `Seite ${page} von ${total}`)).toEqual([
      'Seite ',
      { field: 'page' },
      ' von ',
      { field: 'total' },
    ]);
    expect(pageLabelParts((page, total) => `${total}ページ中${page}ページ`)).toEqual([
      { field: 'total' },
      'ページ中',
      { field: 'page' },
      'ページ',
    ]);
  });

  it('gives the same fingerprint for the same label written either way', () => {
    expect(metaFingerprint({ ...SAMPLE_META, pageLabel: (page, total) => `${page} / ${total}` })).toBe(
      metaFingerprint(SAMPLE_META),
    );
  });
});

describe('flattenInline', () => {
  it('turns nested formatting into flat runs and joins neighbours that look alike', () => {
    const nodes: InlineNode[] = [
      { type: 'text', value: 'a ' },
      {
        type: 'strong',
        children: [
          { type: 'text', value: 'b ' },
          { type: 'emphasis', children: [{ type: 'text', value: 'c' }] },
          { type: 'text', value: ' ' },
          {
            type: 'link',
            href: 'https://x.example',
            children: [
              { type: 'text', value: 'd ' },
              { type: 'strong', children: [{ type: 'text', value: 'e' }] },
            ],
          },
        ],
      },
      { type: 'text', value: ' f' },
      { type: 'text', value: '  g' },
    ];
    expect(flattenInline(nodes)).toEqual([
      { text: 'a ', bold: false, italic: false, href: null },
      { text: 'b ', bold: true, italic: false, href: null },
      { text: 'c', bold: true, italic: true, href: null },
      { text: ' ', bold: true, italic: false, href: null },
      { text: 'd e', bold: true, italic: false, href: 'https://x.example' },
      { text: ' f  g', bold: false, italic: false, href: null },
    ]);
  });

  it('keeps a hard break as a run of its own', () => {
    const runs = flattenInline([
      { type: 'text', value: 'one' },
      { type: 'break' },
      { type: 'break' },
      { type: 'text', value: 'two' },
    ]);
    expect(runs.map((run) => run.text)).toEqual(['one', '\n', '\n', 'two']);
  });

  it('numbers list markers from the list start', () => {
    expect(listMarker(true, 3, 2)).toBe('5.');
    expect(listMarker(false, 1, 4)).toBe('•');
  });
});
