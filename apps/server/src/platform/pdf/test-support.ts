import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Tests only: the text of every page of a PDF (pdf.js reads the embedded fonts' Unicode maps). */
export async function pdfText(content: Buffer | Uint8Array): Promise<{ pages: string[]; text: string }> {
  const document = await getDocument({
    data: new Uint8Array(content),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return { pages, text: pages.join('\n') };
}

/**
 * Tests only: what Debian's `pdfsig` (poppler-utils, an independent PAdES reader) says of a PDF's signatures. Throws
 * when pdfsig cannot be run: a machine without it fails the seal's tests instead of skipping them.
 */
export function pdfsig(content: Buffer): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pdfsig-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, content);
    const run = spawnSync('pdfsig', [file], { encoding: 'utf8', timeout: 30_000 });
    if (run.error) throw new Error(`pdfsig (poppler-utils) cannot be run: ${run.error.message}`);
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
