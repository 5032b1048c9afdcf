import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('fills placeholders from the values, then from the fallback', () => {
    expect(
      fillTemplate('{{a}} and {{b}}', { values: { a: 'one' }, fallback: { a: 'x', b: 'two' } }, 't'),
    ).toBe('one and two');
  });

  it('inserts values as they are, never reading them as template text', () => {
    expect(fillTemplate('{{a}}', { values: { a: '{{b}}' } }, 't')).toBe('{{b}}');
  });

  it('refuses a placeholder without a value, naming the text', () => {
    expect(() => fillTemplate('Hello {{name}}', { values: {} }, 'clause intro')).toThrow(
      'clause intro: no value for {{name}}',
    );
  });

  const template = 'A\n{{#on}}\nB\n{{#off}}\nC\n{{/off}}\n{{/on}}\n{{^on}}\nD\n{{/on}}\nE\n';

  it('keeps `#` sections whose condition holds and `^` sections whose condition does not, nested too', () => {
    expect(fillTemplate(template, { values: {}, conditions: { on: true, off: false } }, 't')).toBe(
      'A\nB\nE\n',
    );
    expect(fillTemplate(template, { values: {}, conditions: { on: false, off: true } }, 't')).toBe(
      'A\nD\nE\n',
    );
  });

  it('keeps sections inside a line, and skips the placeholders of a dropped section', () => {
    const inline = 'We use {{#cookies}}cookies of {{vendor}}{{/cookies}}{{^cookies}}no cookies{{/cookies}}.';
    expect(fillTemplate(inline, { values: {}, conditions: { cookies: false } }, 't')).toBe(
      'We use no cookies.',
    );
    expect(fillTemplate(inline, { values: { vendor: 'X' }, conditions: { cookies: true } }, 't')).toBe(
      'We use cookies of X.',
    );
  });

  it('refuses an unknown condition and a section never closed or closed by another name', () => {
    expect(() => fillTemplate('{{#typo}}\nX\n{{/typo}}\n', { values: {} }, 't')).toThrow('typo');
    expect(() => fillTemplate('{{#a}}X', { values: {}, conditions: { a: true } }, 't')).toThrow(
      'never closed',
    );
    expect(() => fillTemplate('{{#a}}X{{/b}}', { values: {}, conditions: { a: true } }, 't')).toThrow(
      'closes no open section',
    );
  });
});
