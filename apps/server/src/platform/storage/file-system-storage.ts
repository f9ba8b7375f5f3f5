import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import {
  FileTooLargeError,
  StoredFileMissingError,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from './storage';

/** Keys are `ab/<30 hex>`: 128 random bits, fanned out over 256 folders. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{30}$/;
const TEMP_FOLDER = '.incoming';

/**
 * Files under one root folder (`<DATA_DIR>/files`), never inside a served folder. Content is
 * written to a temporary file and renamed into place only when complete, so a key always names
 * a whole file. Folders are created on first use.
 */
export class FileSystemStorage implements FileStorage {
  /** `temporary`: the folder belongs to this process alone and goes with it (see close). */
  constructor(
    readonly root: string,
    private readonly temporary = false,
  ) {}

  /** Removes a temporary store with everything in it; a store under DATA_DIR stays. */
  async close(): Promise<void> {
    if (this.temporary) await fsp.rm(this.root, { recursive: true, force: true });
  }

  async put(content: AsyncIterable<Uint8Array>, options: PutOptions = {}): Promise<StoredFile> {
    const id = crypto.randomBytes(16).toString('hex');
    const key = `${id.slice(0, 2)}/${id.slice(2)}`;
    const temp = path.join(this.root, TEMP_FOLDER, `${id}.part`);
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
    if (!KEY_PATTERN.test(key)) throw new StoredFileMissingError(key);
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
