/**
 * Errors shaped like mongod's: the driver turns `{ok: 0, code, codeName, errmsg}` into a
 * MongoServerError, and mongoose relies on the codes (11000 above all), so the codes and
 * names below are mongod's own (src/mongo/base/error_codes.yml).
 */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  IndexNotFound: 27,
  CannotCreateIndex: 67,
  InvalidLength: 16,
  Location16410: 16410,
  OperationNotSupportedInTransaction: 263,
  UnsupportedOpQueryCommand: 352,
  DuplicateKey: 11000,
  Location40324: 40324,
  Location40323: 40323,
  Location40228: 40228,
  Location31253: 31253,
  Location31254: 31254,
  Unauthorized: 13,
  InvalidBSON: 22,
  ConflictingUpdateOperators: 40,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra fields mongod puts beside errmsg (keyPattern, keyValue, …). */
  readonly extra: Record<string, unknown>;

  constructor(codeName: ErrorCodeName, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = ErrorCodes[codeName];
    this.codeName = codeName;
    this.extra = extra;
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  /** The shape of one entry of `writeErrors`. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, ...this.extra, errmsg: this.message };
  }
}

export const badValue = (message: string) => new MongoCommandError('BadValue', message);

/**
 * mingo throws plain Errors for malformed queries; mongod answers those with BadValue and
 * wording of its own, which we reproduce for the common cases.
 */
export function fromQueryEngineError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unknownOperator = /unknown query operator (\$\w+)/.exec(message);
  if (unknownOperator) return badValue(`unknown operator: ${unknownOperator[1]}`);
  const unknownTop = /unknown top level operator: (\$\w+)/.exec(message);
  if (unknownTop) {
    return badValue(`unknown top level operator: ${unknownTop[1]}. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.`);
  }
  return badValue(message);
}
