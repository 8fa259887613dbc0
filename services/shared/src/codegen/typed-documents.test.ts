import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { generateTypedDocuments } from './index.js';

const schema = buildSchema(/* GraphQL */ `
  scalar DateTime
  type News {
    id: ID!
    title: String!
    createdAt: DateTime!
  }
  type Query {
    news(limit: Int!): [News!]!
  }
`);

const documents = [
  {
    location: 'news.graphql',
    source: 'query LatestNews($limit: Int!) { news(limit: $limit) { id title createdAt } }',
  },
];

describe('generateTypedDocuments', () => {
  let dir: string;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes a typed document per operation, with its result and variable types', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'typed-documents-'));
    const outFile = path.join(dir, 'operations.ts');
    const options = { schema, documents, outFile, generatedBy: 'pnpm codegen' };
    expect(await generateTypedDocuments(options)).toEqual({ changed: true });
    const source = await readFile(outFile, 'utf8');
    expect(source).toContain('export type LatestNewsQueryVariables');
    expect(source).toContain('DocumentNode<LatestNewsQuery, LatestNewsQueryVariables>');
    expect(source).toMatch(/createdAt: string/);
    // Unchanged input: nothing to write; the check mode then reports up to date.
    expect(await generateTypedDocuments({ ...options, check: true })).toEqual({ changed: false });
  });

  it('refuses an operation that does not fit the schema', async () => {
    const stale = [{ location: 'stale.graphql', source: 'query Stale { news(limit: 1) { headline } }' }];
    await expect(
      generateTypedDocuments({ schema, documents: stale, outFile: path.join(dir, 'x.ts'), generatedBy: 'x' }),
    ).rejects.toThrow(/"headline" on type "News"[\s\S]*stale.graphql:1:32/);
  });
});
