/**
 * One client connection: frames the byte stream, runs the messages of this connection
 * one after another (replies keep their order), and closes only this socket when a
 * frame is broken. Nothing a client sends can throw past this class.
 */
import type { Socket } from 'node:net';
import type { Doc } from '../storage/collection.js';
import {
  encodeOpMsg,
  encodeOpReply,
  HEADER_SIZE,
  InvalidBsonError,
  MAX_MESSAGE_SIZE,
  OP_MSG,
  OP_QUERY,
  parseOpMsg,
  parseOpQuery,
  ProtocolError,
  readHeader,
} from './messages.js';

export type CommandRunner = (command: Doc, db: string) => Promise<Doc>;

const invalidBsonReply = (message: string): Doc => ({ ok: 0, errmsg: message, code: 22, codeName: 'InvalidBSON' });

export class Connection {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** False once a broken frame was seen: nothing more is read from this connection. */
  private reading = true;

  constructor(
    private readonly socket: Socket,
    private readonly run: CommandRunner,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (data) => this.onData(data));
    socket.on('error', () => this.close());
    socket.on('close', () => {
      this.closed = true;
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.chunks = [];
    this.socket.destroy();
  }

  /**
   * Like mongod, which reads one message, answers it, then reads the next: the frames
   * received before a broken one are still answered, then the connection is closed
   * (after the replies are flushed).
   */
  private stopReading(): void {
    this.reading = false;
    this.chunks = [];
    this.buffered = 0;
    this.queue = this.queue.then(() => {
      if (this.closed) return;
      this.closed = true;
      this.socket.end(() => this.socket.destroy());
    });
  }

  private onData(data: Buffer): void {
    if (this.closed || !this.reading) return;
    this.chunks.push(data);
    this.buffered += data.length;
    while (this.buffered >= 4) {
      const head = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
      this.chunks = [head];
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE) {
        this.stopReading();
        return;
      }
      if (this.buffered < length) return;
      const frame = head.subarray(0, length);
      const rest = head.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
      this.queue = this.queue.then(() => this.handle(frame));
    }
  }

  private write(reply: Buffer): void {
    if (!this.closed) this.socket.write(reply);
  }

  private async handle(frame: Buffer): Promise<void> {
    if (this.closed) return;
    const { requestId, opCode } = readHeader(frame);
    try {
      if (opCode === OP_MSG) {
        let message;
        try {
          message = parseOpMsg(frame);
        } catch (error) {
          if (error instanceof InvalidBsonError) {
            this.write(encodeOpMsg(requestId, invalidBsonReply(error.message)));
            return;
          }
          throw error;
        }
        const db = message.command.$db;
        const reply =
          typeof db === 'string' && db.length > 0
            ? await this.run(message.command, db)
            : { ok: 0, errmsg: "OP_MSG requests require a $db argument", code: 40571, codeName: 'Location40571' };
        if (!message.moreToCome) this.write(encodeOpMsg(requestId, reply));
      } else if (opCode === OP_QUERY) {
        let query;
        try {
          query = parseOpQuery(frame);
        } catch (error) {
          if (error instanceof InvalidBsonError) {
            this.write(encodeOpReply(requestId, invalidBsonReply(error.message)));
            return;
          }
          throw error;
        }
        const { collection, query: command } = query;
        const name = Object.keys(command)[0] ?? '';
        const isHandshake = collection.endsWith('.$cmd') && ['hello', 'isMaster', 'ismaster'].includes(name);
        const reply = isHandshake
          ? await this.run(command, collection.slice(0, -'.$cmd'.length))
          : {
              ok: 0,
              errmsg: `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
              code: 352,
              codeName: 'UnsupportedOpQueryCommand',
            };
        this.write(encodeOpReply(requestId, reply));
      } else {
        // Legacy write opcodes, OP_COMPRESSED (never negotiated) and unknown codes: mongod hangs up.
        this.close();
      }
    } catch (error) {
      if (!(error instanceof ProtocolError)) {
        // A bug of ours must not take the server down; the client sees a closed connection.
        process.emitWarning(`embedded-mongo: closing connection after ${(error as Error)?.message ?? error}`);
      }
      this.close();
    }
  }
}
