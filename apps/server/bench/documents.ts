// The documents phase (`npm run bench -- --documents`, and in the full run): what an official PDF costs the server's
// thread, in this process. A one-page receipt as the portal issues one (the letterhead with the demo emblem, a title,
// key-value pairs, six paragraphs and a table), built, then sealed with a demo seal, 200 times each (50 with
// `--quick`) after `WARM_UP` documents. Informational: the issue sets no bound for it; it replaces a timing that was a
// test's.
import { demoEmblem } from '../src/modules/settings';
import { PdfBuilder } from '../src/platform/pdf/document';
import { letterheadLogo } from '../src/platform/pdf/letterhead-logo';
import { demoSealer } from '../src/platform/pdf/seal';

const WARM_UP = 5;

async function receipt(logo: Buffer, number: number): Promise<Buffer> {
  const footer = { text: `Dëftesë AUK-2026-${String(number).padStart(6, '0')}`, issuedOn: '07.12.2026' };
  const builder = new PdfBuilder(
    {
      title: 'Dëftesë e ofertës',
      lang: 'sq',
      letterhead: { name: 'Dogana', lines: ['Sheshi i Doganës 1', '10000 Qyteti Demo', '+000 38 000 000'], logo },
    },
    { ...footer, pageLabel: (page, pages) => `Faqja ${page} / ${pages}` },
  );
  builder.title('Dëftesë e ofertës', 'Ankandi AUK-2026-000042, loti 7');
  builder.keyValues([
    ['Ofertuesi', 'Demo Trade Sh.p.k.'],
    ['Shuma', '12 500,00 EUR'],
    ['Koha', '07.12.2026 10:42:17'],
  ]);
  for (let i = 0; i < 6; i++)
    builder.paragraph(
      `Paragrafi ${i + 1}: oferta u pranua dhe u regjistrua në librin e ofertave të ankandit. `.repeat(3),
    );
  builder.table(
    [
      { header: 'Nr.', width: 0.1, align: 'right' },
      { header: 'Përshkrimi', width: 0.6 },
      { header: 'Shuma', width: 0.3, align: 'right' },
    ],
    Array.from({ length: 8 }, (_, row) => [String(row + 1), `Çelës i shënuar ${row + 1}`, `${(row + 1) * 250},00 EUR`]),
  );
  return builder.finish();
}

/** Milliseconds a document of `count` in a row after the warm-up, and what each made. */
async function perDocument<T>(count: number, make: (i: number) => Promise<T>): Promise<{ ms: number; made: T[] }> {
  for (let i = 0; i < WARM_UP; i++) await make(i);
  const made: T[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) made.push(await make(WARM_UP + i));
  return { ms: (performance.now() - started) / count, made };
}

/** Builds receipts, then seals the receipts built; prints milliseconds a document for each. */
export async function documentsPhase({ log, quick }: { log: (line: string) => void; quick: boolean }) {
  const count = quick ? 50 : 200;
  const logo = await letterheadLogo(await demoEmblem(), 'bench-demo-emblem');
  const sealer = await demoSealer();
  const built = await perDocument(count, (i) => receipt(logo, i));
  const sealed = await perDocument(count, (i) => sealer.seal(built.made[i % count]));
  const kib = (pdfs: Buffer[]) => (pdfs.reduce((sum, pdf) => sum + pdf.length, 0) / pdfs.length / 1024).toFixed(1);
  log(
    `documents: a one-page receipt with the letterhead, ${count} in a row after ${WARM_UP}: built ` +
      `${built.ms.toFixed(1)} ms a document (${kib(built.made)} KiB), sealed ${sealed.ms.toFixed(1)} ms (${kib(sealed.made)} KiB)`,
  );
  return { builtMs: built.ms, sealedMs: sealed.ms };
}
