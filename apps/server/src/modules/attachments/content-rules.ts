import { fileTypeFromBuffer } from 'file-type';
import { TextDecoder } from 'node:util';
import { endsAsZip, jpegSound, officeContainerHolds, pdfFramed, pngSound, type FileEnds } from './file-structure';

/** Bytes from the start of a file kept for the signature and header checks (a JPEG's frame may follow large metadata). */
export const HEAD_BYTES = 1024 * 1024;
/** Bytes from the end of a file kept for the end checks (a ZIP's central directory must lie within them). */
export const TAIL_BYTES = 1024 * 1024;

type Rule =
  /**
   * The detected signature must be one of these file-type extensions, and `check` (when given) must
   * hold for the file's ends. A type that is not a ZIP must not end as one (a polyglot).
   */
  | { kind: 'binary'; detected: readonly string[]; contentType: string; check?: (ends: FileEnds) => boolean }
  /** No binary signature at all, valid UTF-8, no control characters but tab, line breaks and form feed. */
  | { kind: 'text'; contentType: string };

// Office Open XML and OpenDocument files are zip archives; a short head may only show the zip.
const ZIP_FAMILY = ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'odg'] as const;
// Word 97 and Excel 97 files are Compound File Binary containers.
const CFB = ['cfb'] as const;

const officeOpenXml = (folder: string) => (ends: FileEnds) =>
  officeContainerHolds(ends, { files: ['[Content_Types].xml'], folder });
const openDocument = (ends: FileEnds) => officeContainerHolds(ends, { files: ['mimetype', 'content.xml'] });

const RULES: Record<string, Rule> = {
  pdf: { kind: 'binary', detected: ['pdf'], contentType: 'application/pdf', check: pdfFramed },
  png: { kind: 'binary', detected: ['png'], contentType: 'image/png', check: pngSound },
  jpg: { kind: 'binary', detected: ['jpg'], contentType: 'image/jpeg', check: jpegSound },
  jpeg: { kind: 'binary', detected: ['jpg'], contentType: 'image/jpeg', check: jpegSound },
  gif: { kind: 'binary', detected: ['gif'], contentType: 'image/gif' },
  bmp: { kind: 'binary', detected: ['bmp'], contentType: 'image/bmp' },
  webp: { kind: 'binary', detected: ['webp'], contentType: 'image/webp' },
  tif: { kind: 'binary', detected: ['tif'], contentType: 'image/tiff' },
  tiff: { kind: 'binary', detected: ['tif'], contentType: 'image/tiff' },
  doc: { kind: 'binary', detected: CFB, contentType: 'application/msword' },
  xls: { kind: 'binary', detected: CFB, contentType: 'application/vnd.ms-excel' },
  ppt: { kind: 'binary', detected: CFB, contentType: 'application/vnd.ms-powerpoint' },
  docx: {
    kind: 'binary',
    detected: ZIP_FAMILY,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    check: officeOpenXml('word/'),
  },
  xlsx: {
    kind: 'binary',
    detected: ZIP_FAMILY,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    check: officeOpenXml('xl/'),
  },
  pptx: {
    kind: 'binary',
    detected: ZIP_FAMILY,
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    check: officeOpenXml('ppt/'),
  },
  odt: {
    kind: 'binary',
    detected: ZIP_FAMILY,
    contentType: 'application/vnd.oasis.opendocument.text',
    check: openDocument,
  },
  ods: {
    kind: 'binary',
    detected: ZIP_FAMILY,
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    check: openDocument,
  },
  odp: {
    kind: 'binary',
    detected: ZIP_FAMILY,
    contentType: 'application/vnd.oasis.opendocument.presentation',
    check: openDocument,
  },
  zip: { kind: 'binary', detected: ['zip'], contentType: 'application/zip' },
  rtf: { kind: 'binary', detected: ['rtf'], contentType: 'application/rtf' },
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
  csv: { kind: 'text', contentType: 'text/csv; charset=utf-8' },
};

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Follows a file's bytes as they stream past: keeps the head and the tail for the signature and
 * structure checks and, for text extensions, checks UTF-8 chunk by chunk (so the whole file is never
 * held in memory).
 */
export class ContentInspector {
  private readonly head: Buffer[] = [];
  private headLength = 0;
  private tail: Buffer[] = [];
  private tailLength = 0;
  private size = 0;
  private readonly decoder: TextDecoder | null;
  private textValid = true;

  constructor(readonly extension: string) {
    this.decoder = RULES[extension]?.kind === 'text' ? new TextDecoder('utf-8', { fatal: true }) : null;
  }

  observe(chunk: Uint8Array): void {
    if (this.headLength < HEAD_BYTES) {
      const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - this.headLength));
      this.head.push(part);
      this.headLength += part.length;
    }
    this.size += chunk.length;
    this.tail.push(Buffer.from(chunk));
    this.tailLength += chunk.length;
    // Drop whole chunks that are no longer among the last TAIL_BYTES.
    while (this.tailLength - this.tail[0].length >= TAIL_BYTES) this.tailLength -= this.tail.shift()!.length;
    if (this.decoder && this.textValid) {
      try {
        if (CONTROL_CHARACTERS.test(this.decoder.decode(chunk, { stream: true }))) this.textValid = false;
      } catch {
        this.textValid = false;
      }
    }
  }

  /** The content type to store, or null when the bytes do not match the extension. */
  async verdict(): Promise<string | null> {
    const head = Buffer.concat(this.head);
    if (head.length === 0) return null;
    const detected = await fileTypeFromBuffer(head);
    const rule = RULES[this.extension];
    if (!rule) {
      // An extension an administrator allowed that has no rule here: refuse only a signature of
      // another known type; the file is offered as opaque bytes.
      return detected && detected.ext !== this.extension ? null : (detected?.mime ?? 'application/octet-stream');
    }
    if (rule.kind === 'binary') {
      if (!detected || !rule.detected.includes(detected.ext)) return null;
      const ends = this.ends(head);
      const isZip = (ZIP_FAMILY as readonly string[]).includes(this.extension);
      if (!isZip && endsAsZip(ends)) return null;
      return !rule.check || rule.check(ends) ? rule.contentType : null;
    }
    if (detected || !this.decoder) return null;
    try {
      this.decoder.decode(); // an unfinished multi-byte sequence at the end throws
    } catch {
      return null;
    }
    return this.textValid ? rule.contentType : null;
  }

  private ends(head: Buffer): FileEnds {
    const tail = Buffer.concat(this.tail);
    return { head, tail: tail.subarray(Math.max(0, tail.length - TAIL_BYTES)), size: this.size };
  }
}
