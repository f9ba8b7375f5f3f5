import type { Readable } from 'node:stream';

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
