import { formatDateTime, wallTimeIn } from '@portal/contracts/dates';
import { inEveryLanguage } from '@portal/contracts/multilingual';
import {
  CASE_ERROR,
  CASE_KIND_OF_TYPE,
  caseActionAllowed,
  caseScreenPath,
  hearingRefusal,
  informationPeriodEnded,
  isSupersedingLink,
  type CaseAction,
  type PortalCase,
} from '@portal/contracts/portal-cases';
import type { MovementCertificate, RevokeCertificate } from '@portal/contracts/portal-movement';
import type {
  CaseDecisionInput,
  CaseIntentInput,
  IntegrateCaseInput,
  RequestInformationInput,
} from '@portal/contracts/portal-processing';
import { PROCESSING_ERROR, pauseEndAt } from '@portal/contracts/portal-processing';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { conflict, forbidden, notFound } from '../../../platform/errors';
import type { Actor } from '../../../platform/audit/audit';
import type { AuthContext } from '../../../platform/http/access';
import type { SignedInContext } from '../../../platform/http/context';
import {
  SUPERSEDED_CASE_DOCUMENT_KINDS,
  caseDocumentRef as caseRef,
  issueOfficialPdf,
  markOfficialDocuments,
} from '../../document-verification';
import { notify } from '../../notifications';
import { postAuthorityMessage } from '../../portal-forum';
import { findIssuedDecision, registerIssuedDecision, revokeCertificateOfCase } from '../../portal-records';
import { loadCase, pageOfCases, presentCases, recordCaseEvent, transitionCase, type CaseRow } from '../../portal-cases';
import { businessTimeZone } from '../../settings';
import { findUserById } from '../../users';
import { renderCaseNotice, renderDecision, type CaseNoticeKind, type DecisionHearing } from '../documents/case-pdfs';
import { appealDays, dueAfterPause, hearingDueAt, informationDueAt } from '../deadlines/deadlines';
import { decisionTypeCodeFor } from './decision-type';
import { DOCUMENT_COPY } from '../documents/document-copy';
import { commandIssuingDocuments, documentContext, issuedFileName, type IssueDocument } from '../documents/issue';
import { caseKindOf } from '../kinds/registry';
import { mailFiler } from '../notices/notices';

/** A notice's document: its type code (the same as its register kind), its description and its file name. */
const NOTICE_DOCUMENT = {
  INFORMATION_REQUEST: { description: 'requestDescription', fileName: 'information-request' },
  INTENT_TO_REJECT: { description: 'intentDescription', fileName: 'intent-to-reject' },
} as const satisfies Record<CaseNoticeKind, { description: string; fileName: string }>;

/**
 * A notice to the party (request for information, intent to reject) issued as an official document of the case,
 * in the command's transaction: rendered in the filer's language, signed by the officer, sealed, registered for
 * verification and stored among the case's incoming documents.
 */
async function issueCaseNotice(
  tx: Db,
  issue: IssueDocument,
  actor: Actor,
  updated: CaseRow,
  kind: CaseNoticeKind,
  notice: { text: string; issuedAt: Date; answerBy: Date },
): Promise<void> {
  const context = await documentContext(tx, updated, actor);
  const { bytes } = await issueOfficialPdf(
    tx,
    { kind, number: updated.number, issuedAt: notice.issuedAt, language: context.lang, ref: caseRef(updated.id) },
    (verification) => renderCaseNotice(kind, context.portalCase, notice, { ...context, verification }),
  );
  const document = NOTICE_DOCUMENT[kind];
  await issue(updated.id, {
    typeCode: kind,
    descriptions: inEveryLanguage((lang) =>
      DOCUMENT_COPY[lang][document.description](formatDateTime(notice.issuedAt, context.timeZone)),
    ),
    fileLanguage: context.lang,
    fileName: issuedFileName(document.fileName, updated.number, notice.issuedAt),
    bytes,
  });
}

