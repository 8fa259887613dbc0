import type { CursorRegistry } from '../cursors.js';
import type { StorageEngine } from '../storage/engine.js';
import type { Doc } from '../storage/collection.js';
import { MongoCommandError } from '../errors.js';

export interface ServerState {
  readonly startedAt: Date;
  readonly port: () => number;
  readonly dbPath: string | undefined;
  connectionsCurrent: number;
  connectionsTotal: number;
}

export interface CommandContext {
  readonly engine: StorageEngine;
  readonly cursors: CursorRegistry;
  readonly server: ServerState;
  readonly connectionId: number;
  /** The database the command runs against (`$db`). */
  readonly db: string;
}

export type CommandHandler = (command: Doc, context: CommandContext) => Doc | Promise<Doc>;

/** A numeric option (batchSize, limit, skip), or undefined; rejects other types as mongod does. */
export function optionalNumber(command: Doc, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? value : Number((value as { valueOf(): unknown }).valueOf());
  if (typeof value === 'string' || typeof value === 'boolean' || !Number.isFinite(n)) {
    throw new MongoCommandError('TypeMismatch', `BSON field '${field}' is the wrong type '${typeof value}', expected types '[long, int, decimal, double]'`);
  }
  if (n < 0 && field !== 'limit') {
    throw new MongoCommandError('BadValue', `BSON field '${field}' value must be >= 0, actual value '${n}'`);
  }
  return n;
}

/** The collection a command names as the value of its first field. */
export function targetCollection(command: Doc, commandName: string): string {
  const value = command[commandName];
  if (typeof value !== 'string') {
    throw new MongoCommandError('InvalidNamespace', `collection name has invalid type ${value === null ? 'null' : typeof value}`);
  }
  if (value.length === 0) throw new MongoCommandError('InvalidNamespace', `Invalid namespace specified '${command.$db as string}.'`);
  return value;
}

export function optionalDocument(command: Doc, field: string): Doc | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new MongoCommandError('TypeMismatch', `BSON field '${field}' is the wrong type '${Array.isArray(value) ? 'array' : typeof value}', expected type 'object'`);
  }
  return value as Doc;
}
