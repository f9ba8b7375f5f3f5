import { CASE_ERROR, submitResult, type CaseType, type PortalCase } from '@portal/contracts/portal-cases';
import { formatDateTime } from '@portal/contracts/dates';
import { inEveryLanguage } from '@portal/contracts/multilingual';
import type { Db } from '../../../platform/db/database';
import { conflict } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/access';
import type { SignedInContext } from '../../../platform/http/context';
import { caseDocumentRef as caseRef, issueOfficialPdf } from '../../document-verification';
import { documentsForReceipt, missingRequiredDocumentTypes } from '../../portal-documents';
import {
  loadCaseForOwnerAction,
  loadOwnCaseOfKind,
  presentCases,
  transitionCase,
  type CaseRow,
} from '../../portal-cases';
import { pauseEndAt, type WithdrawCaseInput } from '@portal/contracts/portal-processing';
import { requirePowerOfAttorney } from '../../portal-representation';
import { renderReceipt } from '../documents/case-pdfs';
import { decisionDueAt, dueAfterPause } from '../deadlines/deadlines';
import { DOCUMENT_COPY } from '../documents/document-copy';
import { commandIssuingDocuments, documentContext, issuedFileName, type IssueDocument } from '../documents/issue';
import { caseKindOf } from '../kinds/registry';
import { mailAnswerToOfficer, mailAssignedOfficer, mailFiler } from '../notices/notices';

/**
 * `POST {kind}_cases/submit_{kind}_case`: the owner hands in a DRAFT (or, after a request for information, a
 * RETURNED_FOR_CORRECTIONS) case of the kind. Refused with 409 `portal.required_documents_missing` (`missing`:
 * the type codes; `missingTypes`: the types with their labels) while a required document type has no file, by the kind's own checks,
 * and with 409 `portal.power_of_attorney_missing` when an intermediary files for another party with neither a power of
 * attorney document on the case nor the party's standing representation (ADR 0075). The first submission
 * sets submittedAt and the decision's due time (the kind's days). A later one (an answer to a request for
 * information, or to an intent to reject while HEARING) keeps submittedAt, moves the due time by the days the
 * pause lasted (ADR 0074), clears the corrections deadline and goes back to the officer who asked (IN_PROCESS,
 * flagged answered) rather than to the queue, and that officer is mailed. The filer gets a receipt (a PDF listing the documents with their SHA-256, an incoming
 * RECEIPT document) and a mail.
 */
export async function submitCase(
  ctx: SignedInContext,
  publicUrl: string,
  caseType: CaseType,
  id: number,
): Promise<PortalCase> {
  const { account: auth, actor } = ctx.caller;
  const updated = await commandIssuingDocuments(ctx, async (tx, issue) => {
    const row = await loadOwnCaseOfKind(tx, auth, caseType, id, 'submit');
    const missing = await missingRequiredDocumentTypes(tx, row);
    if (missing.length > 0) {
      // The codes (for programs) and the types with their labels (for the filer's screen).
      throw conflict(CASE_ERROR.missingDocuments, { missing: missing.map((t) => t.code), missingTypes: missing });
    }
    await caseKindOf(caseType).submitCheck?.(tx, row);
    // An intermediary filing for another party: a power of attorney on the case or the party's standing one.
    await requirePowerOfAttorney(tx, row);

    const now = new Date();
    const resubmission = row.submittedAt !== null;
    // An answer after the party's deadline does not lengthen the pause: it ended with the period (ADR 0074).
    const dueAt = (await dueAfterPause(tx, row, pauseEndAt(row, now))) ?? (await decisionDueAt(tx, caseType, now));
    const hearing = row.status === 'HEARING';
    const answersOfficer = resubmission && row.assignedOfficerId !== null;
    const submitted = await transitionCase(tx, actor, row, {
      action: 'submit',
      to: submitResult(answersOfficer),
      event: hearing ? 'HEARING_ANSWERED' : 'SUBMITTED',
      patch: {
        submittedAt: row.submittedAt ?? now,
        dueAt,
        correctionsDueAt: null,
        pausedAt: null,
        answeredAt: answersOfficer ? now : null,
        ...(hearing ? { hearingAnsweredAt: now } : {}),
      },
    });
    await issueReceipt(tx, issue, submitted, now, resubmission);
    await mailFiler(tx, publicUrl, submitted, 'SUBMITTED', { deadline: dueAt });
    if (answersOfficer) await mailAnswerToOfficer(tx, publicUrl, submitted, hearing ? 'HEARING' : 'INFORMATION');
    return submitted;
  });
  return present(ctx.db, updated, auth);
}

