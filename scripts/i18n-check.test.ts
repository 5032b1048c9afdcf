import { describe, expect, it } from 'vitest';
import { checkTranslations, flatten, placeholders } from './i18n-check';

describe('i18n check', () => {
  it('flattens nested catalogs to dotted keys', () => {
    expect([...flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }).keys()]).toEqual(['a.b', 'a.c.d', 'e']);
  });

  it('compares placeholders regardless of order and spacing', () => {
    expect(placeholders('Hi {{name}}, see {{ url }}')).toBe(placeholders('{{url}} {{name}}'));
    expect(placeholders('Hi {{name}}')).not.toBe(placeholders('Hi {{nom}}'));
  });

  it('finds every catalog and site document complete in this repository', () => {
    expect(checkTranslations()).toEqual([]);
  });
});
