import type { PortalDocument } from '@portal/contracts/portal-documents';
import { endOfDayAfter } from '@portal/contracts/portal-processing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSeal, DEMO_SEAL_NAME } from '../../platform/pdf/seal';
import { pdfsig, pdfText } from '../../platform/pdf/test-support';
import { filesUnder } from '../attachments/test-files';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import {
  submitGeneralCase,
  buildCase,
  buildComplaint,
  buildIpr,
  buildOfficer,
  mailsTo,
  subTypeId,
} from '../../test/factories';
import { portalCases } from '../portal-cases/tables';
import { authorityIdentity } from '../settings';
import { issuedDecisions } from '../portal-records/tables';
import { findUserByUsername } from '../users/service';
import { portalDecisionTypes } from '../vocabularies/tables';
import { apiPath, type ApiError } from '../../test/api-client';

describe('case workflow: the officer takes, asks for information, decides and integrates', async () => {
  const t = await buildTestAppWithFiles('processing-officer');
  const db = t.platform.db;
  let trader: Session, person: Session, officer: Session, admin: Session;
  let second: { id: number; username: string; session: Session };
  let officerId: number, traderEmail: string;

  /** A general case of `session` (GEN_TARIFF unless told) with its request, submitted. */
  const submitted = (session: Session, subTypeCode = 'GEN_TARIFF', subject = 'Heading of roasted coffee') =>
    submitGeneralCase(t, session, { subTypeCode, subject });
  const act = (
    session: Session,
    action: 'take' | 'request_information' | 'approve' | 'reject' | 'intent_to_reject',
    body: Record<string, unknown>,
  ) => session.post(apiPath(`/portal_cases/${action}` as const), body);
  const incoming = async (id: number) =>
    (await trader.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id }))).json();
  const pdfOf = async (session: Session, document: PortalDocument) =>
    (
      await pdfText(
        (await session.get(apiPath('/portal_attachments/get/{id}', { id: document.attachment!.id }))).rawPayload,
      )
    ).text;
  const lastMail = async () => (await mailsTo(db, traderEmail))[0];
  /** The officer's intent to reject and the trader's answer (a forum message and a submission): the party is heard. */
  const heard = async (id: number) => {
    expect(
      (await act(officer, 'intent_to_reject', { id, reasons: 'The heading is not the one asked for.' })).statusCode,
    ).toBe(200);
    const answer = await trader.post(apiPath('/general_cases/submit_general_case'), { id });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  beforeAll(async () => {
    [trader, person, officer, admin] = await Promise.all(
      ['trader', 'person', 'officer', 'admin'].map((u) => t.loginAs(u)),
    );
    second = await buildOfficer(t);
    officerId = (await findUserByUsername(db, 'officer'))!.id;
    traderEmail = (await findUserByUsername(db, 'trader'))!.email!;
  });

  it('takes a submitted case; another officer sees who has it and is refused', async () => {
    const c = await submitted(trader);
    const res = await act(officer, 'take', { id: c.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      caseStatus: 'IN_PROCESS',
      assignedOfficer: { id: officerId, username: 'officer' },
      allowedActions: expect.arrayContaining(['return', 'approve', 'intent', 'integrate']),
    });
    // A rejection waits for the hearing (ADR 0074).
    expect(res.json().allowedActions).not.toContain('reject');
    expect((await lastMail()).subject).toContain(c.number);

    const seen = (await second.session.get(apiPath('/general_cases/{id}', { id: c.id }))).json();
    expect(seen.assignedOfficer).toEqual({ id: officerId, username: 'officer' });
    expect(seen.allowedActions).not.toContain('approve');
    for (const [action, body] of [
      ['take', { id: c.id }],
      ['approve', { id: c.id, reasoning: 'Fine' }],
      ['request_information', { id: c.id, text: 'More' }],
    ] as const) {
      const refused = await act(second.session, action, body);
      expect([refused.statusCode, refused.json<ApiError>()], action).toEqual([
        409,
        { _error: 'portal.case_assigned_to_other', assignedOfficer: 'officer' },
      ]);
    }
    const again = await act(officer, 'take', { id: c.id });
    expect(again.json<ApiError>()._error).toBe('portal.case_status_forbids');
  });

  it('refuses filers (403), drafts (404), an officer’s own case (403) and a decision before taking (409)', async () => {
    const c = await submitted(trader);
    for (const action of ['take', 'request_information', 'approve', 'reject'] as const) {
      expect((await act(trader, action, { id: c.id, text: 'x', reasoning: 'x' })).statusCode, action).toBe(403);
    }
    expect((await trader.get(apiPath('/portal_cases/queue'))).statusCode).toBe(403);
    expect(
      (await trader.post(apiPath('/general_cases/integrate'), { id: c.id, protocolNumber: 'P-1' })).statusCode,
    ).toBe(403);
    const early = await act(officer, 'approve', { id: c.id, reasoning: 'Fine' });
    expect(early.json<ApiError>()._error).toBe('portal.case_status_forbids');

    const draft = (
      await trader.post(apiPath('/general_cases/create_general_case'), {
        subTypeId: await subTypeId(db, 'GEN_OTHER'),
        subject: 'Draft',
      })
    ).json();
    expect((await act(officer, 'take', { id: draft.id })).statusCode).toBe(404);

    // A case the officer filed (they hold the home page): no officer processes their own case.
    const personIndividual = (await findUserByUsername(db, 'person'))!.individualId;
    const own = await buildCase(db, {
      filerUserId: officerId,
      aboutIndividualId: personIndividual,
      status: 'SUBMITTED',
    });
    expect((await act(officer, 'take', { id: own.id })).statusCode).toBe(403);
    expect((await act(second.session, 'take', { id: own.id })).statusCode).toBe(200);
  });

  it('asks for information: RETURNED with the deadline, a forum message, a PDF and a mail; the owner resubmits', async () => {
    const c = await submitted(trader);
    await act(officer, 'take', { id: c.id });
    expect((await act(officer, 'request_information', { id: c.id, text: '  ' })).statusCode).toBe(400);
    expect((await act(officer, 'request_information', { id: c.id, text: 'x', deadlineDays: 0 })).statusCode).toBe(400);

    const text = 'Please add the supplier’s invoice and the technical sheet.';
    const before = new Date();
    const res = await act(officer, 'request_information', { id: c.id, text, deadlineDays: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const returned = res.json();
    expect(returned.caseStatus).toBe('RETURNED_FOR_CORRECTIONS');
    expect(returned.dueAt).toBe(c.dueAt);
    const expected = endOfDayAfter(before, 10, 'Europe/Tirane').toISOString();
    expect(returned.correctionsDueAt).toBe(expected);

    const forum = (await trader.get(apiPath('/forum/get_forum_messages/{id}', { id: c.forum.id }))).json();
    expect(forum.at(-1)).toMatchObject({ bodySQ: text, fromAuthority: true });
    const [request] = (await incoming(c.id)).filter((d) => d.documentType.code === 'INFORMATION_REQUEST');
    const requestText = (await pdfOf(trader, request)).replace(/\s+/g, ' ');
    expect(requestText).toContain('supplier’s invoice');
    expect(requestText).toMatch(/officer Zyrtar doganor/);
    const mails = await mailsTo(db, traderEmail);
    expect(mails.some((m) => m.template === 'portal_case_status' && m.textBody.includes(text))).toBe(true);
    expect(mails.find((m) => m.template === 'portal_case_status')!.textBody).toContain(`edit_general_case/${c.id}`);
    // One mail for the request: the status mail carries it, the forum does not send its own notice too.
    expect(mails.filter((m) => m.template === 'portal_forum_message')).toEqual([]);

    // The owner edits and submits again: back to the officer who asked, flagged answered; the decision's due time
    // moved by the days the request paused it (none today), the corrections deadline goes.
    const again = await trader.post(apiPath('/general_cases/submit_general_case'), { id: c.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      caseStatus: 'IN_PROCESS',
      answered: true,
      dueAt: c.dueAt,
      submittedAt: c.submittedAt,
      correctionsDueAt: null,
      assignedOfficer: { username: 'officer' },
    });
    const receipts = (await incoming(c.id)).filter((d) => d.documentType.code === 'RECEIPT');
    expect(receipts).toHaveLength(2);
    // The officer who asked goes on with it.
    expect((await act(second.session, 'take', { id: c.id })).json<ApiError>()._error).toBe(
      'portal.case_assigned_to_other',
    );
    expect((await act(officer, 'take', { id: c.id })).json<ApiError>()._error).toBe('portal.case_status_forbids');
    const queue = (await officer.get(`${apiPath('/portal_cases/queue')}?filter[number]=${c.number}`)).json();
    expect(queue.content).toEqual([expect.objectContaining({ id: c.id, answered: true, caseStatus: 'IN_PROCESS' })]);

    const defaulted = await submitted(trader);
    await act(officer, 'take', { id: defaulted.id });
    const byDefault = (await act(officer, 'request_information', { id: defaulted.id, text: 'More' })).json();
    const days = Math.round((Date.parse(byDefault.correctionsDueAt) - Date.now()) / 86_400_000);
    expect(days).toBeGreaterThanOrEqual(29);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('issues the decision sealed with the authority’s seal: intact for checkSeal and for pdfsig', async () => {
    const c = await submitted(trader);
    await act(officer, 'take', { id: c.id });
    expect((await act(officer, 'approve', { id: c.id, reasoning: 'Heading 0901 21.' })).statusCode).toBe(200);
    const [decision] = (await incoming(c.id)).filter((d: PortalDocument) => d.documentType.code === 'DECISION');
    const stored = (await trader.get(apiPath('/portal_attachments/get/{id}', { id: decision.attachment!.id })))
      .rawPayload;
    // The tests' data folder is in memory: the process's demo seal.
    expect(checkSeal(stored)).toMatchObject({ sealed: true, intact: true, subject: DEMO_SEAL_NAME, demo: true });
    const report = pdfsig(stored);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect((await pdfOf(trader, decision)).replace(/\s+/g, ' ')).toContain('Heading 0901 21.');
  });

  it('approves with reasoning: the decision PDF in the filer’s language, its number registered, a mail', async () => {
    const c = await submitted(trader);
    await act(officer, 'take', { id: c.id });
    expect((await act(officer, 'approve', { id: c.id })).statusCode).toBe(400);
    expect((await act(officer, 'approve', { id: c.id, reasoning: ' ' })).statusCode).toBe(400);
    const reasoning = 'Roasted coffee is classified under heading 0901 21.';
    const res = await act(officer, 'approve', { id: c.id, reasoning });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json();
    expect(approved).toMatchObject({ caseStatus: 'APPROVED', allowedActions: ['integrate'] });
    expect(approved.decidedAt).toEqual(expect.any(String));

    const number = `DP-${c.number}`;
    const [decision] = (await incoming(c.id)).filter((d) => d.documentType.code === 'DECISION');
    const text = await pdfOf(trader, decision);
    // The trader reads Albanian (the demo accounts' language).
    for (const part of ['Vendim', number, reasoning, 'MIRATOHET', 'brenda 30 ditësh']) {
      expect(text, part).toContain(part);
    }
    // The letterhead (the authority's settings), the officer's signature and every page's footer (ADR 0089).
    const issuer = await authorityIdentity(db, 'sq');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat.startsWith(issuer.name)).toBe(true);
    for (const line of issuer.lines) expect(flat, line).toContain(line);
    expect(flat).toMatch(/\d\d\.\d\d\.\d{4} officer Zyrtar doganor/);
    expect(flat).toMatch(new RegExp(`Vendim · ${c.number} · \\d\\d\\.\\d\\d\\.\\d{4}`));
    expect(flat).toContain('Faqja 1 / 1');
    expect(flat).toContain(`pranë organit që e lëshoi (${issuer.name})`);
    // A favourable decision says nothing of a hearing: none was needed.
    expect(text).not.toContain('E drejta për t’u dëgjuar');
    const [registered] = await db.select().from(issuedDecisions).where(eq(issuedDecisions.decisionNumber, number));
    const [classification] = await db
      .select()
      .from(portalDecisionTypes)
      .where(eq(portalDecisionTypes.code, 'DEC_CLASSIFICATION'));
    // Addressed to whom the case is about: the trader's company.
    const companyId = (await findUserByUsername(db, 'trader'))!.companyId;
    expect(registered).toMatchObject({
      caseId: c.id,
      decisionTypeId: classification.id,
      addresseeCompanyId: companyId,
      addresseeIndividualId: null,
    });
    const check = await trader.post(apiPath('/complaint_cases/check_decision_number'), { decisionNumber: number });
    expect(check.json().decisionType).toMatchObject({ code: 'DEC_CLASSIFICATION' });
    expect((await lastMail()).subject).toContain(c.number);

    const again = await act(officer, 'reject', { id: c.id, reasoning: 'No' });
    expect(again.json<ApiError>()._error).toBe('portal.case_status_forbids');
    const timeline = (await trader.get(apiPath('/portal_cases/timeline/{id}', { id: c.id }))).json();
    expect(timeline.map((e) => e.kind)).toEqual(['CREATED', 'SUBMITTED', 'TAKEN', 'APPROVED']);
    // The filer sees the authority's acts without the officer's name; officers see it.
    expect(timeline[2]).toMatchObject({ actorRole: 'OFFICER', actor: null });
    expect(timeline[3]).toMatchObject({ actorRole: 'OFFICER', actor: null, note: number });
    const officers = (await officer.get(apiPath('/portal_cases/timeline/{id}', { id: c.id }))).json();
    expect(officers[2]).toMatchObject({ actorRole: 'OFFICER', actor: 'officer' });
    expect(officers[1].actorRole).toBe('FILER');
    expect((await person.get(apiPath('/portal_cases/timeline/{id}', { id: c.id }))).statusCode).toBe(404);
  });

  it('rejects: the decision type comes from the officer, else the sub-type’s', async () => {
    const c = await submitted(trader, 'GEN_OTHER', 'Other question');
    await act(officer, 'take', { id: c.id });
    await heard(c.id);
    const unknown = await act(officer, 'reject', { id: c.id, reasoning: 'No', decisionTypeId: 2_147_480_000 });
    expect(unknown.json<ApiError>()).toEqual({ decisionTypeId: 'portal.decision_type_unknown' });
    const [refund] = await db.select().from(portalDecisionTypes).where(eq(portalDecisionTypes.code, 'DEC_REFUND'));
    const res = await act(officer, 'reject', {
      id: c.id,
      reasoning: 'Outside our competence.',
      decisionTypeId: refund.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().caseStatus).toBe('REJECTED');
    const [decision] = (await incoming(c.id)).filter((d) => d.documentType.code === 'DECISION');
    expect(await pdfOf(trader, decision)).toContain('REFUZOHET');
    const [registered] = await db
      .select()
      .from(issuedDecisions)
      .where(eq(issuedDecisions.decisionNumber, `DP-${c.number}`));
    expect(registered.decisionTypeId).toBe(refund.id);

    // No type chosen: the sub-type's, and for "Other" the general decision.
    const other = await submitted(trader, 'GEN_OTHER', 'Another question');
    await act(officer, 'take', { id: other.id });
    expect((await act(officer, 'approve', { id: other.id, reasoning: 'Answered.' })).statusCode).toBe(200);
    const [general] = await db
      .select()
      .from(issuedDecisions)
      .where(eq(issuedDecisions.decisionNumber, `DP-${other.number}`));
    const [generalType] = await db
      .select()
      .from(portalDecisionTypes)
      .where(eq(portalDecisionTypes.code, 'DEC_GENERAL'));
    expect(general.decisionTypeId).toBe(generalType.id);
  });

  it('refuses a decision whose number the register already holds, leaving nothing behind', async () => {
    const c = await submitted(trader);
    await act(officer, 'take', { id: c.id });
    const [classification] = await db
      .select()
      .from(portalDecisionTypes)
      .where(eq(portalDecisionTypes.code, 'DEC_CLASSIFICATION'));
    await db
      .insert(issuedDecisions)
      .values({ decisionNumber: `DP-${c.number}`, decisionTypeId: classification.id, issuedOn: '2026-01-05' });
    const files = filesUnder(t.storageRoot).length;
    const res = await act(officer, 'approve', { id: c.id, reasoning: 'Fine.' });
    expect([res.statusCode, res.json<ApiError>()]).toEqual([409, { _error: 'portal.decision_number_registered' }]);
    expect((await trader.get(apiPath('/general_cases/{id}', { id: c.id }))).json().caseStatus).toBe('IN_PROCESS');
    expect((await incoming(c.id)).map((d) => d.documentType.code)).toEqual(['RECEIPT']);
    expect(filesUnder(t.storageRoot).length).toBe(files);
  });

  it('integrates a general case once, under a unique protocol number shown to the filer', async () => {
    const c = await submitted(trader);
    const bad = await trader.post(apiPath('/general_cases/integrate'), { id: c.id, protocolNumber: 'x' });
    expect(bad.statusCode).toBe(403);
    expect((await admin.post(apiPath('/general_cases/integrate'), { id: c.id, protocolNumber: '#1' })).statusCode).toBe(
      400,
    );
    const res = await officer.post(apiPath('/general_cases/integrate'), { id: c.id, protocolNumber: ' 02/2026-1234 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ caseStatus: 'SUBMITTED', protocolNumber: '02/2026-1234' });
    expect((await trader.get(apiPath('/general_cases/{id}', { id: c.id }))).json().protocolNumber).toBe('02/2026-1234');
    const mail = await lastMail();
    expect(mail.textBody).toContain('02/2026-1234');
    const timeline = (await trader.get(apiPath('/portal_cases/timeline/{id}', { id: c.id }))).json();
    expect(timeline.at(-1)).toMatchObject({ kind: 'INTEGRATED', fromStatus: 'SUBMITTED', toStatus: 'SUBMITTED' });

    const twice = await officer.post(apiPath('/general_cases/integrate'), { id: c.id, protocolNumber: '02/2026-9999' });
    expect(twice.json<ApiError>()._error).toBe('portal.case_already_integrated');
    const other = await submitted(trader);
    const taken = await officer.post(apiPath('/general_cases/integrate'), {
      id: other.id,
      protocolNumber: '02/2026-1234',
    });
    expect(taken.json<ApiError>()._error).toBe('portal.protocol_number_taken');

    const submittedComplaint = await buildComplaint(db, 'person', { kind: 'declarations', status: 'SUBMITTED' });
    const wrongKind = await officer.post(apiPath('/general_cases/integrate'), {
      id: submittedComplaint.id,
      protocolNumber: '02/2026-5555',
    });
    expect(wrongKind.statusCode).toBe(404);
  });

  it('hears the party before a rejection: intent with reasons and deadline, the answer back to the officer, the PDF says so', async () => {
    const c = await submitted(trader);
    await act(officer, 'take', { id: c.id });
    const early = await act(officer, 'reject', { id: c.id, reasoning: 'No.' });
    expect([early.statusCode, early.json<ApiError>()._error]).toEqual([409, 'portal.hearing_required']);
    expect((await act(officer, 'intent_to_reject', { id: c.id, reasons: ' ' })).statusCode).toBe(400);
    expect((await act(trader, 'intent_to_reject', { id: c.id, reasons: 'x' })).statusCode).toBe(403);

    const reasons = 'The goods described are green coffee, not roasted.';
    const before = new Date();
    const res = await act(officer, 'intent_to_reject', { id: c.id, reasons });
    expect(res.statusCode, res.body).toBe(200);
    const intent = res.json();
    const answerDueAt = endOfDayAfter(before, 30, 'Europe/Tirane').toISOString();
    expect(intent).toMatchObject({
      caseStatus: 'HEARING',
      hearing: { reasons, answerDueAt, answeredAt: null },
      allowedActions: [],
    });
    // The period runs: no rejection yet; the party sees the reasons, the forum has them, the mail the deadline.
    const running = await act(officer, 'reject', { id: c.id, reasoning: 'No.' });
    expect(running.json<ApiError>()._error).toBe('portal.hearing_period_running');
    const seen = (await trader.get(apiPath('/general_cases/{id}', { id: c.id }))).json();
    expect(seen).toMatchObject({ hearing: { reasons }, allowedActions: ['edit', 'submit', 'withdraw'] });
    const forum = (await trader.get(apiPath('/forum/get_forum_messages/{id}', { id: c.forum.id }))).json();
    expect(forum.at(-1)).toMatchObject({ bodySQ: reasons, fromAuthority: true });
    const mail = await lastMail();
    expect(mail.textBody).toContain(reasons);

    // The answer: back to the same officer, flagged answered; then the rejection, whose PDF says what happened.
    const answered = (await trader.post(apiPath('/general_cases/submit_general_case'), { id: c.id })).json();
    expect(answered).toMatchObject({
      caseStatus: 'IN_PROCESS',
      answered: true,
      assignedOfficer: { username: 'officer' },
    });
    expect(answered.hearing?.answeredAt).toEqual(expect.any(String));
    const officers = (await officer.get(apiPath('/general_cases/{id}', { id: c.id }))).json();
    expect(officers.allowedActions).toContain('reject');
    const rejected = await act(officer, 'reject', { id: c.id, reasoning: 'Green coffee is not roasted coffee.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ caseStatus: 'REJECTED', answered: false });
    const [decision] = (await incoming(c.id)).filter((d) => d.documentType.code === 'DECISION');
    const text = (await pdfOf(trader, decision)).replace(/\s+/g, ' ');
    expect(text).toContain('Pala u dëgjua');
    expect(text).toContain('pala u përgjigj më');
    const timeline = (await trader.get(apiPath('/portal_cases/timeline/{id}', { id: c.id }))).json();
    expect(timeline.map((e) => e.kind)).toEqual([
      'CREATED',
      'SUBMITTED',
      'TAKEN',
      'INTENT_SENT',
      'HEARING_ANSWERED',
      'REJECTED',
    ]);
  });

  it('rejects without an answer once the period ended, the pause moving the decision’s due time', async () => {
    const c = await submitted(trader);
    await act(officer, 'take', { id: c.id });
    await act(officer, 'intent_to_reject', { id: c.id, reasons: 'Incomplete.' });
    // The intent went out 5 days ago and its period ended yesterday.
    const day = 86_400_000;
    const sentAt = new Date(Date.now() - 5 * day);
    const dueAt = new Date(Date.now() - day);
    await db
      .update(portalCases)
      .set({ hearingSentAt: sentAt, pausedAt: sentAt, hearingDueAt: dueAt })
      .where(eq(portalCases.id, c.id));
    const res = await act(officer, 'reject', { id: c.id, reasoning: 'Nothing came.' });
    expect(res.statusCode, res.body).toBe(200);
    const rejected = res.json();
    // Paused from the intent to the end of its period: four days later than before.
    expect(Date.parse(rejected.dueAt) - Date.parse(c.dueAt!)).toBe(4 * day);
    const [decision] = (await incoming(c.id)).filter((d) => d.documentType.code === 'DECISION');
    const text = (await pdfOf(trader, decision)).replace(/\s+/g, ' ');
    expect(text).toContain('pala nuk u përgjigj brenda afatit');
  });

  it('prints what the decision is on: the contested declaration or decision, the IPR rights, goods and validity', async () => {
    const decide = async (id: number) => {
      expect((await act(officer, 'take', { id })).statusCode).toBe(200);
      const res = await act(officer, 'approve', { id, reasoning: 'Well founded.' });
      expect(res.statusCode, res.body).toBe(200);
      const [decision] = (await incoming(id)).filter((d) => d.documentType.code === 'DECISION');
      return (await pdfOf(trader, decision)).replace(/\s+/g, ' ');
    };
    const declarations = await buildComplaint(db, 'trader', { kind: 'declarations', status: 'SUBMITTED' });
    const declared = await decide(declarations.id);
    expect(declared).toContain('Akti i kontestuar');
    expect(declared).toContain(`Deklarata doganore nr. ${declarations.declarations[0].declarationNumber}`);

    const contested = await buildComplaint(db, 'trader', {
      kind: 'decision',
      status: 'SUBMITTED',
      decision: { decisionNumber: 'DV-2024-00871', decisionTypeId: null },
    });
    expect(await decide(contested.id)).toContain('Vendimi nr. DV-2024-00871 i datës 12.09.2024');

    const ipr = await buildIpr(db, 'trader', { status: 'SUBMITTED', rights: 1, goods: 1 });
    const text = await decide(ipr.id);
    for (const part of ['Të drejtat', '1. Markë tregtare TM-1', 'Mallrat', '1. Goods 1', 'Vlefshmëria']) {
      expect(text, part).toContain(part);
    }
  });
});
