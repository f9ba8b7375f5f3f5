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
