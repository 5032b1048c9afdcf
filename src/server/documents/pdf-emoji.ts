/**
 * Emoji in PDF text. DejaVu Sans, the PDF's text font, has no emoji: an answer such as "Café ☕ &
 * Bakery 🥐" would print empty boxes. Emoji are written in Noto Emoji (monochrome, OFL), whose own
 * shaping turns sequences into one glyph: a family joined by zero-width joiners, a flag from two
 * regional indicators, a keycap, a skin tone.
 *
 * `splitEmoji` cuts a text into stretches for the text font and stretches for the emoji font, keeping
 * each emoji sequence whole. Variation selectors that DejaVu cannot draw are left out of its stretches.
 */

import { inflateSync } from 'node:zlib';

/** The emoji font's file, as a module path (the whole emoji set in one file, with its sequences). */
export const EMOJI_FONT_MODULE = '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff';

/**
 * A WOFF font file as the plain TrueType/OpenType file it packs (each table inflated once). The font
 * library reads a WOFF's tables by inflating them again at every access, the whole glyph table for
 * each glyph it loads: a few megabytes of inflating per document for the emoji font.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let index = 0; index < numTables; index++) {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const packed = woff.subarray(offset, offset + compressedLength);
    tables.push({
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(packed) : packed,
    });
  }
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

export type Stretch = { text: string; emoji: boolean };

/** Whether a font can draw a character. */
export type HasGlyph = (codePoint: number) => boolean;

/**
 * Text without any character outside these (Latin, general punctuation) needs no look-up: the case of
 * almost every document, checked with one regular expression.
 */
const MAY_NEED_EMOJI = /[^\t\n\r\u0020-\u024f\u2000-\u206f]/;

const ZERO_WIDTH_JOINER = 0x200d;
const EMOJI_PRESENTATION = 0xfe0f;
const TEXT_PRESENTATION = 0xfe0e;
const KEYCAP = 0x20e3;

const isSkinTone = (codePoint: number) => codePoint >= 0x1f3fb && codePoint <= 0x1f3ff;
/** Tag characters: they spell the region of a subdivision flag (England, Scotland, Wales). */
const isTag = (codePoint: number) => codePoint >= 0xe0020 && codePoint <= 0xe007f;
const isRegionalIndicator = (codePoint: number) => codePoint >= 0x1f1e6 && codePoint <= 0x1f1ff;

/** Characters that only modify the character before them in an emoji sequence. */
const extendsEmoji = (codePoint: number) =>
  codePoint === EMOJI_PRESENTATION || codePoint === KEYCAP || isSkinTone(codePoint) || isTag(codePoint);

export function splitEmoji(text: string, hasTextGlyph: HasGlyph, hasEmojiGlyph: HasGlyph): Stretch[] {
  if (!MAY_NEED_EMOJI.test(text)) return [{ text, emoji: false }];
  const codePoints = Array.from(text, (char) => char.codePointAt(0) ?? 0);
  const stretches: Stretch[] = [];
  const push = (part: string, emoji: boolean) => {
    if (!part) return;
    const last = stretches[stretches.length - 1];
    if (last && last.emoji === emoji) last.text += part;
    else stretches.push({ text: part, emoji });
  };
  let index = 0;
  while (index < codePoints.length) {
    const start = index;
    const base = codePoints[index] as number;
    index++;
    // The sequence: modifiers, a second regional indicator, and characters joined by a joiner.
    if (isRegionalIndicator(base) && isRegionalIndicator(codePoints[index] ?? 0)) index++;
    for (;;) {
      const next = codePoints[index] ?? -1;
      if (extendsEmoji(next) || next === TEXT_PRESENTATION) index++;
      else if (next === ZERO_WIDTH_JOINER && index + 1 < codePoints.length) index += 2;
      else break;
    }
    const sequence = codePoints.slice(start, index);
    const asText = sequence.includes(TEXT_PRESENTATION) && hasTextGlyph(base);
    const wantsEmoji = sequence.length > 1 && !asText;
    const emoji = hasEmojiGlyph(base) && (wantsEmoji || !hasTextGlyph(base));
    if (emoji) {
      push(String.fromCodePoint(...sequence), true);
    } else {
      // Drawn by the text font: without the selectors and modifiers it has no glyph for.
      push(
        String.fromCodePoint(
          ...sequence.filter(
            (codePoint) =>
              codePoint === base ||
              !(
                codePoint === EMOJI_PRESENTATION ||
                codePoint === TEXT_PRESENTATION ||
                isSkinTone(codePoint)
              ) ||
              hasTextGlyph(codePoint),
          ),
        ),
        false,
      );
    }
  }
  return stretches;
}
