import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// A new data folder's database starts as a copy of the build's template (ADR 0100, 0101): about 1,500 files and
// 44 MB, some 300 ms of copying. main.ts starts the copy before the app's modules load, in a worker thread, so it
// runs beside them on another core; whoever opens the folder (database.ts) waits for it there.

const started = new Map<string, Promise<void>>();

/** The embedded database's folder inside a data folder. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Whether the folder holds a database already (PostgreSQL writes PG_VERSION first). */
export function holdsDatabase(folder: string): boolean {
  return fs.existsSync(path.join(folder, 'PG_VERSION'));
}

/** Starts copying `template` into `dataPath` unless it holds a database or a copy into it has started. */
export function startTemplateCopy(template: string | null | undefined, dataPath: string): void {
  if (!template || started.has(dataPath) || holdsDatabase(dataPath)) return;
  const copy = copyInWorker(template, dataPath);
  // Its failure is the opener's to handle (it opens the folder as a new database then), not an unhandled rejection.
  copy.catch(() => undefined);
  started.set(dataPath, copy);
}

/** The copy started into `dataPath`, now the caller's to wait for (a later open of the folder does not see it). */
export function takeTemplateCopy(dataPath: string): Promise<void> | undefined {
  const copy = started.get(dataPath);
  started.delete(dataPath);
  return copy;
}

/**
 * The template's files into the folder, in a worker thread: a clone where the file system can, else a copy, made
 * beside it and renamed into place, so a start stopped half-way never leaves a folder that looks like a database.
 */
function copyInWorker(template: string, dataPath: string): Promise<void> {
  if (!holdsDatabase(template)) return Promise.reject(new Error(`${template} is not a data folder`));
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `const fs = require('node:fs');
       const { from, to } = require('node:worker_threads').workerData;
       const partial = to + '.partial';
       fs.rmSync(partial, { recursive: true, force: true });
       fs.cpSync(from, partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
       fs.rmSync(to, { recursive: true, force: true });
       fs.renameSync(partial, to);`,
      { eval: true, workerData: { from: template, to: dataPath } },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the template copy ended with ${code}`))));
  });
}
