import * as CFB from 'cfb';
import { parsed, refuse } from './refusal';
import { hasDangerousName, isCfb, isExecutable, isZip, tailLooksLikeZip } from './signatures';
import { readZipEntry, walkZip } from './zip';

// Part-by-part checks of the container formats: Office Open XML and OpenDocument (ZIP), plain ZIP archives and the
// legacy Compound File Binary documents (Word 97, Excel 97). A container is kept as sent once every part passed:
// nothing lies outside its structure (see zip.ts), no part is a macro project, an ActiveX control, an OLE package
// (an embedded file of any kind) or a program, and embedded containers (an Excel sheet inside a Word document, a
// document inside a .zip) are opened and checked the same way, a few levels deep.

/** Containers inside containers: a document in a .zip in a .zip is checked; one more level is refused. */
const MAX_DEPTH = 3;

/** Parts of Office files that hold macros or controls, in any ZIP (an OOXML file may come inside a .zip). */
const MACRO_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml|vbaProjectSignature\.bin|activeX\d*\.(bin|xml))$/i;
const MACRO_FOLDER = /(^|\/)(activeX|macrosheets|dialogsheets)\//i;
/** OpenDocument's macro libraries (Basic/) and scripts (Scripts/). */
const ODF_SCRIPT_FOLDER = /^(Basic|Scripts)\//i;
/** Content types of macro-enabled parts, macro sheets, ActiveX controls and add-ins. */
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData|activeX|macrosheet|dialogsheet|addin/i;
/** Script references in OpenDocument XML: event listeners and script or macro URLs (also to installed scripts). */
const ODF_SCRIPT_REFERENCE =
  /<script:event-listener|vnd\.sun\.star\.script:|macro:\/\/|<office:script\s+script:language/i;

/** One part of a container, whatever the container: a program is refused, a container inside is opened. */
function checkEmbedded(name: string, data: Buffer, depth: number): void {
  if (hasDangerousName(name)) refuse(`embedded program or macro document ${name}`);
  if (isExecutable(data)) refuse(`embedded executable ${name}`);
  if (isZip(data)) checkArchive(data, depth + 1, 'embedded archive');
  else if (isCfb(data)) checkCompoundFile(data, depth + 1, null);
}

/** Walks a ZIP and checks each part; `visit` sees each part's name and bytes (for the kind's own rules). */
function eachZipPart(data: Buffer, depth: number, visit?: (name: string, content: Buffer) => void): string[] {
  if (depth > MAX_DEPTH) refuse('containers nested too deeply');
  const entries = walkZip(data);
  for (const entry of entries) {
    if (MACRO_PART.test(entry.name) || MACRO_FOLDER.test(entry.name)) refuse(`macro or control part ${entry.name}`);
    if (entry.folder) continue;
    const content = readZipEntry(data, entry);
    checkEmbedded(entry.name, content, depth);
    visit?.(entry.name, content);
  }
  return entries.map((e) => e.name);
}

/** A plain ZIP archive (also one found inside a document). */
export function checkArchive(data: Buffer, depth = 0, _what = 'archive'): void {
  eachZipPart(data, depth, (name, content) => {
    if (/\.rels$/i.test(name)) checkRelationships(name, content);
    if (name === '[Content_Types].xml') checkContentTypes(content);
  });
}

/** The `Relationship` elements of a .rels part. */
function relationships(xml: string): Array<Record<string, string>> {
  return [...xml.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1], m[2] ?? m[3]]),
    ),
  );
}

/**
 * Links to outside the file are hyperlinks only: an external template, OLE object, frame or sub-document is
 * fetched and run when the document opens (remote template injection).
 */
function checkRelationships(name: string, content: Buffer): void {
  for (const relationship of relationships(content.toString('utf8'))) {
    if (relationship.TargetMode?.toLowerCase() !== 'external') continue;
    if (!/\/hyperlink$/.test(relationship.Type ?? '')) refuse(`external relationship ${relationship.Type} in ${name}`);
  }
}

function checkContentTypes(content: Buffer): void {
  const xml = content.toString('utf8');
  for (const [, type] of xml.matchAll(/ContentType\s*=\s*["']([^"']*)["']/g)) {
    if (MACRO_CONTENT_TYPE.test(type)) refuse(`macro content type ${type}`);
  }
}

