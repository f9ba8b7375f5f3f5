// Test helpers of the portal-cases module: cases in any status, sub-type ids by code.
import { PORTAL_OFFICER_PAGE, type CaseStatus, type CaseType } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { pages, userPages } from '../navigation/tables';
import { findUserByUsername } from '../users/service';
import { caseSubTypes } from '../vocabularies/tables';
import type { CaseRow } from './access';
import { insertCase, type NewCase } from './core';
import { portalCases } from './tables';

/** The id of a seeded sub-type (`GEN_TARIFF`, `CMP_PENALTY`, …). */
export async function subTypeId(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: caseSubTypes.id }).from(caseSubTypes).where(eq(caseSubTypes.code, code));
  if (!row) throw new Error(`no sub-type ${code}`);
  return row.id;
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

/** Grants the officers' processing page to a user directly (whatever the catalogue's roles hold), before they sign in. */
export async function grantOfficerPage(db: Db, username: string): Promise<void> {
  await db
    .insert(pages)
    .values({ url: PORTAL_OFFICER_PAGE, name: 'case_queue', label: 'Case queue', system: 'COUNTER' })
    .onConflictDoNothing();
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.url, PORTAL_OFFICER_PAGE));
  const user = await findUserByUsername(db, username);
  if (!user) throw new Error(`no user ${username}`);
  await db.insert(userPages).values({ userId: user.id, pageId: page.id }).onConflictDoNothing();
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
  const user = (await findUserByUsername(db, username))!;
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
  await db.update(portalCases).set({ status, submittedAt: new Date() }).where(eq(portalCases.id, caseId));
}
