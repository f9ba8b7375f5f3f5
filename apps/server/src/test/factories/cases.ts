// Factories of portal cases in any status (of any kind, without its records), ids of seeded codes, and the
// required outgoing document of a general or complaint case.
import type { CaseStatus, CaseType, PortalCase } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { PDF } from '../../modules/attachments/test-files';
import type { CaseRow } from '../../modules/portal-cases/access';
import { insertCase, type NewCase } from '../../modules/portal-cases/core';
import { portalCases } from '../../modules/portal-cases/tables';
import { documentTypeId, postDocument } from '../../modules/portal-documents/test-support';
import { type tariffs } from '../../modules/portal-records/tables';
import { caseSubTypes, type portalAuthorizationTypes, type portalGoodsTypes } from '../../modules/vocabularies/tables';
import { findUserByUsername } from '../../modules/users/service';
import { apiPath } from '../api-client';
import type { Session, TestApp } from '../harness';

/** The id of a seeded row by its code (a sub-type, an authorization or goods type, a tariff). */
export async function idByCode(
  db: Db,
  table: typeof caseSubTypes | typeof portalAuthorizationTypes | typeof portalGoodsTypes | typeof tariffs,
  code: string,
): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

/** The id of a seeded sub-type (`GEN_TARIFF`, `CMP_PENALTY`, …). */
export function subTypeId(db: Db, code: string): Promise<number> {
  return idByCode(db, caseSubTypes, code);
}

/**
 * A case filed by `filerUserId` about a company or an individual (exactly one), in `status` (DRAFT by default;
 * a status past DRAFT also gets its submission time, so officers see it).
 */
export async function buildCase(
  db: Db,
  values: {
    filerUserId: number;
    aboutCompanyId?: number | null;
    aboutIndividualId?: number | null;
    filerCompanyId?: number | null;
    caseType?: CaseType;
    status?: CaseStatus;
    subTypeCode?: string;
    subject?: string;
    assignedOfficerId?: number | null;
  },
): Promise<CaseRow> {
  const caseType = values.caseType ?? 'GENERAL';
  const row = await insertCase(
    db,
    { actorId: values.filerUserId },
    {
      caseType,
      subTypeId: values.subTypeCode ? await subTypeId(db, values.subTypeCode) : null,
      subject: values.subject ?? `Case ${Math.random().toString(36).slice(2, 8)}`,
      description: null,
      licence: false,
      customsDeclarationDecision: caseType === 'COMPLAINT' ? true : null,
      filerUserId: values.filerUserId,
      filerCompanyId: values.filerCompanyId ?? null,
      aboutCompanyId: values.aboutCompanyId ?? null,
      aboutIndividualId: values.aboutIndividualId ?? null,
    },
  );
  const status = values.status ?? 'DRAFT';
  if (status === 'DRAFT' && values.assignedOfficerId === undefined) return row;
  const [updated] = await db
    .update(portalCases)
    .set({
      status,
      submittedAt: status === 'DRAFT' ? null : new Date(),
      assignedOfficerId: values.assignedOfficerId ?? null,
    })
    .where(eq(portalCases.id, row.id))
    .returning();
  return updated;
}

/**
 * A DRAFT case of a kind filed by `username` about their own company (else their individual record) and shared
 * with their company, or about `aboutIndividualId` and theirs alone (the kinds' factories add their records).
 */
export async function fileCaseAs(
  db: Db,
  username: string,
  values: Pick<NewCase, 'caseType' | 'subject'> &
    Partial<Pick<NewCase, 'subTypeId' | 'licence' | 'customsDeclarationDecision'>>,
  aboutIndividualId?: number,
): Promise<CaseRow> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new Error(`no user ${username}`);
  const about = aboutIndividualId
    ? { filerCompanyId: null, aboutCompanyId: null, aboutIndividualId }
    : {
        filerCompanyId: user.companyId,
        aboutCompanyId: user.companyId,
        aboutIndividualId: user.companyId ? null : user.individualId,
      };
  return insertCase(
    db,
    { actorId: user.id, actorUsername: user.username, ip: '127.0.0.1' },
    {
      description: null,
      subTypeId: null,
      licence: false,
      customsDeclarationDecision: null,
      ...values,
      filerUserId: user.id,
      ...about,
    },
  );
}

/** Puts a case made for a test in `status`: past DRAFT it counts as submitted at creation, so officers see it. */
export async function submittedAtCreation(db: Db, caseId: number, status: CaseStatus): Promise<void> {
  if (status === 'DRAFT') return;
  await setCaseStatus(db, caseId, status);
}

/** Sets a case's status (and its submission time, so officers see it; none in DRAFT). */
export async function setCaseStatus(db: Db, caseId: number, status: CaseStatus): Promise<void> {
  await db
    .update(portalCases)
    .set({ status, submittedAt: status === 'DRAFT' ? null : new Date() })
    .where(eq(portalCases.id, caseId));
}

/** Adds the required outgoing document of a general or complaint case (GEN_REQUEST, a PDF) as its owner. */
export async function attachRequest(t: TestApp, owner: Session, caseId: number, content: Buffer = PDF) {
  const typeId = await documentTypeId(t.platform.db, 'GEN_REQUEST');
  const res = await postDocument(t, owner, { caseId, typeId }, [{ name: 'request.pdf', content }]);
  if (res.statusCode !== 200) throw new Error(`document refused: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; attachment: { sha256: string } }>();
}

/**
 * A general case of `session` (GEN_TARIFF unless told) with its request, submitted through the API as a filer does;
 * the submit's answer (id, number, status).
 */
export async function submitGeneralCase(
  t: TestApp,
  session: Session,
  {
    subject = 'Heading of roasted coffee',
    subTypeCode = 'GEN_TARIFF',
  }: { subject?: string; subTypeCode?: string } = {},
) {
  const created = await session.post(apiPath('/general_cases/create_general_case'), {
    subTypeId: await subTypeId(t.platform.db, subTypeCode),
    subject,
  });
  if (created.statusCode !== 200) throw new Error(`case refused: ${created.statusCode} ${created.body}`);
  const { id } = created.json<{ id: number }>();
  await attachRequest(t, session, id);
  const res = await session.post(apiPath('/general_cases/submit_general_case'), { id });
  if (res.statusCode !== 200) throw new Error(`submit refused: ${res.statusCode} ${res.body}`);
  return res.json<PortalCase>();
}
