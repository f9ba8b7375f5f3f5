import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  PDFHexString,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { parsed, refuse } from './refusal';
import { isCfb, isExecutable, isZip, tailLooksLikeZip } from './signatures';

// A PDF is parsed and its pages are copied into a new document: what is stored holds the pages (their content,
// resources and harmless annotations) and nothing of the rest of the file: no document or page actions
// (/OpenAction, /AA), no JavaScript name tree, no embedded files, no forms and their XFA, no outlines, no
// objects of earlier revisions (incremental updates) and no bytes after the end. Annotations keep only their
// appearance and a plain web or mail link.

/** The keys a copied page keeps (its geometry, content and resources). */
const PAGE_KEYS = new Set([
  'Type', 'MediaBox', 'CropBox', 'BleedBox', 'TrimBox', 'ArtBox', 'Rotate', 'Resources', 'Contents', 'Group',
  'UserUnit', 'Annots',
]); // prettier-ignore

/** Annotation kinds that only show something; file attachments, sound, movies, screens, 3D and rich media go. */
const ANNOTATION_KINDS = new Set([
  'Link', 'Text', 'FreeText', 'Line', 'Square', 'Circle', 'Polygon', 'PolyLine', 'Highlight', 'Underline',
  'Squiggly', 'StrikeOut', 'Stamp', 'Caret', 'Ink', 'Widget', 'Redact',
]); // prettier-ignore

/** The keys an annotation keeps: where and how it shows. Actions (/A, /AA), /Popup, /Parent (form fields) go. */
const ANNOTATION_KEYS = new Set([
  'Type', 'Subtype', 'Rect', 'Contents', 'NM', 'M', 'F', 'AP', 'AS', 'Border', 'C', 'BS', 'BE', 'IC', 'CA',
  'QuadPoints', 'InkList', 'L', 'LE', 'Vertices', 'RD', 'T', 'Subj', 'CreationDate', 'DA', 'Q', 'DS', 'MK', 'H',
  'Name', 'Open',
]); // prettier-ignore

const SAFE_URI = /^(https?:|mailto:)/i;

const text = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/** A new annotation with the kept keys, and a URI action when the link is a plain web or mail address. */
function sanitizedAnnotation(document: PDFDocument, annotation: PDFDict): PDFDict | null {
  const kind = annotation.lookup(PDFName.of('Subtype'));
  if (!(kind instanceof PDFName) || !ANNOTATION_KINDS.has(kind.decodeText())) return null;
  const kept = document.context.obj({});
  for (const [key, value] of annotation.entries()) {
    if (ANNOTATION_KEYS.has(key.decodeText())) kept.set(key, value);
  }
  const action = annotation.lookup(PDFName.of('A'));
  if (action instanceof PDFDict) {
    const uri = text(action.lookup(PDFName.of('URI')));
    const type = action.lookup(PDFName.of('S'));
    if (type instanceof PDFName && type.decodeText() === 'URI' && uri && SAFE_URI.test(uri)) {
      kept.set(PDFName.of('A'), document.context.obj({ S: 'URI', URI: PDFString.of(uri) }));
    }
  }
  if (kind.decodeText() === 'Link' && !kept.has(PDFName.of('A'))) return null; // an internal jump or an action
  return kept;
}

/** Cuts a source page down to its kept keys and annotations, before it is copied. */
function sanitizePage(document: PDFDocument, page: PDFDict): void {
  for (const key of page.keys()) {
    if (!PAGE_KEYS.has(key.decodeText())) page.delete(key);
  }
  const annotations = page.lookup(PDFName.of('Annots'));
  if (!(annotations instanceof PDFArray)) {
    page.delete(PDFName.of('Annots'));
    return;
  }
  const kept = document.context.obj([]);
  for (let i = 0; i < annotations.size(); i++) {
    const annotation = annotations.lookup(i);
    const clean = annotation instanceof PDFDict ? sanitizedAnnotation(document, annotation) : null;
    if (clean) kept.push(document.context.register(clean));
  }
  if (kept.size() > 0) page.set(PDFName.of('Annots'), kept);
  else page.delete(PDFName.of('Annots'));
}

