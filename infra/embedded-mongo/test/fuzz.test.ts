// Wire-protocol fuzzing of the embedded engine over raw TCP sockets (skipped against a
// real MongoDB). After every case the server must still answer ping through a normal
// MongoClient and a control collection written beforehand must be unchanged. Every case
// ends when the server replies, closes the socket, or after a short timeout.
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deserialize, Long, serialize } from 'bson';
import type { Document } from 'bson';
import { Binary, Decimal128, ObjectId } from 'mongodb';
import { REAL_MONGO, useMongo } from './harness.js';

const ctx = useMongo('fuzz');

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_COMPRESSED = 2012;
const OP_MSG = 2013;
const MAX_MESSAGE = 48_000_000;
const CASE_TIMEOUT_MS = 150;

let port = 0;
let requestCounter = 1000;
let controlSnapshot: Document[] = [];

// ---------------------------------------------------------------- frame building

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

function frame(opCode: number, body: Buffer, requestId = ++requestCounter): Buffer {
  return Buffer.concat([header(16 + body.length, requestId, 0, opCode), body]);
}

/** OP_MSG with one kind-0 section (and optional kind-1 document sequences). */
function opMsg(
  doc: Document,
  options: { flags?: number; sequences?: Array<[string, Document[]]>; requestId?: number } = {},
): Buffer {
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE(options.flags ?? 0, 0);
  const parts: Buffer[] = [flags, Buffer.from([0]), Buffer.from(serialize(doc))];
  for (const [id, docs] of options.sequences ?? []) {
    const payload = Buffer.concat([
      Buffer.from(`${id}\0`, 'utf8'),
      ...docs.map((d) => Buffer.from(serialize(d))),
    ]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + payload.length, 0);
    parts.push(Buffer.from([1]), size, payload);
  }
  return frame(OP_MSG, Buffer.concat(parts), options.requestId);
}

/** Legacy OP_QUERY, as drivers use for the first handshake. */
function opQuery(fullCollectionName: string, query: Document, requestId?: number): Buffer {
  const flags = Buffer.alloc(4);
  const ns = Buffer.from(`${fullCollectionName}\0`, 'utf8');
  const skipReturn = Buffer.alloc(8);
  skipReturn.writeInt32LE(0, 0);
  skipReturn.writeInt32LE(-1, 4);
  return frame(OP_QUERY, Buffer.concat([flags, ns, skipReturn, Buffer.from(serialize(query))]), requestId);
}

const SCRATCH = 'fuzz_scratch';

const baseCommands: Document[] = [
  { ping: 1, $db: 'admin' },
  { hello: 1, $db: 'admin' },
  { isMaster: 1, helloOk: true, $db: 'admin' },
  { buildInfo: 1, $db: 'admin' },
  {
    find: 'scratch',
    filter: { a: { $gt: 1 } },
    sort: { a: -1 },
    projection: { a: 1 },
    limit: 5,
    batchSize: 2,
    $db: SCRATCH,
  },
  {
    insert: 'scratch',
    documents: [{ a: 1, s: 'x', arr: [1, 2, { b: 3 }], d: new Date(0), o: new ObjectId() }],
    ordered: true,
    $db: SCRATCH,
  },
  {
    update: 'scratch',
    updates: [{ q: { a: 1 }, u: { $set: { b: 2 }, $inc: { c: 1 } }, multi: true, upsert: false }],
    $db: SCRATCH,
  },
  { delete: 'scratch', deletes: [{ q: { a: { $lt: 0 } }, limit: 0 }], $db: SCRATCH },
  {
    aggregate: 'scratch',
    pipeline: [{ $match: {} }, { $group: { _id: '$a', n: { $sum: 1 } } }, { $sort: { n: -1 } }],
    cursor: { batchSize: 1 },
    $db: SCRATCH,
  },
  { count: 'scratch', query: { s: { $regex: '^x', $options: 'i' } }, $db: SCRATCH },
  { distinct: 'scratch', key: 'a', query: {}, $db: SCRATCH },
  { listCollections: 1, filter: {}, nameOnly: true, $db: SCRATCH },
  { listIndexes: 'scratch', $db: SCRATCH },
  { getMore: Long.fromNumber(123456789), collection: 'scratch', batchSize: 3, $db: SCRATCH },
  { killCursors: 'scratch', cursors: [Long.fromNumber(1)], $db: SCRATCH },
  { createIndexes: 'scratch', indexes: [{ key: { a: 1 }, name: 'a_1' }], $db: SCRATCH },
  {
    findAndModify: 'scratch',
    query: { a: 1 },
    update: { $inc: { c: 1 } },
    new: true,
    upsert: true,
    $db: SCRATCH,
  },
  { endSessions: [{ id: new Binary(Buffer.alloc(16, 1), 4) }], $db: 'admin' },
  { dbStats: 1, $db: SCRATCH },
  { nosuchcommand: 1, $db: SCRATCH },
];

