/**
 * Bounds on what one GraphQL document may ask, so that no single request can make the gateway
 * (or the subgraphs behind it) do unbounded work: a deep or wide selection, thousands of aliases
 * of one expensive field, piles of directives, or a document so long that parsing it is the cost.
 *
 *   tokens      graphql-js's own parser stops lexing past the limit (`maxLexicalTokens`), so a
 *               deeply nested document is refused before the recursive parser can run out of stack
 *   depth       nesting of selections, a fragment spread counting as a level
 *   aliases     aliased fields, `__typename` included (the same field under many names is the
 *               cheapest way to multiply a query's work)
 *   directives  directive applications
 *   cost        GraphQL Armor's estimate: each field costs 1 (scalar) or 2 (object) plus 1.5 times
 *               what it selects, so the cost grows with both breadth and depth
 *
 * Depth, aliases, directives and cost are GraphQL Armor's validation rules: they run once per
 * distinct document, with graphql-js's own rules, and Apollo Server caches the validated
 * document, so a document seen before costs nothing more. Depth and cost skip what is under
 * `__schema` (the introspection query of tooling is deeper than any operation of the product):
 * that part is refused altogether without introspection, and otherwise bounded by graphql-js's
 * MaxIntrospectionDepthRule and the token limit.
 *
 * A limit of 0 turns that limit off (benchmarks compare with and without). Each refusal is a 400
 * whose message names the limit and its value, with one stable `extensions.code` per limit:
 *
 *   TOKEN_LIMIT_EXCEEDED      "Token limit of 1000 exceeded."
 *   DEPTH_LIMIT_EXCEEDED      "Query depth limit of 10 exceeded, found 11."
 *   ALIAS_LIMIT_EXCEEDED      "Aliases limit of 15 exceeded, found 16."
 *   DIRECTIVE_LIMIT_EXCEEDED  "Directives limit of 20 exceeded, found 21."
 *   COST_LIMIT_EXCEEDED       "Query Cost limit of 1500 exceeded, found 1523.5."
 *
 * (the codes are listed with the other request error codes in the shared contracts, so the
 * gateway's error masking shows them as they are).
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLQueryLimitErrorCode } from '@smarthome/service-kit/contracts';
import {
  GraphQLError,
  type GraphQLFormattedError,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  maxCost: number;
}

/** The refusal of one limit, reported by its validation rule. */
class QueryLimitError extends GraphQLError {
  constructor(
    message: string,
    readonly code: GraphQLQueryLimitErrorCode,
  ) {
    super(message, { extensions: { code } });
  }
}

/**
 * GraphQL Armor reports a refusal through these callbacks (and throws it when `propagateOnRejection`
 * is on, which inside `validate()` would be an unexpected error, a 500). Its messages start with
 * "Syntax Error: ", which they are not.
 */
function reportAs(code: GraphQLQueryLimitErrorCode) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        context?.reportError(new QueryLimitError(error.message.replace(/^Syntax Error: /, ''), code));
      },
    ],
  };
}

/** The validation rules of the limits that are on. */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  const rules: ValidationRule[] = [];
  if (limits.maxDepth > 0) {
    rules.push(
      maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, ...reportAs('DEPTH_LIMIT_EXCEEDED') }),
    );
  }
  if (limits.maxAliases > 0) {
    rules.push(maxAliasesRule({ n: limits.maxAliases, allowList: [], ...reportAs('ALIAS_LIMIT_EXCEEDED') }));
  }
  if (limits.maxDirectives > 0) {
    rules.push(maxDirectivesRule({ n: limits.maxDirectives, ...reportAs('DIRECTIVE_LIMIT_EXCEEDED') }));
  }
  if (limits.maxCost > 0) {
    rules.push(
      costLimitRule({
        maxCost: limits.maxCost,
        ignoreIntrospection: true,
        ...reportAs('COST_LIMIT_EXCEEDED'),
      }),
    );
  }
  return rules;
}

/** Apollo Server's `parseOptions`: the token limit, enforced by graphql-js's parser itself. */
export function queryLimitParseOptions(limits: QueryLimits): ParseOptions {
  return limits.maxTokens > 0 ? { maxLexicalTokens: limits.maxTokens } : {};
}

/**
 * Apollo Server gives every validation error the code GRAPHQL_VALIDATION_FAILED and every parse
 * error GRAPHQL_PARSE_FAILED, keeping what the rule or the parser raised as `originalError`. This
 * puts back the limit's own code (and, for the parser's token limit, a message worded like the
 * others); any other error is returned as it came.
 */
export function queryLimitErrorFormatter(
  limits: QueryLimits,
): (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError {
  // graphql-js's wording ("Document contains more that N tokens. Parsing aborted."), matched by
  // its end only, where a fix of its typo would not reach.
  const tokenLimitEnding = `${limits.maxTokens} tokens. Parsing aborted.`;
  return (formatted, error) => {
    const original = error instanceof GraphQLError ? error.originalError : undefined;
    if (original instanceof QueryLimitError) {
      return {
        ...formatted,
        message: original.message,
        extensions: { ...formatted.extensions, code: original.code },
      };
    }
    if (
      limits.maxTokens > 0 &&
      formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' &&
      original instanceof GraphQLError &&
      original.message.endsWith(tokenLimitEnding)
    ) {
      const code: GraphQLQueryLimitErrorCode = 'TOKEN_LIMIT_EXCEEDED';
      return {
        ...formatted,
        message: `Token limit of ${limits.maxTokens} exceeded.`,
        extensions: { ...formatted.extensions, code },
      };
    }
    return formatted;
  };
}