/**
 * A case locked for an officer's action: 404 when the caller may not see it, 403 on their own case (nobody
 * processes what they filed), 409 `portal.case_assigned_to_other` (with the assignee's username) when another
 * officer has it, 409 `portal.case_status_forbids` when its status does not allow the action.
 */
async function loadForOfficer(tx: Db, auth: AuthContext, id: number, action: CaseAction): Promise<CaseRow> {
  const { row, role } = await loadCase(tx, auth, id, { lock: true });
  if (role !== 'officer') throw forbidden();
  if (row.assignedOfficerId !== null && row.assignedOfficerId !== auth.userId) {
    const officer = await findUserById(tx, row.assignedOfficerId);
    throw conflict(CASE_ERROR.assignedToOther, { assignedOfficer: officer?.username ?? null });
  }
  if (!caseActionAllowed(row.status, action)) throw conflict(CASE_ERROR.statusForbids, { status: row.status });
  return row;
}

async function present(db: Db, row: CaseRow, auth: AuthContext): Promise<PortalCase> {
  const [presented] = await presentCases(db, [row], auth);
  return presented;
}

/** `POST portal_cases/take`: SUBMITTED → IN_PROCESS, assigned to the caller; the filer is mailed. */
export async function takeCase(
  { db, caller: { account: auth, actor } }: SignedInContext,
  publicUrl: string,
  id: number,
): Promise<PortalCase> {
  const taken = await db.transaction(async (tx) => {
    const row = await loadForOfficer(tx, auth, id, 'take');
    const updated = await transitionCase(tx, actor, row, {
      action: 'take',
      to: 'IN_PROCESS',
      event: 'TAKEN',
      patch: { assignedOfficerId: auth.userId },
    });
    await mailFiler(tx, publicUrl, updated, 'TAKEN');
    return updated;
  });
  return present(db, taken, auth);
}

/**
 * `POST portal_cases/take_over`: an officer takes over an open case another officer holds (IN_PROCESS,
 * RETURNED_FOR_CORRECTIONS or HEARING; the status, deadlines and hearing stay). 409 `portal.case_not_assigned_to_other`
 * when nobody holds it (it is taken from the queue) or the caller does. The timeline records it with the previous
 * officer's username (shown to staff only), the audit row the new assignee, and the previous officer is told by a
 * notice (`case_taken_over`) from this transaction. The filer is not mailed: the office holds the case, not a person.
 */
export async function takeOverCase({ db, caller: { account: auth, actor } }: SignedInContext, id: number) {
  const taken = await db.transaction(async (tx) => {
    const { row, role } = await loadCase(tx, auth, id, { lock: true });
    if (role !== 'officer') throw forbidden();
    if (!caseActionAllowed(row.status, 'take_over')) throw conflict(CASE_ERROR.statusForbids, { status: row.status });
    const previousId = row.assignedOfficerId;
    if (previousId === null || previousId === auth.userId) throw conflict(CASE_ERROR.notAssignedToOther);
    const [previous, taker] = await Promise.all([findUserById(tx, previousId), findUserById(tx, auth.userId)]);
    const updated = await transitionCase(tx, actor, row, {
      action: 'take_over',
      to: row.status,
      event: 'TAKEN_OVER',
      note: previous?.username ?? null,
      patch: { assignedOfficerId: auth.userId },
    });
    await notify(
      tx,
      previousId,
      'case_taken_over',
      { caseNumber: row.number, by: taker?.username ?? '' },
      caseScreenPath(CASE_KIND_OF_TYPE[row.caseType], 'view', row.id),
    );
    return updated;
  });
  return present(db, taken, auth);
}

/**
 * `POST portal_cases/request_information`: IN_PROCESS → RETURNED_FOR_CORRECTIONS with the filer's deadline (the
 * officer's days, else the setting's). The request goes to the case's forum as the authority's message and to its
 * incoming documents as a PDF; the filer is mailed. The decision's period pauses until the filer answers (ADR 0074).
 */
