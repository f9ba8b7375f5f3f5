import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PdfBuilder } from '../../platform/pdf/document';
import { pdfText } from '../../platform/pdf/test-support';
import { apiPath } from '../../test/api-client';
import { buildTestApp } from '../../test/harness';
import { documentVerifications } from './tables';
import {
  auctionDocumentRef,
  caseDocumentRef,
  issueOfficialPdf,
  markOfficialDocuments,
  type OfficialDocumentMeta,
} from './service';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A small official PDF: its footer carries the mark the register gives it. */
const render =
  (title: string) =>
  (verification: Parameters<Parameters<typeof issueOfficialPdf>[2]>[0]): Promise<Buffer> => {
    const pdf = new PdfBuilder(
      { title, lang: 'en' },
      { text: title, pageLabel: 'Page {page} / {pages}', verification },
    );
    pdf.title(title, 'No. 1');
    pdf.paragraph('Body');
    return pdf.finish();
  };

describe('the register of official documents and their public verification', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const lookup = (code: string, remoteAddress = '10.1.1.1') =>
    t.app.inject({
      method: 'GET',
      url: apiPath('/document_verifications/{code}', { code }),
      remoteAddress,
    });
  const issue = (meta: Partial<OfficialDocumentMeta> = {}) =>
    db.transaction((tx) =>
      issueOfficialPdf(
        tx,
        {
          kind: 'DECISION',
          number: 'DP-GEN-2026-000001',
          issuedAt: new Date('2026-03-10T09:00:00Z'),
          language: 'en',
          ref: caseDocumentRef(990_001),
          ...meta,
        },
        render('Decision'),
      ),
    );

  it('prints the code and the page address on the PDF and registers the SHA-256 of the bytes handed out', async () => {
    const { code, bytes } = await issue();
    expect(code).toMatch(/^[2-9A-HJ-KM-NP-TV-Z]{4}-[2-9A-HJ-KM-NP-TV-Z]{4}-[2-9A-HJ-KM-NP-TV-Z]{2}$/);
    const { pages } = await pdfText(bytes);
    expect(pages[0]).toContain(`Verification code ${code}`);
    expect(pages[0]).toContain('/verify');
    const res = await lookup(code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code,
      kind: 'DECISION',
      number: 'DP-GEN-2026-000001',
      issuedAt: '2026-03-10T09:00:00.000Z',
      status: 'VALID',
      statusAt: null,
      validUntil: null,
      sha256: sha256(bytes),
      // Sealed with the test process's demo seal, checked over the whole file against the portal's own certificate.
      seal: { sealed: true, intact: true, subject: 'Demo seal — not valid for legal use', demo: true },
    });
    // Typed the way people type it: lower case, without dashes, with spaces.
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    expect((await lookup(typed)).json()).toMatchObject({ code });
  });

  it('says REVOKED, SUPERSEDED and EXPIRED as the commands and the calendar make them', async () => {
    const certificate = await issue({
      kind: 'MOVEMENT_CERTIFICATE',
      ref: caseDocumentRef(990_002),
      validUntil: '2999-12-31',
    });
    const receipt = await issue({ kind: 'CASE_RECEIPT', ref: caseDocumentRef(990_002) });
    const at = new Date('2026-04-01T08:00:00Z');
    expect(
      await db.transaction((tx) =>
        markOfficialDocuments(tx, caseDocumentRef(990_002), ['MOVEMENT_CERTIFICATE'], 'REVOKED', at),
      ),
    ).toBe(1);
    expect((await lookup(certificate.code)).json()).toMatchObject({ status: 'REVOKED', statusAt: at.toISOString() });
    // Only the kinds named: the receipt of the same case stays valid.
    expect((await lookup(receipt.code)).json()).toMatchObject({ status: 'VALID' });
    // A second mark does not move the first one's time.
    await db.transaction((tx) =>
      markOfficialDocuments(tx, caseDocumentRef(990_002), ['MOVEMENT_CERTIFICATE'], 'SUPERSEDED'),
    );
    expect((await lookup(certificate.code)).json()).toMatchObject({ status: 'REVOKED', statusAt: at.toISOString() });

    const first = await issue({ kind: 'AUCTION_ANNOUNCEMENT', ref: auctionDocumentRef(990_003) });
    await db.transaction((tx) =>
      markOfficialDocuments(tx, auctionDocumentRef(990_003), ['AUCTION_ANNOUNCEMENT'], 'SUPERSEDED', at),
    );
    const second = await issue({ kind: 'AUCTION_ANNOUNCEMENT', ref: auctionDocumentRef(990_003) });
    expect((await lookup(first.code)).json()).toMatchObject({ status: 'SUPERSEDED', statusAt: at.toISOString() });
    expect((await lookup(second.code)).json()).toMatchObject({ status: 'VALID' });

    const bti = await issue({ kind: 'BTI', ref: caseDocumentRef(990_004), validUntil: '2020-01-31' });
    expect((await lookup(bti.code)).json()).toMatchObject({
      status: 'EXPIRED',
      statusAt: null,
      validUntil: '2020-01-31',
    });
  });

  it('answers an unknown and a malformed code with the same 404', async () => {
    const { code } = await issue();
    const unknown = await lookup('2222-2222-22');
    expect(unknown.statusCode).toBe(404);
    const wrongSymbol = code.replace(/^./, code.startsWith('2') ? '3' : '2');
    for (const given of ['x', 'OOOO-0000-II', `${code}2`, code.slice(0, -1), '!!!', 'A'.repeat(150), wrongSymbol]) {
      const res = await lookup(given);
      if (given === wrongSymbol) {
        const [row] = await db.select().from(documentVerifications).where(eq(documentVerifications.code, given));
        if (row) continue; // the one-in-a-quadrillion case of another document's code
      }
      expect(res.statusCode, given).toBe(404);
      expect(res.body, given).toBe(unknown.body);
    }
  });

  it('rolls the register back with the command that fails after issuing', async () => {
    let code = '';
    await expect(
      db.transaction(async (tx) => {
        code = (
          await issueOfficialPdf(
            tx,
            {
              kind: 'DECISION',
              number: 'DP-X',
              issuedAt: new Date(),
              language: 'sq',
              ref: caseDocumentRef(990_005),
            },
            render('Vendim'),
          )
        ).code;
        throw new Error('the command failed');
      }),
    ).rejects.toThrow('the command failed');
    expect((await lookup(code)).statusCode).toBe(404);
  });

  it('limits the look-ups per address (30 a minute), as the certificate display', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await lookup('2222-2222-22', '10.7.7.7')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not held back.
    expect((await lookup('2222-2222-22', '10.7.7.8')).statusCode).toBe(404);
  });
});
