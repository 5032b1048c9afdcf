import { describe, expect, it } from 'vitest';
import { unstorableTextIn } from './data-body';

const hasLoneSurrogate = (payload: unknown) => unstorableTextIn(payload) === 'request.invalidText';

describe('unstorableTextIn: lone surrogates', () => {
  it('accepts any well-formed text, pairs outside the basic plane included', () => {
    expect(
      hasLoneSurrogate({ name: 'Zoë 😀 株式会社', list: ['a', { b: '𝄞' }], n: 1, ok: true, none: null }),
    ).toBe(false);
  });

  it('finds half a pair anywhere: a value, a nested list, a key, either half, at either end', () => {
    expect(hasLoneSurrogate({ name: '\ud800' })).toBe(true);
    expect(hasLoneSurrogate({ a: [{ b: ['x', 'end\udfff'] }] })).toBe(true);
    expect(hasLoneSurrogate({ 'key\ud83d': 'value' })).toBe(true);
    expect(hasLoneSurrogate({ reversed: '\ude00\ud83d' })).toBe(true);
  });

  it('walks a list longer than a function call takes arguments', () => {
    const long = Array.from({ length: 500_000 }, () => 0);
    expect(hasLoneSurrogate({ long })).toBe(false);
    long.push('\udc00' as unknown as number);
    expect(hasLoneSurrogate({ long })).toBe(true);
  });

  it('walks a payload nested deeper than the call stack would allow', () => {
    let deep: unknown = 'bottom\ud800';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(hasLoneSurrogate({ deep })).toBe(true);
  });
});

describe('unstorableTextIn: the null character', () => {
  it('finds U+0000 in a value or a key, at any depth, and says which problem it is', () => {
    expect(unstorableTextIn({ first_name: '\u0000' })).toBe('request.nullCharacter');
    expect(unstorableTextIn({ a: [{ b: ['x', 'end\u0000'] }] })).toBe('request.nullCharacter');
    expect(unstorableTextIn({ 'key\u0000': 'value' })).toBe('request.nullCharacter');
  });

  it('leaves other control characters to the calls that decide about them', () => {
    expect(unstorableTextIn({ text: 'tab\tbell\u0007escape\u001b' })).toBeUndefined();
  });
});