export async function requestInformation(
  ctx: SignedInContext,
  publicUrl: string,
  input: RequestInformationInput,
): Promise<PortalCase> {
  const { account: auth, actor } = ctx.caller;
  const returned = await commandIssuingDocuments(ctx, async (tx, issue) => {
    const row = await loadForOfficer(tx, auth, input.id, 'return');
    const now = new Date();
    const correctionsDueAt = await informationDueAt(tx, input.deadlineDays, now);
    const updated = await transitionCase(tx, actor, row, {
      action: 'return',
      to: 'RETURNED_FOR_CORRECTIONS',
      event: 'RETURNED',
      note: input.text,
      patch: { correctionsDueAt, pausedAt: now, answeredAt: null },
    });
    // The status mail below tells the filer; the forum's own notice would be a second mail.
    await postAuthorityMessage(tx, actor, updated, input.text, { notify: false });
    await issueCaseNotice(tx, issue, actor, updated, 'INFORMATION_REQUEST', {
      text: input.text,
      issuedAt: now,
      answerBy: correctionsDueAt,
    });
    await mailFiler(tx, publicUrl, updated, 'RETURNED', { deadline: correctionsDueAt, note: input.text });
    return updated;
  });
  return present(ctx.db, returned, auth);
}

/**
 * `POST portal_cases/intent_to_reject`: the assigned officer tells the party the reasons of the rejection they
 * intend (IN_PROCESS → HEARING, ADR 0074); the party has the `portal_hearing_days` setting's days to answer in the
 * forum or with documents and submit. The reasons go to the forum as the authority's message; the filer is mailed
 * with the deadline. The decision's period pauses until the answer or the deadline.
 */
export async function sendIntent(ctx: SignedInContext, publicUrl: string, input: CaseIntentInput): Promise<PortalCase> {
  const { account: auth, actor } = ctx.caller;
  const sent = await commandIssuingDocuments(ctx, async (tx, issue) => {
    const row = await loadForOfficer(tx, auth, input.id, 'intent');
    const now = new Date();
    const answerBy = await hearingDueAt(tx, now);
    const updated = await transitionCase(tx, actor, row, {
      action: 'intent',
      to: 'HEARING',
      event: 'INTENT_SENT',
      note: input.reasons,
      patch: {
        hearingReasons: input.reasons,
        hearingSentAt: now,
        hearingDueAt: answerBy,
        hearingAnsweredAt: null,
        pausedAt: now,
        answeredAt: null,
      },
    });
    await postAuthorityMessage(tx, actor, updated, input.reasons, { notify: false });
    // The notice itself, an official document of the case as the information request is.
    await issueCaseNotice(tx, issue, actor, updated, 'INTENT_TO_REJECT', {
      text: input.reasons,
      issuedAt: now,
      answerBy,
    });
    await mailFiler(tx, publicUrl, updated, 'INTENT_SENT', { deadline: answerBy, note: input.reasons });
    return updated;
  });
  return present(ctx.db, sent, auth);
}

/**
 * `POST portal_cases/resume_without_answer`: the officer who asked for information takes the case back once the
 * filer's period to answer ended without an answer (RETURNED_FOR_CORRECTIONS → IN_PROCESS; 409
 * `portal.information_period_running` before). The decision's period runs again from the end of the filer's period
 * (ADR 0074); the timeline says the request went unanswered and the filer is mailed.
 */
export async function resumeWithoutAnswer(ctx: SignedInContext, publicUrl: string, id: number): Promise<PortalCase> {
  const { account: auth, actor } = ctx.caller;
  const resumed = await ctx.db.transaction(async (tx) => {
    const row = await loadForOfficer(tx, auth, id, 'resume');
    const now = new Date();
    if (!informationPeriodEnded(row.correctionsDueAt, now)) throw conflict(CASE_ERROR.informationPeriodRunning);
    const dueAt = (await dueAfterPause(tx, row, pauseEndAt(row, now))) ?? row.dueAt;
    const updated = await transitionCase(tx, actor, row, {
      action: 'resume',
      to: 'IN_PROCESS',
      event: 'INFORMATION_UNANSWERED',
      patch: { dueAt, correctionsDueAt: null, pausedAt: null, answeredAt: null },
    });
    await mailFiler(tx, publicUrl, updated, 'INFORMATION_UNANSWERED');
    return updated;
  });
  return present(ctx.db, resumed, auth);
}