const baseFrames: Buffer[] = [
  ...baseCommands.map((doc) => opMsg(doc)),
  opMsg(
    { insert: 'scratch', $db: SCRATCH },
    { sequences: [['documents', [{ a: 5 }, { a: 6, z: [1, { y: 2 }] }]]] },
  ),
  opMsg(
    { update: 'scratch', $db: SCRATCH },
    { sequences: [['updates', [{ q: { a: 5 }, u: { $set: { k: 1 } } }]]] },
  ),
  opQuery('admin.$cmd', { isMaster: 1, client: { driver: { name: 'fuzz', version: '0' } } }),
  opQuery('admin.$cmd', { hello: 1 }),
];

// ---------------------------------------------------------------- raw exchange

type Outcome = 'reply' | 'closed' | 'timeout';

interface Exchange {
  outcome: Outcome;
  reply: Buffer;
}

/**
 * Opens a socket, writes `chunks` (in separate writes), and waits until a complete
 * reply frame arrived, the server closed the connection, or `timeoutMs` elapsed.
 */
function exchange(chunks: Buffer[], timeoutMs = CASE_TIMEOUT_MS): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = Buffer.alloc(0);
    let done = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: Outcome) => {
      if (done) return;
      done = true;
      if (timer) clearTimeout(timer);
      socket.destroy();
      resolve({ outcome, reply: received });
    };
    socket.on('connect', () => {
      timer = setTimeout(() => finish('timeout'), timeoutMs);
      for (const c of chunks) {
        if (socket.destroyed) break;
        socket.write(c);
      }
    });
    socket.on('data', (d: Buffer) => {
      received = Buffer.concat([received, d]);
      if (received.length >= 4) {
        const len = received.readInt32LE(0);
        if (received.length >= len) finish('reply');
      }
    });
    socket.on('error', () => finish('closed'));
    socket.on('close', () => finish('closed'));
  });
}

function readReplyDoc(r: Buffer): Document {
  const len = r.readInt32LE(0);
  const opCode = r.readInt32LE(12);
  const start = opCode === OP_REPLY ? 36 : 21;
  return deserialize(r.subarray(start, len), { allowObjectSmallerThanBufferSize: true });
}

/** Whatever the server sends back must be a well-formed reply to the request it answers. */
function checkReply(sent: Buffer, ex: Exchange): void {
  if (ex.outcome !== 'reply') return;
  const r = ex.reply;
  expect(r.length).toBeGreaterThanOrEqual(16);
  const len = r.readInt32LE(0);
  expect(len).toBeGreaterThanOrEqual(16);
  expect(len).toBeLessThanOrEqual(MAX_MESSAGE);
  const opCode = r.readInt32LE(12);
  expect([OP_MSG, OP_REPLY]).toContain(opCode);
  if (sent.length >= 8) expect(r.readInt32LE(8)).toBe(sent.readInt32LE(4));
  if (opCode === OP_MSG) {
    expect(r[20]).toBe(0); // section kind 0
  } else {
    // OP_REPLY: flags(4) cursorID(8) startingFrom(4) numberReturned(4) documents
    expect(r.readInt32LE(32)).toBe(1);
  }
  expect(readReplyDoc(r)).toHaveProperty('ok');
}

// ---------------------------------------------------------------- health

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

async function assertHealthy(): Promise<void> {
  const ping = await withTimeout(ctx.client.db('admin').command({ ping: 1 }), 3_000, 'ping');
  expect(ping.ok).toBe(1);
  const control = await withTimeout(
    ctx.client.db('fuzz_control').collection('ctl').find({}).sort({ _id: 1 }).toArray(),
    3_000,
    'control read',
  );
  expect(control).toEqual(controlSnapshot);
}

