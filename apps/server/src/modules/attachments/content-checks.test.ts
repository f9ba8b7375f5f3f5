import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, decodePDFRawStream } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rgbPng, textPdf } from '../../platform/storage/sample-files';
import { CHECKED_EXTENSIONS } from './content-rules';
import { disarmFile } from './disarm/disarm';
import { ContentRefused } from './disarm/refusal';
import {
  CFB_DOC,
  CFB_XLS,
  DOCX,
  EXE,
  ELF,
  HTML_PDF,
  HTML_ZIP,
  JPG,
  PDF,
  PDF_ZIP_EXE_POLYGLOT,
  PDF_ZIP_POLYGLOT,
  PNG,
  PNG_ZIP_POLYGLOT,
  TRUNCATED_PNG,
  XLSX,
  activePdf,
  has,
  cfbOf,
  docxWith,
  jpegWithGps,
  wordDocumentStream,
  workbookStream,
  zipOf,
} from './test-files';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-disarm-test-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The check of one file as its name's kind: the content type and the stored bytes, or the refusal's reason. */
async function check(fileName: string, content: Buffer): Promise<{ contentType: string; stored: Buffer } | string> {
  const input = path.join(folder, `${Math.random()}`);
  const output = `${input}.out`;
  fs.writeFileSync(input, content);
  try {
    const { contentType, rebuilt } = await disarmFile(fileName.split('.').pop()!.toLowerCase(), input, output);
    return { contentType, stored: fs.readFileSync(rebuilt ? output : input) };
  } catch (error) {
    if (error instanceof ContentRefused) return error.reason;
    throw error;
  } finally {
    fs.rmSync(input, { force: true });
    fs.rmSync(output, { force: true });
  }
}
async function accepted(fileName: string, content: Buffer) {
  const result = await check(fileName, content);
  if (typeof result === 'string') throw new Error(`${fileName} refused: ${result}`);
  return result;
}
async function refused(fileName: string, content: Buffer): Promise<string> {
  const result = await check(fileName, content);
  if (typeof result !== 'string') throw new Error(`${fileName} accepted as ${result.contentType}`);
  return result;
}

const ODT = 'application/vnd.oasis.opendocument.text';
const odt = (parts: Record<string, string | Buffer> = {}) => zipOf({ mimetype: ODT, 'content.xml': '<x/>', ...parts });

/** Every object of a PDF as text, its streams decoded where pdf-lib can (the objects may sit in compressed object streams). */
async function pdfObjects(data: Buffer): Promise<string> {
  const document = await PDFDocument.load(data);
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => {
      if (!(object instanceof PDFRawStream)) return object.toString();
      let decoded: string;
      try {
        decoded = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
      } catch {
        decoded = Buffer.from(object.contents).toString('latin1');
      }
      return `${object.dict.toString()}\n${decoded}`;
    })
    .join('\n');
}

