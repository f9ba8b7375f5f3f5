import { describe, expect, it } from 'vitest';
import { PdfBuilder } from './document';
import { PdfLayout } from './layout';
import { richTextBlocks, richTextPlain } from './rich-text';
import { pdfText } from './test-support';

const footer = { text: 'Test document', pageLabel: 'Faqe {page} / {pages}' };

describe('PdfBuilder', () => {
  it('writes Albanian and Serbian letters, tables across pages with their header, and page numbers', async () => {
    const builder = new PdfBuilder({ title: 'Njoftim', lang: 'sq' }, footer);
    builder.title('Njoftim për ankandin', 'Obaveštenje o aukciji: čćšžđ ČĆŠŽĐ ëç ËÇ');
    builder.keyValues([
      ['Numri', 'A-2026-0001'],
      ['Skipped', ''],
    ]);
    builder.richText('<p>Udhëzime <strong>të rëndësishme</strong></p><ul><li>Një</li><li>Dy</li></ul>');
    const rows = Array.from({ length: 80 }, (_, i) => [`P-${i}`, `Produkt ${i} `.repeat(i % 7 === 0 ? 12 : 1), '1']);
    builder.table(
      [
        { header: 'Kodi', width: 0.2 },
        { header: 'Emri', width: 0.6 },
        { header: 'Sasia', width: 0.2, align: 'right' },
      ],
      rows,
    );
    const content = await builder.finish();
    expect(content.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(content);
    expect(pages.length).toBeGreaterThan(2);
    expect(text).toContain('čćšžđ ČĆŠŽĐ ëç ËÇ');
    expect(text).toContain('të rëndësishme');
    expect(text).not.toContain('Skipped');
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`Faqe ${i + 1} / ${pages.length}`);
      expect(page).toContain('Kodi');
    }
    expect(text).toContain('P-0');
    expect(text).toContain('P-79');
  });

  it('is laid out on the document thread: the event loop turns meanwhile, and a step that fails rejects the document', async () => {
    const builder = new PdfBuilder({ title: 'Long', lang: 'en' }, footer);
    builder.table(
      [{ header: 'Row', width: 1 }],
      Array.from({ length: 400 }, (_, i) => [`Row ${i} `.repeat(8)]),
    );
    let turns = 0;
    let laidOut = false;
    const turn = () => {
      turns++;
      if (!laidOut) setImmediate(turn);
    };
    setImmediate(turn);
    const content = await builder.finish();
    laidOut = true;
    // Laid out here, the 400 rows would hold the loop from the first step to the last; in the thread it turns on.
    expect(turns).toBeGreaterThan(20);
    expect((await pdfText(content)).text).toContain('Row 399');

    const broken = new PdfBuilder({ title: 'Broken', lang: 'en' }, footer).image(Buffer.from('not an image'), 40);
    await expect(broken.finish()).rejects.toThrow(/image/i);
  });

  // What the document thread does with the fonts: the layout itself, in this thread.
  it('parses each font file once for every document, and each document embeds only the glyphs and fonts it used', async () => {
    const fontkitFont = (builder: PdfLayout) =>
      (builder as unknown as { doc: { _font: { font: { cmap: object } } } }).doc._font.font;
    const embedded = (content: Buffer) => content.toString('latin1').match(/\/FontFile2/g)?.length ?? 0;
    // Two documents written at once: the second is finished while the first is still being written.
    const first = new PdfLayout({ title: 'A', lang: 'sq' }, footer).title('Ankandi i parë', 'Çelësi ëç ËÇŠ');
    const second = new PdfLayout({ title: 'B', lang: 'sr' }, footer).paragraph('Druga aukcija: čćšžđ ČŠ');
    // The parsed tables are the same objects; the fonts around them are each document's own.
    expect(fontkitFont(second).cmap).toBe(fontkitFont(first).cmap);
    expect(fontkitFont(second)).not.toBe(fontkitFont(first));
    // No standard font (Helvetica's metrics) is read for a document that never writes in one.
    const families = (builder: PdfLayout) =>
      Object.keys((builder as unknown as { doc: { _fontFamilies: object } }).doc._fontFamilies);
    expect(families(first)).toEqual(['regular', 'bold', 'italic', 'boldItalic']);
    const secondContent = await second.finish();
    first.paragraph('Paragrafi pas dokumentit tjetër', { italic: true });
    const firstContent = await first.finish();
    // Letters that are parts of the letters above (E in Ë, C in Ç, S in Š), in a document written after them.
    const third = new PdfLayout({ title: 'C', lang: 'en' }, footer).paragraph('GEN-2026 SHA-256 Classification');
    const thirdContent = await third.finish();
    // Words the first laid out (letters with their parts among them), laid out once and written again by a later
    // document: the same run of glyphs, and its text still reads.
    const fourth = new PdfLayout({ title: 'D', lang: 'sq' }, footer).paragraph('Çelësi ëç ËÇŠ Ankandi i parë');
    const words = (builder: PdfLayout) =>
      (builder as unknown as { doc: { _fontFamilies: Record<string, { layoutCache: Record<string, unknown> }> } }).doc
        ._fontFamilies.regular.layoutCache;
    expect(words(fourth)).toBe(words(first));
    expect(words(fourth)['Çelësi ']).toBeDefined();
    const fourthContent = await fourth.finish();

    expect((await pdfText(firstContent)).text).toContain('Ankandi i parë');
    expect((await pdfText(firstContent)).text).toContain('Paragrafi pas dokumentit tjetër');
    expect((await pdfText(secondContent)).text).toContain('Druga aukcija: čćšžđ ČŠ');
    expect((await pdfText(thirdContent)).text).toContain('GEN-2026 SHA-256 Classification');
    expect((await pdfText(fourthContent)).text).toContain('Çelësi ëç ËÇŠ Ankandi i parë');
    // Bold title, regular subtitle and footer, italic paragraph; the other only regular.
    expect(embedded(firstContent)).toBe(3);
    expect(embedded(secondContent)).toBe(1);
  });
});

