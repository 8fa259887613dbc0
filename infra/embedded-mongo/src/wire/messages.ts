/**
 * The MongoDB wire protocol's frames: OP_MSG (the protocol of every current driver) and
 * the legacy OP_QUERY/OP_REPLY pair that drivers still use for the first handshake.
 * Parsing is strict: anything malformed raises ProtocolError, and the connection that
 * sent it is closed (as mongod does) without affecting any other.
 */
import { calculateObjectSize, deserialize, serialize } from 'bson';
import { MAX_MESSAGE_SIZE } from '../commands/admin.js';
import type { Doc } from '../storage/collection.js';
import { crc32c } from './crc32c.js';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;
export const HEADER_SIZE = 16;
export { MAX_MESSAGE_SIZE };

const FLAG_CHECKSUM = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
const FLAG_EXHAUST_ALLOWED = 1 << 16;
/** Bits 0-15 are "required": a peer must refuse a message with one it does not know. */
const KNOWN_REQUIRED_FLAGS = FLAG_CHECKSUM | FLAG_MORE_TO_COME;

export class ProtocolError extends Error {}

/** The command could not be decoded, but the frame was sound: answer with an error, keep the connection. */
export class InvalidBsonError extends Error {}

export interface Header {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(frame: Buffer): Header {
  return {
    messageLength: frame.readInt32LE(0),
    requestId: frame.readInt32LE(4),
    responseTo: frame.readInt32LE(8),
    opCode: frame.readInt32LE(12),
  };
}

const BSON_OPTIONS = { validation: { utf8: true } } as const;

function readDocument(buf: Buffer, offset: number, end: number): { doc: Doc; next: number } {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError('BSON document size out of bounds');
  try {
    return { doc: deserialize(buf.subarray(offset, offset + size), BSON_OPTIONS), next: offset + size };
  } catch (error) {
    throw new InvalidBsonError(error instanceof Error ? error.message : 'invalid BSON');
  }
}

function readCString(buf: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = buf.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new ProtocolError('unterminated C string');
  return { value: buf.toString('utf8', offset, zero), next: zero + 1 };
}

export interface OpMsg {
  command: Doc;
  moreToCome: boolean;
  exhaustAllowed: boolean;
}

/** Decodes an OP_MSG: one body section plus document sequences folded into the body as arrays. */
export function parseOpMsg(frame: Buffer): OpMsg {
  const flags = frame.readUInt32LE(HEADER_SIZE);
  if ((flags & 0xffff & ~KNOWN_REQUIRED_FLAGS) !== 0) throw new ProtocolError(`unknown required flag bits ${flags}`);
  let end = frame.length;
  if (flags & FLAG_CHECKSUM) {
    end -= 4;
    if (end < HEADER_SIZE + 4) throw new ProtocolError('message too short for its checksum');
    if (crc32c(frame.subarray(0, end)) !== frame.readUInt32LE(end)) throw new ProtocolError('checksum mismatch');
  }
  let offset = HEADER_SIZE + 4;
  let body: Doc | undefined;
  const sequences: Array<[string, Doc[]]> = [];
  while (offset < end) {
    const kind = frame[offset];
    offset += 1;
    if (kind === 0) {
      if (body) throw new ProtocolError('more than one body section');
      const read = readDocument(frame, offset, end);
      body = read.doc;
      offset = read.next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = frame.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new ProtocolError('document sequence size out of bounds');
      const id = readCString(frame, offset + 4, sectionEnd);
      const docs: Doc[] = [];
      let cursor = id.next;
      while (cursor < sectionEnd) {
        const read = readDocument(frame, cursor, sectionEnd);
        docs.push(read.doc);
        cursor = read.next;
      }
      sequences.push([id.value, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown section kind ${String(kind)}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [id, docs] of sequences) {
    if (id in body) throw new InvalidBsonError(`duplicate field ${id} in body and document sequence`);
    body[id] = docs;
  }
  return { command: body, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0, exhaustAllowed: (flags & FLAG_EXHAUST_ALLOWED) !== 0 };
}

export interface OpQuery {
  collection: string;
  query: Doc;
}

export function parseOpQuery(frame: Buffer): OpQuery {
  const name = readCString(frame, HEADER_SIZE + 4, frame.length);
  const docStart = name.next + 8; // numberToSkip, numberToReturn
  const { doc } = readDocument(frame, docStart, frame.length);
  // Old drivers wrap commands as {$query: {...}, $readPreference: ...}.
  const query = doc.$query && typeof doc.$query === 'object' ? (doc.$query as Doc) : doc;
  return { collection: name.value, query };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const head = Buffer.allocUnsafe(HEADER_SIZE);
  head.writeInt32LE(length, 0);
  head.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  head.writeInt32LE(responseTo, 8);
  head.writeInt32LE(opCode, 12);
  return head;
}

export function encodeOpMsg(responseTo: number, reply: Doc): Buffer {
  const body = serialize(reply);
  const prefix = Buffer.alloc(5); // flagBits = 0, section kind 0
  return Buffer.concat([header(HEADER_SIZE + 5 + body.length, responseTo, OP_MSG), prefix, body]);
}

export function encodeOpReply(responseTo: number, reply: Doc): Buffer {
  const body = serialize(reply);
  const fields = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(HEADER_SIZE + 20 + body.length, responseTo, OP_REPLY), fields, body]);
}

export { calculateObjectSize };