/** docx / xlsx / pptx: a sound ZIP with `[Content_Types].xml` and the kind's folder, and no macro, control or program. */
export function checkOfficeOpenXml(data: Buffer, folder: string): void {
  const names = eachZipPart(data, 0, (name, content) => {
    if (name === '[Content_Types].xml') checkContentTypes(content);
    if (/\.rels$/i.test(name)) checkRelationships(name, content);
  });
  if (!names.includes('[Content_Types].xml') || !names.some((n) => n.startsWith(folder)))
    refuse(`office: not a ${folder} package`);
}

/** odt / ods / odp: `mimetype` first, stored, naming the kind; `content.xml`; no scripts or script references. */
export function checkOpenDocument(data: Buffer, mimeType: string): void {
  const entries = walkZip(data);
  const first = entries[0];
  if (first?.name !== 'mimetype' || first.method !== 0) refuse('opendocument: mimetype is not the first, stored entry');
  if (readZipEntry(data, first).toString('latin1') !== mimeType) refuse('opendocument: another kind');
  const names = eachZipPart(data, 0, (name, content) => {
    if (ODF_SCRIPT_FOLDER.test(name)) refuse(`opendocument: script ${name}`);
    if (/\.xml$/i.test(name)) {
      const xml = content.toString('utf8');
      if (ODF_SCRIPT_REFERENCE.test(xml)) refuse(`opendocument: script reference in ${name}`);
      if (name === 'META-INF/manifest.xml' && /encryption-data/.test(xml)) refuse('opendocument: encrypted');
    }
  });
  if (!names.includes('content.xml')) refuse('opendocument: no content.xml');
}

/** Storages and streams of macro projects, OLE packages (embedded files) and ActiveX controls in a compound file. */
// OLE stream names start with control characters (\u0001, \u0003).
const CFB_FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /^(_VBA_PROJECT_CUR|_VBA_PROJECT|VBA|Macros|PROJECT|PROJECTwm|\u0001Ole10Native|\u0003OCXNAME|OCXDATA|\u0003OCXDATA|Ctls)$/i;

/** Excel 97 BOUNDSHEET records: an Excel 4.0 macro sheet (1) or a Visual Basic module (6); FILEPASS: encrypted. */
function checkWorkbookStream(stream: Buffer): void {
  let p = 0;
  while (p + 4 <= stream.length) {
    const type = stream.readUInt16LE(p);
    const length = stream.readUInt16LE(p + 2);
    if (type === 0x002f) refuse('xls: encrypted workbook');
    if (type === 0x0085 && length >= 6) {
      const sheetType = stream[p + 4 + 5];
      if (sheetType === 1 || sheetType === 6) refuse('xls: macro sheet');
    }
    p += 4 + length;
  }
}

/** Word 97: the FIB's fEncrypted flag (an encrypted document cannot be checked). */
function checkWordDocumentStream(stream: Buffer): void {
  if (stream.length < 12 || stream.readUInt16LE(0) !== 0xa5ec) refuse('doc: not a Word document stream');
  if (stream.readUInt16LE(10) & 0x0100) refuse('doc: encrypted');
}

/**
 * A Compound File Binary container: parsed whole; no macro storage, OLE package or control anywhere in its tree;
 * every stream checked as an embedded part. `main` is the stream the kind needs at the root (WordDocument,
 * Workbook), null for an embedded one.
 */
export function checkCompoundFile(data: Buffer, depth: number, main: readonly string[] | null): void {
  if (depth > MAX_DEPTH) refuse('containers nested too deeply');
  if (!isCfb(data)) refuse('cfb: no compound file signature');
  if (tailLooksLikeZip(data)) refuse('cfb: ends as a ZIP archive');
  const sectorSize = data.readUInt16LE(30) === 12 ? 4096 : 512;
  if (data.length % sectorSize !== 0) refuse('cfb: bytes past the last sector');
  const container = parsed('cfb', () => CFB.read(data, { type: 'buffer' }));
  let found: string | null = null;
  container.FileIndex.forEach((entry, i) => {
    const path = container.FullPaths[i];
    if (CFB_FORBIDDEN.test(entry.name)) refuse(`cfb: ${JSON.stringify(entry.name)} at ${path}`);
    if (entry.type !== 2) return; // storages and the root hold no bytes themselves
    const content = Buffer.from(entry.content ?? []);
    checkEmbedded(entry.name, content, depth);
    const atRoot = path.split('/').filter(Boolean).length === 2;
    if (atRoot && main?.includes(entry.name)) {
      found = entry.name;
      if (entry.name === 'Workbook' || entry.name === 'Book') checkWorkbookStream(content);
      if (entry.name === 'WordDocument') checkWordDocumentStream(content);
    }
  });
  if (main && !found) refuse(`cfb: no ${main.join(' or ')} stream`);
}