describe('rich text', () => {
  it('reads paragraphs, headings, nested and ordered lists, quotes, breaks and entities', () => {
    const html =
      '<h2>Titulli</h2><p style="text-align: center">A &amp; B<br>C&nbsp;D</p>' +
      '<ol start="3"><li>tre</li><li>katër<ul><li>nën</li></ul></li></ol><blockquote><p>cit</p></blockquote>' +
      '<p><a href="https://example.org/x">lidhje</a> <em>kursiv</em></p>';
    const blocks = richTextBlocks(html);
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'item', 'item', 'item', 'quote', 'paragraph']);
    expect(blocks[1].align).toBe('center');
    expect(blocks.slice(2, 5).map((b) => [b.marker, b.depth])).toEqual([
      ['3.', 1],
      ['4.', 1],
      ['•', 2],
    ]);
    expect(blocks[6].runs[0]).toEqual({ text: 'lidhje', link: 'https://example.org/x' });
    expect(richTextPlain(html)).toContain('A & B\nC\u00a0D');
  });

  it('answers no blocks for empty text and plain text as one paragraph', () => {
    expect(richTextBlocks(null)).toEqual([]);
    expect(richTextBlocks('<p></p>')).toEqual([]);
    expect(richTextPlain('just   text')).toBe('just text');
  });
});

describe('PdfBuilder letterhead, footer and signature', () => {
  const emblem = async () =>
    (await import('sharp'))
      .default({ create: { width: 40, height: 40, channels: 3, background: '#1f4e79' } })
      .png()
      .toBuffer();

  it('heads the first page only with the issuer, and footers every page with kind, number, day and page n / m', async () => {
    const builder = new PdfBuilder(
      {
        title: 'Vendim',
        lang: 'sq',
        letterhead: {
          name: 'Autoriteti Demo',
          lines: ['Rruga 1', '10000 Qyteti', '+000 1 · info@x.example'],
          logo: await emblem(),
        },
      },
      { text: 'Vendim · DP-GEN-2026-000001', issuedOn: '10.03.2026', pageLabel: 'Faqja {page} / {pages}' },
    );
    builder.title('Vendim', 'DP-GEN-2026-000001');
    for (let i = 0; i < 120; i++) builder.paragraph(`Rreshti ${i}`);
    const content = await builder.finish();
    const { pages } = await pdfText(content);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toMatch(/Autoriteti Demo[\s\S]*Rruga 1[\s\S]*10000 Qyteti[\s\S]*info@x\.example[\s\S]*Vendim/);
    expect(pages[1]).not.toContain('Autoriteti Demo');
    for (const [i, page] of pages.entries()) {
      expect(page).toContain('Vendim · DP-GEN-2026-000001 · 10.03.2026');
      expect(page).toContain(`Faqja ${i + 1} / ${pages.length}`);
    }
    // The logo is drawn (an image XObject).
    expect(content.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('goes on without a logo pdfkit cannot read', async () => {
    const builder = new PdfBuilder(
      { title: 'X', lang: 'en', letterhead: { name: 'Demo Authority', lines: [], logo: Buffer.from('not an image') } },
      { text: 'X', pageLabel: 'Page {page} / {pages}' },
    );
    const { text } = await pdfText(await builder.paragraph('Body').finish());
    expect(text).toContain('Demo Authority');
    expect(text).toContain('Body');
  });

  it('signs with place, day, the officer and the role, kept whole on one page', async () => {
    // The first page filled to a little less and less from its end: the block is never cut, it moves whole.
    for (let lines = 36; lines <= 44; lines++) {
      const builder = new PdfBuilder({ title: 'S', lang: 'en' }, footer);
      for (let i = 0; i < lines; i++) builder.paragraph(`Line ${i}`);
      builder.signature({ officer: 'Ana Officer', role: 'Customs officer', place: 'Demo City', date: '10.03.2026' });
      const { pages } = await pdfText(await builder.finish());
      const last = pages.at(-1)!;
      expect(last, `after ${lines} lines`).toMatch(/Demo City, 10\.03\.2026[\s\S]*Ana Officer[\s\S]*Customs officer/);
    }
  });

  it('never leaves a heading alone at the bottom of a page: it goes with the table header and first row', async () => {
    // For each filling of the first page, the heading is on the page of the table's header and first row.
    for (let lines = 36; lines <= 46; lines++) {
      const builder = new PdfBuilder({ title: 'K', lang: 'en' }, footer);
      for (let i = 0; i < lines; i++) builder.paragraph(`Line ${i}`);
      builder.heading('Goods heading');
      builder.table(
        [
          { header: 'Code header', width: 0.5 },
          { header: 'Name header', width: 0.5 },
        ],
        [['ROW-1', 'first row']],
      );
      const { pages } = await pdfText(await builder.finish());
      const page = pages.find((p) => p.includes('Goods heading'))!;
      expect(page, `after ${lines} lines`).toContain('Code header');
      expect(page, `after ${lines} lines`).toContain('ROW-1');
    }
  });
});
