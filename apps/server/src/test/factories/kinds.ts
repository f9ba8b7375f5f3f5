// Factories of the case kinds with their records (complaint, authorization, movement certificate, IPR, BTI), each a
// case filed as a user (fileCaseAs) with its kind's rows, put in a status.
import type { CaseStatus } from '@portal/contracts/portal-cases';
import type { DeclarationFields } from '@portal/contracts/portal-records';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { PDF } from '../../modules/attachments/test-files';
import type { CaseRow } from '../../modules/portal-cases/access';
import type { NewCase } from '../../modules/portal-cases/core';
import { documentTypeId, postDocument } from '../../modules/portal-documents/test-support';
import {
  authorizations,
  authorizationTariffs,
  complaintDecisions,
  customsDeclarations,
  iprApplications,
  iprGoods,
  iprRights,
  movementCertificateGoods,
  movementCertificateInvoices,
  movementCertificates,
  portalLicences,
  tariffs,
} from '../../modules/portal-records/tables';
import { caseSubTypes, portalAuthorizationTypes, portalGoodsTypes } from '../../modules/vocabularies/tables';
import { apiPath } from '../api-client';
import type { Session, TestApp } from '../harness';
import { fileCaseAs, idByCode, submittedAtCreation, subTypeId } from './cases';

/**
 * A case of a kind filed by `username` about their own company (else their individual record) and shared with
 * their company, or about `aboutIndividualId` and theirs alone; `addRecords` adds the kind's rows, then the case is
 * put in `status` (submitted at creation when past DRAFT, so officers see it).
 */
async function fileKindCase<R>(
  db: Db,
  username: string,
  values: Parameters<typeof fileCaseAs>[2],
  options: { status?: CaseStatus; aboutIndividualId?: number },
  addRecords: (row: CaseRow) => Promise<R>,
): Promise<{ row: CaseRow; status: CaseStatus; records: R }> {
  const row = await fileCaseAs(db, username, values, options.aboutIndividualId);
  const records = await addRecords(row);
  const status = options.status ?? 'DRAFT';
  await submittedAtCreation(db, row.id, status);
  return { row, status, records };
}

let seq = 0;

/** A declaration nobody else has (the number is unique per run). */
export function freshDeclaration(over: Partial<DeclarationFields> = {}): DeclarationFields {
  seq++;
  return {
    declarationNumber: `C${(Date.now() % 1_000_000) * 100 + seq}`,
    declarationOffice: '1011',
    declarationYear: 2025,
    ...over,
  };
}

/**
 * A complaint case filed by `username` (see fileKindCase) in `status`, with one declaration (or those given) or the
 * given decision.
 */
export async function buildComplaint(
  db: Db,
  username: string,
  options: {
    kind: 'declarations' | 'decision';
    status?: CaseStatus;
    declarations?: DeclarationFields[];
    decision?: { decisionNumber: string; decisionTypeId: number | null };
    aboutIndividualId?: number;
  },
) {
  const values: Pick<NewCase, 'caseType' | 'subject' | 'customsDeclarationDecision'> = {
    caseType: 'COMPLAINT',
    subject: `Complaint of ${username}`,
    customsDeclarationDecision: options.kind === 'declarations',
  };
  const { row, status, records } = await fileKindCase(db, username, values, options, async (c) => {
    const declarations =
      options.kind === 'declarations' ? (options.declarations ?? [freshDeclaration()]) : ([] as DeclarationFields[]);
    if (declarations.length > 0) {
      await db.insert(customsDeclarations).values(declarations.map((d) => ({ ...d, caseId: c.id })));
    }
    if (options.decision) await db.insert(complaintDecisions).values({ ...options.decision, caseId: c.id });
    return declarations;
  });
  return { ...row, status, declarations: records };
}

/**
 * An authorization case filed by `username` (see fileKindCase) with its authorization and licence rows; `filled`
 * chooses the type (or goods type) and adds one tariff line (84713000); in `status`.
 */
export async function buildAuthorizationCase(
  db: Db,
  username: string,
  options: { licence?: boolean; status?: CaseStatus; filled?: boolean; aboutIndividualId?: number } = {},
) {
  const values = {
    caseType: 'AUTHORIZATION' as const,
    subject: `Authorization of ${username}`,
    subTypeId: await idByCode(db, caseSubTypes, 'AUTH_NEW'),
    licence: options.licence ?? false,
  };
  const filled = options.filled ?? false;
  const { row, status, records } = await fileKindCase(db, username, values, options, async (c) => {
    await db.insert(authorizations).values({
      caseId: c.id,
      authorizationTypeId: filled ? await idByCode(db, portalAuthorizationTypes, 'CUSTOMS_WAREHOUSE') : null,
    });
    await db.insert(portalLicences).values({
      caseId: c.id,
      goodsTypeId: filled ? await idByCode(db, portalGoodsTypes, 'ELECTRONICS') : null,
    });
    return filled
      ? db
          .insert(authorizationTariffs)
          .values({
            caseId: c.id,
            tariffId: await idByCode(db, tariffs, '84713000'),
            code: '84713000',
            description: 'Laptops',
            quantity: 10,
            value: 5000,
          })
          .returning()
      : [];
  });
  return { ...row, status, lines: records };
}

