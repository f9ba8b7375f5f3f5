// Factories of complaint cases with their records, for this module's tests and other modules' (processing).
import { PORTAL_OFFICER_PAGE, type CaseStatus } from '@portal/contracts/portal-cases';
import type { DeclarationFields } from '@portal/contracts/portal-records';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { pages, userPages } from '../navigation/tables';
import { insertCase } from '../portal-cases';
import { portalCases } from '../portal-cases/tables';
import { findUserByUsername } from '../users/service';
import { complaintDecisions, customsDeclarations } from './tables';

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
 * A complaint case filed by `username` about their own company (else their individual record) and shared with
 * their company, or about `aboutIndividualId` and theirs alone; in `status` (submitted at creation when past DRAFT,
 * so officers see it), with one declaration (or those given) or the given decision.
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
  const user = (await findUserByUsername(db, username))!;
  const about = options.aboutIndividualId
    ? { filerCompanyId: null, aboutCompanyId: null, aboutIndividualId: options.aboutIndividualId }
    : {
        filerCompanyId: user.companyId,
        aboutCompanyId: user.companyId,
        aboutIndividualId: user.companyId ? null : user.individualId,
      };
  const row = await insertCase(
    db,
    { actorId: user.id, actorUsername: user.username, ip: '127.0.0.1' },
    {
      caseType: 'COMPLAINT',
      subject: `Complaint of ${username}`,
      description: null,
      subTypeId: null,
      licence: false,
      customsDeclarationDecision: options.kind === 'declarations',
      filerUserId: user.id,
      ...about,
    },
  );
  const declarations =
    options.kind === 'declarations' ? (options.declarations ?? [freshDeclaration()]) : ([] as DeclarationFields[]);
  if (declarations.length > 0) {
    await db.insert(customsDeclarations).values(declarations.map((d) => ({ ...d, caseId: row.id })));
  }
  if (options.decision) await db.insert(complaintDecisions).values({ ...options.decision, caseId: row.id });
  const status = options.status ?? 'DRAFT';
  if (status !== 'DRAFT') {
    await db.update(portalCases).set({ status, submittedAt: new Date() }).where(eq(portalCases.id, row.id));
  }
  return { ...row, status, declarations };
}

/** Sets a case's status (and its submission time, so officers see it). */
export async function setCaseStatus(db: Db, caseId: number, status: CaseStatus): Promise<void> {
  await db
    .update(portalCases)
    .set({ status, submittedAt: status === 'DRAFT' ? null : new Date() })
    .where(eq(portalCases.id, caseId));
}

/**
 * Makes sure `username` holds the officers' processing page (granted directly, the page made if the catalogue
 * lacks it), so officer reads are tested whatever the roles grant. Call it before signing the user in.
 */
export async function grantOfficerPage(db: Db, username: string): Promise<void> {
  await db
    .insert(pages)
    .values({ url: PORTAL_OFFICER_PAGE, name: 'case_queue', label: 'Case queue', system: 'COUNTER' })
    .onConflictDoNothing();
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.url, PORTAL_OFFICER_PAGE));
  const user = (await findUserByUsername(db, username))!;
  await db.insert(userPages).values({ userId: user.id, pageId: page.id }).onConflictDoNothing();
}
