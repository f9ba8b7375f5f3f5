// Structure checks behind the content rules: a file must be what its extension says all the way
// through, not only in its first bytes. Each check reads the head (first bytes) and/or the tail
// (last bytes) of the file; `size` is the whole file's length.

export type FileEnds = { head: Buffer; tail: Buffer; size: number };

const ZIP_END = 0x06054b50;
const ZIP_ENTRY = 0x02014b50;
const ZIP_END_LENGTH = 22;
const ZIP_MAX_COMMENT = 0xffff;

/** Where a ZIP end-of-central-directory record sits in the tail, ending exactly at the end of the file. */
function zipEndIn(tail: Buffer): number | null {
  const last = tail.length - ZIP_END_LENGTH;
  for (let p = last; p >= 0 && p >= last - ZIP_MAX_COMMENT; p--) {
    if (tail.readUInt32LE(p) === ZIP_END && p + ZIP_END_LENGTH + tail.readUInt16LE(p + 20) === tail.length) return p;
  }
  return null;
}

/** Whether the file ends like a ZIP archive (a ZIP appended to an image or a PDF is a polyglot). */
export function endsAsZip({ tail }: FileEnds): boolean {
  return zipEndIn(tail) !== null;
}

/**
 * The entry names of a ZIP archive, read from its central directory; null when the archive is not
 * sound: no end record, ZIP64 or split archives, data before the archive or between the directory
 * and its end record, or a directory that does not parse or lies outside the tail.
 */
export function zipEntryNames({ tail, size }: FileEnds): string[] | null {
  const end = zipEndIn(tail);
  if (end === null) return null;
  const tailStart = size - tail.length;
  const disk = tail.readUInt16LE(end + 4);
  const directoryDisk = tail.readUInt16LE(end + 6);
  const entriesHere = tail.readUInt16LE(end + 8);
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entries) return null;
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return null;
  if (directoryOffset + directorySize !== tailStart + end) return null;
  let p = directoryOffset - tailStart;
  if (p < 0) return null;
  const names: string[] = [];
  for (let i = 0; i < entries; i++) {
    if (p + 46 > end || tail.readUInt32LE(p) !== ZIP_ENTRY) return null;
    const nameLength = tail.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + tail.readUInt16LE(p + 30) + tail.readUInt16LE(p + 32);
    if (next > end || tail.readUInt32LE(p + 42) >= directoryOffset) return null;
    names.push(tail.toString('utf8', p + 46, p + 46 + nameLength));
    p = next;
  }
  return p === end ? names : null;
}

/** An Office Open XML or OpenDocument container: a sound ZIP holding the parts its kind requires. */
export function officeContainerHolds(ends: FileEnds, parts: { files: readonly string[]; folder?: string }): boolean {
  const names = zipEntryNames(ends);
  if (!names) return false;
  return (
    parts.files.every((f) => names.includes(f)) && (!parts.folder || names.some((n) => n.startsWith(parts.folder!)))
  );
}

const PDF_EOF_WINDOW = 1024;
const TRAILING_SPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** A PDF starts with `%PDF-` and ends with `%%EOF` (within its last 1 KB, followed by white space only). */
export function pdfFramed({ head, tail }: FileEnds): boolean {
  if (head.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  const window = tail.subarray(Math.max(0, tail.length - PDF_EOF_WINDOW));
  const eof = window.lastIndexOf('%%EOF', undefined, 'latin1');
  if (eof < 0) return false;
  for (let i = eof + 5; i < window.length; i++) if (!TRAILING_SPACE.has(window[i])) return false;
  return true;
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex');
/** Bit depths allowed for each PNG colour type. */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** A PNG: the signature, an IHDR chunk first with a real size and a valid colour type, and IEND last. */
export function pngSound({ head, tail }: FileEnds): boolean {
  if (head.length < 33 || !head.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR') return false;
  const width = head.readUInt32BE(16);
  const height = head.readUInt32BE(20);
  const [depth, colourType, compression, filter, interlace] = head.subarray(24, 29);
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return false;
  if (!PNG_DEPTHS[colourType]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return false;
  return tail.length >= PNG_END.length && tail.subarray(tail.length - PNG_END.length).equals(PNG_END);
}

/** Start-of-frame markers (C0–CF without DHT C4, JPG C8 and DAC CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/**
 * A JPEG: SOI, then segments up to a start-of-frame with a real width and height (before the scan
 * starts, within the head), and EOI at the end (trailing zero bytes allowed).
 */
export function jpegSound({ head, tail }: FileEnds): boolean {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return false;
  let p = 2;
  let frame = false;
  while (!frame) {
    if (p >= head.length || head[p] !== 0xff) return false;
    while (p < head.length && head[p] === 0xff) p++; // fill bytes
    if (p >= head.length) return false;
    const marker = head[p++];
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || p + 2 > head.length) return false;
    const length = head.readUInt16BE(p);
    if (length < 2) return false;
    if (isStartOfFrame(marker)) {
      if (length < 8 || p + 8 > head.length) return false;
      const height = head.readUInt16BE(p + 3);
      const width = head.readUInt16BE(p + 5);
      if (height === 0 || width === 0 || head[p + 7] === 0) return false;
      frame = true;
    }
    p += length;
  }
  let last = tail.length;
  while (last > 0 && tail[last - 1] === 0x00) last--;
  return last >= 2 && tail[last - 2] === 0xff && tail[last - 1] === 0xd9;
}
