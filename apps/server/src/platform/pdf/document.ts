import { layOutOnDocumentThread } from './document-thread';
import type { PdfFooter, PdfMeta, PdfSignature, PdfStep, TableColumn } from './layout';

export type { PdfFooter, PdfLetterhead, PdfMeta, PdfSignature, TableColumn } from './layout';

/**
 * Describes one PDF document top to bottom: titles, key-value blocks, paragraphs, rich text and tables that wrap
 * their cells and continue on the next page under a repeated header. The description is data; `finish` has it laid
 * out on the document thread (document-thread.ts), which adds the footer ("page n / m") to every page, and answers the
 * bytes. Laying a document out takes 10–30 ms of CPU, which on the event loop would hold every request and bid
 * meanwhile (docs/adr/0117-documents-made-off-the-event-loop.md).
 */
export class PdfBuilder {
  private readonly steps: PdfStep[] = [];

  constructor(
    private readonly meta: PdfMeta,
    private readonly footer: PdfFooter,
  ) {}

  private step(...step: PdfStep): this {
    this.steps.push(step);
    return this;
  }

  /** The document's title (and a subtitle) over a rule; on the first page beside the verification QR code. */
  title(text: string, subtitle?: string): this {
    return this.step('title', text, subtitle);
  }

  /** A heading kept on the page of what follows it (a table's header and first row, or a few lines). */
  heading(text: string): this {
    return this.step('heading', text);
  }

  /** A PNG or JPEG image `size` points square at the left margin (a QR code), then the text goes on below it. */
  image(bytes: Uint8Array, size: number): this {
    return this.step('image', bytes, size);
  }

  /**
   * PNG or JPEG images side by side, each fitted into a `size`-point square (aspect kept), wrapping onto new rows;
   * an image pdfkit cannot read is left out. Then the text goes on below them.
   */
  thumbnails(images: Uint8Array[], size: number): this {
    return this.step('thumbnails', images, size);
  }

  /** A thin line across the text width. */
  rule(): this {
    return this.step('rule');
  }

  /** A paragraph; `muted` is a small grey note. */
  paragraph(text: string, style: { italic?: boolean; bold?: boolean; muted?: boolean } = {}): this {
    return this.step('paragraph', text, style);
  }

  /** Label and value pairs in two columns; empty values are skipped. */
  keyValues(pairs: Array<[string, string | null | undefined]>, labelShare = 0.32): this {
    return this.step('keyValues', pairs, labelShare);
  }

  /** Sanitised rich text: paragraphs, headings, quotes, lists with their markers, inline styles and links. */
  richText(html: string | null | undefined): this {
    return this.step('richText', html);
  }

  /** Rows of cell texts under a header row, repeated on every page the table runs onto. */
  table(columns: TableColumn[], rows: string[][]): this {
    return this.step('table', columns, rows);
  }

  /** The issuing officer's block at the right: place and day, a line to sign on, name and role; kept on one page. */
  signature(signature: PdfSignature): this {
    return this.step('signature', signature);
  }

  /** The document laid out, with the footer on every page: its bytes. */
  finish(): Promise<Buffer> {
    return layOutOnDocumentThread({ meta: this.meta, footer: this.footer, steps: this.steps });
  }
}
