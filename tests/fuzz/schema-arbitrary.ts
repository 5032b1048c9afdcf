import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0) the routes' zod schemas turn into. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  $ref?: string;
};

/**
 * Values a field of this name should mostly take so a generated body gets past the first checks
 * and into the service (real ids, real e-mail addresses, country codes): `undefined` means none.
 */
export type FieldHints = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

/** JSON-safe values of any shape and unicode text, for fields the schema leaves open (`z.unknown()`). */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.anything({
  maxDepth: 3,
  maxKeys: 6,
  stringUnit: 'grapheme',
  withBoxedValues: false,
  withMap: false,
  withSet: false,
  withBigInt: false,
  withDate: false,
  withTypedArray: false,
  withSparseArray: false,
  withNullPrototype: true,
});

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  const sized = fc.string({ unit: 'grapheme', minLength, maxLength });
  if (schema.pattern) {
    try {
      // Matching strings longer than the schema allows are still useful: they test the length check.
      return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), sized);
    } catch {
      return sized;
    }
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  // The longest allowed value and one past it: the edges of the length checks.
  const edges =
    schema.maxLength !== undefined
      ? [fc.constant('x'.repeat(schema.maxLength)), fc.constant('x'.repeat(schema.maxLength + 1))]
      : [];
  return fc.oneof({ arbitrary: sized, weight: 4 }, ...edges);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  if (integer) {
    const clamp = (value: number) =>
      Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, value));
    return fc.integer({ min: clamp(min), max: clamp(max) });
  }
  return fc.double({ min, max, noNaN: true });
}

function objectArbitrary(schema: JsonSchema, hints: FieldHints, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const open = schema.additionalProperties;
  if (names.length === 0) {
    const values = typeof open === 'object' ? arbitraryOf(open, hints, depth + 1) : anyJsonValue;
    return fc.dictionary(fc.string({ unit: 'grapheme', maxLength: 20 }), values, { maxKeys: 6 });
  }
  const shape = Object.fromEntries(
    names.map((name) => [name, fieldArbitrary(name, properties[name] ?? {}, hints, depth + 1)]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((name) => name in shape) });
}

function fieldArbitrary(name: string, schema: JsonSchema, hints: FieldHints, depth: number) {
  const hinted = hints(name, schema);
  const shaped = arbitraryOf(schema, hints, depth);
  return hinted ? fc.oneof({ arbitrary: hinted, weight: 3 }, { arbitrary: shaped, weight: 1 }) : shaped;
}

/**
 * Values shaped like the schema: mostly valid, sometimes at or past a length or range edge.
 * Depth is capped, so recursive or very open schemas stay small.
 */
export function arbitraryOf(schema: JsonSchema, hints: FieldHints, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6 || schema.$ref) return anyJsonValue;
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, hints, depth)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], hints, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object':
        return objectArbitrary(schema, hints, depth);
      case 'array':
        return fc.array(arbitraryOf(schema.items ?? {}, hints, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 8)),
        });
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return anyJsonValue;
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}
