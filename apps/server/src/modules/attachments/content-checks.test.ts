import fs from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { rgbPng, textPdf } from '../../platform/storage/sample-files';
import { buildTestAppWithFiles } from '../../test/harness';
import { setParameter } from '../settings/service';
import { ContentInspector, TAIL_BYTES } from './content-rules';
import { registerAttachmentBean, unregisterAttachmentBean } from './owners';
import { attachments } from './tables';
import {
  DOCX,
  HTML_PDF,
  HTML_ZIP,
  JPG,
  PDF,
  PDF_ZIP_POLYGLOT,
  PNG,
  PNG_ZIP_POLYGLOT,
  TRUNCATED_PNG,
  XLSX,
  filesUnder,
  multipart,
  pdfOfSize,
  zipOf,
} from './test-files';

/** The verdict on a file fed in chunks of `chunkSize` bytes, as an upload streams it. */
async function verdict(fileName: string, content: Buffer, chunkSize = 64 * 1024): Promise<string | null> {
  const inspector = new ContentInspector(fileName.split('.').pop()!.toLowerCase());
  for (let i = 0; i < content.length; i += chunkSize) inspector.observe(content.subarray(i, i + chunkSize));
  return inspector.verdict();
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A PNG chunk without a checked CRC (the check reads the header and the end, not every chunk). */
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};

describe('content checks: the whole file must be what its extension says', () => {
  it('accepts sound files of each checked kind, the fixtures of the tests and the demo data included', async () => {
    expect(await verdict('a.pdf', PDF)).toBe('application/pdf');
    expect(await verdict('a.pdf', textPdf('Hello'))).toBe('application/pdf');
    expect(await verdict('a.pdf', pdfOfSize(3 * TAIL_BYTES), 100_000)).toBe('application/pdf');
    expect(await verdict('a.pdf', Buffer.from('%PDF-1.7\n%%EOF\r\n\r\n'))).toBe('application/pdf');
    expect(await verdict('a.png', PNG)).toBe('image/png');
    expect(await verdict('a.png', rgbPng(2, 1, Buffer.from([0, 1, 2, 3, 4, 5, 6])))).toBe('image/png');
    expect(await verdict('a.jpg', JPG)).toBe('image/jpeg');
    expect(await verdict('a.jpeg', Buffer.concat([JPG, Buffer.alloc(3)]))).toBe('image/jpeg');
    expect(await verdict('a.docx', DOCX)).toBe(DOCX_TYPE);
    expect(await verdict('a.xlsx', XLSX)).toBe(XLSX_TYPE);
    expect(
      await verdict('a.odt', zipOf({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<x/>' })),
    ).toBe('application/vnd.oasis.opendocument.text');
  });

  it('reads a large file by its ends, across chunks', async () => {
    const [signature, header] = [PNG.subarray(0, 8), PNG.subarray(8, 33)];
    const big = Buffer.concat([
      signature,
      header,
      pngChunk('tEXt', Buffer.alloc(3 * TAIL_BYTES, 0x61)),
      PNG.subarray(-12),
    ]);
    expect(await verdict('big.png', big, 65_536)).toBe('image/png');
    expect(await verdict('big.png', big.subarray(0, big.length - 1), 65_536)).toBeNull();
    // A docx whose parts are large: its directory is at the end, within the tail.
    const docx = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': Buffer.alloc(2 * TAIL_BYTES, 0x20) });
    expect(await verdict('big.docx', docx, 100_000)).toBe(DOCX_TYPE);
  });

  it('refuses office files whose container lacks the parts of their kind', async () => {
    expect(await verdict('page.docx', HTML_ZIP)).toBeNull();
    expect(await verdict('sheet.docx', XLSX)).toBeNull();
    expect(await verdict('letter.xlsx', DOCX)).toBeNull();
    expect(await verdict('a.docx', zipOf({ 'word/document.xml': '<w/>' }))).toBeNull();
    expect(await verdict('a.odt', HTML_ZIP)).toBeNull();
    // Data before the archive (a self-extractor, a polyglot) or a cut directory.
    expect(await verdict('a.docx', Buffer.concat([Buffer.from('PK\x03\x04junk'), DOCX]))).toBeNull();
    expect(await verdict('a.docx', DOCX.subarray(0, DOCX.length - 1))).toBeNull();
  });

  it('refuses a PDF header without an end, a truncated PNG, a JPEG without a frame or an end, and polyglots', async () => {
    expect(await verdict('a.pdf', HTML_PDF)).toBeNull();
    expect(await verdict('a.pdf', Buffer.concat([PDF, Buffer.from('<html></html>')]))).toBeNull();
    expect(await verdict('a.pdf', PDF_ZIP_POLYGLOT)).toBeNull();
    expect(await verdict('a.png', TRUNCATED_PNG)).toBeNull();
    expect(await verdict('a.png', PNG_ZIP_POLYGLOT)).toBeNull();
    const noSize = Buffer.from(PNG);
    noSize.writeUInt32BE(0, 16);
    expect(await verdict('a.png', noSize)).toBeNull();
    expect(
      await verdict('a.jpg', Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(32)])),
    ).toBeNull();
    expect(await verdict('a.jpg', JPG.subarray(0, JPG.length - 2))).toBeNull();
    expect(await verdict('a.jpg', Buffer.concat([JPG, HTML_ZIP]))).toBeNull();
  });

  describe('through the upload routes', async () => {
    const t = await buildTestAppWithFiles('content-checks');
    const trader = await t.loginAs('trader');
    registerAttachmentBean('content_test', { canRead: async () => true, canWrite: async ({ auth }) => !!auth });
    afterAll(() => unregisterAttachmentBean('content_test'));

    beforeEach(async () => {
      await t.platform.db.delete(attachments);
      for (const file of filesUnder(t.storageRoot)) fs.rmSync(`${t.storageRoot}/${file}`);
      await setParameter(t.platform.db, 'upload_extensions', 'pdf,png,jpg,docx,xlsx');
    });

    const upload = (name: string, content: Buffer) => {
      const body = multipart([{ name, content }]);
      return t.app.inject({
        method: 'POST',
        url: '/data/rest/attachments/content_test/1',
        headers: { ...body.headers, 'x-auth-token': trader.token },
        payload: body.payload,
      });
    };

    it.each([
      ['index.docx', HTML_ZIP],
      ['scan.pdf', HTML_PDF],
      ['photo.png', TRUNCATED_PNG],
      ['polyglot.pdf', PDF_ZIP_POLYGLOT],
      ['polyglot.png', PNG_ZIP_POLYGLOT],
    ])('refuses %s with 400 and keeps nothing', async (name, content) => {
      const res = await upload(name, content);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ file: 'validation.file_content_mismatch' });
      expect(await t.platform.db.select().from(attachments)).toEqual([]);
      expect(filesUnder(t.storageRoot)).toEqual([]);
    });

    it('stores sound files', async () => {
      for (const [name, content] of [
        ['a.docx', DOCX],
        ['b.xlsx', XLSX],
        ['c.jpg', JPG],
        ['d.png', PNG],
        ['e.pdf', PDF],
      ] as const) {
        const res = await upload(name, content);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      }
    });
  });
});
