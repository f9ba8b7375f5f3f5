// Sample files, hostile files built from their parts, and a hand-built multipart body for the attachment tests.
import * as cfb from 'cfb';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { textPdf, zipOf } from '../../platform/storage/sample-files';
import { rebuildImage, type ImageKind } from './disarm/image';
import { rebuildPdf } from './disarm/pdf';

export { zipOf };

/** A file in the form the server stores it (rebuilt once), so a test can compare a download byte for byte. */
async function asStored(kind: ImageKind, content: Buffer): Promise<Buffer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fixture-'));
  try {
    fs.writeFileSync(path.join(folder, 'in'), content);
    await rebuildImage(kind, path.join(folder, 'in'), path.join(folder, 'out'));
    return fs.readFileSync(path.join(folder, 'out'));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A 1×1 PNG with an alpha channel (as a browser writes it), as the server stores it. */
export const PNG = await asStored(
  'png',
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** A one-page PDF with a line of text, as the server stores it (the rebuild of a rebuilt PDF is the same bytes). */
export const PDF = Buffer.from(await rebuildPdf(textPdf('Portal test document')));

/** A one-page PDF with `objects` from object 1 on (1 is the catalog, 2 the page tree), its cross-reference table and `after` appended. */
export function pdfOf(objects: string[], options: { after?: string; trailer?: string } = {}): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body + (options.after ?? ''), 'latin1');
}

/**
 * A sound one-page PDF of exactly `size` bytes, its page's content padded with a comment (kept by the rebuild,
 * so the stored copy is about as large), for size limits and quotas.
 */
export function pdfOfSize(size: number): Buffer {
  const build = (padding: number) => {
    const content = `BT /F1 12 Tf 50 780 Td (Size test) Tj ET\n%${'x'.repeat(padding)}\n`;
    return pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ]);
  };
  const bare = build(0).length;
  // The length's own digits grow with the padding: adjust once.
  const first = build(Math.max(0, size - bare));
  return build(Math.max(0, size - bare - (first.length - size)));
}