/**
 * A movement certificate case filed by `username` (see fileKindCase) with its certificate, `goods` goods lines and
 * `invoices` invoices; in `status`.
 */
export async function buildMovementCase(
  db: Db,
  username: string,
  options: { status?: CaseStatus; goods?: number; invoices?: number; aboutIndividualId?: number } = {},
) {
  const values = { caseType: 'MOVEMENT_CERTIFICATE' as const, subject: `Movement certificate of ${username}` };
  const { row } = await fileKindCase(db, username, values, options, async (c) => {
    await db.insert(movementCertificates).values({ caseId: c.id });
    for (let i = 1; i <= (options.goods ?? 0); i++) {
      await db.insert(movementCertificateGoods).values({ caseId: c.id, itemNumber: i, description: `Goods ${i}` });
    }
    for (let i = 1; i <= (options.invoices ?? 0); i++) {
      await db.insert(movementCertificateInvoices).values({ caseId: c.id, itemNumber: i, invoiceNumber: `INV-${i}` });
    }
  });
  return row;
}

/** The ids of a movement certificate case's goods lines or invoices, by itemNumber. */
export async function lineIdsOf(db: Db, caseId: number, kind: 'goods' | 'invoices'): Promise<number[]> {
  const table = kind === 'goods' ? movementCertificateGoods : movementCertificateInvoices;
  const rows = await db
    .select({ id: table.id, itemNumber: table.itemNumber })
    .from(table)
    .where(eq(table.caseId, caseId));
  return rows.sort((a, b) => a.itemNumber - b.itemNumber).map((r) => r.id);
}

/**
 * An IPR case filed by `username` (see fileKindCase) in `status`, with its application and `rights` rights and
 * `goods` goods entries at positions 1..n.
 */
export async function buildIpr(
  db: Db,
  username: string,
  options: { status?: CaseStatus; rights?: number; goods?: number; aboutIndividualId?: number } = {},
) {
  const values = { caseType: 'IPR' as const, subject: `IPR application of ${username}` };
  const { row, status } = await fileKindCase(db, username, values, options, async (c) => {
    await db.insert(iprApplications).values({ caseId: c.id, rightHolder: 'Holder Sh.p.k.' });
    for (let i = 1; i <= (options.rights ?? 0); i++) {
      await db
        .insert(iprRights)
        .values({ caseId: c.id, itemNumber: i, rightType: 'TRADEMARK', rightNumber: `TM-${i}` });
    }
    for (let i = 1; i <= (options.goods ?? 0); i++) {
      await db.insert(iprGoods).values({ caseId: c.id, itemNumber: i, description: `Goods ${i}` });
    }
  });
  return { ...row, status };
}

/** The ids of an IPR case's rights or goods, by position. */
export async function entryIds(db: Db, table: 'rights' | 'goods', caseId: number): Promise<number[]> {
  const t = (table === 'rights' ? iprRights : iprGoods) as typeof iprRights;
  const rows = await db.select({ id: t.id }).from(t).where(eq(t.caseId, caseId)).orderBy(t.itemNumber);
  return rows.map((r) => r.id);
}

/** Two tariffs of the BTI tests' own (chapter 99, which no seed uses): one in force, one no longer. */
export const ACTIVE_TARIFF = '99887711';
export const INACTIVE_TARIFF = '99887799';

export async function seedBtiTariffs(db: Db): Promise<void> {
  await db
    .insert(tariffs)
    .values([
      { code: ACTIVE_TARIFF, labelSQ: 'Mallra prove', labelEN: 'Test goods', labelSR: 'Probna roba', active: true },
      { code: INACTIVE_TARIFF, labelSQ: 'E vjetër', labelEN: 'Old heading', labelSR: 'Stara', active: false },
    ])
    .onConflictDoNothing();
  await db.update(tariffs).set({ active: false }).where(eq(tariffs.code, INACTIVE_TARIFF));
}

/** The body of `create_bti_case` (the BTI_NEW sub-type) with the BTI's fields given. */
export async function btiCaseBody(
  db: Db,
  bti: Record<string, unknown> | null = null,
  over: Record<string, unknown> = {},
) {
  return {
    subTypeId: await subTypeId(db, 'BTI_NEW'),
    subject: 'Classification of a smart watch',
    description: 'A watch with a heart-rate sensor.',
    bti,
    ...over,
  };
}

/** Creates a BTI case as `session` through its route; throws unless 200. */
export async function createBti(t: TestApp, session: Session, bti: Record<string, unknown> | null = null) {
  const res = await session.post(apiPath('/bti_cases/create_bti_case'), await btiCaseBody(t.platform.db, bti));
  if (res.statusCode !== 200) throw new Error(`BTI case refused: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Adds the required BTI_APPLICATION document (a PDF) as the owner. */
export async function attachBtiApplication(t: TestApp, owner: Session, caseId: number, code = 'BTI_APPLICATION') {
  const typeId = await documentTypeId(t.platform.db, code);
  const res = await postDocument(t, owner, { caseId, typeId }, [{ name: 'application.pdf', content: PDF }]);
  if (res.statusCode !== 200) throw new Error(`document refused: ${res.statusCode} ${res.body}`);
}
