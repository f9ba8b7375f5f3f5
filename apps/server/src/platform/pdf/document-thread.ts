import type { Piscina } from 'piscina';
import { threadsBesideTheLoop, workerPool } from '../worker-pool';
import type { PdfPlan } from './layout';

// Where official documents are made: a small pool of worker threads, the document threads (ADR 0117). A document is
// described on the event loop (document.ts, plain data), then laid out by pdfkit and sealed in a thread; the event
// loop only waits for the bytes.

/** A document thread's task (document-worker.ts): lay a described document out, seal a PDF, or warm up. */
export type DocumentTask = { layOut: PdfPlan } | { seal: { pdf: Uint8Array; keyPem: string } } | { warmUp: true };

let pool: Piscina<DocumentTask, Uint8Array | null> | null = null;

function documentPool(): Piscina<DocumentTask, Uint8Array | null> {
  pool ??= workerPool<DocumentTask, Uint8Array | null>({
    builtName: 'pdf-document-worker.js',
    sourceEntry: new URL('./document-worker-entry.mjs', import.meta.url),
    // The cores but one, at most two: documents come one per command, not by the dozen as uploads can.
    maxThreads: threadsBesideTheLoop(2),
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
