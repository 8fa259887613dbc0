import { buildSchema, GraphQLScalarType, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTimeScalar } from './graphql.js';
import { nameScalarLiteralRefusals, scalarLiteralPlacesRule } from './scalar-literals.js';

function schemaWithScalars() {
  const schema = buildSchema(`
    scalar DateTime
    scalar Even
    input Plan { name: String, when: DateTime, steps: [Step!] }
    input Step { at: DateTime! }
    type Query { ok: Boolean }
    type Mutation {
      plan(day: DateTime, days: [DateTime!], plan: Plan, count: Even): Boolean
    }
  `);
  // As @apollo/subgraph does with a resolver map: the scalars' functions on the schema's own types.
  const even = new GraphQLScalarType({
    name: 'Even',
    parseValue: (value) => value,
    parseLiteral: (node) =>
      node.kind === 'IntValue' && Number(node.value) % 2 === 0 ? Number(node.value) : undefined,
  });
  for (const scalar of [DateTimeScalar, even]) {
    Object.assign(schema.getType(scalar.name)!, {
      serialize: scalar.serialize,
      parseValue: scalar.parseValue,
      parseLiteral: scalar.parseLiteral,
    });
  }
  return nameScalarLiteralRefusals(schema);
}

const schema = schemaWithScalars();
const refusals = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, scalarLiteralPlacesRule]).map((error) => ({
    message: error.message,
    code: error.extensions.code,
  }));
const REASON = 'DateTime must be an ISO-8601 string';

describe('a literal a custom scalar refuses', () => {
  it('names the argument and its field', () => {
    expect(refusals('mutation { plan(day: "not a date") }')).toEqual([
      {
        message: `Argument "day" of "plan" got invalid value "not a date"; ${REASON}`,
        code: 'BAD_USER_INPUT',
      },
    ]);
  });

  it('names where inside an input object or a list it stands', () => {
    expect(
      refusals('mutation { plan(days: ["2026-01-01", ""], plan: { name: "x", steps: [{ at: 7 }] }) }'),
    ).toEqual([
      {
        message: `Argument "days" of "plan" got invalid value "" at "days[1]"; ${REASON}`,
        code: 'BAD_USER_INPUT',
      },
      {
        message: `Argument "plan" of "plan" got invalid value 7 at "plan.steps[0].at"; ${REASON}`,
        code: 'BAD_USER_INPUT',
      },
    ]);
  });

  it("names a variable's default value", () => {
    expect(refusals('mutation ($day: DateTime = "soon") { plan(day: $day) }')).toEqual([
      {
        message: `Default value of variable "$day" got invalid value "soon"; ${REASON}`,
        code: 'BAD_USER_INPUT',
      },
    ]);
  });

  it('says so for a scalar that refuses without words', () => {
    expect(refusals('mutation { plan(count: 3) }')).toEqual([
      {
        message: 'Argument "count" of "plan" got invalid value 3; Even cannot represent it',
        code: 'BAD_USER_INPUT',
      },
    ]);
  });

  it('leaves the values the scalar accepts, and variables, as they are', () => {
    expect(
      refusals(
        'mutation ($day: DateTime) { plan(day: $day, days: ["2026-01-01T10:00:00Z"], plan: { when: null }, count: 4) }',
      ),
    ).toEqual([]);
  });
});
