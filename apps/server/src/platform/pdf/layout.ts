import { fontFor, pdfKit, useParsedFonts } from './fonts';
import { richTextBlocks, type TextBlock, type TextRun } from './rich-text';
import { LOGO_SIZE } from './letterhead-logo';
import { drawVerificationMark, verificationTitleInset, type VerificationMark } from './verification-mark';

/** A4 in points, with room at the bottom for the footer. */
const MARGINS = { top: 50, bottom: 60, left: 50, right: 50 };
const SIZE = { body: 10, small: 8, heading: 13, title: 18 };
const CELL_PADDING = 4;
const HEADER_FILL = '#e8edf3';
const RULE = '#9aa5b1';
const MUTED = '#555555';

export type TableColumn = {
  header: string;
  /** Share of the text width (the shares of a table add up to 1). */
  width: number;
  align?: 'left' | 'right' | 'center';
};

export type PdfFooter = {
  /** Left part of every page's footer: the document's kind and its number. */
  text: string;
  /** The day the document was issued, as the portal writes it (DD.MM.YYYY in the business time zone). */
  issuedOn?: string;
  /** "Page {page} / {pages}" in the document's language: `{page}` and `{pages}` are filled in on every page. */
  pageLabel: string;
  /** An official document's verification code and page (ADR 0091): a footer line and the QR code. */
  verification?: VerificationMark;
};

/** The issuer at the head of the first page: its logo, its name in the document's language, address and contact. */
export type PdfLetterhead = {
  name: string;
  /** Lines under the name: the address (a line each), then the contact. */
  lines: string[];
  /** A PNG (or JPEG) emblem, fitted into a square at the left. */
  logo?: Uint8Array | null;
};

/** Who issued the document and where: printed at its end above the officer's name and role. */
export type PdfSignature = { officer: string; role: string; place?: string | null; date: string };

export type PdfMeta = {
  title: string;
  author?: string;
  lang: string;
  landscape?: boolean;
  letterhead?: PdfLetterhead;
};

/**
 * A buffer over the bytes of an image: what crosses to the document thread arrives as a plain Uint8Array, which pdfkit
 * would take for a file's name.
 */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A footer's page label with its `{page}` and `{pages}` filled in. */
const pageLabel = (template: string, page: number, pages: number): string =>
  template.replaceAll('{pages}', String(pages)).replaceAll('{page}', String(page));

/** What a heading keeps on its page below it: a table's header and first row, or about three lines of text. */
const KEEP_WITH_HEADING = 48;

/**
 * Lays one PDF document out top to bottom, on the document thread (document-worker.ts): titles, key-value blocks,
 * paragraphs, rich text and tables that wrap their cells and continue on the next page under a repeated header.
 * `finish` adds the footer ("page n / m") to every page and answers the bytes. The portal's code describes a document
 * with `PdfBuilder` (document.ts), whose steps are these methods, replayed here by `layOut`.
 */
