import zlib from 'node:zlib';
import { refuse } from './refusal';

// A whole-file walk of a ZIP archive (the container of Office Open XML, OpenDocument and .zip files): the end
// record ends the file, the central directory ends at the end record, and every entry's local header agrees with
// its directory record and starts exactly where the previous entry's data ended, from byte 0 to the directory, so
// no byte of the file lies outside an entry. Every entry is inflated and its size and CRC-32 checked.

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DESCRIPTOR = 0x08074b50;
const END_LENGTH = 22;

/** Bounds of a walk: entries, the bytes they inflate to in total, and that total against the file's size. */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxTotalBytes: 512 * 1024 * 1024,
  /** Archives inflating past `ratioFloorBytes` may inflate at most this many times their size. */
  maxRatio: 100,
  ratioFloorBytes: 32 * 1024 * 1024,
  maxCommentBytes: 1024,
};

export type ZipEntry = {
  name: string;
  /** A folder entry (its name ends with '/'); it holds no bytes. */
  folder: boolean;
  method: number;
  compressedSize: number;
  size: number;
  crc: number;
  localOffset: number;
  dataOffset: number;
  /** The flag bit 3: sizes and CRC follow the data. */
  descriptor: boolean;
  /** Unix file mode of the entry when the archive was made on Unix, else 0. */
  unixMode: number;
};

function entryName(bytes: Buffer, utf8: boolean): string {
  if (!utf8) return bytes.toString('latin1');
  const name = bytes.toString('utf8');
  if (!Buffer.from(name, 'utf8').equals(bytes)) refuse('zip: entry name is not UTF-8');
  return name;
}

/** Names a careless unpacker would write outside its folder, or that hide what they are. */
function checkName(name: string): void {
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || /[\u0000-\u001f\u007f\\]/.test(name)) refuse(`zip: bad entry name ${JSON.stringify(name)}`);
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) refuse(`zip: absolute entry name ${name}`);
  if (name.split('/').some((part) => part === '..' || part === '.'))
    refuse(`zip: entry name leaves its folder ${name}`);
}

/** The end record: where it is, and the directory it describes. */
function findEnd(data: Buffer) {
  if (data.length < END_LENGTH) refuse('zip: too short');
  for (let p = data.length - END_LENGTH; p >= Math.max(0, data.length - END_LENGTH - 0xffff); p--) {
    if (data.readUInt32LE(p) !== END) continue;
    const commentLength = data.readUInt16LE(p + 20);
    if (p + END_LENGTH + commentLength !== data.length) continue;
    if (commentLength > ZIP_LIMITS.maxCommentBytes) refuse('zip: archive comment too long');
    const comment = data.subarray(p + END_LENGTH);
    // eslint-disable-next-line no-control-regex
    if (/[^\u0009\u000a\u000d\u0020-\u007e]/.test(comment.toString('latin1'))) refuse('zip: binary archive comment');
    return {
      at: p,
      disk: data.readUInt16LE(p + 4),
      directoryDisk: data.readUInt16LE(p + 6),
      entriesHere: data.readUInt16LE(p + 8),
      entries: data.readUInt16LE(p + 10),
      directorySize: data.readUInt32LE(p + 12),
      directoryOffset: data.readUInt32LE(p + 16),
    };
  }
  refuse('zip: no end record ending the file');
}

/**
 * The entries of a sound archive, in the order of their data; refuses anything else: ZIP64, split or encrypted
 * archives, methods other than stored and deflated, names that leave the folder, repeated names, links, bytes
 * before, between or after the entries, and archives over the limits.
 */
