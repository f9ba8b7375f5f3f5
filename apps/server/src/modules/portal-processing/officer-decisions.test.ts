import type { PortalDocument } from '@portal/contracts/portal-documents';
import { findUserByUsername } from '../users/service';
import { endOfDayAfter } from '@portal/contracts/portal-processing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSeal, DEMO_SEAL_NAME } from '../../platform/pdf/seal';
import { pdfsig } from '../../platform/pdf/test-support';
import { filesUnder } from '../attachments/test-files';
import type { Session } from '../../test/harness';
import { buildComplaint, buildIpr } from '../../test/factories';
import { portalCases } from '../portal-cases/tables';
import { authorityIdentity } from '../settings';
import { issuedDecisions } from '../portal-records/tables';
import { portalDecisionTypes } from '../vocabularies/tables';
import { apiPath, type ApiError } from '../../test/api-client';
import { officerWorkflowApp, type OfficerWorkflow } from './test-support';

// The officer decides: the sealed decision PDF, approval, rejection, the register of numbers, the hearing before a rejection and what the decision prints.
describe('case workflow: the officer decides, after hearing the party when rejecting', async () => {
  const { t, ready } = await officerWorkflowApp('processing-officer-decisions');
  const db = t.platform.db;
  let w: OfficerWorkflow;
  let trader: Session, person: Session, officer: Session;
  const submitted: OfficerWorkflow['submitted'] = (...args) => w.submitted(...args);
  const act: OfficerWorkflow['act'] = (...args) => w.act(...args);
  const incoming: OfficerWorkflow['incoming'] = (id) => w.incoming(id);
  const pdfOf: OfficerWorkflow['pdfOf'] = (session, document) => w.pdfOf(session, document);
  const lastMail: OfficerWorkflow['lastMail'] = () => w.lastMail();
  const heard: OfficerWorkflow['heard'] = (id) => w.heard(id);

  beforeAll(async () => {
    w = await ready();
    ({ trader, person, officer } = w);
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
