/**
 * Renders BSON values the way mongod prints them inside error messages, e.g.
 * `dup key: { email: "a@b.c" }` or `{ _id: ObjectId('…') }`.
 */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  const bson = value as { _bsontype?: string; toHexString?: () => string; toString(): string };
  switch (bson._bsontype) {
    case 'ObjectId':
      return `ObjectId('${bson.toHexString?.()}')`;
    case 'Decimal128':
      return `Decimal128("${bson.toString()}")`;
    case 'Long':
    case 'Int32':
    case 'Double':
      return bson.toString();
    case 'Binary':
      return `BinData(${(value as { sub_type: number }).sub_type}, ${(value as { toString(enc: string): string }).toString('hex')})`;
  }
  return formatDocument(value as Record<string, unknown>);
}

export function formatDocument(doc: Record<string, unknown>): string {
  const entries = Object.entries(doc);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([k, v]) => `${k}: ${formatValue(v)}`).join(', ')} }`;
}
