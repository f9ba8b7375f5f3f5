import { CASE_KIND_OF_TYPE, CASE_SUBJECT_MAX, caseScreenPath, type CaseType } from '@portal/contracts/portal-cases';
import {
  LINKED_CASE_ERROR,
  linkedCaseActions,
  linkedCaseSubject,
  type MyDecisionStatus,
  type StartedLinkedCase,
  type StartLinkedCaseInput,
} from '@portal/contracts/portal-decisions';
import { sql } from 'drizzle-orm';
import { conflict, notFound } from '../../../platform/errors';
import type { SignedInContext } from '../../../platform/http/context';
import { decisionNumberSchema } from '@portal/contracts/portal-records';
import type { Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import {
  generalCaseKind,
  insertCase,
  loadCase,
  openLinkedCaseOf,
  type AnyCaseKind,
  type CaseRow,
} from '../../portal-cases';
import { saveDecisionOfCase } from '../decisions';
import { getParameter } from '../../settings';
import { authorizationCaseKind } from '../authorization/kind';
import { btiCaseKind } from '../bti/kind';
import { movementCaseKind } from '../movement/kind';
import { copyLinkedRecords } from './copy-records';
import { businessDay, registerSql, statusSql, type RegisterRow } from './register';

/**
 * The kinds a linked case is started in, each with the records a new case of the kind is made with (empty, as the
 * create wizard makes them), which the original's records then fill (ADR 0082).
 */
const LINKABLE_KINDS: Partial<Record<CaseType, { kind: AnyCaseKind; blank: (row: { licence: boolean }) => unknown }>> =
  {
    GENERAL: { kind: generalCaseKind, blank: () => undefined },
    AUTHORIZATION: { kind: authorizationCaseKind, blank: (row) => ({ licence: row.licence }) },
    MOVEMENT_CERTIFICATE: { kind: movementCaseKind, blank: () => undefined },
    BTI: { kind: btiCaseKind, blank: () => null },
  };

/**
 * `POST portal_decisions/start_linked_case`: the owner of the case a document of their register was issued on starts
 * a new DRAFT case of the same kind to amend or renew it, linked to that case; it copies the case's sub-type,
 * subject ("Amendment of …"/"Renewal of …" in the language of the request, else the filer's), description and who it
 * is about, and the kind's records as the filer gave them (`copyLinkedRecords`), in one
 * transaction with the original case locked (two starts at once make one case). 404 for a document the caller may
 * not see or whose case they do not own (a party's read-only case, an intermediary's after the party withdrew their
 * authority); 409 unless contracts `linkedCaseActions` allows the link (the list's buttons read the same rule) and
 * when an open case already amends or renews the same case, or already complains against it (`number` names it).
 * A complaint (ADR 0082) is a complaint case about the decision (`startComplaint`).
 */
export function startLinkedCase(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: StartLinkedCaseInput,
  lang: string | undefined,
  now: Date = new Date(),
): Promise<StartedLinkedCase> {
  return db.transaction(async (tx) => {
    const [today, days, appealDays] = await Promise.all([
      businessDay(tx, now),
      getParameter(tx, 'portal_expiry_reminder_days'),
      getParameter(tx, 'portal_appeal_days'),
    ]);
    const result = await tx.execute(sql`select register.*, ${statusSql(today, days)} as status
      from ${registerSql(sql`r.id = ${input.recordId}::int`, sql`r.id = ${input.recordId}::int`)} register
      where register.kind = ${input.kind}`);
    const [record] = (result as { rows: Array<RegisterRow & { status: MyDecisionStatus }> }).rows;
    if (!record) throw notFound();
    if (record.case_id === null) {
      // A past decision issued before the portal: the addressee sees it but has no case to amend.
      const addressed =
        (auth.companyId !== null && Number(record.addressee_company_id) === auth.companyId) ||
        (!!auth.individualId && Number(record.addressee_individual_id) === auth.individualId);
      if (!addressed) throw notFound();
      throw conflict(LINKED_CASE_ERROR.notLinkable);
    }
    const { row: original, role } = await loadCase(tx, auth, Number(record.case_id), { lock: true });
    if (role !== 'owner') throw notFound();
    const allowed = linkedCaseActions(
      {
        kind: record.kind,
        status: record.status,
        validTo: record.valid_to,
        caseType: original.caseType,
        issuedOn: record.issued_on,
      },
      true,
      { today, appealDays },
    );
    if (!allowed.includes(input.link)) throw conflict(LINKED_CASE_ERROR.notLinkable);
    const open = await openLinkedCaseOf(tx, original.id, input.link === 'COMPLAINT' ? ['COMPLAINT'] : undefined);
    if (open) throw conflict(LINKED_CASE_ERROR.openLinkedCase, { number: open.number });
    const subject = linkedCaseSubject(input.link, record.number, original.subject, lang ?? auth.lang, CASE_SUBJECT_MAX);
    if (input.link === 'COMPLAINT') return startComplaint(tx, auth, actor, original, record.number, subject);
    const linkable = LINKABLE_KINDS[original.caseType];
    if (!linkable) throw conflict(LINKED_CASE_ERROR.notLinkable);
    const row = await insertCase(tx, actor, {
      caseType: original.caseType,
      subTypeId: original.subTypeId,
      subject,
      description: original.description,
      licence: original.licence,
      customsDeclarationDecision: original.customsDeclarationDecision,
      filerUserId: auth.userId,
      filerCompanyId: original.filerCompanyId,
      aboutIndividualId: original.aboutIndividualId,
      aboutCompanyId: original.aboutCompanyId,
      linkedCaseId: original.id,
      linkType: input.link,
    });
    await linkable.kind.createRecords?.(tx, { auth, actor, row }, linkable.blank(original));
    await copyLinkedRecords(tx, actor, original.caseType, input.link, original.id, row.id);
    return { id: row.id, number: row.number, path: caseScreenPath(CASE_KIND_OF_TYPE[row.caseType], 'edit', row.id) };
  });
}

/**
 * A complaint against the decision `decisionNumber` of the case `original` (ADR 0082): a DRAFT complaint case about
 * a decision, linked to the original (`COMPLAINT`), about the same party, its decision the contested one as the
 * complaint wizard records it (`saveDecisionOfCase`: the register's type; 409 `portal.decision_duplicate` when
 * another open complaint of the caller is about it). The sub-type is the filer's choice on the edit screen.
 */
async function startComplaint(
  tx: Db,
  auth: SignedInContext['caller']['account'],
  actor: Actor,
  original: CaseRow,
  decisionNumber: string,
  subject: string,
): Promise<StartedLinkedCase> {
  const row = await insertCase(tx, actor, {
    caseType: 'COMPLAINT',
    subTypeId: null,
    subject,
    description: null,
    licence: false,
    customsDeclarationDecision: false,
    filerUserId: auth.userId,
    filerCompanyId: original.filerCompanyId,
    aboutIndividualId: original.aboutIndividualId,
    aboutCompanyId: original.aboutCompanyId,
    linkedCaseId: original.id,
    linkType: 'COMPLAINT',
  });
  await saveDecisionOfCase(tx, auth, actor, row, { decisionNumber: decisionNumberSchema.parse(decisionNumber) });
  return { id: row.id, number: row.number, path: caseScreenPath('complaint', 'edit', row.id) };
}