/** What the decision says of the hearing: none for an approval; for a rejection when it was and how it ended. */
function hearingOf(row: CaseRow, approved: boolean): DecisionHearing | null {
  if (approved || !row.hearingSentAt || !row.hearingDueAt) return null;
  return { sentAt: row.hearingSentAt, answerDueAt: row.hearingDueAt, answeredAt: row.hearingAnsweredAt };
}

/** The number of the portal's decision on a case: `DP-` and the case's number (one decision per case). */
export const decisionNumberOf = (caseNumber: string) => `DP-${caseNumber}`;

/**
 * `POST portal_cases/approve` and `reject`: IN_PROCESS → APPROVED | REJECTED by the assigned officer, with their
 * reasoning. The decision (a PDF in the filer's language: number, the case, the operative part, the reasoning,
 * the right to be heard, the appeal and its days) becomes an incoming DECISION document, its number goes into
 * the authority's register of issued decisions, and the filer is mailed.
 */
export async function decideCase(
  ctx: SignedInContext,
  publicUrl: string,
  outcome: 'approve' | 'reject',
  input: CaseDecisionInput,
): Promise<PortalCase> {
  const { account: auth, actor } = ctx.caller;
  const approved = outcome === 'approve';
  const decided = await commandIssuingDocuments(ctx, async (tx, issue) => {
    const row = await loadForOfficer(tx, auth, input.id, outcome);
    const now = new Date();
    if (!approved) {
      const refusal = hearingRefusal(
        { sentAt: row.hearingSentAt, answerDueAt: row.hearingDueAt, answeredAt: row.hearingAnsweredAt },
        now,
      );
      if (refusal) throw conflict(refusal, { answerDueAt: row.hearingDueAt?.toISOString() ?? null });
    }
    const typeCode = await decisionTypeCodeFor(tx, row, input.decisionTypeId);
    const number = decisionNumberOf(row.number);
    // The register may hold the number already (imported from elsewhere): said, not a failure.
    if (await findIssuedDecision(tx, number)) throw conflict(PROCESSING_ERROR.decisionNumberRegistered);
    const updated = await transitionCase(tx, actor, row, {
      action: outcome,
      to: approved ? 'APPROVED' : 'REJECTED',
      event: approved ? 'APPROVED' : 'REJECTED',
      note: number,
      // A hearing left unanswered paused the period until its deadline.
      patch: {
        decidedAt: now,
        correctionsDueAt: null,
        dueAt: await dueAfterPause(tx, row, pauseEndAt(row, now)),
        pausedAt: null,
        answeredAt: null,
      },
    });
    const day = wallTimeIn(now, await businessTimeZone(tx));
    await registerIssuedDecision(tx, {
      decisionNumber: number,
      decisionTypeCode: typeCode,
      issuedOn: `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`,
      caseId: row.id,
      // Addressed to whom the case is about (its filer's company or themself, or an intermediary's client).
      addressee: { companyId: row.aboutCompanyId, individualId: row.aboutIndividualId },
    });
    const context = await documentContext(tx, updated, actor);
    const kind = caseKindOf(row.caseType);
    const sections = await kind.decisionSections?.(tx, { ...context, row: updated, decidedAt: now, approved });
    const decision = {
      number,
      approved,
      reasoning: input.reasoning,
      decidedAt: now,
      appealDays: await appealDays(tx),
      hearing: hearingOf(row, approved),
      sections,
    };
    const { bytes } = await issueOfficialPdf(
      tx,
      { kind: 'DECISION', number, issuedAt: now, language: context.lang, ref: caseRef(row.id) },
      (verification) => renderDecision(context.portalCase, decision, { ...context, verification }),
    );
    await issue(row.id, {
      typeCode: 'DECISION',
      descriptions: inEveryLanguage((lang) => DOCUMENT_COPY[lang].decisionDescription(approved, number)),
      fileLanguage: context.lang,
      fileName: issuedFileName('decision', row.number, now),
      bytes,
    });
    if (approved) {
      // An approved amendment or renewal supersedes what was issued on the original case (ADR 0081).
      if (row.linkedCaseId !== null && isSupersedingLink(row.linkType)) {
        await markOfficialDocuments(tx, caseRef(row.linkedCaseId), SUPERSEDED_CASE_DOCUMENT_KINDS, 'SUPERSEDED', now);
      }
      await kind.approve?.(tx, issue, {
        ...context,
        row: updated,
        decidedAt: now,
        publicUrl,
        decision: input,
        storage: ctx.storage,
      });
    }
    await mailFiler(tx, publicUrl, updated, approved ? 'APPROVED' : 'REJECTED');
    return updated;
  });
  return present(ctx.db, decided, auth);
}

