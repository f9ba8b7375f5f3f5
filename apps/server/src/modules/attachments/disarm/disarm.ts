import type { Piscina } from 'piscina';
import { threadsBesideTheLoop, workerPool } from '../../../platform/worker-pool';
import { RULES } from '../content-rules';
import { rebuildImage } from './image';
import { ContentRefused, refuse } from './refusal';
import type { DisarmAnswer, DisarmTask } from './worker';

// Where the content checks run: PDF, container and text parsing in a small pool of worker threads, images in
// sharp (libuv's pool). At most `CHECKS_AT_ONCE` files are parsed at a time, each by one thread, and the others
// wait in a queue holding only their file names: the event loop never parses, and memory is bounded by the
// threads, not by the number of uploads.

/** Threads of the pool: the cores but one (the event loop's), at least one, at most four. */
export const CHECKS_AT_ONCE = threadsBesideTheLoop(4);
/** Heap of one worker thread: a file at the largest allowed size parses within it; a thread past it ends. */
const WORKER_HEAP_MB = 1536;

let pool: Piscina<DisarmTask, DisarmAnswer> | null = null;

function checksPool(): Piscina<DisarmTask, DisarmAnswer> {
  pool ??= workerPool<DisarmTask, DisarmAnswer>({
    builtName: 'disarm-worker.js',
    sourceEntry: new URL('./worker-entry.mjs', import.meta.url),
    maxThreads: CHECKS_AT_ONCE,
    heapMb: WORKER_HEAP_MB,
  });
  return pool;
}

/**
 * Starts the pool's first thread now instead of at the first upload (main.ts, as the server starts): the thread's
 * loading, about 250 ms, runs beside the rest of the start rather than in front of the first file.
 */
export function warmFileChecks(): void {
  checksPool();
}

/** A queue for the images, as deep as the pool: sharp's own threads would otherwise take every upload at once. */
let imagesRunning = 0;
const imagesWaiting: Array<() => void> = [];
async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (imagesRunning >= CHECKS_AT_ONCE) await new Promise<void>((resolve) => imagesWaiting.push(resolve));
  imagesRunning++;
  try {
    return await work();
  } finally {
    imagesRunning--;
    imagesWaiting.shift()?.();
  }
}

export type Disarmed = { contentType: string; rebuilt: boolean };

/**
 * Checks the file at `input` as its extension's kind and, for kinds that are rebuilt (PDF, images), writes the
 * new file to `output`. Throws `ContentRefused` for a file that is not sound; answers the content type to store.
 */
export async function disarmFile(extension: string, input: string, output: string): Promise<Disarmed> {
  const rule = RULES[extension];
  if (!rule) refuse(`no content rule for .${extension}`);
  if ('image' in rule) {
    await withImageSlot(() => rebuildImage(rule.image, input, output));
    return { contentType: rule.contentType, rebuilt: true };
  }
  let answer: DisarmAnswer;
  try {
    answer = await checksPool().run({ rule: rule.worker, input, output });
  } catch (error) {
    // The thread died on this file (out of its heap): the file could not be checked, so it is not taken.
    throw new ContentRefused(`the check failed: ${(error as Error).message}`);
  }
  if ('refused' in answer) refuse(answer.refused);
  return { contentType: rule.contentType, rebuilt: answer.rebuilt };
}
