// The documents phase (`npm run bench -- --documents`, and in the full run): what an official PDF costs, in this
// process. A one-page receipt as the portal issues one (the letterhead with the demo emblem, a title, key-value pairs,
// six paragraphs and a table), laid out 200 times (50 with `--quick`) after `WARM_UP` documents, then sealed with a
// demo seal, each two ways: on this thread, as the server did before ADR 0117, and on a document thread, as it does
// now. Beside each, the event loop's delay meanwhile: what a request or a bid arriving behind a document waits.
// Informational: the issue sets no bound for it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { demoEmblem } from '../src/modules/settings';
import { layOut, type PdfPlan } from '../src/platform/pdf/layout';
import { layOutOnDocumentThread } from '../src/platform/pdf/document-thread';
import { letterheadLogo } from '../src/platform/pdf/letterhead-logo';
import { demoSealKey, sealerOf, sealHere, sealKeyPem } from '../src/platform/pdf/seal';

const WARM_UP = 5;

function receipt(logo: Buffer, number: number): PdfPlan {
  return {
    meta: {
      title: 'Dëftesë e ofertës',
      lang: 'sq',
      letterhead: { name: 'Dogana', lines: ['Sheshi i Doganës 1', '10000 Qyteti Demo', '+000 38 000 000'], logo },
    },
    footer: {
      text: `Dëftesë AUK-2026-${String(number).padStart(6, '0')}`,
      issuedOn: '07.12.2026',
      pageLabel: 'Faqja {page} / {pages}',
    },
    steps: [
      ['title', 'Dëftesë e ofertës', 'Ankandi AUK-2026-000042, loti 7'],
      [
        'keyValues',
        [
          ['Ofertuesi', 'Demo Trade Sh.p.k.'],
          ['Shuma', '12 500,00 EUR'],
          ['Koha', '07.12.2026 10:42:17'],
        ],
      ],
      ...Array.from({ length: 6 }, (_, i): PdfPlan['steps'][number] => [
        'paragraph',
        `Paragrafi ${i + 1}: oferta u pranua dhe u regjistrua në librin e ofertave të ankandit. `.repeat(3),
      ]),
      [
        'table',
        [
          { header: 'Nr.', width: 0.1, align: 'right' },
          { header: 'Përshkrimi', width: 0.6 },
          { header: 'Shuma', width: 0.3, align: 'right' },
        ],
        Array.from({ length: 8 }, (_, row) => [
          String(row + 1),
          `Çelës i shënuar ${row + 1}`,
          `${(row + 1) * 250},00 EUR`,
        ]),
      ],
    ],
  };
}

/** The event loop's delay while `work` runs: its 99th percentile and its maximum, in milliseconds. */
async function withLoopDelay<T>(work: () => Promise<T>): Promise<T & { loopP99: number; loopMax: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  try {
    const result = await work();
    return { ...result, loopP99: histogram.percentile(99) / 1e6, loopMax: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

/** The event loop's next turn: between two documents, as between two requests of a server. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Milliseconds a document of `count` in a row after the warm-up, and what each made. */
async function perDocument<T>(count: number, make: (i: number) => Promise<T>): Promise<{ ms: number; made: T[] }> {
  for (let i = 0; i < WARM_UP; i++) await make(i);
  const made: T[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    made.push(await make(WARM_UP + i));
    await nextTurn();
  }
  return { ms: (performance.now() - started) / count, made };
}

/** Lays receipts out and seals them, each both ways; prints milliseconds a document and the loop's delay for each. */
export async function documentsPhase({ log, quick }: { log: (line: string) => void; quick: boolean }) {
  const count = quick ? 50 : 200;
  const logo = await letterheadLogo(await demoEmblem(), 'bench-demo-emblem');
  const key = await demoSealKey();
  const [sealer, keyPem] = [sealerOf(key), sealKeyPem(key)];
  const laidOutHere = await withLoopDelay(() => perDocument(count, (i) => layOut(receipt(logo, i))));
  const laidOut = await withLoopDelay(() => perDocument(count, (i) => layOutOnDocumentThread(receipt(logo, i))));
  const sealedHere = await withLoopDelay(() => perDocument(count, (i) => sealHere(laidOut.made[i % count], keyPem)));
  const sealed = await withLoopDelay(() => perDocument(count, (i) => sealer.seal(laidOut.made[i % count])));
  // The floor: the same loop waiting as long with nothing to do (the machine's own jitter).
  const idle = await withLoopDelay(async () => {
    await new Promise((resolve) => setTimeout(resolve, laidOut.ms * (count + WARM_UP)));
    return {};
  });
  const kib = (pdfs: Buffer[]) => (pdfs.reduce((sum, pdf) => sum + pdf.length, 0) / pdfs.length / 1024).toFixed(1);
  const delay = (run: { loopP99: number; loopMax: number }) =>
    `the event loop delayed p99 ${run.loopP99.toFixed(1)} ms, at most ${run.loopMax.toFixed(1)} ms`;
  const ways = (what: string, here: typeof laidOut, thread: typeof laidOut) =>
    `  ${what}: on the event loop ${here.ms.toFixed(1)} ms a document (${delay(here)}); ` +
    `on the document thread ${thread.ms.toFixed(1)} ms (${delay(thread)})`;
  log(
    [
      `documents: a one-page receipt with the letterhead (${kib(laidOut.made)} KiB, sealed ${kib(sealed.made)} KiB), ` +
        `${count} in a row after ${WARM_UP}, the loop idle as long for comparison: ${delay(idle)}`,
      ways('laid out', laidOutHere, laidOut),
      ways('sealed', sealedHere, sealed),
    ].join('\n'),
  );
  return { builtMs: laidOut.ms, sealedMs: sealed.ms, loopP99: Math.max(laidOut.loopP99, sealed.loopP99) };
}
