import { describe, expect, it } from 'vitest';
import { PdfBuilder } from './document';
import { richTextBlocks, richTextPlain } from './rich-text';
import { pdfText } from './test-support';

const footer = { text: 'Test document', pageLabel: (page: number, pages: number) => `Faqe ${page} / ${pages}` };

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

  it('parses each font file once for every document, and each document embeds only the glyphs and fonts it used', async () => {
    const fontkitFont = (builder: PdfBuilder) =>
      (builder as unknown as { doc: { _font: { font: { cmap: object } } } }).doc._font.font;
    const embedded = (content: Buffer) => content.toString('latin1').match(/\/FontFile2/g)?.length ?? 0;
    // Two documents written at once: the second is finished while the first is still being written.
    const first = new PdfBuilder({ title: 'A', lang: 'sq' }, footer).title('Ankandi i parë', 'Çelësi ëç ËÇŠ');
    const second = new PdfBuilder({ title: 'B', lang: 'sr' }, footer).paragraph('Druga aukcija: čćšžđ ČŠ');
    // The parsed tables are the same objects; the fonts around them are each document's own.
    expect(fontkitFont(second).cmap).toBe(fontkitFont(first).cmap);
    expect(fontkitFont(second)).not.toBe(fontkitFont(first));
    // No standard font (Helvetica's metrics) is read for a document that never writes in one.
    const families = (builder: PdfBuilder) =>
      Object.keys((builder as unknown as { doc: { _fontFamilies: object } }).doc._fontFamilies);
    expect(families(first)).toEqual(['regular', 'bold', 'italic', 'boldItalic']);
    const secondContent = await second.finish();
    first.paragraph('Paragrafi pas dokumentit tjetër', { italic: true });
    const firstContent = await first.finish();
    // Letters that are parts of the letters above (E in Ë, C in Ç, S in Š), in a document written after them.
    const third = new PdfBuilder({ title: 'C', lang: 'en' }, footer).paragraph('GEN-2026 SHA-256 Classification');
    const thirdContent = await third.finish();

    expect((await pdfText(firstContent)).text).toContain('Ankandi i parë');
    expect((await pdfText(firstContent)).text).toContain('Paragrafi pas dokumentit tjetër');
    expect((await pdfText(secondContent)).text).toContain('Druga aukcija: čćšžđ ČŠ');
    expect((await pdfText(thirdContent)).text).toContain('GEN-2026 SHA-256 Classification');
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