/** A PNG whose header claims `width` × `height` pixels, with one small compressed row: a decompression bomb's header. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('content disarm: every kind is parsed whole, PDFs and images are rebuilt', () => {
  it('checks a kind for every extension it names, and no other', () => {
    expect(CHECKED_EXTENSIONS).toEqual(
      expect.arrayContaining(['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'tif', 'tiff', 'doc', 'xls', 'docx']),
    );
    // BMP (sharp cannot read it) and PowerPoint 97 (its macros hide in its own record format) are not taken.
    expect(CHECKED_EXTENSIONS).not.toContain('bmp');
    expect(CHECKED_EXTENSIONS).not.toContain('ppt');
  });

  it('accepts the ordinary files of every kind, and stores what opens again', async () => {
    const gif = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#c00' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#0c0' } })
      .webp()
      .toBuffer();
    const tiff = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#00c' } })
      .tiff()
      .toBuffer();
    const files: Array<[string, Buffer, string]> = [
      ['a.pdf', textPdf('Hello'), 'application/pdf'],
      ['a.png', rgbPng(2, 1, Buffer.from([0, 1, 2, 3, 4, 5, 6])), 'image/png'],
      ['a.jpg', JPG, 'image/jpeg'],
      ['a.gif', gif, 'image/gif'],
      ['a.webp', webp, 'image/webp'],
      ['a.tiff', tiff, 'image/tiff'],
      ['a.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [
        'a.docx',
        docxWith({ 'word/media/image1.png': PNG }),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['a.xlsx', XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['a.odt', odt(), ODT],
      ['a.doc', CFB_DOC, 'application/msword'],
      ['a.xls', CFB_XLS, 'application/vnd.ms-excel'],
      ['a.zip', zipOf({ 'scan.pdf': PDF, 'notes.txt': 'hello', 'sub/letter.docx': DOCX }), 'application/zip'],
      ['a.rtf', Buffer.from('{\\rtf1\\ansi{\\fonttbl\\f0 Arial;}\\f0 Hello {\\b world}\\par}\r\n'), 'application/rtf'],
      ['a.txt', Buffer.from('Tiranë, Београд\n'), 'text/plain; charset=utf-8'],
    ];
    for (const [name, content, contentType] of files) {
      const result = await accepted(name, content);
      expect(result.contentType, name).toBe(contentType);
    }
    // Rebuilt images decode again to the same size; a rebuilt PDF parses again with its page.
    const png = await accepted('a.png', rgbPng(2, 1, Buffer.from([0, 1, 2, 3, 4, 5, 6])));
    expect(await sharp(png.stored).metadata()).toMatchObject({ format: 'png', width: 2, height: 1 });
    const pdf = await accepted('a.pdf', textPdf('Hello'));
    expect((await PDFDocument.load(pdf.stored)).getPageCount()).toBe(1);
  });

  it('rebuilds the PDF + ZIP + %%EOF polyglot into a PDF with no archive and no program in it', async () => {
    expect(has(PDF_ZIP_EXE_POLYGLOT, 'PK\x05\x06')).toBe(true);
    const { stored } = await accepted('invoice.pdf', PDF_ZIP_EXE_POLYGLOT);
    expect(stored.equals(PDF_ZIP_EXE_POLYGLOT)).toBe(false);
    const objects = await pdfObjects(stored);
    for (const marker of ['PK\x03\x04', 'PK\x05\x06', 'MZ\x90', 'setup.exe'])
      expect(has(stored, marker) || objects.includes(marker), marker).toBe(false);
    expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
    // A PDF header in front of an archive, with no document in it, is refused.
    expect(await refused('polyglot.pdf', PDF_ZIP_POLYGLOT)).toMatch(/pdf/);
    expect(await refused('page.pdf', HTML_PDF)).toMatch(/pdf/);
  });

  it('stores a PDF without its JavaScript, embedded file, page actions, XFA, earlier revision or trailing bytes', async () => {
    const original = activePdf();
    const source = await PDFDocument.load(original);
    expect(source.catalog.has(PDFName.of('OpenAction'))).toBe(true);
    const { stored } = await accepted('active.pdf', original);
    const rebuilt = await PDFDocument.load(stored);
    expect(rebuilt.getPageCount()).toBe(1);
    for (const key of ['OpenAction', 'Names', 'AcroForm', 'AA'])
      expect(rebuilt.catalog.has(PDFName.of(key)), key).toBe(false);
    const page = rebuilt.getPage(0).node;
    expect(page.has(PDFName.of('AA'))).toBe(false);
    // Only the plain web link is left of the three annotations.
    const annotations = page.Annots()!;
    expect(annotations.size()).toBe(1);
    const link = annotations.lookup(0, PDFDict).lookup(PDFName.of('A'), PDFDict);
    expect(link.lookup(PDFName.of('URI'), PDFString).decodeText()).toBe('https://dogana.example/');
    const objects = await pdfObjects(stored);
    expect(objects).toContain('(Active) Tj');
    for (const word of [
      'JavaScript',
      '/JS',
      'app.alert',
      'EmbeddedFile',
      'Filespec',
      'setup.exe',
      'XFA',
      'xdp',
      '<script>',
      'MZ\x90',
    ])
      expect(has(stored, word) || objects.includes(word), word).toBe(false);
    expect(stored.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(stored.toString('latin1').match(/%%EOF/g)).toHaveLength(1);
  });

  it('refuses an encrypted PDF and one without pages', async () => {
    const content = 'BT ET';
    const encrypted = Buffer.from(
      textPdf('x')
        .toString('latin1')
        .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'),
      'latin1',
    );
    expect(await refused('locked.pdf', encrypted)).toMatch(/encrypt/i);
    expect(
      await refused(
        'empty.pdf',
        Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n${content}`),
      ),
    ).toMatch(/pdf/);
  });

  it('stores a JPEG without its EXIF GPS position, with the orientation applied', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const withGps = jpegWithGps(photo);
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true); // the GPS IFD pointer
    const { stored } = await accepted('photo.jpg', withGps);
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(has(stored, 'Exif\0\0')).toBe(false);
    // An image turned by its EXIF orientation is stored turned.
    const turned = await sharp(photo).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    expect((await sharp((await accepted('turned.jpg', turned)).stored).metadata()).width).toBe(20);
  });

  it('stores a PNG without the bytes after its end, and a JPEG without an archive behind it', async () => {
    const trailing = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
    const { stored } = await accepted('photo.png', trailing);
    expect(has(stored, '<script>')).toBe(false);
    expect(stored.subarray(-8).toString('latin1')).toBe('IEND\xaeB`\x82');
    for (const [name, polyglot] of [
      ['a.png', PNG_ZIP_POLYGLOT],
      ['a.jpg', Buffer.concat([JPG, HTML_ZIP])],
    ] as const) {
      const rebuilt = (await accepted(name, polyglot)).stored;
      expect(has(rebuilt, 'PK\x03\x04'), name).toBe(false);
    }
  });

  it('refuses images that do not decode as their kind, and decompression bombs', async () => {
    expect(await refused('a.png', TRUNCATED_PNG)).toMatch(/image/);
    expect(await refused('a.jpg', PNG)).toMatch(/png named as jpeg/);
    expect(await refused('a.png', EXE)).toMatch(/image/);
    // 20,000 × 20,000 pixels: a few kilobytes that would decode to 1.2 GB. Refused from its header, never decoded.
    expect(await refused('bomb.png', pngClaiming(20_000, 20_000))).toMatch(/pixel/i);
  });

  it('refuses Office files with macros, controls, external templates or an embedded program', async () => {
    const cases: Array<[string, Buffer]> = [
      ['vba.docx', docxWith({ 'word/vbaProject.bin': cfbOf({ 'VBA/dir': Buffer.alloc(16) }) })],
      ['exe.docx', docxWith({ 'word/embeddings/setup.exe': EXE })],
      ['ole-exe.docx', docxWith({ 'word/embeddings/oleObject1.bin': cfbOf({ '\u0001Ole10Native': EXE }) })],
      ['program.docx', docxWith({ 'word/media/image1.png': ELF })],
      ['activex.docx', docxWith({ 'word/activeX/activeX1.xml': '<ax/>' })],
      [
        'macro-type.docx',
        docxWith({
          '[Content_Types].xml':
            '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
        }),
      ],
      [
        'template.docx',
        docxWith({
          'word/_rels/settings.xml.rels':
            '<Relationships><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="http://evil.example/t.dotm" TargetMode="External"/></Relationships>',
        }),
      ],
      [
        'nested.docx',
        docxWith({
          'word/embeddings/sheet.xlsx': zipOf({
            '[Content_Types].xml': '<Types/>',
            'xl/vbaProject.bin': Buffer.alloc(8),
          }),
        }),
      ],
      ['traversal.docx', docxWith({ '../../evil.txt': 'x' })],
      ['appended.docx', Buffer.concat([DOCX, Buffer.from('trailing')])],
      ['prefixed.docx', Buffer.concat([Buffer.from('MZ junk'), DOCX])],
      ['macro.odt', odt({ 'Basic/Standard/Module1.xml': '<script/>' })],
      [
        'event.odt',
        odt({
          'content.xml':
            '<office:document><script:event-listener xlink:href="vnd.sun.star.script:x"/></office:document>',
        }),
      ],
      ['wrong-kind.odt', zipOf({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': '<x/>' })],
      ['page.docx', HTML_ZIP],
      ['sheet.docx', XLSX],
      ['letter.xlsx', DOCX],
    ];
    for (const [name, content] of cases) await refused(name, content);
    // A hyperlink to the web is an ordinary external relationship.
    await accepted(
      'link.docx',
      docxWith({
        'word/_rels/document.xml.rels':
          '<Relationships><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://dogana.example/" TargetMode="External"/></Relationships>',
      }),
    );
  });

  it('refuses Word and Excel 97 files with a macro storage, a macro sheet, an OLE package or a program inside', async () => {
    const cases: Array<[string, Buffer]> = [
      [
        'vba.xls',
        cfbOf({
          Workbook: workbookStream(),
          '_VBA_PROJECT_CUR/VBA/dir': Buffer.alloc(16),
          '_VBA_PROJECT_CUR/PROJECT': Buffer.from('ID='),
        }),
      ],
      ['xlm.xls', cfbOf({ Workbook: workbookStream(1) })],
      ['macros.doc', cfbOf({ WordDocument: wordDocumentStream(), 'Macros/VBA/dir': Buffer.alloc(16) })],
      ['package.doc', cfbOf({ WordDocument: wordDocumentStream(), 'ObjectPool/_1/\u0001Ole10Native': EXE })],
      ['exe.doc', cfbOf({ WordDocument: wordDocumentStream(), 'ObjectPool/_1/CONTENTS': EXE })],
      ['encrypted.doc', cfbOf({ WordDocument: wordDocumentStream(0x0100) })],
      ['sheet.doc', CFB_XLS],
      ['zip.doc', DOCX],
      ['header-only.doc', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)])],
    ];
    for (const [name, content] of cases) await refused(name, content);
  });

  it('refuses a zip holding a program, a macro document or a link, and RTF objects; text must be UTF-8', async () => {
    for (const [name, content] of [
      ['tools.zip', zipOf({ 'readme.txt': 'hi', 'tool.dat': EXE })],
      ['named.zip', zipOf({ 'run.bat': 'echo' })],
      ['deep.zip', zipOf({ 'inner.zip': zipOf({ 'x.bin': ELF }) })],
      ['macro.zip', zipOf({ 'letter.docm': DOCX })],
      [
        'doc.zip',
        zipOf({ 'old.doc': cfbOf({ WordDocument: wordDocumentStream(), 'Macros/VBA/dir': Buffer.alloc(8) }) }),
      ],
    ] as const) {
      await refused(name, content);
    }
    for (const rtf of [
      '{\\rtf1 {\\object\\objemb{\\*\\objdata 4d5a9000}}}',
      '{\\rtf1 text {\\bin4 MZ\x90\x00}}',
      '{\\rtf1 {\\field{\\*\\fldinst {\\rtlch DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/c calc"}}}}',
      '{\\rtf1 unclosed',
      '{\\rtf1 ok}trailing',
    ]) {
      await refused('a.rtf', Buffer.from(rtf, 'latin1'));
    }
    await refused('a.txt', Buffer.from('hello\u0000world'));
    await refused('a.csv', Buffer.from([0x61, 0xc4]));
    await refused('a.csv', EXE);
  });

  it('refuses kinds that have no check', async () => {
    for (const name of ['a.bmp', 'a.ppt', 'a.html', 'a.exe'])
      expect(await refused(name, PDF)).toMatch(/no content rule/);
  });
});
