/**
 * Handshake, diagnostics and session commands. The server presents itself as a
 * standalone mongod 7.0 (wire version 21): no `setName`, so drivers neither start
 * transactions nor retry writes with transaction numbers.
 */
import os from 'node:os';
import { Long, UUID } from 'bson';
import type { CommandContext, CommandHandler } from './context.js';

export const SERVER_VERSION = '7.0.0';
export const MAX_WIRE_VERSION = 21;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;

function hello(context: CommandContext, legacy: boolean) {
  return {
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    helloOk: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

const sessionsAccepted: CommandHandler = () => ({ ok: 1 });

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  modules: [],
  javascriptEngine: 'none',
  ok: 1,
});

export const adminCommands: Record<string, CommandHandler> = {
  hello: (_cmd, ctx) => hello(ctx, false),
  isMaster: (_cmd, ctx) => hello(ctx, true),
  ismaster: (_cmd, ctx) => hello(ctx, true),
  ping: () => ({ ok: 1 }),
  buildInfo,
  // mongod's alias; the driver's `admin().buildInfo()` sends this spelling.
  buildinfo: buildInfo,
  hostInfo: () => ({
    system: {
      currentTime: new Date(),
      hostname: os.hostname(),
      cpuAddrSize: 64,
      memSizeMB: Math.round(os.totalmem() / 1024 / 1024),
      numCores: os.cpus().length,
      cpuArch: os.arch(),
    },
    os: { type: os.type(), name: os.platform(), version: os.release() },
    extra: {},
    ok: 1,
  }),
  getParameter: (cmd) => {
    const known: Record<string, unknown> = {
      featureCompatibilityVersion: { version: '7.0' },
      authenticationMechanisms: [],
      maxBSONDepth: 100,
    };
    if (cmd.getParameter === '*' || cmd.allParameters) return { ...known, ok: 1 };
    const asked = Object.keys(cmd).filter((k) => k in known);
    return { ...Object.fromEntries(asked.map((k) => [k, known[k]])), ok: 1 };
  },
  getLog: (cmd) =>
    cmd.getLog === '*' ? { names: ['global', 'startupWarnings'], ok: 1 } : { totalLinesWritten: 0, log: [], ok: 1 },
  serverStatus: (_cmd, ctx) => ({
    host: os.hostname(),
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: Long.fromNumber(process.pid),
    uptime: Math.floor((Date.now() - ctx.server.startedAt.getTime()) / 1000),
    localTime: new Date(),
    connections: { current: ctx.server.connectionsCurrent, available: 10_000, totalCreated: ctx.server.connectionsTotal },
    metrics: { cursor: { open: { total: ctx.cursors.openCount } } },
    storageEngine: { name: 'embedded', persistent: ctx.server.dbPath !== undefined },
    ok: 1,
  }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  whatsmyuri: (_cmd, ctx) => ({ you: `127.0.0.1:${ctx.connectionId}`, ok: 1 }),
  getCmdLineOpts: (_cmd, ctx) => ({ argv: process.argv, parsed: { net: { port: ctx.server.port() } }, ok: 1 }),
  startSession: () => ({ id: { id: new UUID() }, timeoutMinutes: 30, ok: 1 }),
  endSessions: sessionsAccepted,
  killAllSessions: sessionsAccepted,
  killSessions: sessionsAccepted,
  refreshSessions: sessionsAccepted,
};
