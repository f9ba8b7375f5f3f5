import type { DocumentTask } from './document-thread';
import { layOut, type PdfPlan } from './layout';
import { sealHere } from './seal';

// A document thread's task (document-thread.ts starts the threads; document-worker-entry.mjs loads this from the
// sources): a described document laid out by pdfkit, or a PDF sealed, here and never on the event loop. The fonts
// parsed, the words laid out and the seal's key read stay in the thread for the next documents (fonts.ts, seal.ts).

/** A short document of every kind of step: the first one loads pdfkit and the fonts and warms the code. */
const WARM_UP: PdfPlan = {
  meta: { title: 'Warm-up', lang: 'en' },
  footer: { text: 'Warm-up', issuedOn: '01.01.2026', pageLabel: 'Page {page} / {pages}' },
  steps: [
    ['title', 'Warm-up', 'A document nobody sees'],
    [
      'keyValues',
      [
        ['Number', 'WARM-2026-000001'],
        ['Date', '01.01.2026'],
      ],
    ],
    ['paragraph', 'Ëë Çç Čč Ćć Šš Žž Đđ', {}],
    ['paragraph', 'Bold', { bold: true }],
    ['richText', '<p><em>Italic</em> and <strong><em>both</em></strong></p>'],
    ['table', [{ header: 'Column', width: 1 }], [['Cell']]],
    ['signature', { officer: 'Officer', role: 'Role', date: '01.01.2026' }],
  ],
};

export default async function documentThreadTask(task: DocumentTask): Promise<Uint8Array | null> {
  if ('layOut' in task) return layOut(task.layOut);
  if ('seal' in task) {
    const { pdf, keyPem } = task.seal;
    return sealHere(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), keyPem);
  }
  await layOut(WARM_UP);
  return null;
}
