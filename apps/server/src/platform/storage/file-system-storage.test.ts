import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { FileSystemStorage, createFileStorage } from './file-system-storage';
import { FileTooLargeError, StoredFileMissingError } from './storage';

const files = (root: string) =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    : [];

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('file system storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-test-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const storage = new FileSystemStorage(root);

  it('stores a stream under a server key and gives it back', async () => {
    const stored = await storage.put(Readable.from(chunks('hello ', 'world')));
    expect(stored).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{2}\/[0-9a-f]{30}$/),
      size: 11,
      sha256: crypto.createHash('sha256').update('hello world').digest('hex'),
    });
    expect(files(root)).toEqual([stored.key]);
    expect(await text(await storage.open(stored.key))).toBe('hello world');
    await storage.remove(stored.key);
    expect(files(root)).toEqual([]);
    await storage.remove(stored.key); // removing twice is fine
    await expect(storage.open(stored.key)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('stops at the size limit and keeps nothing, also when the source fails', async () => {
    await expect(storage.put(chunks('12345', '67890', 'x'), { maxBytes: 10 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    await expect(storage.put(chunks('x'.repeat(100)), { maxBytes: 10 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect((await storage.put(chunks('12345', '67890'), { maxBytes: 10 })).size).toBe(10);
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('connection lost');
    }
    await expect(storage.put(failing())).rejects.toThrow('connection lost');
    expect(files(root)).toHaveLength(1);
  });

  it('never reads or removes outside its folder', async () => {
    for (const key of ['../../etc/passwd', '/etc/passwd', 'ab/../../x', 'AB/CDEF']) {
      await expect(storage.open(key)).rejects.toBeInstanceOf(StoredFileMissingError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    }
  });

  it('lives in <DATA_DIR>/files, or in a temporary folder for an in-memory database', () => {
    expect(createFileStorage({ dataDir: '/srv/portal', inMemory: false }).root).toBe('/srv/portal/files');
    const temp = createFileStorage({ dataDir: '/srv/portal', inMemory: true }).root;
    expect(temp.startsWith(os.tmpdir())).toBe(true);
    expect(fs.existsSync(temp)).toBe(false); // created on first use only
  });
});
