import type { FastifyRequest } from 'fastify';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { messageExists } from '../i18n';

type FieldMessage = { field: string; message: string };

function valueAt(root: unknown, path: string[]): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function expectedWord(request: FastifyRequest, expected: unknown): string {
  const known = ['string', 'number', 'boolean', 'object', 'array'];
  const key = typeof expected === 'string' && known.includes(expected) ? expected : 'other';
  return request.t(`validation.expected.${key}`);
}

/**
 * Turns the schema validation issues of one request into messages naming each field,
 * in the caller's language. A schema may give an i18n key as an issue's message (for example
 * `password.tooShort`); it is used as is when the catalog has it.
 */
export function describeValidationIssues(
  request: FastifyRequest,
  issues: ZodFastifySchemaValidationError[],
  context: string | undefined,
): FieldMessage[] {
  const source =
    context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
  const results: FieldMessage[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || 'data';
    const params = issue.params as Record<string, unknown>;
    const t = request.t;
    if (issue.message && messageExists(issue.message)) {
      results.push({ field, message: t(issue.message, { field }) });
      continue;
    }
    switch (issue.keyword) {
      case 'unrecognized_keys':
        for (const key of (params.keys as string[] | undefined) ?? []) {
          const name = [...path, key].join('.');
          results.push({ field: name, message: t('validation.unknownField', { field: name }) });
        }
        break;
      case 'invalid_type':
        results.push({
          field,
          message:
            valueAt(source, path) === undefined
              ? t('validation.required', { field })
              : t('validation.type', { field, expected: expectedWord(request, params.expected) }),
        });
        break;
      case 'too_big':
        results.push({
          field,
          message: t(params.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig', {
            field,
            max: String(params.maximum),
          }),
        });
        break;
      case 'too_small': {
        const emptyText = params.origin === 'string' && Number(params.minimum) === 1;
        results.push({
          field,
          message: emptyText
            ? t('validation.required', { field })
            : t(params.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall', {
                field,
                min: String(params.minimum),
              }),
        });
        break;
      }
      case 'invalid_value':
        results.push({
          field,
          message: t('validation.invalidOption', {
            field,
            options: ((params.values as unknown[] | undefined) ?? []).map(String).join(', '),
          }),
        });
        break;
      case 'invalid_format': {
        const byFormat: Record<string, string> = {
          email: 'validation.invalidEmail',
          url: 'validation.invalidUrl',
          uuid: 'validation.invalidUuid',
        };
        results.push({
          field,
          message: t(byFormat[String(params.format)] ?? 'validation.invalid', { field }),
        });
        break;
      }
      default:
        results.push({ field, message: t('validation.invalid', { field }) });
    }
  }
  return results;
}
