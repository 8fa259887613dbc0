/**
 * Durability for a `--dbpath`: an append-only journal of state-setting records plus a
 * snapshot, compacted on start and in the background.
 *
 * Files: `snapshot.bson` (the whole state up to journal generation G, written to a temp
 * file, fsynced and renamed into place) and `journal.<N>.log` for N > G. Every record is
 * `[u32 length][u32 crc32][BSON]`; a torn or corrupt tail (a write that was never
 * acknowledged) is cut off when the file is read. Writes are group-committed: callers
 * append synchronously, then await `sync()`, which resolves once an fdatasync has covered
 * every record appended before the call. Records only ever set state (put this document,
 * remove that id), so replaying them in order rebuilds exactly what was acknowledged.
 */
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { deserialize, serialize } from 'bson';

export type JournalRecord = Record<string, unknown>;

const HEADER_BYTES = 8;
const SNAPSHOT = 'snapshot.bson';
const COMPACT_MIN_BYTES = 64 * 1024 * 1024;
const journalName = (generation: number) => `journal.${String(generation).padStart(8, '0')}.log`;
const JOURNAL_PATTERN = /^journal\.(\d{8})\.log$/;

export function encodeRecord(record: JournalRecord): Buffer {
  const payload = serialize(record);
  const header = Buffer.allocUnsafe(HEADER_BYTES);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

/** Reads records until the end or the first torn/corrupt one; returns them and the valid length. */
export function decodeRecords(data: Buffer): { records: JournalRecord[]; validLength: number } {
  const records: JournalRecord[] = [];
  let offset = 0;
  while (offset + HEADER_BYTES <= data.length) {
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    const end = offset + HEADER_BYTES + length;
    if (length < 5 || end > data.length) break;
    const payload = data.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== checksum) break;
    try {
      records.push(deserialize(payload, { promoteValues: true }));
    } catch {
      break;
    }
    offset = end;
  }
  return { records, validLength: offset };
}

function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class Journal {
  private file!: FileHandle;
  private generation = 0;
  private bytesInJournal = 0;
  private snapshotBytes = 0;
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private compactionWanted = false;
  private closed = false;

  private constructor(
    private readonly dir: string,
    /** Produces the records that describe the whole current state (for snapshots). */
    private readonly dumpState: () => Iterable<JournalRecord>,
  ) {}

  /**
   * Opens the directory, feeds every stored record to `apply` in order, compacts, and
   * returns a journal ready for appends.
   */
  static async open(
    dir: string,
    apply: (record: JournalRecord) => void,
    dumpState: () => Iterable<JournalRecord>,
  ): Promise<Journal> {
    await mkdir(dir, { recursive: true });
    const journal = new Journal(dir, dumpState);
    await rm(path.join(dir, `${SNAPSHOT}.tmp`), { force: true });

    let snapshotGeneration = 0;
    const snapshotData = await readFile(path.join(dir, SNAPSHOT)).catch(() => undefined);
    if (snapshotData) {
      const { records } = decodeRecords(snapshotData);
      const [meta, ...rest] = records;
      snapshotGeneration = Number(meta?.generation ?? 0);
      rest.forEach(apply);
    }

    const generations = (await readdir(dir))
      .map((name) => JOURNAL_PATTERN.exec(name))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    let lastGeneration = snapshotGeneration;
    for (const generation of generations) {
      const file = path.join(dir, journalName(generation));
      if (generation <= snapshotGeneration) {
        await rm(file, { force: true });
        continue;
      }
      const { records } = decodeRecords(await readFile(file));
      records.forEach(apply);
      lastGeneration = generation;
    }

    // Compact on start: everything read so far goes into a fresh snapshot.
    await journal.writeSnapshot(journal.encodeSnapshot(lastGeneration));
    for (const generation of generations) await rm(path.join(dir, journalName(generation)), { force: true });
    await journal.openGeneration(lastGeneration + 1);
    return journal;
  }

  private async openGeneration(generation: number): Promise<void> {
    this.generation = generation;
    this.file = await open(path.join(this.dir, journalName(generation)), 'a');
    this.bytesInJournal = 0;
    fsyncDirectory(this.dir);
  }

  private encodeSnapshot(generation: number): Buffer {
    const parts = [encodeRecord({ o: 'meta', generation, version: 1 })];
    for (const record of this.dumpState()) parts.push(encodeRecord(record));
    return Buffer.concat(parts);
  }

  private async writeSnapshot(data: Buffer): Promise<void> {
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const handle = await open(tmp, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, path.join(this.dir, SNAPSHOT));
    fsyncDirectory(this.dir);
    this.snapshotBytes = data.length;
  }

  append(record: JournalRecord): void {
    if (this.closed) throw new Error('journal is closed');
    this.pending.push(encodeRecord(record));
  }

  /** Resolves when every record appended before this call is on disk. */
  sync(): Promise<void> {
    if (this.pending.length === 0 && !this.flushing) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.flushing) return;
    this.flushing = this.flushLoop().finally(() => {
      this.flushing = undefined;
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0 || this.waiters.length > 0) {
      const batch = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      // A snapshot taken right now describes exactly the records in `batch` and before it.
      const compactTo =
        this.compactionWanted && batch.length > 0 ? { generation: this.generation } : undefined;
      const snapshot = compactTo ? this.encodeSnapshot(compactTo.generation) : undefined;
      this.compactionWanted = false;
      try {
        if (batch.length > 0) {
          const data = Buffer.concat(batch);
          await this.file.write(data);
          await this.file.datasync();
          this.bytesInJournal += data.length;
        }
        waiters.forEach((w) => w.resolve());
      } catch (error) {
        waiters.forEach((w) => w.reject(error as Error));
        continue;
      }
      if (snapshot) await this.rotate(snapshot);
      else if (this.bytesInJournal > Math.max(COMPACT_MIN_BYTES, 2 * this.snapshotBytes)) {
        this.compactionWanted = true;
      }
    }
  }

  /** Background compaction: new writes go to the next generation, the snapshot covers the old ones. */
  private async rotate(snapshot: Buffer): Promise<void> {
    const previous = this.generation;
    await this.file.close();
    await this.openGeneration(previous + 1);
    await this.writeSnapshot(snapshot);
    const files = await readdir(this.dir);
    for (const name of files) {
      const m = JOURNAL_PATTERN.exec(name);
      if (m && Number(m[1]) <= previous) await rm(path.join(this.dir, name), { force: true });
    }
  }

  async close(): Promise<void> {
    await this.sync();
    await this.flushing;
    this.closed = true;
    await this.file.close();
  }

  async size(): Promise<number> {
    return (await stat(path.join(this.dir, journalName(this.generation)))).size;
  }
}
