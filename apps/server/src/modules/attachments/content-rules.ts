import type { ImageKind } from './disarm/image';

// What each accepted extension must be, and how it is checked (see docs/adr/0064-upload-content-parsed-and-rebuilt.md
// and 0065-upload-content-containers.md). Every kind is read whole by a parser of its format: PDFs and images are
// rebuilt (the stored file is the new one); ZIP and compound-file containers, RTF and text are walked part by part
// and kept as sent once every byte is accounted for. An extension without a rule here is never taken, whatever the `upload_extensions` parameter says.

/** Checks that run in the worker pool, each on the whole file. */
export type WorkerCheck =
  | { check: 'pdf' }
  | { check: 'ooxml'; folder: string }
  | { check: 'opendocument'; mimeType: string }
  | { check: 'cfb'; main: readonly string[] }
  | { check: 'zip' }
  | { check: 'rtf' }
  | { check: 'text' };

export type ContentRule = { contentType: string } & ({ image: ImageKind } | { worker: WorkerCheck });

const ooxml = (contentType: string, folder: string): ContentRule => ({
  contentType,
  worker: { check: 'ooxml', folder },
});
const openDocument = (mimeType: string): ContentRule => ({
  contentType: mimeType,
  worker: { check: 'opendocument', mimeType },
});

export const RULES: Readonly<Record<string, ContentRule>> = {
  pdf: { contentType: 'application/pdf', worker: { check: 'pdf' } },
  png: { contentType: 'image/png', image: 'png' },
  jpg: { contentType: 'image/jpeg', image: 'jpeg' },
  jpeg: { contentType: 'image/jpeg', image: 'jpeg' },
  gif: { contentType: 'image/gif', image: 'gif' },
  webp: { contentType: 'image/webp', image: 'webp' },
  tif: { contentType: 'image/tiff', image: 'tiff' },
  tiff: { contentType: 'image/tiff', image: 'tiff' },
  // Word 97 and Excel 97 files are Compound File Binary containers (Excel 5 names its stream Book).
  doc: { contentType: 'application/msword', worker: { check: 'cfb', main: ['WordDocument'] } },
  xls: { contentType: 'application/vnd.ms-excel', worker: { check: 'cfb', main: ['Workbook', 'Book'] } },
  docx: ooxml('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'word/'),
  xlsx: ooxml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xl/'),
  pptx: ooxml('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'ppt/'),
  odt: openDocument('application/vnd.oasis.opendocument.text'),
  ods: openDocument('application/vnd.oasis.opendocument.spreadsheet'),
  odp: openDocument('application/vnd.oasis.opendocument.presentation'),
  zip: { contentType: 'application/zip', worker: { check: 'zip' } },
  rtf: { contentType: 'application/rtf', worker: { check: 'rtf' } },
  txt: { contentType: 'text/plain; charset=utf-8', worker: { check: 'text' } },
  csv: { contentType: 'text/csv; charset=utf-8', worker: { check: 'text' } },
};

/** The extensions the server can check, in the order of RULES. */
export const CHECKED_EXTENSIONS: readonly string[] = Object.keys(RULES);
