import { AGREEMENT_TYPES } from '../../shared/agreements/types';
import { SITE_LEGAL_DOCUMENTS } from '../../shared/site-legal';

/**
 * What a route parameter may hold: one of a list of values, or text matching a regular expression
 * (its source, anchored, no flags). The route table names a rule for each parameter it checks; the
 * build writes the rules beside the path patterns (scripts/route-preloads.ts), so the server answers
 * an address the client shows as its 404 page with status 404 too. Plain data, no browser code:
 * the build imports this module.
 */
export type ParamRule = { oneOf: readonly string[] } | { pattern: string };

export const PARAM_RULES = {
  /** A known agreement type; whether its generator exists is the server's answer to the wizard. */
  'agreement-type': { oneOf: AGREEMENT_TYPES.map((type) => type.slug) },
  'site-legal-document': { oneOf: SITE_LEGAL_DOCUMENTS },
  uuid: { pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
} as const satisfies Record<string, ParamRule>;

export type ParamRuleName = keyof typeof PARAM_RULES;

export function isParamRuleName(name: string): name is ParamRuleName {
  return Object.hasOwn(PARAM_RULES, name);
}

export function followsRule(rule: ParamRule, value: string): boolean {
  return 'oneOf' in rule ? rule.oneOf.includes(value) : new RegExp(rule.pattern).test(value);
}

/**
 * Whether every checked parameter has a value its rule allows. An optional parameter left out
 * (`/dev/mailbox/:id?` without an id) has nothing to check.
 */
export function paramsFollowRules(
  rules: Readonly<Record<string, ParamRuleName>> | undefined,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return Object.entries(rules ?? {}).every(([name, ruleName]) => {
    const value = params[name];
    return value === undefined || followsRule(PARAM_RULES[ruleName], value);
  });
}
