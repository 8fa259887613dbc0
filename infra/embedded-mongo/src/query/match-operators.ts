/**
 * Query operators whose mingo versions differ from mongod in ways applications notice:
 *  - equality compares whole BSON values: sub-documents field by field *in order*, numbers
 *    of any width by value (mingo's isEqual ignores field order);
 *  - `null` matches a path that is missing on any branch, also through arrays of
 *    sub-documents (`{'a.b': null}` over `a: [{c: 1}]`);
 *  - ranges compare only within one type bracket, with mongod's NaN rules;
 *  - `$type` knows mongod's aliases and codes, `$all` accepts `$elemMatch` and scalar fields;
 *  - `$and`/`$or`/`$nor` need a non-empty array of documents.
 * Everything else (`$regex`, `$exists`, `$elemMatch`, `$size`, `$not`, `$expr`…) stays mingo's.
 */
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import * as logical from 'mingo/operators/query/logical';
import { badValue } from '../errors.js';
import { compareValues, isDocumentValue, typeRank } from '../storage/bson-order.js';
import { bsonTypeName, typeNameMatcher } from './bson-types.js';

type Predicate = (doc: unknown) => boolean;
type QueryOperator = (selector: string, operand: unknown, options: Options) => Predicate;
type CandidateTest = (candidate: unknown) => boolean;

/**
 * The values a query path reaches in a document, as mongod's matcher sees them: arrays
 * met on the way are traversed (their sub-documents continue the path, a numeric part
 * indexes), an array at the end stands for itself and for each of its elements, and a
 * branch where the path stops (missing field, scalar in the way) yields `undefined`.
 */
export function matchCandidates(doc: unknown, path: string): unknown[] {
  return candidatesAt(doc, path.split('.'));
}

/** matchCandidates of a path already split into its parts (a query splits its paths once). */
function candidatesAt(doc: unknown, parts: string[]): unknown[] {
  const out: unknown[] = [];
  collectCandidates(doc, parts, 0, out);
  // An array holding no sub-document leaves the rest of the path missing.
  if (out.length === 0) out.push(undefined);
  return out;
}

// A module-level function rather than a closure per call: queries test every candidate document.
function collectCandidates(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    out.push(value);
    if (Array.isArray(value)) out.push(...value);
    return;
  }
  const part = parts[i] as string;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part)) collectCandidates(value[Number(part)], parts, i + 1, out);
    else for (const item of value) if (isDocumentValue(item)) collectCandidates(item, parts, i, out);
    return;
  }
  if (isDocumentValue(value)) {
    const next = Object.prototype.hasOwnProperty.call(value, part) ? value[part] : undefined;
    collectCandidates(next, parts, i + 1, out);
    return;
  }
  out.push(undefined);
}

/** A field operator that matches when any value reached by the path passes the test. */
const anyCandidate =
  (compile: (operand: unknown) => CandidateTest): QueryOperator =>
  (selector, operand) => {
    const test = compile(operand);
    const parts = selector.split('.');
    return (doc) => candidatesAt(doc, parts).some(test);
  };

const negated =
  (operator: QueryOperator): QueryOperator =>
  (selector, operand, options) => {
    const predicate = operator(selector, operand, options);
    return (doc) => !predicate(doc);
  };

const isMinOrMaxKey = (v: unknown) => {
  const type = (v as { _bsontype?: string } | null)?._bsontype;
  return type === 'MinKey' || type === 'MaxKey';
};

const isNaNumber = (v: unknown) => typeof v === 'number' && Number.isNaN(v);

/** Equality as mongod's `$eq`: `null` also matches missing; otherwise same BSON value. */
function equalTo(operand: unknown): CandidateTest {
  if (operand === null || operand === undefined) return (c) => c === null || c === undefined;
  const rank = typeRank(operand);
  return (c) => c !== undefined && typeRank(c) === rank && compareValues(c, operand) === 0;
}

function regexTest(re: RegExp): CandidateTest {
  const stateless = new RegExp(re.source, re.flags.replace(/[gy]/g, '')); // no lastIndex carried between documents
  return (c) => typeof c === 'string' && stateless.test(c);
}

function inList(operand: unknown): CandidateTest {
  if (!Array.isArray(operand)) throw badValue('$in needs an array');
  const tests = operand.map((v) => (v instanceof RegExp ? regexTest(v) : equalTo(v)));
  return (c) => tests.some((test) => test(c));
}

/**
 * `$gt`/`$gte`/`$lt`/`$lte`: only values of the operand's type bracket compare (MinKey and
 * MaxKey compare with everything), and NaN equals NaN but is neither above nor below a number.
 */
function range(accepts: (order: number) => boolean, inclusive: boolean) {
  return (operand: unknown): CandidateTest => {
    const rank = typeRank(operand);
    const crossType = isMinOrMaxKey(operand);
    return (c) => {
      if (!crossType && typeRank(c) !== rank) return false;
      if (isNaNumber(c) || isNaNumber(operand)) return inclusive && isNaNumber(c) && isNaNumber(operand);
      return accepts(compareValues(c, operand));
    };
  };
}

const $all: QueryOperator = (selector, operand, options) => {
  if (!Array.isArray(operand)) throw badValue('$all needs an array');
  if (operand.length === 0) return () => false;
  // Each element is a condition of its own on the same path: a value, a regex or an $elemMatch.
  const clauses = operand.map((item) => {
    const isElemMatch = isDocumentValue(item) && Object.keys(item)[0] === '$elemMatch';
    const condition = isElemMatch || item instanceof RegExp ? item : { $eq: item };
    return new Query({ [selector]: condition }, options);
  });
  return (doc) => clauses.every((clause) => clause.test(doc as Record<string, unknown>));
};

/** mongod refuses `$or: []` and non-document clauses; mingo would accept (and match nothing or all). */
const nonEmptyClauses =
  (name: string, operator: QueryOperator): QueryOperator =>
  (selector, operand, options) => {
    if (!Array.isArray(operand) || operand.length === 0) throw badValue(`${name} must be a nonempty array`);
    if (!operand.every(isDocumentValue)) throw badValue('$or/$and/$nor entries need to be full objects');
    return operator(selector, operand, options);
  };

const $eq = anyCandidate(equalTo);
const $in = anyCandidate(inList);

export const matchOperators: Record<`$${string}`, QueryOperator> = {
  $eq,
  $ne: negated($eq),
  $in,
  $nin: negated($in),
  $gt: anyCandidate(range((d) => d > 0, false)),
  $gte: anyCandidate(range((d) => d >= 0, true)),
  $lt: anyCandidate(range((d) => d < 0, false)),
  $lte: anyCandidate(range((d) => d <= 0, true)),
  $type: anyCandidate((operand) => {
    const matchesName = typeNameMatcher(operand);
    return (c) => c !== undefined && matchesName(bsonTypeName(c));
  }),
  $all,
  $and: nonEmptyClauses('$and', logical.$and as QueryOperator),
  $or: nonEmptyClauses('$or', logical.$or as QueryOperator),
  $nor: nonEmptyClauses('$nor', logical.$nor as QueryOperator),
};
