import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEPLOYABLES,
  HTTP_STATUS_BY_CODE,
  SUBGRAPHS,
  envFlag,
  envInt,
  isApplicationErrorCode,
  operationFailureOf,
  readCookie,
  requestIdFromHeaders,
} from './index.js';

describe('the table of deployables', () => {
  it('gives every process its own name and development port', () => {
    const names = DEPLOYABLES.map((d) => d.name);
    const ports = DEPLOYABLES.map((d) => d.devPort);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(ports).size).toBe(ports.length);
    expect(names).toEqual(['auth', 'content', 'operations', 'assistant', 'notifications', 'gateway']);
  });

  it('names a distinct URL variable for every subgraph', () => {
    const variables = SUBGRAPHS.map((s) => s.urlEnv);
    expect(new Set(variables).size).toBe(SUBGRAPHS.length);
    for (const variable of variables) expect(variable).toMatch(/^[A-Z]+_URL$/);
  });
});

describe('error codes', () => {
  it('map to client-error statuses (an upstream model outage is the one 5xx), and only the listed ones count', () => {
    for (const [code, status] of Object.entries(HTTP_STATUS_BY_CODE)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(code === 'MODEL_UNAVAILABLE' ? 600 : 500);
    }
    expect(isApplicationErrorCode('NOT_FOUND')).toBe(true);
    expect(isApplicationErrorCode('INTERNAL_SERVER_ERROR')).toBe(false);
    expect(isApplicationErrorCode('toString')).toBe(false);
  });
});

describe('operationFailureOf', () => {
  const error = (code: string, extensions: Record<string, unknown> = {}) => ({
    message: `${code} happened`,
    extensions: { code, ...extensions },
  });

  it('gives the first application error its status, and every invalid field of a BAD_USER_INPUT', () => {
    expect(operationFailureOf([error('NOT_FOUND'), error('FORBIDDEN')])).toMatchObject({
      kind: 'application',
      code: 'NOT_FOUND',
      status: 404,
      messages: [],
    });
    const invalid = operationFailureOf([
      error('BAD_USER_INPUT', { details: { fields: { a: 'A is required', b: 'B is too long' } } }),
      error('BAD_USER_INPUT', { details: { errors: [{ msg: 'C is wrong' }] } }),
    ]);
    expect(invalid).toMatchObject({
      status: 400,
      messages: ['A is required', 'B is too long', 'C is wrong'],
    });
  });

  it('makes the operation internal when one error is outside the codes, unavailable when all such are', () => {
    expect(
      operationFailureOf([error('NOT_FOUND'), error('INTERNAL_SERVER_ERROR', { errorId: 'e1' })]),
    ).toEqual({
      kind: 'internal',
      status: 500,
      errorId: 'e1',
    });
    expect(operationFailureOf([error('SERVICE_UNAVAILABLE', { errorId: 'e2' }), error('NOT_FOUND')])).toEqual(
      {
        kind: 'unavailable',
        status: 503,
        errorId: 'e2',
      },
    );
    expect(operationFailureOf([])).toEqual({ kind: 'internal', status: 500, errorId: undefined });
  });
});

describe('readCookie', () => {
  it('reads one cookie, decoded and unquoted', () => {
    expect(readCookie('a=1; session=x%20y; b=2', 'session')).toBe('x y');
    expect(readCookie('session="quoted"', 'session')).toBe('quoted');
    expect(readCookie('xsession=1', 'session')).toBeNull();
    expect(readCookie('session=', 'session')).toBeNull();
    expect(readCookie(undefined, 'session')).toBeNull();
    expect(readCookie('session=%zz', 'session')).toBe('%zz');
  });
});

describe('requestIdFromHeaders', () => {
  it("keeps a sane caller's id and replaces anything else", () => {
    expect(requestIdFromHeaders({ 'x-request-id': 'abc-123' })).toBe('abc-123');
    expect(requestIdFromHeaders({ 'x-request-id': ['first', 'second'] })).toBe('first');
    const replaced = requestIdFromHeaders({ 'x-request-id': 'forged\nline' });
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFromHeaders({ 'x-request-id': 'x'.repeat(129) })).not.toBe('x'.repeat(129));
  });
});

describe('environment helpers', () => {
  const schema = z.object({ FLAG: envFlag(true), COUNT: envInt(3, 1, 10) });

  it('reads flags and bounded numbers, empty meaning the default', () => {
    expect(schema.parse({})).toEqual({ FLAG: true, COUNT: 3 });
    expect(schema.parse({ FLAG: '', COUNT: ' ' })).toEqual({ FLAG: true, COUNT: 3 });
    expect(schema.parse({ FLAG: 'no', COUNT: '10' })).toEqual({ FLAG: false, COUNT: 10 });
    expect(schema.safeParse({ FLAG: 'maybe' }).success).toBe(false);
    expect(schema.safeParse({ COUNT: '11' }).success).toBe(false);
  });
});

describe('the contracts entry', () => {
  it('imports nothing heavier than zod, so the gateway, tools and browser tests can load it', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('.', import.meta.url);
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      const imported = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      for (const specifier of imported) expect(specifier, file).toMatch(/^(node:|zod$|\.\/)/);
    }
  });
});
