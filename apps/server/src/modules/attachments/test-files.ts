// Sample files and a hand-built multipart body for the attachment tests (no extra packages).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** A PDF of exactly `size` bytes (a long comment line), for size limits and quotas. */
export function pdfOfSize(size: number): Buffer {
  const head = '%PDF-1.4\n%';
  const tail = '\n%%EOF\n';
  return Buffer.from(head + 'x'.repeat(Math.max(0, size - head.length - tail.length)) + tail, 'latin1');
}

/** A tiny Office Open XML document (a zip with [Content_Types].xml and word/document.xml). */
export const DOCX = Buffer.from(
  'UEsDBBQAAAAAAAtSdl1I4T5zOAAAADgAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbDxUeXBlcz48T3ZlcnJpZGUgUGFydE5hbWU9Ii93b3JkL2RvY3VtZW50LnhtbCIvPjwvVHlwZXM+UEsDBBQAAAAAAAtSdl3dWoYNDQAAAA0AAAARAAAAd29yZC9kb2N1bWVudC54bWw8dzpkb2N1bWVudC8+UEsBAhQDFAAAAAAAC1J2XUjhPnM4AAAAOAAAABMAAAAAAAAAAAAAAIABAAAAAFtDb250ZW50X1R5cGVzXS54bWxQSwECFAMUAAAAAAALUnZd3VqGDQ0AAAANAAAAEQAAAAAAAAAAAAAAgAFpAAAAd29yZC9kb2N1bWVudC54bWxQSwUGAAAAAAIAAgCAAAAApQAAAAAA',
  'base64',
);
/** The header of a Compound File Binary container (Word 97 / Excel 97). */
export const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(64),
]);
export const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(48)]);

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
