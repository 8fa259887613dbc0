/**
 * Command dispatch: finds the handler by the command's first field name, rejects what a
 * standalone mongod rejects (transactions), and turns every failure into mongod's
 * error reply so that one bad command never affects the connection or the server.
 */
import { MongoCommandError } from '../errors.js';
import type { Doc } from '../storage/collection.js';
import { adminCommands } from './admin.js';
import { aggregate } from './aggregate.js';
import type { CommandContext, CommandHandler } from './context.js';
import { crudCommands } from './crud.js';
import { ddlCommands } from './ddl.js';

/** Catalog changes are acknowledged only once journaled, like document writes. */
const CATALOG_WRITES = new Set(['create', 'drop', 'dropDatabase', 'renameCollection', 'createIndexes', 'dropIndexes', 'deleteIndexes']);

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

const handlers: Record<string, CommandHandler> = {
  ...adminCommands,
  ...ddlCommands,
  ...crudCommands,
  aggregate,
};

export async function runCommand(command: Doc, context: Omit<CommandContext, 'db'>, db: string): Promise<Doc> {
  const name = Object.keys(command)[0];
  try {
    if (name === undefined) throw new MongoCommandError('FailedToParse', 'Empty command object');
    if ('txnNumber' in command || 'startTransaction' in command || 'autocommit' in command || TRANSACTION_COMMANDS.has(name)) {
      throw new MongoCommandError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    const handler = Object.prototype.hasOwnProperty.call(handlers, name) ? handlers[name] : undefined;
    if (!handler) throw new MongoCommandError('CommandNotFound', `no such command: '${name}'`);
    const reply = await handler(command, { ...context, db });
    if (CATALOG_WRITES.has(name)) await context.engine.durable();
    return reply;
  } catch (error) {
    if (error instanceof MongoCommandError) return error.toReply();
    return { ok: 0, errmsg: error instanceof Error ? error.message : 'internal error', code: 1, codeName: 'InternalError' };
  }
}