export function walkZip(data: Buffer): ZipEntry[] {
  const end = findEnd(data);
  if (end.disk !== 0 || end.directoryDisk !== 0 || end.entriesHere !== end.entries) refuse('zip: split archive');
  if (end.entries === 0xffff || end.directorySize === 0xffffffff || end.directoryOffset === 0xffffffff)
    refuse('zip: ZIP64');
  if (end.at >= 20 && data.readUInt32LE(end.at - 20) === ZIP64_LOCATOR) refuse('zip: ZIP64');
  if (end.entries > ZIP_LIMITS.maxEntries) refuse('zip: too many entries');
  if (end.directoryOffset + end.directorySize !== end.at) refuse('zip: bytes between the directory and its end');

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let p = end.directoryOffset;
  for (let i = 0; i < end.entries; i++) {
    if (p + 46 > end.at || data.readUInt32LE(p) !== CENTRAL) refuse('zip: broken central directory');
    const flags = data.readUInt16LE(p + 8);
    const method = data.readUInt16LE(p + 10);
    const crc = data.readUInt32LE(p + 16);
    const compressedSize = data.readUInt32LE(p + 20);
    const size = data.readUInt32LE(p + 24);
    const nameLength = data.readUInt16LE(p + 28);
    const extraLength = data.readUInt16LE(p + 30);
    const commentLength = data.readUInt16LE(p + 32);
    const diskStart = data.readUInt16LE(p + 34);
    const madeBy = data.readUInt8(p + 5);
    const externalAttributes = data.readUInt32LE(p + 38);
    const localOffset = data.readUInt32LE(p + 42);
    const next = p + 46 + nameLength + extraLength + commentLength;
    if (next > end.at) refuse('zip: broken central directory');
    if (flags & 0x0001 || flags & 0x0040 || flags & 0x2000) refuse('zip: encrypted entry');
    if (method !== 0 && method !== 8) refuse(`zip: compression method ${method}`);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff || diskStart !== 0)
      refuse('zip: ZIP64 entry');
    const name = entryName(data.subarray(p + 46, p + 46 + nameLength), (flags & 0x0800) !== 0);
    checkName(name);
    const key = name.toLowerCase();
    if (seen.has(key)) refuse(`zip: repeated entry ${name}`);
    seen.add(key);
    const unixMode = madeBy === 3 ? externalAttributes >>> 16 : 0;
    if ((unixMode & 0o170000) === 0o120000) refuse(`zip: symbolic link ${name}`);
    entries.push({
      name,
      folder: name.endsWith('/'),
      method,
      compressedSize,
      size,
      crc,
      localOffset,
      dataOffset: 0,
      descriptor: (flags & 0x0008) !== 0,
      unixMode,
    });
    p = next;
  }
  if (p !== end.at) refuse('zip: directory size does not match its entries');

  // The entries in file order must cover [0, directoryOffset) with no gap and no overlap.
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let expected = 0;
  for (const entry of ordered) {
    if (entry.localOffset !== expected) refuse(`zip: bytes before entry ${entry.name}`);
    const at = entry.localOffset;
    if (at + 30 > end.directoryOffset || data.readUInt32LE(at) !== LOCAL)
      refuse(`zip: no local header for ${entry.name}`);
    const flags = data.readUInt16LE(at + 6);
    const method = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 26);
    const extraLength = data.readUInt16LE(at + 28);
    const localName = entryName(data.subarray(at + 30, at + 30 + nameLength), (flags & 0x0800) !== 0);
    if (localName !== entry.name || method !== entry.method || ((flags & 0x0008) !== 0) !== entry.descriptor)
      refuse(`zip: local header of ${entry.name} disagrees with the directory`);
    if (!entry.descriptor) {
      const sizesAgree =
        data.readUInt32LE(at + 14) === entry.crc &&
        data.readUInt32LE(at + 18) === entry.compressedSize &&
        data.readUInt32LE(at + 22) === entry.size;
      if (!sizesAgree) refuse(`zip: local sizes of ${entry.name} disagree with the directory`);
    }
    entry.dataOffset = at + 30 + nameLength + extraLength;
    let after = entry.dataOffset + entry.compressedSize;
    if (entry.descriptor) {
      // The data descriptor, with or without its signature: CRC-32, compressed and uncompressed size.
      const signed = after + 4 <= data.length && data.readUInt32LE(after) === DESCRIPTOR;
      const q = signed ? after + 4 : after;
      if (q + 12 > end.directoryOffset) refuse(`zip: no data descriptor for ${entry.name}`);
      const agree =
        data.readUInt32LE(q) === entry.crc &&
        data.readUInt32LE(q + 4) === entry.compressedSize &&
        data.readUInt32LE(q + 8) === entry.size;
      if (!agree) refuse(`zip: data descriptor of ${entry.name} disagrees with the directory`);
      after = q + 12;
    }
    if (after > end.directoryOffset) refuse(`zip: entry ${entry.name} runs into the directory`);
    expected = after;
  }
  if (expected !== end.directoryOffset) refuse('zip: bytes between the last entry and the directory');

  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > ZIP_LIMITS.maxTotalBytes) refuse('zip: inflates past the limit');
  if (total > ZIP_LIMITS.ratioFloorBytes && total > data.length * ZIP_LIMITS.maxRatio) refuse('zip: compression ratio');
  for (const entry of entries)
    if (entry.folder && entry.size !== 0) refuse(`zip: folder entry with data ${entry.name}`);
  return entries.sort((a, b) => a.localOffset - b.localOffset);
}

/** An entry's bytes, inflated and checked against its size and CRC-32 (never more than its declared size). */
export function readZipEntry(data: Buffer, entry: ZipEntry): Buffer {
  const raw = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let content: Buffer;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) refuse(`zip: stored entry ${entry.name} with two sizes`);
    content = raw;
  } else {
    try {
      // One byte more than declared, so an entry inflating past its size is seen.
      content = zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size + 1) });
    } catch {
      refuse(`zip: entry ${entry.name} does not inflate to its size`);
    }
  }
  if (content.length !== entry.size) refuse(`zip: entry ${entry.name} is not its declared size`);
  if (zlib.crc32(content) !== entry.crc) refuse(`zip: CRC-32 of ${entry.name}`);
  return content;
}
