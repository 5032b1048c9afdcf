import fc from 'fast-check';
import { hostileMarkdown } from '../markdown-hostile-inputs';
import { anyJsonValue } from './schema-arbitrary';

/** Keys that poison prototypes when a server merges objects carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Nested `depth` levels deep as JSON text, built as text because JSON.stringify would recurse. */
export function deeplyNestedJson(depth: number, kind: 'object' | 'array'): string {
  return kind === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

/** A nested object value (not text): JSON.stringify copes with a few hundred levels. */
function deeplyNestedValue(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Strings servers get wrong: empty, control characters, bidi overrides, lone surrogates, injections. */
export const awkwardString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: controlCharacter, maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\udfff',
    '\u202e\u2066evil',
    '\ufeff',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '1e309',
    '-0',
    '__proto__',
    'constructor',
    'toString',
    '../../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    "' OR 1=1 --",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, meant literally.
    '${7*7}{{7*7}}',
    '%s%n%x',
    '𝕏🏳️‍🌈ﷺ',
    'Ünïcødé — „quotes“ « » ‘’',
  ),
);

/** A string of 1 000 to 300 000 characters (repeated, so generating it stays cheap). */
export const longString: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
    fc.integer({ min: 1_000, max: 300_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/**
 * Markdown built to cost the parser and the renderers the most per character (open brackets, nested
 * emphasis, a heading followed by a run of "#", a hundred thousand one-line paragraphs…), at a length
 * past which the server does such work in its render pool.
 */
export const hostileMarkdownString: fc.Arbitrary<string> = fc.constantFrom(
  ...Object.values(hostileMarkdown(60_000)),
);

/** Any JSON value a field should not hold: wrong types, edge numbers, huge or deeply nested values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyJsonValue, weight: 4 },
  { arbitrary: awkwardString, weight: 4 },
  { arbitrary: longString, weight: 1 },
  { arbitrary: hostileMarkdownString, weight: 1 },
  {
    arbitrary: fc.constantFrom(
      0,
      -1,
      1.5,
      Number.MAX_SAFE_INTEGER + 2,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      5e-324,
      true,
      false,
      null,
      [],
      {},
      [null],
      [[[]]],
    ),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: 50, max: 400 }).map(deeplyNestedValue), weight: 1 },
  { arbitrary: fc.array(fc.integer(), { minLength: 1_000, maxLength: 5_000 }), weight: 1 },
);

/** JSON text no JSON.stringify call produces: invalid, non-finite numbers, 1000 levels, poisoned keys. */
export const rawJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    deeplyNestedJson(1000, 'object'),
    deeplyNestedJson(1000, 'array'),
    deeplyNestedJson(10_000, 'array'),
    `{"data":${deeplyNestedJson(1000, 'object')}}`,
    `{"answers":${deeplyNestedJson(1000, 'object')}}`,
    '1e309',
    '{"amount":1e309}',
    '{"amount":-1e309,"premium":1e-400}',
    'NaN',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '"\\ud800"',
    '{"\\u0000":"\\u0000"}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":{"__proto__":{"polluted":true}},"b":{"constructor":{"prototype":{"x":1}}}}',
    '{"email":"a@example.com","email":"b@example.com"}',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '[{}]',
    '\ufeff{}',
    ' ',
    '\u0000',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Content types the API does not speak, spelled oddly, or missing their parameters. */
export const oddContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/x-www-form-urlencoded; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nope',
  'multipart/mixed; boundary=x',
  'application/vnd.api+json',
  'application/merge-patch+json',
  ';',
  ';;;=',
  'x',
  '*/*',
);

/** Header values as they can arrive over HTTP (printable ASCII; bytes above 127 arrive as latin1). */
export const headerText = (maxLength: number) =>
  fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** Path segments that are not what a route expects, already encoded for the URL. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom(
    '..%2f..%2fetc%2fpasswd',
    '..%2F',
    '%2e%2e',
    '..',
    '.',
    '%00',
    '%',
    '%zz',
    '%C0%AF',
    '%ff',
    '%F0%9F%98%80',
    'null',
    'undefined',
    '0',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    'constructor',
    'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '%7B00000000-0000-0000-0000-000000000000%7D',
    '%20',
    'a;b=c',
    'a%3Fb',
    'a%23b',
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}x`),
  fc.integer({ min: 300, max: 3_000 }).map((length) => 'a'.repeat(length)),
);

/** Query strings beyond what any call reads: pollution keys, repeats, bad escapes, very long ones. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc
    .dictionary(awkwardString, awkwardString, { maxKeys: 5 })
    .map((entries) => new URLSearchParams(entries).toString()),
  fc.constantFrom(
    '__proto__[polluted]=1',
    '__proto__.polluted=1',
    'constructor[prototype][polluted]=1',
    'lang=de&lang=fr',
    'language=xx',
    'language[]=en',
    'a=%zz',
    '%=%',
    '&&&=&',
    'a[]=1&a[]=2',
    '%00=%00',
    `x=${'y'.repeat(20_000)}`,
    'x=1&'.repeat(3_000),
  ),
);

type Pick = number[];

/** The object and key a mutation acts on: walks `pick` down through objects and arrays. */
function targetOf(
  root: Record<string, unknown>,
  pick: Pick,
): { container: Record<string, unknown>; key?: string } {
  let container = root;
  for (const choice of pick) {
    const keys = Object.keys(container);
    if (keys.length === 0) return { container };
    const key = keys[choice % keys.length] as string;
    const child = container[key];
    if (choice % 3 === 0 && typeof child === 'object' && child !== null) {
      container = child as Record<string, unknown>;
      continue;
    }
    return { container, key };
  }
  return { container };
}

/** Sets a key as an own, enumerable property, even `__proto__`, so JSON.stringify sends it. */
function setOwn(container: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(container, key, { value, enumerable: true, configurable: true, writable: true });
}

export type Mutation =
  | { kind: 'as-is' }
  | { kind: 'drop'; pick: Pick }
  | { kind: 'extra'; pick: Pick; key: string; value: unknown }
  | { kind: 'replace'; pick: Pick; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'as-is' } as const), weight: 6 },
  {
    arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.array(fc.nat(), { maxLength: 4 }) }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      pick: fc.array(fc.nat(), { maxLength: 4 }),
      key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'toString', 'hasOwnProperty'), awkwardString),
      value: hostileValue,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      pick: fc.array(fc.nat(), { maxLength: 4 }),
      value: hostileValue,
    }),
    weight: 4,
  },
);

/** JSON.stringify that never throws (fast-check values are JSON-safe, but be explicit about it). */
export function toJsonText(value: unknown): string {
  return (
    JSON.stringify(value, (_key, entry) => (typeof entry === 'bigint' ? entry.toString() : entry)) ?? 'null'
  );
}

/** A copy of a schema-shaped value with one field removed, added or replaced by something hostile. */
export function applyMutation(value: unknown, change: Mutation): unknown {
  if (change.kind === 'as-is') return value;
  const copy = JSON.parse(toJsonText(value)) as unknown;
  if (typeof copy !== 'object' || copy === null) return change.kind === 'replace' ? change.value : copy;
  const { container, key } = targetOf(copy as Record<string, unknown>, change.pick);
  if (change.kind === 'drop') {
    if (key !== undefined) delete container[key];
  } else if (change.kind === 'extra') {
    setOwn(container, change.key, change.value);
  } else if (key !== undefined) {
    setOwn(container, key, change.value);
  } else {
    return change.value;
  }
  return copy;
}