async function issueReceipt(
  tx: Db,
  issue: IssueDocument,
  row: CaseRow,
  at: Date,
  resubmission: boolean,
): Promise<void> {
  const [context, documents] = await Promise.all([documentContext(tx, row), documentsForReceipt(tx, row.id)]);
  const { bytes } = await issueOfficialPdf(
    tx,
    { kind: 'CASE_RECEIPT', number: row.number, issuedAt: at, language: context.lang, ref: caseRef(row.id) },
    (verification) => renderReceipt(context.portalCase, documents, at, resubmission, { ...context, verification }),
  );
  await issue(row.id, {
    typeCode: 'RECEIPT',
    descriptions: inEveryLanguage((lang) =>
      DOCUMENT_COPY[lang].receiptDescription(formatDateTime(at, context.timeZone)),
    ),
    fileLanguage: context.lang,
    fileName: issuedFileName('receipt', row.number, at, context.timeZone),
    bytes,
  });
}

/** `GET {kind}_cases/cancel_case/{id}`: the owner withdraws a DRAFT or RETURNED_FOR_CORRECTIONS case; mailed. */
export async function cancelCase(
  { db, caller: { account: auth, actor } }: SignedInContext,
  publicUrl: string,
  caseType: CaseType,
  id: number,
): Promise<PortalCase> {
  const updated = await db.transaction(async (tx) => {
    const row = await loadOwnCaseOfKind(tx, auth, caseType, id, 'cancel');
    const cancelled = await transitionCase(tx, actor, row, {
      action: 'cancel',
      to: 'CANCELLED',
      event: 'CANCELLED',
      patch: { correctionsDueAt: null },
    });
    await mailFiler(tx, publicUrl, cancelled, 'CANCELLED');
    return cancelled;
  });
  return present(db, updated, auth);
}

/**
 * `POST portal_cases/withdraw`: the owner withdraws a submitted application of any kind before a decision
 * (SUBMITTED, IN_PROCESS or RETURNED_FOR_CORRECTIONS; else 409 `portal.case_status_forbids`), saying why. The case
 * becomes WITHDRAWN (final); the reason is on its timeline and in the audit row; the filer and the officer who took
 * it are mailed.
 */
export async function withdrawCase(
  { db, caller: { account: auth, actor } }: SignedInContext,
  publicUrl: string,
  input: WithdrawCaseInput,
): Promise<PortalCase> {
  const updated = await db.transaction(async (tx) => {
    const row = await loadCaseForOwnerAction(tx, auth, input.id, 'withdraw');
    const withdrawn = await transitionCase(tx, actor, row, {
      action: 'withdraw',
      to: 'WITHDRAWN',
      event: 'WITHDRAWN',
      note: input.reason,
      patch: { correctionsDueAt: null },
    });
    await mailFiler(tx, publicUrl, withdrawn, 'WITHDRAWN', { note: input.reason });
    await mailAssignedOfficer(tx, publicUrl, withdrawn, 'WITHDRAWN', { note: input.reason });
    return withdrawn;
  });
  return present(db, updated, auth);
}

async function present(db: Db, row: CaseRow, auth: AuthContext): Promise<PortalCase> {
  const [presented] = await presentCases(db, [row], auth);
  return presented;
}
