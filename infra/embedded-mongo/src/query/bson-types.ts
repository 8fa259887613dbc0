/**
 * BSON type names as mongod spells them (`$type` in queries and in expressions).
 * mingo answers with JavaScript-ish names ('objectid', 'binary', 'decimal128'), which
 * applications comparing against mongod's names would silently get wrong.
 */
import { badValue } from '../errors.js';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** The type codes mongod accepts in `{$type: <number>}`, by name. */
const TYPE_CODES: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};

const NAME_BY_CODE = new Map(Object.entries(TYPE_CODES).map(([name, code]) => [code, name]));

/** `{$type: 'number'}` matches any of these. */
const NUMBER_TYPES = new Set(['double', 'int', 'long', 'decimal']);

/**
 * mongod's name for the type of a stored value. A JS number is reported as the BSON type
 * the engine sends it back as: 'int' when integral and within int32, else 'double'
 * (the original width of integral values is not kept, see the README).
 */
export function bsonTypeName(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  switch (typeof value) {
    case 'number':
      return Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX && !Object.is(value, -0) ? 'int' : 'double';
    case 'bigint':
      return 'long';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
  }
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  if (value instanceof Uint8Array) return 'binData';
  switch ((value as { _bsontype?: string })._bsontype) {
    case 'ObjectId':
      return 'objectId';
    case 'Int32':
      return 'int';
    case 'Double':
      return 'double';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'BSONRegExp':
      return 'regex';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'BSONSymbol':
      return 'symbol';
    case 'Code':
      return (value as { scope?: unknown }).scope ? 'javascriptWithScope' : 'javascript';
  }
  return 'object';
}

/**
 * Compiles the operand of the `$type` query operator (an alias, a numeric code, or an
 * array of them) into a test on type names. Unknown aliases and codes are BadValue, as in mongod.
 */
export function typeNameMatcher(operand: unknown): (typeName: string) => boolean {
  const wanted = new Set<string>();
  for (const item of Array.isArray(operand) ? operand : [operand]) {
    if (typeof item === 'string') {
      if (item === 'number') NUMBER_TYPES.forEach((t) => wanted.add(t));
      else if (item in TYPE_CODES) wanted.add(item);
      else throw badValue(`Unknown type name alias: ${item}`);
    } else if (typeof item === 'number') {
      const name = NAME_BY_CODE.get(item);
      if (name === undefined) throw badValue(`Invalid numerical type code: ${item}`);
      wanted.add(name);
    } else {
      throw badValue('type must be represented as a number or a string');
    }
  }
  return (typeName) => wanted.has(typeName);
}
