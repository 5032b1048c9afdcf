import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EMOJI_FONT_MODULE, splitEmoji, woffToSfnt } from './pdf-emoji';

// The text font here draws Latin letters, digits, "#" and "©"; the emoji font draws emoji, digits,
// "#" and "©" (as Noto Emoji does), and the joiners and modifiers of its sequences.
const textFont = (codePoint: number) => codePoint < 0x250 || codePoint === 0x20e3;
const emojiFont = (codePoint: number) =>
  codePoint >= 0x1f000 ||
  codePoint === 0x2615 ||
  codePoint === 0x23 ||
  (codePoint >= 0x30 && codePoint <= 0x39);
const split = (text: string) => splitEmoji(text, textFont, emojiFont);

describe('splitEmoji', () => {
  it('leaves text without emoji whole', () => {
    expect(split('Café & Bakery, 12 rue de Rivoli')).toEqual([
      { text: 'Café & Bakery, 12 rue de Rivoli', emoji: false },
    ]);
  });

  it('gives emoji to the emoji font, the text around them to the text font', () => {
    expect(split('Café ☕ & Bakery 🥐!')).toEqual([
      { text: 'Café ', emoji: false },
      { text: '☕', emoji: true },
      { text: ' & Bakery ', emoji: false },
      { text: '🥐', emoji: true },
      { text: '!', emoji: false },
    ]);
  });

  it('keeps sequences whole: joined family, flag, skin tone, keycap, presentation selector', () => {
    for (const sequence of ['👨\u200d👩\u200d👧', '🇩🇪', '👍🏽', '1\ufe0f\u20e3', '☕\ufe0f']) {
      expect(split(`a${sequence}b`), sequence).toEqual([
        { text: 'a', emoji: false },
        { text: sequence, emoji: true },
        { text: 'b', emoji: false },
      ]);
    }
  });

  it('draws a character both fonts have as text unless the emoji form is asked for', () => {
    expect(split('#1')).toEqual([{ text: '#1', emoji: false }]);
    expect(split('#\ufe0f\u20e3')).toEqual([{ text: '#\ufe0f\u20e3', emoji: true }]);
    // The text form asked for: the selector, which the text font cannot draw, is left out.
    expect(split('1\ufe0e')).toEqual([{ text: '1', emoji: false }]);
  });

  it('leaves characters neither font has to the text font', () => {
    expect(split('漢字')).toEqual([{ text: '漢字', emoji: false }]);
  });
});

describe('woffToSfnt', () => {
  it('unpacks the emoji font into the font file it packs: its tables, its size', () => {
    const woff = readFileSync(createRequire(import.meta.url).resolve(EMOJI_FONT_MODULE));
    const sfnt = woffToSfnt(woff);
    // The flavour (TrueType outlines), the number of tables, and the size the WOFF says it unpacks to.
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    // A font file that is not a WOFF is left as it is.
    expect(woffToSfnt(sfnt)).toBe(sfnt);
  });
});