async function runCase(chunks: Buffer[], timeoutMs = CASE_TIMEOUT_MS): Promise<Exchange> {
  const ex = await exchange(chunks, timeoutMs);
  checkReply(Buffer.concat(chunks), ex);
  await assertHealthy();
  return ex;
}

// ---------------------------------------------------------------- arbitraries

const arbBaseFrame = fc.constantFrom(...baseFrames);

/** A valid frame with 1..8 random bytes replaced. */
const arbMutatedFrame = fc
  .tuple(
    arbBaseFrame,
    fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
  )
  .map(([base, edits]) => {
    const b = Buffer.from(base);
    for (const [pos, value] of edits) b[pos % b.length] = value;
    return b;
  });

/** A valid frame cut short (the server waits for the rest: the case ends by timeout). */
const arbTruncatedFrame = fc
  .tuple(arbBaseFrame, fc.double({ min: 0, max: 0.999, noNaN: true }))
  .map(([base, f]) => base.subarray(0, Math.floor(base.length * f)));

/** A valid body under a random opcode. */
const arbUnknownOpcode = fc
  .tuple(
    arbBaseFrame,
    fc.oneof(
      fc.constantFrom(
        0,
        1,
        1000,
        2001,
        2002,
        2005,
        2006,
        2007,
        2010,
        2011,
        OP_COMPRESSED,
        2014,
        -1,
        0x7fffffff,
      ),
      fc.integer(),
    ),
  )
  .filter(([, op]) => op !== OP_MSG && op !== OP_QUERY)
  .map(([base, op]) => {
    const b = Buffer.from(base);
    b.writeInt32LE(op, 12);
    return b;
  });

/** A well-sized OP_MSG frame whose "BSON" is random bytes, or BSON with broken lengths / types. */
/** `certainlyInvalid`: no parser may accept it, so any reply must be an error. */
const arbInvalidBson: fc.Arbitrary<{ bytes: Buffer; certainlyInvalid: boolean }> = fc.oneof(
  fc.uint8Array({ minLength: 0, maxLength: 120 }).map((bytes) => ({
    bytes: frame(OP_MSG, Buffer.concat([Buffer.alloc(4), Buffer.from([0]), Buffer.from(bytes)])),
    certainlyInvalid: true,
  })),
  fc
    .tuple(
      fc.constantFrom(...baseCommands),
      fc.integer({ min: -10, max: 10 }).filter((d) => d !== 0),
      fc.integer({ min: 4, max: 40 }),
      fc.integer({ min: 0, max: 255 }),
    )
    .map(([doc, lenDelta, pos, typeByte]) => {
      const bson = Buffer.from(serialize(doc));
      bson.writeInt32LE(bson.readInt32LE(0) + lenDelta, 0); // wrong document length
      bson[pos % bson.length] = typeByte; // and possibly a bad element type
      return {
        bytes: frame(OP_MSG, Buffer.concat([Buffer.alloc(4), Buffer.from([0]), bson])),
        certainlyInvalid: false,
      };
    }),
  // Document not NUL-terminated.
  fc.constantFrom(...baseCommands).map((doc) => {
    const bson = Buffer.from(serialize(doc));
    bson[bson.length - 1] = 0x7f;
    return {
      bytes: frame(OP_MSG, Buffer.concat([Buffer.alloc(4), Buffer.from([0]), bson])),
      certainlyInvalid: true,
    };
  }),
  // A nested document whose length overflows its parent.
  fc.integer({ min: 1, max: 1000 }).map((extra) => {
    const bson = Buffer.from(serialize({ find: 'scratch', filter: { a: 1 }, $db: SCRATCH }));
    const at = bson.indexOf(Buffer.from('filter\0', 'utf8')) + 'filter\0'.length;
    bson.writeInt32LE(bson.readInt32LE(at) + extra, at);
    return {
      bytes: frame(OP_MSG, Buffer.concat([Buffer.alloc(4), Buffer.from([0]), bson])),
      certainlyInvalid: true,
    };
  }),
);

const fcOptions = { numRuns: 300, timeout: 10_000, endOnFailure: true } as const;

// ---------------------------------------------------------------- tests