/**
 * `POST general_cases/integrate`: registers a submitted general case in the authority's registry under the
 * registry's protocol number (stored in capitals, unique over every case; 409 `portal.protocol_number_taken`),
 * once (409 `portal.case_already_integrated`). The status stays; the timeline and the filer learn the number.
 */
export async function integrateCase(
  { db, caller: { account: auth, actor } }: SignedInContext,
  publicUrl: string,
  input: IntegrateCaseInput,
): Promise<PortalCase> {
  const integrated = await db.transaction(async (tx) => {
    const { row: seen } = await loadCase(tx, auth, input.id);
    if (seen.caseType !== 'GENERAL') throw notFound();
    const row = await loadForOfficer(tx, auth, input.id, 'integrate');
    if (row.protocolNumber !== null) throw conflict(PROCESSING_ERROR.alreadyIntegrated);
    // One registration of a number at a time, so two officers cannot give it to two cases.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`portal_protocol:${input.protocolNumber}`}, 0))`,
    );
    const taken = await pageOfCases(
      tx,
      (cases) => ({ where: sql`${cases.protocolNumber} = ${input.protocolNumber}`, orderBy: [] }),
      { limit: 1, offset: 0 },
    );
    if (taken.total > 0) throw conflict(PROCESSING_ERROR.protocolNumberTaken);
    const now = new Date();
    const updated = await transitionCase(tx, actor, row, {
      action: 'integrate',
      to: row.status,
      event: 'INTEGRATED',
      note: input.protocolNumber,
      patch: { protocolNumber: input.protocolNumber, integratedAt: now },
    });
    await mailFiler(tx, publicUrl, updated, 'INTEGRATED', { protocolNumber: input.protocolNumber });
    return updated;
  });
  return present(db, integrated, auth);
}

/**
 * `POST movement_certificates/revoke_movement_certificate`: an officer withdraws the issued certificate of a movement
 * certificate case (any officer: the one who approved it may have moved on). The case stays APPROVED; its timeline
 * gets the revocation with its reason and the filer is mailed; the public display then answers "not found".
 */
export async function revokeCertificate(
  { db, caller: { account: auth, actor } }: SignedInContext,
  publicUrl: string,
  input: RevokeCertificate,
): Promise<MovementCertificate> {
  return db.transaction(async (tx) => {
    const { row, role } = await loadCase(tx, auth, input.movementCertificateCase.id, { lock: true });
    if (row.caseType !== 'MOVEMENT_CERTIFICATE') throw notFound();
    if (role !== 'officer') throw forbidden();
    if (!caseActionAllowed(row.status, 'revoke_certificate')) {
      throw conflict(CASE_ERROR.statusForbids, { status: row.status });
    }
    const revoked = await revokeCertificateOfCase(tx, row.id, input.reason, actor);
    await recordCaseEvent(tx, actor, row, 'CERTIFICATE_REVOKED', { note: input.reason });
    await mailFiler(tx, publicUrl, row, 'CERTIFICATE_REVOKED', { note: input.reason });
    return revoked;
  });
}