export class PdfLayout {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(
    meta: PdfMeta,
    private readonly footer: PdfFooter,
  ) {
    const PDFDocument = pdfKit();
    this.doc = new PDFDocument({
      size: 'A4',
      layout: meta.landscape ? 'landscape' : 'portrait',
      margins: MARGINS,
      bufferPages: true,
      lang: meta.lang,
      info: { Title: meta.title, Author: meta.author ?? '', Creator: 'e-Auction portal' },
      // No default font: pdfkit would read and parse Helvetica's metrics for every document (about half the CPU of a
      // short one), and every text here is in our own fonts (useParsedFonts).
      font: null as unknown as string,
    });
    useParsedFonts(this.doc);
    this.doc.font('regular').fontSize(SIZE.body);
    if (meta.letterhead) this.letterhead(meta.letterhead);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private get left() {
    return this.doc.page.margins.left;
  }
  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when less than `height` points are left on this one. */
  private ensureRoom(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** The issuer's logo, name, address and contact across the top of the first page, ruled off below. */
  private letterhead({ name, lines, logo }: PdfLetterhead) {
    const top = this.doc.y;
    let x = this.left;
    if (logo) {
      try {
        this.doc.image(asBuffer(logo), this.left, top, { fit: [LOGO_SIZE, LOGO_SIZE] });
        x = this.left + LOGO_SIZE + 12;
      } catch {
        // A logo pdfkit cannot read: the letterhead goes on without it.
      }
    }
    const width = this.left + this.width - x;
    this.doc
      .font('bold')
      .fontSize(SIZE.heading + 1)
      .text(name, x, top, { width });
    this.doc.font('regular').fontSize(SIZE.small).fillColor(MUTED);
    for (const line of lines.filter((l) => l.trim() !== '')) this.doc.text(line, x, this.doc.y, { width });
    this.doc.fillColor('black').fontSize(SIZE.body);
    this.doc.x = this.left;
    this.doc.y = Math.max(this.doc.y, logo && x !== this.left ? top + LOGO_SIZE : 0) + 4;
    this.rule();
    this.doc.moveDown(0.6);
  }

  title(text: string, subtitle?: string): this {
    // On the first page the verification QR code takes the top right corner.
    const inset = this.doc.bufferedPageRange().count === 1 ? verificationTitleInset(this.footer.verification) : 0;
    const width = this.width - inset;
    this.doc.font('bold').fontSize(SIZE.title).text(text, this.left, this.doc.y, { width });
    if (subtitle) this.doc.font('regular').fontSize(SIZE.heading).text(subtitle, { width });
    this.doc.moveDown(0.5);
    this.rule();
    return this;
  }

  /** A heading kept on the page of what follows it (a table's header and first row, or a few lines). */
  heading(text: string): this {
    this.doc.font('bold').fontSize(SIZE.heading);
    const height =
      this.doc.currentLineHeight(true) * 0.9 +
      this.doc.heightOfString(text, { width: this.width }) +
      this.doc.currentLineHeight(true) * 0.3;
    this.ensureRoom(height + KEEP_WITH_HEADING);
    this.doc.moveDown(0.6);
    this.doc.font('bold').fontSize(SIZE.heading).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    this.doc.font('regular').fontSize(SIZE.body);
    return this;
  }

  /** A PNG or JPEG image `size` points square at the left margin (a QR code), then the text goes on below it. */
  image(bytes: Uint8Array, size: number): this {
    this.ensureRoom(size + 8);
    const y = this.doc.y;
    this.doc.image(asBuffer(bytes), this.left, y, { width: size, height: size });
    this.doc.x = this.left;
    this.doc.y = y + size + 8;
    return this;
  }

  /**
   * PNG or JPEG images side by side, each fitted into a `size`-point square (aspect kept), wrapping onto new rows;
   * an image pdfkit cannot read is left out. Then the text goes on below them.
   */
  thumbnails(images: Uint8Array[], size: number): this {
    const gap = 8;
    const perRow = Math.max(1, Math.floor((this.width + gap) / (size + gap)));
    for (let start = 0; start < images.length; start += perRow) {
      this.ensureRoom(size + gap);
      const y = this.doc.y;
      images.slice(start, start + perRow).forEach((bytes, index) => {
        try {
          this.doc.image(asBuffer(bytes), this.left + index * (size + gap), y, { fit: [size, size] });
        } catch {
          // Not an image pdfkit reads (a damaged file): the rest still print.
        }
      });
      this.doc.x = this.left;
      this.doc.y = y + size + gap;
    }
    return this;
  }

  /** A thin line across the text width. */
  rule(): this {
    const y = this.doc.y + 2;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.strokeColor('black');
    this.doc.y = y + 6;
    return this;
  }

  /** A paragraph; `muted` is a small grey note (regular font, so no other font is embedded for it). */
  paragraph(text: string, style: { italic?: boolean; bold?: boolean; muted?: boolean } = {}): this {
    this.doc
      .font(fontFor(style))
      .fontSize(style.muted ? SIZE.small + 1 : SIZE.body)
      .fillColor(style.muted ? MUTED : 'black')
      .text(text, this.left, this.doc.y, { width: this.width });
    this.doc.font('regular').fontSize(SIZE.body).fillColor('black').moveDown(0.4);
    return this;
  }

  /** Label and value pairs in two columns; empty values are skipped. */
  keyValues(pairs: Array<[string, string | null | undefined]>, labelShare = 0.32): this {
    const labelWidth = this.width * labelShare;
    const valueWidth = this.width - labelWidth - 8;
    this.doc.fontSize(SIZE.body);
    for (const [label, value] of pairs) {
      if (value === null || value === undefined || value === '') continue;
      const height = Math.max(
        this.doc.font('bold').heightOfString(label, { width: labelWidth }),
        this.doc.font('regular').heightOfString(value, { width: valueWidth }),
      );
      this.ensureRoom(height + 2);
      const y = this.doc.y;
      this.doc.font('bold').text(label, this.left, y, { width: labelWidth });
      this.doc.font('regular').text(value, this.left + labelWidth + 8, y, { width: valueWidth });
      this.doc.y = y + height + 3;
    }
    this.doc.x = this.left;
    return this;
  }

  /** Sanitised rich text: paragraphs, headings, quotes, lists with their markers, inline styles and links. */
  richText(html: string | null | undefined): this {
    for (const block of richTextBlocks(html)) this.block(block);
    this.doc.font('regular').fontSize(SIZE.body);
    return this;
  }

  private block(block: TextBlock) {
    const indent = block.kind === 'item' ? 14 * block.depth : block.kind === 'quote' ? 16 : 0;
    const x = this.left + indent;
    const width = this.width - indent;
    this.doc.fontSize(block.kind === 'heading' ? SIZE.heading - 1 : SIZE.body);
    this.ensureRoom(this.doc.currentLineHeight(true) * 2);
    if (block.marker) {
      const y = this.doc.y;
      this.doc.font('regular').text(block.marker, x - 12, y, { width: 12, lineBreak: false });
      this.doc.y = y;
    }
    // pdfkit misplaces continued runs of centred or right-aligned text: such a block is one plain run.
    const runs =
      block.runs.length > 1 && (block.align === 'center' || block.align === 'right')
        ? [{ text: block.runs.map((r) => r.text).join(''), bold: block.runs.every((r) => r.bold) }]
        : block.runs;
    runs.forEach((run: TextRun, i) => {
      const last = i === runs.length - 1;
      this.doc.font(fontFor(run));
      const options: PDFKit.Mixins.TextOptions = {
        continued: !last,
        underline: Boolean(run.underline),
        link: run.link || undefined,
        align: block.align,
      };
      if (i === 0) this.doc.text(run.text, x, this.doc.y, { ...options, width });
      else this.doc.text(run.text, options);
    });
    this.doc.x = this.left;
    this.doc.moveDown(block.kind === 'item' ? 0.15 : 0.45);
  }

  /** Rows of cell texts under a header row, repeated on every page the table runs onto. */
  table(columns: TableColumn[], rows: string[][]): this {
    const widths = columns.map((c) => c.width * this.width);
    const header = columns.map((c) => c.header);
    const heightOf = (cells: string[], font: 'regular' | 'bold') => {
      this.doc.font(font).fontSize(SIZE.small + 1);
      return (
        Math.max(
          ...cells.map((text, i) => this.doc.heightOfString(text || ' ', { width: widths[i] - 2 * CELL_PADDING })),
        ) +
        2 * CELL_PADDING
      );
    };
    const draw = (cells: string[], font: 'regular' | 'bold', height: number, fill?: string) => {
      const y = this.doc.y;
      let x = this.left;
      cells.forEach((text, i) => {
        if (fill) this.doc.rect(x, y, widths[i], height).fill(fill).fillColor('black');
        this.doc.rect(x, y, widths[i], height).lineWidth(0.5).strokeColor(RULE).stroke();
        this.doc
          .font(font)
          .fontSize(SIZE.small + 1)
          .text(text, x + CELL_PADDING, y + CELL_PADDING, {
            width: widths[i] - 2 * CELL_PADDING,
            align: columns[i].align ?? 'left',
          });
        x += widths[i];
      });
      this.doc.strokeColor('black');
      this.doc.x = this.left;
      this.doc.y = y + height;
    };
    const headerHeight = heightOf(header, 'bold');
    const drawHeader = () => draw(header, 'bold', headerHeight, HEADER_FILL);
    const firstHeight = rows.length > 0 ? heightOf(rows[0], 'regular') : 0;
    this.ensureRoom(headerHeight + firstHeight);
    drawHeader();
    for (const row of rows) {
      const height = heightOf(row, 'regular');
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        drawHeader();
      }
      draw(row, 'regular', height);
    }
    this.doc.font('regular').fontSize(SIZE.body).moveDown(0.6);
    return this;
  }

  /**
   * The issuing officer's block at the right: the place and day of issue, a line to sign on, the officer's name
   * and role. Kept whole on one page.
   */
  signature({ officer, role, place, date }: PdfSignature): this {
    const blockWidth = Math.min(220, this.width / 2);
    const x = this.left + this.width - blockWidth;
    this.doc.font('regular').fontSize(SIZE.body);
    const line = this.doc.currentLineHeight(true);
    this.ensureRoom(line * 5 + 40);
    this.doc.moveDown(1);
    this.doc.text([place, date].filter(Boolean).join(', '), x, this.doc.y, { width: blockWidth, align: 'center' });
    const y = this.doc.y + 32;
    this.doc
      .moveTo(x, y)
      .lineTo(x + blockWidth, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.strokeColor('black');
    this.doc.font('bold').text(officer, x, y + 4, { width: blockWidth, align: 'center' });
    this.doc.font('regular').fillColor(MUTED).text(role, x, this.doc.y, { width: blockWidth, align: 'center' });
    this.doc.fillColor('black');
    this.doc.x = this.left;
    this.doc.moveDown(0.6);
    return this;
  }

  /** Footer on every page (kind and number, the day of issue, "page n / m"), then the document's bytes. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const page = this.doc.page;
      // Writing below the bottom margin would start a new page; lift the margin while the footer is drawn.
      const bottom = page.margins.bottom;
      page.margins.bottom = 0;
      const y = page.height - bottom + 20;
      const width = page.width - page.margins.left - page.margins.right;
      this.doc.font('regular').fontSize(SIZE.small).fillColor('#555555');
      const left = [this.footer.text, this.footer.issuedOn].filter(Boolean).join(' · ');
      this.doc.text(left, page.margins.left, y, { width: width * 0.75, lineBreak: false });
      this.doc.text(pageLabel(this.footer.pageLabel, i + 1 - range.start, range.count), page.margins.left, y, {
        width,
        align: 'right',
        lineBreak: false,
      });
      drawVerificationMark(this.doc, i - range.start, this.footer.verification);
      this.doc.fillColor('black');
      page.margins.bottom = bottom;
    }
    this.doc.end();
    return this.done;
  }
}

/** The steps of a document: a method of the layout and its arguments, in the order they were described. */
type StepName =
  | 'title'
  | 'heading'
  | 'image'
  | 'thumbnails'
  | 'rule'
  | 'paragraph'
  | 'keyValues'
  | 'richText'
  | 'table'
  | 'signature';
export type PdfStep = { [K in StepName]: [K, ...Parameters<PdfLayout[K]>] }[StepName];

/** A whole document as `PdfBuilder` describes it: all of it crosses to the document thread as data. */
export type PdfPlan = { meta: PdfMeta; footer: PdfFooter; steps: PdfStep[] };

/** Lays a described document out: its steps in their order, then the footers; answers the PDF's bytes. */
export function layOut({ meta, footer, steps }: PdfPlan): Promise<Buffer> {
  const layout = new PdfLayout(meta, footer);
  for (const [name, ...args] of steps) (layout[name] as (...values: unknown[]) => unknown).apply(layout, args);
  return layout.finish();
}
