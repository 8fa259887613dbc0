/**
 * The query limits' defaults against everything the product sends: every operation the gateway
 * runs itself (src/operations/*.graphql: the REST facade, the session renewal) and every document
 * of the web app's dashboard (web/src/**\/*.graphql, with the `__typename` Apollo Client's cache
 * adds to each selection set), each parsed and validated exactly as Apollo Server does, with the
 * supergraph's API schema. Plus the introspection query of GraphiQL, for when introspection is on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supergraphApiSchema } from '@smarthome/service-kit/codegen';
import {
  getIntrospectionQuery,
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPERGRAPH_PATH, parseConfig } from '../src/config.js';
import { OPERATIONS_DIR } from '../src/operations-codegen.js';
import { queryLimitParseOptions, queryLimitRules } from '../src/graphql/query-limits.js';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');
const DEFAULT_LIMITS = parseConfig({}).queryLimits;

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.graphql') && !name.includes('node_modules'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Each operation as a client sends it: with the fragments it uses, and only those. */
function operationsOf(sources: string[]): { name: string; source: string }[] {
  const definitions = sources.flatMap((source) => parse(source).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const used = new Map<string, FragmentDefinitionNode>();
      const pending: DefinitionNode[] = [operation];
      for (let next = pending.pop(); next; next = pending.pop()) {
        visit(next, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (fragment && !used.has(fragment.name.value)) {
              used.set(fragment.name.value, fragment);
              pending.push(fragment);
            }
          },
        });
      }
      const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
      return { name: operation.name?.value ?? '(anonymous)', source: print(document) };
    });
}

/** What Apollo Client's InMemoryCache sends: `__typename` in every selection set below the root. */
function withTypenames(source: string): string {
  const document = visit(parse(source), {
    SelectionSet(node, _key, parent) {
      const isRoot =
        !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
      const hasTypename = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
      if (isRoot || hasTypename) return undefined;
      return {
        ...node,
        selections: [
          ...node.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
        ],
      };
    },
  });
  return print(document);
}

/** Parses and validates as Apollo Server does with the gateway's limits; the error messages. */
function refusals(schema: GraphQLSchema, source: string): string[] {
  try {
    const document = parse(source, queryLimitParseOptions(DEFAULT_LIMITS));
    return validate(schema, document, [...specifiedRules, ...queryLimitRules(DEFAULT_LIMITS)]).map(
      (error) => error.message,
    );
  } catch (error) {
    return [String(error)];
  }
}

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await supergraphApiSchema(DEFAULT_SUPERGRAPH_PATH);
});

const gatewayOperations = operationsOf(
  graphqlFiles(OPERATIONS_DIR).map((file) => readFileSync(file, 'utf8')),
);
// Each file of the web app is self-contained (its operations and their fragments).
const webOperations = graphqlFiles(WEB_SRC).flatMap((file) =>
  operationsOf([readFileSync(file, 'utf8')]).map(({ name, source }) => ({
    name: `${path.relative(WEB_SRC, file)}: ${name}`,
    source: withTypenames(source),
  })),
);

describe('the default query limits', () => {
  it('found the documents of the product', () => {
    expect(gatewayOperations.length).toBeGreaterThan(20);
    expect(webOperations.length).toBeGreaterThan(20);
  });

  it.each(gatewayOperations)('pass the gateway operation $name', ({ source }) => {
    expect(refusals(schema, source)).toEqual([]);
  });

  it.each(webOperations)('pass the dashboard operation $name', ({ source }) => {
    expect(refusals(schema, source)).toEqual([]);
  });

  it("pass GraphiQL's introspection query (when introspection is on)", () => {
    const graphiql = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(refusals(schema, graphiql)).toEqual([]);
    expect(refusals(schema, getIntrospectionQuery())).toEqual([]);
  });
});
