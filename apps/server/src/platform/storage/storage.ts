import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ScratchFolder } from './scratch';

/** What `put` answers: the server-generated key, the byte count and the SHA-256 (hex) of the content. */
export type StoredFile = { key: string; size: number; sha256: string };

export type PutOptions = {
  /** Refuse (and leave nothing behind) once the content passes this many bytes. */
  maxBytes?: number;
};

/**
 * Where attachment bytes live (DESIGN.md §1): the file system by default; another implementation
 * (an object store shared by several instances) only has to honour these three calls.
 */
export interface FileStorage {
  /** Streams the content into the store; the key is chosen by the store, never from a file name. */
  put(content: AsyncIterable<Uint8Array>, options?: PutOptions): Promise<StoredFile>;
  /** The stored bytes; `StoredFileMissingError` when the key holds nothing. */
  open(key: string): Promise<Readable>;
  /** Removes the stored bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Where an upload waits on this machine while its content is checked, outside the store. */
  readonly scratch: ScratchFolder;
}

/**
 * What both stores offer beyond `FileStorage`, for copying from one to the other (`storage-migrate.ts`): their keys,
 * and writing under a key chosen by the other store, so the attachment rows keep naming their files.
 */
export interface CopyableStorage extends FileStorage {
  /** Every complete file's key, each once, in no particular order. */
  keys(): AsyncIterable<string>;
  /** `put` under a given key (a well-formed one, not yet in this store). */
  putAt(key: string, content: AsyncIterable<Uint8Array>): Promise<StoredFile>;
  /** Frees what the store holds for this process (a temporary folder); the stored files stay. */
  close(): Promise<void>;
}

/** Keys are `ab/<30 hex>`: 128 random bits, fanned out over 256 folders by the file system store. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{30}$/;

export function newStorageKey(): string {
  const id = crypto.randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id.slice(2)}`;
}

/** The content passed `maxBytes` while it was being stored; nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`no stored file for key ${key}`);
    this.name = 'StoredFileMissingError';
  }
}
