import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@portal/contracts/languages';
import { inEveryLanguage } from '@portal/contracts/multilingual';
import type { PortalDocument } from '@portal/contracts/portal-documents';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitGeneralCase } from '../../test/factories';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { apiPath } from '../../test/api-client';
import { portalDocuments } from '../portal-documents/tables';
import { certificateDescription } from '../portal-records/movement/certificate-pdf';
import { grantDescription, type Grant } from '../portal-records/authorization/grant-pdf';
import { BTI_COPY } from '../portal-records/bti/bti-pdf';
import { portalDocumentTypes } from '../vocabularies/tables';
import { DOCUMENT_COPY } from './documents/document-copy';

/** The migration that gave issued documents their descriptions in every language; its second statement fills them. */
const BACKFILL = readFileSync(
  fileURLToPath(new URL('../../../migrations/0033_issued_document_descriptions.sql', import.meta.url)),
  'utf8',
).split('--> statement-breakpoint')[1];

describe('issued documents are described in the reader’s language (ADR 0077)', async () => {
  const t = await buildTestAppWithFiles('document-languages');
  const db = t.platform.db;
  let trader: Session, officer: Session;

  const submitted = () => submitGeneralCase(t, trader);
  const issued = async (session: Session, id: number, lang?: Language): Promise<PortalDocument[]> => {
    const url = apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id });
    const res = await session.get(lang ? `${url}?lang=${lang}` : url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const described = async (session: Session, id: number, lang?: Language) =>
    Object.fromEntries((await issued(session, id, lang)).map((d) => [d.documentType.code, d.description]));

  beforeAll(async () => {
    [trader, officer] = await Promise.all(['trader', 'officer'].map((u) => t.loginAs(u)));
  });

  it('shows a receipt and a decision in English, Serbian or Albanian as asked; the filer’s language by default', async () => {
    const c = await submitted();
    expect((await officer.post(apiPath('/portal_cases/take'), { id: c.id })).statusCode).toBe(200);
    const approve = await officer.post(apiPath('/portal_cases/approve'), { id: c.id, reasoning: 'Heading 0901 21.' });
    expect(approve.statusCode, approve.body).toBe(200);
    const number = `DP-${c.number}`;

    const en = await described(trader, c.id, 'en');
    expect(en.RECEIPT).toMatch(/^Receipt of submission, \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(en.DECISION).toBe(`Decision ${number} (approval)`);
    const at = en.RECEIPT!.slice('Receipt of submission, '.length);
    expect(await described(trader, c.id, 'sr')).toEqual({
      RECEIPT: `Potvrda o prijemu, ${at}`,
      DECISION: `Rešenje ${number} (usvajanje)`,
    });
    const sq = { RECEIPT: `Vërtetim i pranimit, ${at}`, DECISION: `Vendim ${number} (miratim)` };
    expect(await described(trader, c.id, 'sq')).toEqual(sq);
    // Without a language: the reader's (the demo accounts read Albanian).
    expect(await described(trader, c.id)).toEqual(sq);
    // The officer reads the same documents in their interface's language too.
    expect((await described(officer, c.id, 'en')).DECISION).toBe(`Decision ${number} (approval)`);
    // by_case_id answers alike; an unknown language is refused.
    const all = await trader.get(`${apiPath('/portal_documents/by_case_id/{id}', { id: c.id })}?lang=en`);
    expect(all.json().find((d: PortalDocument) => d.documentType.code === 'DECISION').description).toBe(
      `Decision ${number} (approval)`,
    );
    const bad = await trader.get(`${apiPath('/portal_documents/by_case_id/{id}', { id: c.id })}?lang=de`);
    expect(bad.statusCode).toBe(400);
  });

  it('asks for information in every language', async () => {
    const c = await submitted();
    await officer.post(apiPath('/portal_cases/take'), { id: c.id });
    const asked = await officer.post(apiPath('/portal_cases/request_information'), {
      id: c.id,
      text: 'Please add the invoice.',
      deadlineDays: 10,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [en, sr] = [await described(trader, c.id, 'en'), await described(trader, c.id, 'sr')];
    expect(en.INFORMATION_REQUEST).toMatch(/^Request for information, \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(sr.INFORMATION_REQUEST).toMatch(/^Zahtev za informacije, \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  });

  it('the migration gives documents issued before it their text in every language, or keeps their one text', async () => {
    const c = await submitted();
    const typeId = async (code: string) =>
      (await db.select().from(portalDocumentTypes).where(eq(portalDocumentTypes.code, code)))[0].id;
    const grant = (kind: Grant['kind']) => (l: Language) =>
      grantDescription({ kind, number: 'AU-2026-000007', validTo: '2029-03-10' } as Grant, l);
    const built: Array<[string, (l: Language) => string]> = [
      ['RECEIPT', (l) => DOCUMENT_COPY[l].receiptDescription('10.03.2026 14:05')],
      ['INFORMATION_REQUEST', (l) => DOCUMENT_COPY[l].requestDescription('11.03.2026 09:30')],
      ['DECISION', (l) => DOCUMENT_COPY[l].decisionDescription(true, 'DP-GEN-2026-000001')],
      ['DECISION', (l) => DOCUMENT_COPY[l].decisionDescription(false, 'DP-GEN-2026-000002')],
      ['AUTHORITY_OTHER', (l) => certificateDescription(l, 'C-MOV-2026-000003')],
      ['AUTHORITY_OTHER', (l) => BTI_COPY[l].description('BTI-2026-000004')],
      ['AUTHORITY_OTHER', grant('authorization')],
      ['AUTHORITY_OTHER', grant('licence')],
    ];
    const legacy: Array<{ id: number; expected: Record<Language, string> | null }> = [];
    for (const [code, build] of built) {
      for (const from of ['sq', 'en', 'sr'] as const) {
        const [row] = await db
          .insert(portalDocuments)
          .values({ caseId: c.id, documentTypeId: await typeId(code), description: build(from), direction: 'INCOMING' })
          .returning();
        legacy.push({ id: row.id, expected: inEveryLanguage(build) });
      }
    }
    // A text the authority's copy never wrote, and one the filer wrote, stay as they are.
    for (const [code, direction, description] of [
      ['AUTHORITY_OTHER', 'INCOMING', 'Njoftim i veçantë'],
      ['GEN_REQUEST', 'OUTGOING', 'Vërtetim i pranimit, e imja'],
    ] as const) {
      const [row] = await db
        .insert(portalDocuments)
        .values({ caseId: c.id, documentTypeId: await typeId(code), description, direction })
        .returning();
      legacy.push({ id: row.id, expected: null });
    }
    await db.execute(sql.raw(BACKFILL));
    for (const { id, expected } of legacy) {
      const [row] = await db.select().from(portalDocuments).where(eq(portalDocuments.id, id));
      expect(row.descriptions, row.description ?? '').toEqual(expected);
    }
    const odd = (await issued(trader, c.id, 'en')).find((d) => d.description === 'Njoftim i veçantë');
    expect(odd).toBeDefined();
  });
});