/** A tiny Office Open XML document (a zip with [Content_Types].xml and word/document.xml). */
export const DOCX = Buffer.from(
  'UEsDBBQAAAAAAAtSdl1I4T5zOAAAADgAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbDxUeXBlcz48T3ZlcnJpZGUgUGFydE5hbWU9Ii93b3JkL2RvY3VtZW50LnhtbCIvPjwvVHlwZXM+UEsDBBQAAAAAAAtSdl3dWoYNDQAAAA0AAAARAAAAd29yZC9kb2N1bWVudC54bWw8dzpkb2N1bWVudC8+UEsBAhQDFAAAAAAAC1J2XUjhPnM4AAAAOAAAABMAAAAAAAAAAAAAAIABAAAAAFtDb250ZW50X1R5cGVzXS54bWxQSwECFAMUAAAAAAALUnZd3VqGDQ0AAAANAAAAEQAAAAAAAAAAAAAAgAFpAAAAd29yZC9kb2N1bWVudC54bWxQSwUGAAAAAAIAAgCAAAAApQAAAAAA',
  'base64',
);
/** A real 2×2 JPEG (JFIF with an ICC profile, as a browser's canvas writes it), as the server stores it. */
export const JPG = await asStored(
  'jpeg',
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCcAqAP/9k=',
    'base64',
  ),
);

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
/** A minimal spreadsheet container ([Content_Types].xml and xl/workbook.xml). */
export const XLSX = zipOf({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' });

// Hostile files: each starts like the type its name claims, and is not that type.
/** A ZIP with a web page, named .docx. */
export const HTML_ZIP = zipOf({ 'index.html': '<html><script>alert(1)</script></html>' });
/** A web page behind a PDF header, with no end. */
export const HTML_PDF = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n');
/** The first 40 bytes of a PNG (header and part of the data, no end). */
export const TRUNCATED_PNG = PNG.subarray(0, 40);
/** A PDF that is also a ZIP holding a web page (the archive's comment ends in %%EOF). */
export const PDF_ZIP_POLYGLOT = (() => {
  const zip = zipOf({ 'index.html': '<html><script>alert(1)</script></html>' });
  const comment = Buffer.from('\n%%EOF\n');
  const head = Buffer.from('%PDF-1.4\n%');
  // Shift the archive's offsets past the PDF head and give its end record the comment.
  const shifted = Buffer.from(zip);
  const end = shifted.length - 22;
  const directoryOffset = shifted.readUInt32LE(end + 16);
  shifted.writeUInt32LE(directoryOffset + head.length, end + 16);
  for (let p = directoryOffset; p < end;) {
    shifted.writeUInt32LE(shifted.readUInt32LE(p + 42) + head.length, p + 42);
    p += 46 + shifted.readUInt16LE(p + 28) + shifted.readUInt16LE(p + 30) + shifted.readUInt16LE(p + 32);
  }
  shifted.writeUInt16LE(comment.length, end + 20);
  return Buffer.concat([head, shifted, comment]);
})();
/** A PNG with a ZIP appended. */
export const PNG_ZIP_POLYGLOT = Buffer.concat([PNG, HTML_ZIP]);
/** A Compound File Binary container (Word 97 / Excel 97) holding these streams (paths from the root). */
export function cfbOf(streams: Record<string, Buffer>): Buffer {
  const container = cfb.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) cfb.utils.cfb_add(container, name, content);
  return Buffer.from(cfb.write(container, { type: 'buffer', fileType: 'cfb' }) as Uint8Array);
}
/** A Word 97 document stream: the FIB's magic number (0xA5EC) and its flags (encrypted: 0x0100), then text. */
export function wordDocumentStream(flags = 0): Buffer {
  const fib = Buffer.alloc(1024);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(0x00c1, 2);
  fib.writeUInt16LE(flags, 10);
  return fib;
}
/** An Excel 97 workbook stream: BOF, one BOUNDSHEET of `sheetType` (0 worksheet, 1 Excel 4.0 macro sheet), EOF. */
export function workbookStream(sheetType = 0): Buffer {
  const record = (type: number, data: Buffer) => {
    const header = Buffer.alloc(4);
    header.writeUInt16LE(type, 0);
    header.writeUInt16LE(data.length, 2);
    return Buffer.concat([header, data]);
  };
  const name = Buffer.from('Sheet1', 'latin1');
  const sheet = Buffer.concat([Buffer.from([0, 0, 0, 0, 0, sheetType, name.length, 0]), name]);
  return Buffer.concat([
    record(0x0809, Buffer.from([0x00, 0x06, 0x05, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
    record(0x0085, sheet),
    record(0x000a, Buffer.alloc(0)),
  ]);
}
/** A Word 97 document. */
export const CFB_DOC = cfbOf({ WordDocument: wordDocumentStream(), '1Table': Buffer.alloc(512) });
/** An Excel 97 workbook. */
export const CFB_XLS = cfbOf({ Workbook: workbookStream() });
/** Kept for the tests that upload a legacy Word file. */
export const CFB = CFB_DOC;
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(64),
]);
export const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(48)]);

// Files that smuggle something inside a sound file of their kind, each built from its parts.

/** A sound PDF, then a ZIP holding a program, then `%%EOF`: read as a PDF and, from its end, as an archive. */
export const PDF_ZIP_EXE_POLYGLOT = Buffer.concat([
  textPdf('Invoice'),
  zipOf({ 'setup.exe': EXE }),
  Buffer.from('\n%%EOF\n'),
]);

/**
 * A one-page PDF with JavaScript run at opening (/OpenAction and the JavaScript name tree), an embedded program
 * (the EmbeddedFiles name tree and a file-attachment annotation), a page action (/AA), a link running JavaScript
 * beside a plain web link, an XFA form, an incremental update adding a second /OpenAction, and bytes after the end.
 */
