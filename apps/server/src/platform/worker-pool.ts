import os from 'node:os';
import { Piscina } from 'piscina';
import { builtFile, runsBuilt } from './server-files';

// The server's pools of worker threads (the upload checks, ADR 0066; the documents, ADR 0117): CPU work that never
// runs on the event loop.

/** Threads for work beside the event loop: the cores but one (the event loop's), at least one, at most `most`. */
export const threadsBesideTheLoop = (most: number): number =>
  Math.max(1, Math.min(most, os.availableParallelism() - 1));

/**
 * A pool of threads that run one entry: built, `builtName` beside the server's bundle; from the sources,
 * `sourceEntry`, a plain module that registers tsx (the pool starts its threads with no inherited loader or test
 * options). The first thread is kept; the others end after a minute of rest; an idle thread does not keep the process
 * alive. `heapMb` bounds each thread's heap (a thread past it ends, and its task fails).
 */
export function workerPool<Task, Answer>(options: {
  builtName: string;
  sourceEntry: URL;
  maxThreads: number;
  heapMb?: number;
}): Piscina<Task, Answer> {
  return new Piscina<Task, Answer>({
    filename: runsBuilt() ? builtFile(options.builtName) : options.sourceEntry.href,
    minThreads: 1,
    maxThreads: options.maxThreads,
    idleTimeout: 60_000,
    execArgv: [],
    ...(options.heapMb ? { resourceLimits: { maxOldGenerationSizeMb: options.heapMb } } : {}),
  });
}
