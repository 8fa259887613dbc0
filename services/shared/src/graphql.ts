import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  parse,
  print,
  type DefinitionNode,
  type DocumentNode,
} from 'graphql';
import { calendarDayProblem } from './contracts/calendar-days.js';

/**
 * Every `*.graphql` file under `dir` (recursively, in path order), parsed into one document.
 * These files are the subgraph's SDL: the gateway composes the supergraph from the same
 * files, so a service never defines SDL inline.
 */
export function loadTypeDefs(dir: string): DocumentNode {
  const files = listGraphQLFiles(dir);
  if (files.length === 0) throw new Error(`No .graphql files under ${dir}`);
  const definitions: DefinitionNode[] = [];
  for (const file of files) {
    try {
      definitions.push(...parse(readFileSync(file, 'utf8')).definitions);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${relative(process.cwd(), file)}: ${reason}`, { cause: error });
    }
  }
  return { kind: Kind.DOCUMENT, definitions };
}

/** The `*.graphql` files under `dir`, sorted, skipping dependencies and generated code. */
export function listGraphQLFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__generated__' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listGraphQLFiles(path));
    else if (entry.isFile() && entry.name.endsWith('.graphql')) found.push(path);
  }
  return found.sort();
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  return null;
}

/**
 * `scalar DateTime`: an ISO-8601 instant, sent as `2025-01-31T18:00:00.000Z`. Every
 * subgraph that declares the scalar uses this one implementation, so they agree.
 */
export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date-time in UTC, e.g. 2025-01-31T18:00:00.000Z',
  serialize(value) {
    const date = toDate(value);
    if (!date) throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}`);
    return date.toISOString();
  },
  parseValue(value) {
    const date = typeof value === 'string' ? toDate(value) : null;
    if (!date) {
      throw new GraphQLError('DateTime must be an ISO-8601 string', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return date;
  },
  parseLiteral(ast) {
    const date = ast.kind === Kind.STRING ? toDate(ast.value) : null;
    if (!date) {
      throw new GraphQLError('DateTime must be an ISO-8601 string', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return date;
  },
});

/** A day a client sends, or BAD_USER_INPUT saying what is wrong with it. */
function parseLocalDate(value: unknown): string {
  if (typeof value !== 'string') {
    throw new GraphQLError(
      `LocalDate must be a string such as "2027-02-01", not ${JSON.stringify(value) ?? String(value)}`,
      {
        extensions: { code: 'BAD_USER_INPUT' },
      },
    );
  }
  const problem = calendarDayProblem(value);
  if (problem) {
    throw new GraphQLError(`${JSON.stringify(value)} is not a LocalDate: ${problem}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return value;
}

/**
 * `scalar LocalDate`: a calendar day, sent as `2027-02-01`, with no time and no time zone, so it
 * names the same day to every reader. Resolvers hand it over as that string; a value that is not
 * a real day (`2027-02-30`) is refused both ways.
 */
export const LocalDateScalar = new GraphQLScalarType<string, string>({
  name: 'LocalDate',
  description: 'A calendar day written YYYY-MM-DD, e.g. 2027-02-01, the same day in every time zone',
  serialize(value) {
    if (typeof value !== 'string' || calendarDayProblem(value)) {
      throw new GraphQLError(`LocalDate cannot represent ${JSON.stringify(value) ?? String(value)}`);
    }
    return value;
  },
  parseValue: parseLocalDate,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) {
      throw new GraphQLError(`LocalDate must be a string such as "2027-02-01", not ${print(ast)}`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return parseLocalDate(ast.value);
  },
});
