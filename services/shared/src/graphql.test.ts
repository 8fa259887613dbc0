import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GraphQLError, Kind, print } from 'graphql';
import { DateTimeScalar, listGraphQLFiles, loadTypeDefs, LocalDateScalar } from './graphql.js';

const fixtures = fileURLToPath(new URL('../test/fixtures/', import.meta.url));

describe('loadTypeDefs', () => {
  it('merges every .graphql file of a folder in path order', () => {
    const files = listGraphQLFiles(`${fixtures}subgraph`).map((file) => file.split('/').pop());
    expect(files).toEqual(['schema.graphql', 'things.graphql']);
    const document = loadTypeDefs(`${fixtures}subgraph`);
    expect(print(document)).toContain('type Thing @key(fields: "id")');
    expect(print(document)).toContain('extend schema @link');
  });

  it('names the file that does not parse', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sdl-'));
    try {
      await writeFile(join(dir, 'ok.graphql'), 'type Query { fine: String }');
      await writeFile(join(dir, 'zz-broken.graphql'), 'type Broken { field String }');
      expect(() => loadTypeDefs(dir)).toThrow(/zz-broken\.graphql: Syntax Error/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a folder without SDL', () => {
    expect(() => loadTypeDefs(fileURLToPath(new URL('./testing', import.meta.url)))).toThrow(
      /No \.graphql files/,
    );
  });
});

describe('DateTime scalar', () => {
  it('sends dates as ISO strings in UTC', () => {
    expect(DateTimeScalar.serialize(new Date('2025-01-31T20:00:00+02:00'))).toBe('2025-01-31T18:00:00.000Z');
    expect(DateTimeScalar.serialize('2025-01-31T18:00:00Z')).toBe('2025-01-31T18:00:00.000Z');
    expect(() => DateTimeScalar.serialize(new Date('nope'))).toThrow();
  });

  it('reads ISO strings and rejects anything else as BAD_USER_INPUT', () => {
    expect(DateTimeScalar.parseValue('2025-02-01')).toEqual(new Date('2025-02-01T00:00:00.000Z'));
    expect(DateTimeScalar.parseLiteral({ kind: Kind.STRING, value: '2025-02-01T10:00:00Z' })).toEqual(
      new Date('2025-02-01T10:00:00.000Z'),
    );
    expect(() => DateTimeScalar.parseValue('tomorrow')).toThrow(/ISO-8601/);
    expect(() => DateTimeScalar.parseValue(1_700_000_000_000)).toThrow(/ISO-8601/);
  });
});

describe('LocalDate scalar', () => {
  const refusal = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      expect(error).toBeInstanceOf(GraphQLError);
      return { message: (error as GraphQLError).message, code: (error as GraphQLError).extensions.code };
    }
    throw new Error('not refused');
  };

  it('sends and reads a calendar day as it is written, with no time zone', () => {
    expect(LocalDateScalar.serialize('2027-02-01')).toBe('2027-02-01');
    expect(LocalDateScalar.parseValue('2027-02-01')).toBe('2027-02-01');
    expect(LocalDateScalar.parseLiteral({ kind: Kind.STRING, value: '2028-02-29' })).toBe('2028-02-29');
    expect(() => LocalDateScalar.serialize(new Date('2027-02-01T00:00:00Z'))).toThrow(/cannot represent/);
    expect(() => LocalDateScalar.serialize('2027-02-30')).toThrow(/cannot represent/);
  });

  it.each([
    ['2027-02-30', '"2027-02-30" is not a LocalDate: February 2027 has 28 days'],
    ['2027-04-31', '"2027-04-31" is not a LocalDate: April 2027 has 30 days'],
    ['2027-13-01', '"2027-13-01" is not a LocalDate: there is no month 13'],
    ['2027-01-00', '"2027-01-00" is not a LocalDate: there is no day 0'],
    ['2027-2-1', '"2027-2-1" is not a LocalDate: it must be written YYYY-MM-DD, such as 2027-02-01'],
    [
      '2027-02-01T00:00:00Z',
      '"2027-02-01T00:00:00Z" is not a LocalDate: it must be written YYYY-MM-DD, such as 2027-02-01',
    ],
  ])('refuses %s as BAD_USER_INPUT, saying why', (text, message) => {
    expect(refusal(() => LocalDateScalar.parseValue(text))).toEqual({ message, code: 'BAD_USER_INPUT' });
    expect(refusal(() => LocalDateScalar.parseLiteral({ kind: Kind.STRING, value: text }))).toEqual({
      message,
      code: 'BAD_USER_INPUT',
    });
  });

  it('refuses what is not a string as BAD_USER_INPUT', () => {
    expect(refusal(() => LocalDateScalar.parseValue(20270201))).toEqual({
      message: 'LocalDate must be a string such as "2027-02-01", not 20270201',
      code: 'BAD_USER_INPUT',
    });
    expect(refusal(() => LocalDateScalar.parseLiteral({ kind: Kind.INT, value: '20270201' }))).toEqual({
      message: 'LocalDate must be a string such as "2027-02-01", not 20270201',
      code: 'BAD_USER_INPUT',
    });
  });
});