/** First bytes of a stream, decoded when pdf-lib can decode its filters, else as stored. */
function streamStarts(stream: PDFRawStream): Uint8Array[] {
  const starts = [stream.contents.subarray(0, 16)];
  try {
    starts.push(Uint8Array.from(decodePDFRawStream(stream).getBytes(16)));
  } catch {
    // A filter pdf-lib does not decode (images: DCT, JPX, CCITT, JBIG2): its stored bytes were checked.
  }
  return starts;
}

/** No stream of the rebuilt document may be a program or an archive, decoded or not. */
function checkStreams(document: PDFDocument): void {
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    for (const start of streamStarts(object)) {
      if (isExecutable(start) || isZip(start) || isCfb(start)) refuse('pdf: a stream holds a program or an archive');
    }
  }
}

/** Keys and names of active content: none may survive the copy, wherever a page's resources pointed. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'XFA',
  'AcroForm',
  'RichMediaContent',
]);
const ACTIVE_TYPES = new Set(['Catalog', 'Filespec', 'EmbeddedFile', 'Action', 'RichMedia', '3D']);

function checkNoActiveContent(object: PDFObject | undefined, seen: Set<PDFObject>): void {
  if (!object || seen.has(object)) return;
  seen.add(object);
  const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) refuse(`pdf: ${name} in the copied pages`);
      if (name === 'Type' && value instanceof PDFName && ACTIVE_TYPES.has(value.decodeText())) {
        // The one action kept is a plain URI link (see sanitizedAnnotation).
        const uri = value.decodeText() === 'Action' && text(dict.get(PDFName.of('URI')));
        if (!uri) refuse(`pdf: a ${value.decodeText()} in the copied pages`);
      }
      if (name === 'S' && value instanceof PDFName && value.decodeText() !== 'URI' && dict.has(PDFName.of('URI')))
        refuse('pdf: an action in the copied pages');
      checkNoActiveContent(value, seen);
    }
  } else if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) checkNoActiveContent(object.get(i), seen);
  }
}

/** The rebuilt PDF's bytes; refuses an encrypted, unparsable or page-less file. */
export async function rebuildPdf(data: Uint8Array): Promise<Uint8Array> {
  const header = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  if (!header.startsWith('%PDF-')) refuse('pdf: no %PDF- header at the start');
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(data, {
      ignoreEncryption: false,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch (error) {
    refuse(`pdf: ${(error as Error).message}`);
  }
  if (source.isEncrypted) refuse('pdf: encrypted');
  const pages = parsed('pdf: page tree', () => source.getPages());
  if (pages.length === 0) refuse('pdf: no pages');
  for (const page of pages) sanitizePage(source, page.node);

  const rebuilt = await PDFDocument.create({ updateMetadata: false });
  const copied = await rebuilt
    .copyPages(
      source,
      pages.map((_, i) => i),
    )
    .catch((error: Error) => refuse(`pdf: pages do not copy: ${error.message}`));
  for (const page of copied) rebuilt.addPage(page);
  const title = parsed('pdf: info', () => source.getTitle());
  if (title) rebuilt.setTitle(title);
  const seen = new Set<PDFObject>();
  for (const [, object] of rebuilt.context.enumerateIndirectObjects()) {
    if (
      object === rebuilt.catalog ||
      (object instanceof PDFDict && object.get(PDFName.of('Type'))?.toString() === '/Pages')
    )
      continue;
    checkNoActiveContent(object, seen);
  }
  checkStreams(rebuilt);
  const bytes = await rebuilt.save({ useObjectStreams: true, addDefaultPage: false });
  if (tailLooksLikeZip(bytes)) refuse('pdf: the rebuilt file ends as a ZIP archive');
  return bytes;
}
