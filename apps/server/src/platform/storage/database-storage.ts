import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  FileTooLargeError,
  newStorageKey,
  STORAGE_KEY_PATTERN,
  StoredFileMissingError,
  type CopyableStorage,
  type PutOptions,
  type StoredFile,
} from './storage';
import { ScratchFolder } from './scratch';
import { storedFileChunks, storedFiles } from './tables';

/** Bytes per chunk row: large enough to keep the row count low, small enough to stream. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks read per query when a file is opened: about 1 MiB in memory at a time. */
const CHUNKS_PER_READ = 4;
const KEYS_PER_READ = 1000;

/**
 * Files in the database (`FILE_STORAGE=database`), so every instance on one PostgreSQL reads what another stored.
 * A file row and its chunks are written in one transaction: a refused or failed upload leaves nothing, and a key
 * that exists always names a whole file. The transaction lasts as long as the upload, so it holds one pooled
 * connection for that time (see docs/adr/0057-shared-state-of-several-instances.md).
 */
export class DatabaseStorage implements CopyableStorage {
  /** Uploads being checked wait in a folder of this process under the system's temporary folder. */
  readonly scratch = new ScratchFolder(
    path.join(os.tmpdir(), `portal-scratch-${crypto.randomBytes(6).toString('hex')}`),
  );

  constructor(
    private readonly db: Db,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  /** The stored files stay; the scratch folder of this process goes. */
  async close(): Promise<void> {
    await fsp.rm(this.scratch.root, { recursive: true, force: true });
  }

  put(content: AsyncIterable<Uint8Array>, options: PutOptions = {}): Promise<StoredFile> {
    return this.write(newStorageKey(), content, options);
  }

  async putAt(key: string, content: AsyncIterable<Uint8Array>): Promise<StoredFile> {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
    return this.write(key, content, {});
  }

  private write(key: string, content: AsyncIterable<Uint8Array>, { maxBytes }: PutOptions): Promise<StoredFile> {
    const chunkBytes = this.chunkBytes;
    return this.db.transaction(async (tx) => {
      // The file row first, for the chunks' foreign key; its size and hash are filled in at the end.
      await tx.insert(storedFiles).values({ key, size: 0, sha256: '' });
      const hash = crypto.createHash('sha256');
      let size = 0;
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async (bytes: Buffer) => {
        await tx.insert(storedFileChunks).values({ fileKey: key, seq: seq++, bytes });
      };
      for await (const chunk of content) {
        size += chunk.length;
        // Checked per piece while streaming: an oversized upload is cut off, and the rollback keeps nothing.
        if (maxBytes !== undefined && size > maxBytes) throw new FileTooLargeError(maxBytes);
        hash.update(chunk);
        pending.push(Buffer.from(chunk));
        pendingBytes += chunk.length;
        while (pendingBytes >= chunkBytes) {
          const all = pending.length === 1 ? pending[0] : Buffer.concat(pending);
          await flush(all.subarray(0, chunkBytes));
          const rest = all.subarray(chunkBytes);
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      if (pendingBytes > 0) await flush(Buffer.concat(pending));
      const sha256 = hash.digest('hex');
      await tx.update(storedFiles).set({ size, sha256 }).where(eq(storedFiles.key, key));
      return { key, size, sha256 };
    });
  }

  /**
   * The file's bytes, read a few chunks per query as the stream is consumed. A file removed while it is read ends
   * the stream with `StoredFileMissingError` instead of a short file.
   */
  async open(key: string): Promise<Readable> {
    const [file] = await this.db.select({ size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.key, key));
    if (!file) throw new StoredFileMissingError(key);
    const db = this.db;
    async function* chunks() {
      let next = 0;
      let read = 0;
      for (;;) {
        const rows = await db
          .select({ seq: storedFileChunks.seq, bytes: storedFileChunks.bytes })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.fileKey, key), gte(storedFileChunks.seq, next)))
          .orderBy(asc(storedFileChunks.seq))
          .limit(CHUNKS_PER_READ);
        for (const row of rows) {
          read += row.bytes.length;
          yield row.bytes;
        }
        if (rows.length < CHUNKS_PER_READ) break;
        next = rows[rows.length - 1].seq + 1;
      }
      if (read !== file.size) throw new StoredFileMissingError(key);
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  /** Deletes the file row; its chunks go with it (on delete cascade). */
  async remove(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }

  /** Keys in key order, a page per query, so a large store is never listed at once. */
  async *keys(): AsyncIterable<string> {
    let after = '';
    for (;;) {
      const rows = await this.db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(gt(storedFiles.key, after))
        .orderBy(asc(storedFiles.key))
        .limit(KEYS_PER_READ);
      for (const row of rows) yield row.key;
      if (rows.length < KEYS_PER_READ) return;
      after = rows[rows.length - 1].key;
    }
  }
}
