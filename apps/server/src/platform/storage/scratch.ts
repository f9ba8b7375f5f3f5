import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder on this machine for the files of one process that live only while a request is handled (an upload
 * received before its content is checked, the rebuilt copy before it is stored). Whoever asks for a path removes
 * the file; the store removes its whole scratch folder when it is a temporary one and closes.
 */
export class ScratchFolder {
  constructor(readonly root: string) {}

  /** A fresh file name in the folder (the folder is made when missing, readable by this user only). */
  async newPath(): Promise<string> {
    await fsp.mkdir(this.root, { recursive: true, mode: 0o700 });
    return path.join(this.root, `${crypto.randomBytes(16).toString('hex')}.scratch`);
  }

  async remove(...paths: string[]): Promise<void> {
    await Promise.all(paths.map((p) => fsp.rm(p, { force: true })));
  }
}
