import os from 'node:os';
import { Piscina } from 'piscina';
import { builtFile, runsBuilt } from '../server-files';
import type { PdfPlan } from './layout';

// Where official documents are made: a small pool of worker threads, the document threads (ADR 0117). A document is
// described on the event loop (document.ts, plain data), then laid out by pdfkit and sealed in a thread; the event
// loop only waits for the bytes.

/** A document thread's task (document-worker.ts): lay a described document out, seal a PDF, or warm up. */
export type DocumentTask = { layOut: PdfPlan } | { seal: { pdf: Uint8Array; keyPem: string } } | { warmUp: true };

/** Threads of the pool: the cores but one (the event loop's), at least one, at most two. */
const DOCUMENT_THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

let pool: Piscina<DocumentTask, Uint8Array | null> | null = null;

function documentPool(): Piscina<DocumentTask, Uint8Array | null> {
  pool ??= new Piscina<DocumentTask, Uint8Array | null>({
    // Built: the bundled thread beside the server's bundle; from the sources: the entry that registers tsx.
    filename: runsBuilt()
      ? builtFile('pdf-document-worker.js')
      : new URL('./document-worker-entry.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: DOCUMENT_THREADS,
    // Threads beyond the first end after a minute of rest; an idle thread does not keep the process alive.
    idleTimeout: 60_000,
    // No inherited loader or test options: the entry registers what it needs.
    execArgv: [],
  });
  return pool;
}

async function run(task: DocumentTask): Promise<Buffer> {
  const bytes = await documentPool().run(task);
  if (!bytes) throw new Error('the document thread answered no document');
  // What crosses from the thread is a plain Uint8Array: a Buffer over the same bytes.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Lays a described document out on a document thread: the PDF's bytes. */
export function layOutOnDocumentThread(plan: PdfPlan): Promise<Buffer> {
  return run({ layOut: plan });
}

/** Seals a PDF on a document thread with the seal whose key and certificates `keyPem` holds: the sealed bytes. */
export function sealOnDocumentThread(pdf: Buffer, keyPem: string): Promise<Buffer> {
  return run({ seal: { pdf, keyPem } });
}

/**
 * Starts a document thread now and has it lay out a short document (main.ts, once the portal answers): loading pdfkit
 * and the fonts, about half a second, is done before the first document instead of in front of it.
 */
export function warmDocumentThread(): void {
  documentPool()
    .run({ warmUp: true })
    .catch(() => undefined);
}