export function activePdf(): Buffer {
  const content = 'BT /F1 12 Tf 50 780 Td (Active) Tj ET';
  const exe = EXE.toString('latin1');
  const original = pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R /Names << /JavaScript << /Names [(run) 6 0 R] >> /EmbeddedFiles << /Names [(setup.exe) 7 0 R] >> >> /AcroForm << /Fields [] /XFA 10 0 R >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /AA << /O 6 0 R >> /Annots [9 0 R 11 0 R 12 0 R] >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Action /S /JavaScript /JS (app.alert\\(document.URL\\)) >>',
    '<< /Type /Filespec /F (setup.exe) /EF << /F 8 0 R >> >>',
    `<< /Type /EmbeddedFile /Length ${exe.length} >>\nstream\n${exe}\nendstream`,
    '<< /Type /Annot /Subtype /FileAttachment /Rect [10 10 30 30] /FS 7 0 R >>',
    '<< /Length 20 >>\nstream\n<xdp:xdp></xdp:xdp>\nendstream',
    '<< /Type /Annot /Subtype /Link /Rect [50 700 200 720] /A 6 0 R >>',
    '<< /Type /Annot /Subtype /Link /Rect [50 650 200 670] /A << /S /URI /URI (https://dogana.example/) >> >>',
  ]);
  // An incremental update: a new catalog with another /OpenAction, its own cross-reference section and trailer.
  const update = `13 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>\nendobj\n`;
  const start = original.length;
  const xref = start + update.length;
  const incremental =
    update +
    `xref\n13 1\n${String(start).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 14 /Root 13 0 R /Prev ${original.lastIndexOf('xref')} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([
    original,
    Buffer.from(incremental, 'latin1'),
    Buffer.from('trailing <script>alert(1)</script>'),
  ]);
}

/** A JPEG with an EXIF segment holding a camera make and a GPS position (41°19′N 19°49′E). */
export function jpegWithGps(jpeg: Buffer): Buffer {
  // TIFF, big-endian: IFD0 with Make and the GPS IFD pointer; the GPS IFD with the latitude and longitude.
  const tiff = Buffer.alloc(160);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value, at + 8);
  };
  tiff.writeUInt16BE(2, 8); // IFD0: 2 entries
  entry(10, 0x010f, 2, 4, 0x43616d00); // Make "Cam"
  entry(22, 0x8825, 4, 1, 38); // GPS IFD at 38
  tiff.writeUInt32BE(0, 34); // no next IFD
  tiff.writeUInt16BE(4, 38); // GPS IFD: 4 entries
  entry(40, 0x0001, 2, 2, 0x4e000000); // GPSLatitudeRef "N"
  entry(52, 0x0002, 5, 3, 96); // GPSLatitude at 96
  entry(64, 0x0003, 2, 2, 0x45000000); // GPSLongitudeRef "E"
  entry(76, 0x0004, 5, 3, 120); // GPSLongitude at 120
  tiff.writeUInt32BE(0, 88);
  [41, 1, 19, 1, 0, 1].forEach((n, i) => tiff.writeUInt32BE(n, 96 + i * 4));
  [19, 1, 49, 1, 0, 1].forEach((n, i) => tiff.writeUInt32BE(n, 120 + i * 4));
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

const DOCX_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
/** A Word document package with these parts added (or replacing the defaults). */
export function docxWith(parts: Record<string, string | Buffer> = {}): Buffer {
  return zipOf({
    '[Content_Types].xml': DOCX_TYPES,
    '_rels/.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    ...parts,
  });
}

export type Part = { name: string; content: Buffer | string; field?: string; type?: string };

/** A multipart/form-data request body as a browser would send it. */
export function multipart(parts: Part[], boundary = `----portal${crypto.randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.name}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) };
}

export const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');

/** Every file under a folder (relative paths), temporary ones included; [] when it does not exist. */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Whether `data` holds `text`'s bytes (Latin-1) anywhere. */
export const has = (data: Buffer, text: string) => data.includes(Buffer.from(text, 'latin1'));
