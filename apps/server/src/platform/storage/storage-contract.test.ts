import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import type { Db } from '../db/database';
import { CHUNK_BYTES, DatabaseStorage } from './database-storage';
import { FileSystemStorage } from './file-system-storage';
import {
  FileTooLargeError,
  newStorageKey,
  STORAGE_KEY_PATTERN,
  StoredFileMissingError,
  type CopyableStorage,
} from './storage';
import { storedFileChunks, storedFiles } from './tables';

/** `content` in uneven pieces, as an upload arrives. */
async function* pieces(content: Buffer, size = 100_003) {
  for (let at = 0; at < content.length; at += size) yield content.subarray(at, at + size);
}

const sha256 = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');

async function keysOf(storage: CopyableStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
}

// The one database of this file (the test app's, on PGlite or on the PostgreSQL of `npm run test:pg`).
let db: Db;
beforeAll(async () => {
  db = (await buildTestApp()).platform.db;
});

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-contract-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe.each([
  { name: 'file system', make: () => new FileSystemStorage(fs.mkdtempSync(path.join(root, 'fs-'))) },
  { name: 'database', make: () => new DatabaseStorage(db) },
])('$name storage (FileStorage contract)', ({ make }) => {
  let storage: CopyableStorage;
  beforeAll(() => {
    storage = make();
  });

  it('gives back a multi-chunk file byte for byte, under a server key, and lists it', async () => {
    const content = crypto.randomBytes(2 * CHUNK_BYTES + 12_345);
    const stored = await storage.put(pieces(content));
    expect(stored).toEqual({
      key: expect.stringMatching(STORAGE_KEY_PATTERN),
      size: content.length,
      sha256: sha256(content),
    });
    expect((await buffer(await storage.open(stored.key))).equals(content)).toBe(true);
    expect(await keysOf(storage)).toContain(stored.key);
    const empty = await storage.put(pieces(Buffer.alloc(0)));
    expect(empty.size).toBe(0);
    expect((await buffer(await storage.open(empty.key))).length).toBe(0);
    await storage.remove(stored.key);
    await storage.remove(empty.key);
  });

  it('refuses content past maxBytes and keeps nothing of it, nor of a source that fails', async () => {
    const before = await keysOf(storage);
    const content = crypto.randomBytes(CHUNK_BYTES + 10);
    await expect(storage.put(pieces(content), { maxBytes: CHUNK_BYTES })).rejects.toBeInstanceOf(FileTooLargeError);
    async function* failing() {
      yield crypto.randomBytes(CHUNK_BYTES + 1);
      throw new Error('connection lost');
    }
    await expect(storage.put(failing())).rejects.toThrow('connection lost');
    expect(await keysOf(storage)).toEqual(before);
    const exact = await storage.put(pieces(content.subarray(0, CHUNK_BYTES)), { maxBytes: CHUNK_BYTES });
    expect(exact.size).toBe(CHUNK_BYTES);
    await storage.remove(exact.key);
  });

  it('answers StoredFileMissingError for a key it does not hold', async () => {
    await expect(storage.open(newStorageKey())).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('removes a file; removing a missing key is no error', async () => {
    const { key } = await storage.put(pieces(Buffer.from('to be removed')));
    await storage.remove(key);
    await expect(storage.open(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await storage.remove(key);
    await storage.remove(newStorageKey());
    expect(await keysOf(storage)).not.toContain(key);
  });

  it('lists exactly its keys and stores under a given key (for copying between stores)', async () => {
    const before = await keysOf(storage);
    const put = [await storage.put(pieces(Buffer.from('one'))), await storage.put(pieces(Buffer.from('two')))];
    const given = newStorageKey();
    expect(await storage.putAt(given, pieces(Buffer.from('three')))).toEqual({
      key: given,
      size: 5,
      sha256: sha256(Buffer.from('three')),
    });
    expect(await keysOf(storage)).toEqual([...before, ...put.map((p) => p.key), given].sort());
    expect((await buffer(await storage.open(given))).toString()).toBe('three');
    await expect(storage.putAt('../escape', pieces(Buffer.from('x')))).rejects.toThrow();
    for (const key of [...put.map((p) => p.key), given]) await storage.remove(key);
    expect(await keysOf(storage)).toEqual(before);
  });
});

describe('database storage', () => {
  const chunksOf = async (key: string) =>
    (await db.select({ n: count() }).from(storedFileChunks).where(eq(storedFileChunks.fileKey, key)))[0].n;

  it('keeps a file in 256 KiB chunks and its size and SHA-256 in the file row', async () => {
    const storage = new DatabaseStorage(db);
    const content = crypto.randomBytes(2 * CHUNK_BYTES + 1);
    const { key } = await storage.put(pieces(content, 7_777));
    expect(await chunksOf(key)).toBe(3);
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ size: content.length, sha256: sha256(content) });
    await storage.remove(key);
    expect(await chunksOf(key)).toBe(0); // on delete cascade
  });

  it('leaves no chunk of a refused file', async () => {
    const [{ n: before }] = await db.select({ n: count() }).from(storedFileChunks);
    await expect(
      new DatabaseStorage(db).put(pieces(crypto.randomBytes(3 * CHUNK_BYTES)), { maxBytes: 2 * CHUNK_BYTES + 5 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect((await db.select({ n: count() }).from(storedFileChunks))[0].n).toBe(before);
  });

  it('ends a read with StoredFileMissingError, not a short file, when the file is removed meanwhile', async () => {
    const storage = new DatabaseStorage(db, 64 * 1024);
    const { key } = await storage.put(pieces(crypto.randomBytes(5 * 64 * 1024)));
    const stream = await storage.open(key);
    const reader = stream[Symbol.asyncIterator]();
    expect((await reader.next()).done).toBe(false); // the first query read 4 of the 5 chunks
    await storage.remove(key);
    await expect(
      (async () => {
        for (let step = await reader.next(); !step.done; step = await reader.next());
      })(),
    ).rejects.toBeInstanceOf(StoredFileMissingError);
  });
});
