import { fileTypeFromBuffer } from 'file-type';
import { TextDecoder } from 'node:util';

/** Bytes from the start of a file given to the signature check. */
export const HEAD_BYTES = 64 * 1024;

type Rule =
  /** The detected signature must be one of these file-type extensions. */
  | { kind: 'binary'; detected: readonly string[]; contentType: string }
  /** No binary signature at all, valid UTF-8, no control characters but tab, line breaks and form feed. */
  | { kind: 'text'; contentType: string };

// Office Open XML and OpenDocument files are zip archives; a short head may only show the zip.
const ZIP_FAMILY = ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'odg'] as const;
// Word 97 and Excel 97 files are Compound File Binary containers.
const CFB = ['cfb'] as const;

const RULES: Record<string, Rule> = {
  pdf: { kind: 'binary', detected: ['pdf'], contentType: 'application/pdf' },
  png: { kind: 'binary', detected: ['png'], contentType: 'image/png' },
  jpg: { kind: 'binary', detected: ['jpg'], contentType: 'image/jpeg' },
  jpeg: { kind: 'binary', detected: ['jpg'], contentType: 'image/jpeg' },
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
  },
  xlsx: {
    kind: 'binary',
    detected: ZIP_FAMILY,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    kind: 'binary',
    detected: ZIP_FAMILY,
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  odt: { kind: 'binary', detected: ZIP_FAMILY, contentType: 'application/vnd.oasis.opendocument.text' },
  ods: { kind: 'binary', detected: ZIP_FAMILY, contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { kind: 'binary', detected: ZIP_FAMILY, contentType: 'application/vnd.oasis.opendocument.presentation' },
  zip: { kind: 'binary', detected: ['zip'], contentType: 'application/zip' },
  rtf: { kind: 'binary', detected: ['rtf'], contentType: 'application/rtf' },
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
  csv: { kind: 'text', contentType: 'text/csv; charset=utf-8' },
};

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Follows a file's bytes as they stream past: keeps the head for the signature check and, for
 * text extensions, checks UTF-8 chunk by chunk (so the whole file is never held in memory).
 */
export class ContentInspector {
  private readonly head: Buffer[] = [];
  private headLength = 0;
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
    if (rule.kind === 'binary') return detected && rule.detected.includes(detected.ext) ? rule.contentType : null;
    if (detected || !this.decoder) return null;
    try {
      this.decoder.decode(); // an unfinished multi-byte sequence at the end throws
    } catch {
      return null;
    }
    return this.textValid ? rule.contentType : null;
  }
}