describe.skipIf(REAL_MONGO)('wire protocol fuzzing', () => {
  beforeAll(async () => {
    port = Number(new URL(ctx.uri).port);
    const ctl = ctx.client.db('fuzz_control').collection('ctl');
    await ctl.drop().catch(() => undefined);
    await ctl.insertMany(
      Array.from({ length: 20 }, (_, i) => ({
        _id: i,
        s: `control-${i}`,
        n: i * 1.5,
        nested: { arr: [i, String(i), { deep: i % 3 === 0 }] },
        dec: Decimal128.fromString(`${i}.25`),
        when: new Date(1_700_000_000_000 + i),
      })) as Document[],
    );
    await ctl.createIndex({ s: 1 }, { unique: true });
    controlSnapshot = await ctl.find({}).sort({ _id: 1 }).toArray();
    expect(controlSnapshot).toHaveLength(20);
  });

  describe('hand-built frames are understood (validates the fuzzer itself)', () => {
    it('OP_MSG ping gets an OP_MSG reply answering our requestID', async () => {
      const req = opMsg({ ping: 1, $db: 'admin' }, { requestId: 4242 });
      const ex = await exchange([req], 3_000);
      expect(ex.outcome).toBe('reply');
      expect(ex.reply.readInt32LE(8)).toBe(4242);
      expect(ex.reply.readInt32LE(12)).toBe(OP_MSG);
      expect(readReplyDoc(ex.reply)).toMatchObject({ ok: 1 });
    });

    it('legacy OP_QUERY isMaster on admin.$cmd gets an OP_REPLY', async () => {
      const ex = await exchange([opQuery('admin.$cmd', { isMaster: 1 }, 77)], 3_000);
      expect(ex.outcome).toBe('reply');
      expect(ex.reply.readInt32LE(8)).toBe(77);
      expect(ex.reply.readInt32LE(12)).toBe(OP_REPLY);
      const doc = readReplyDoc(ex.reply);
      expect(doc.ok).toBe(1);
      expect(doc.ismaster).toBe(true);
      expect(doc.maxWireVersion).toBeGreaterThanOrEqual(21);
    });

    it('an OP_MSG with a kind-1 document sequence is applied', async () => {
      const req = opMsg(
        { insert: 'seq', $db: SCRATCH },
        { sequences: [['documents', [{ _id: 1 }, { _id: 2 }, { _id: 3 }]]] },
      );
      const ex = await exchange([req], 3_000);
      expect(ex.outcome).toBe('reply');
      expect(readReplyDoc(ex.reply)).toMatchObject({ ok: 1, n: 3 });
      expect(await ctx.client.db(SCRATCH).collection('seq').countDocuments()).toBe(3);
    });

    it('a frame written one byte at a time is reassembled', async () => {
      const req = opMsg({ ping: 1, $db: 'admin' });
      const ex = await exchange(
        [...req].map((b) => Buffer.from([b])),
        3_000,
      );
      expect(ex.outcome).toBe('reply');
      expect(readReplyDoc(ex.reply)).toMatchObject({ ok: 1 });
    });

    it('two pipelined frames in one write get two replies, in order', async () => {
      const a = opMsg({ ping: 1, $db: 'admin' }, { requestId: 501 });
      const b = opMsg({ hello: 1, $db: 'admin' }, { requestId: 502 });
      const replies = await new Promise<Buffer>((resolve, reject) => {
        const s = connect({ host: '127.0.0.1', port }, () => s.write(Buffer.concat([a, b])));
        let got = Buffer.alloc(0);
        const t = setTimeout(() => {
          s.destroy();
          reject(new Error('no two replies'));
        }, 3_000);
        s.on('data', (d: Buffer) => {
          got = Buffer.concat([got, d]);
          if (got.length >= 4) {
            const first = got.readInt32LE(0);
            if (got.length >= first + 4 && got.length >= first + got.readInt32LE(first)) {
              clearTimeout(t);
              s.destroy();
              resolve(got);
            }
          }
        });
        s.on('error', reject);
      });
      const first = replies.readInt32LE(0);
      expect(replies.readInt32LE(8)).toBe(501);
      expect(replies.readInt32LE(first + 8)).toBe(502);
    });

    it('a messageLength over 48 MB closes the connection', async () => {
      const big = header(MAX_MESSAGE + 1, 9, 0, OP_MSG);
      const ex = await exchange([big, Buffer.alloc(64)], 3_000);
      expect(ex.outcome).toBe('closed');
      const huge = header(0x7fffffff, 10, 0, OP_MSG);
      expect((await exchange([huge], 3_000)).outcome).toBe('closed');
      await assertHealthy();
    });

    it('a messageLength below the header size closes the connection', async () => {
      for (const len of [0, 1, 15, -1, -48_000_000]) {
        const ex = await exchange([header(len, 11, 0, OP_MSG), Buffer.alloc(32)], 3_000);
        expect(ex.outcome).toBe('closed');
      }
      await assertHealthy();
    });

    it('idle half-sent frames on many sockets do not block other clients', async () => {
      const sockets = await Promise.all(
        Array.from(
          { length: 30 },
          () =>
            new Promise<ReturnType<typeof connect>>((resolve) => {
              const s = connect({ host: '127.0.0.1', port }, () => {
                s.write(opMsg({ ping: 1, $db: 'admin' }).subarray(0, 10));
                resolve(s);
              });
              s.on('error', () => undefined);
            }),
        ),
      );
      await assertHealthy();
      for (const s of sockets) s.destroy();
    });
  });

  describe('property-based', () => {
    it('random byte strings', async () => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 256 }), async (bytes) => {
          await runCase([Buffer.from(bytes)]);
        }),
        { ...fcOptions, numRuns: 200 },
      );
    }, 120_000);

    it('random bytes behind a plausible header', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ minLength: 0, maxLength: 256 }),
          fc.constantFrom(OP_MSG, OP_QUERY),
          async (bytes, op) => {
            await runCase([frame(op, Buffer.from(bytes))]);
          },
        ),
        { ...fcOptions, numRuns: 200 },
      );
    }, 120_000);

    it('valid OP_MSG / OP_QUERY frames with random bytes mutated', async () => {
      await fc.assert(
        fc.asyncProperty(arbMutatedFrame, async (bytes) => {
          await runCase([bytes]);
        }),
        fcOptions,
      );
    }, 180_000);

    it('truncated frames', async () => {
      await fc.assert(
        fc.asyncProperty(arbTruncatedFrame, async (bytes) => {
          const ex = await runCase([bytes]);
          expect(ex.outcome).not.toBe('reply');
        }),
        { ...fcOptions, numRuns: 60 },
      );
    }, 120_000);

    it('unknown opcodes', async () => {
      await fc.assert(
        fc.asyncProperty(arbUnknownOpcode, async (bytes) => {
          await runCase([bytes]);
        }),
        { ...fcOptions, numRuns: 100 },
      );
    }, 120_000);

    it('invalid BSON inside a well-sized frame', async () => {
      await fc.assert(
        fc.asyncProperty(arbInvalidBson, async ({ bytes, certainlyInvalid }) => {
          const ex = await runCase([bytes]);
          if (ex.outcome === 'reply' && certainlyInvalid) {
            // An answer to an unparseable document can only be an error.
            const doc = readReplyDoc(ex.reply);
            expect(doc.ok).not.toBe(1);
          }
        }),
        { ...fcOptions, numRuns: 150 },
      );
    }, 120_000);

    it('a valid frame followed by garbage on the same connection', async () => {
      await fc.assert(
        fc.asyncProperty(arbBaseFrame, fc.uint8Array({ minLength: 1, maxLength: 64 }), async (base, junk) => {
          // A generous timeout: the reply to the valid frame is expected, even on a loaded machine.
          const ex = await runCase([base, Buffer.from(junk)], 2_000);
          // The valid frame is answered before anything happens to the garbage
          // (unless the base frame is a legacy opcode the server rejects).
          if (base.readInt32LE(12) === OP_MSG) expect(ex.outcome).toBe('reply');
        }),
        { ...fcOptions, numRuns: 100 },
      );
    }, 120_000);
  });

  it('after all that, the control collection and its unique index are intact', async () => {
    await assertHealthy();
    const ctl = ctx.client.db('fuzz_control').collection('ctl');
    const err = await ctl.insertOne({ s: 'control-3' }).catch((e: { code?: number }) => e);
    expect((err as { code?: number }).code).toBe(11000);
    expect(await ctl.countDocuments()).toBe(20);
  });
});
