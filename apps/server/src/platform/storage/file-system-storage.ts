import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { ScratchFolder } from './scratch';
import {
  FileTooLargeError,
  newStorageKey,
  STORAGE_KEY_PATTERN,
  StoredFileMissingError,
  type CopyableStorage,
  type PutOptions,
  type StoredFile,
} from './storage';

const TEMP_FOLDER = '.incoming';

/**
 * Files under one root folder (`<DATA_DIR>/files`), never inside a served folder. Content is
 * written to a temporary file and renamed into place only when complete, so a key always names
 * a whole file. Folders are created on first use.
 */
export class FileSystemStorage implements CopyableStorage {
  /** Uploads being checked wait beside the store's own temporary files, on the same disk. */
  readonly scratch: ScratchFolder;

  /** `temporary`: the folder belongs to this process alone and goes with it (see close). */
  constructor(
    readonly root: string,
    private readonly temporary = false,
  ) {
    this.scratch = new ScratchFolder(path.join(root, TEMP_FOLDER));
  }

  /** Removes a temporary store with everything in it; a store under DATA_DIR stays. */
  async close(): Promise<void> {
    if (this.temporary) await fsp.rm(this.root, { recursive: true, force: true });
  }

  put(content: AsyncIterable<Uint8Array>, options: PutOptions = {}): Promise<StoredFile> {
    return this.write(newStorageKey(), content, options);
  }

  async putAt(key: string, content: AsyncIterable<Uint8Array>): Promise<StoredFile> {
    this.pathOf(key);
    return this.write(key, content, {});
  }

  /** The keys of the files in place; the temporary folder and anything not named like a key are left out. */
  async *keys(): AsyncIterable<string> {
    let folders: string[];
    try {
      folders = await fsp.readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const folder of folders.sort()) {
      if (!/^[0-9a-f]{2}$/.test(folder)) continue;
      for (const entry of await fsp.readdir(path.join(this.root, folder), { withFileTypes: true })) {
        const key = `${folder}/${entry.name}`;
        if (entry.isFile() && STORAGE_KEY_PATTERN.test(key)) yield key;
      }
    }
  }

  private async write(key: string, content: AsyncIterable<Uint8Array>, options: PutOptions): Promise<StoredFile> {
    const temp = path.join(this.root, TEMP_FOLDER, `${key.replace('/', '')}.part`);
    await fsp.mkdir(path.dirname(temp), { recursive: true, mode: 0o700 });
    const hash = crypto.createHash('sha256');
    let size = 0;
    const { maxBytes } = options;
    // Opened before streaming, so the temporary file surely exists when a failure removes it.
    const handle = await fsp.open(temp, 'wx', 0o600);
    try {
      await pipeline(
        content,
        async function* (chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            // Checked per chunk while streaming: an oversized upload is cut off, not stored whole first.
            if (maxBytes !== undefined && size > maxBytes) throw new FileTooLargeError(maxBytes);
            hash.update(chunk);
            yield chunk;
          }
        },
        handle.createWriteStream(),
      );
      const target = this.pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await fsp.rename(temp, target);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async open(key: string): Promise<Readable> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
      throw error;
    }
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    // Keys come from the database, but a malformed one must never reach outside the root.
    if (!STORAGE_KEY_PATTERN.test(key)) throw new StoredFileMissingError(key);
    return path.join(this.root, key);
  }
}

/**
 * The store of this process: `<DATA_DIR>/files`, or a fresh folder under the system's temporary
 * folder when the database lives in memory (tests), so nothing of a test run lands in `data/`; that folder is
 * removed when the app closes.
 */
export function createFileStorage(config: Pick<Config, 'dataDir' | 'inMemory'>): FileSystemStorage {
  const root = config.inMemory
    ? path.join(os.tmpdir(), `portal-files-${crypto.randomBytes(6).toString('hex')}`)
    : path.join(config.dataDir, 'files');
  return new FileSystemStorage(root, config.inMemory);
}
