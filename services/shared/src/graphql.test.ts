import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Kind, print } from 'graphql';
import { DateTimeScalar, listGraphQLFiles, loadTypeDefs } from './graphql.js';

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
