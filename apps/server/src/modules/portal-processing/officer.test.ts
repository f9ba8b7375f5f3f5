import { findUserByUsername } from '../users/service';
import { endOfDayAfter } from '@portal/contracts/portal-processing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/harness';
import { buildCase, buildComplaint, mailsTo, subTypeId } from '../../test/factories';
import { apiPath, type ApiError } from '../../test/api-client';
import { officerWorkflowApp, type OfficerWorkflow } from './test-support';

// The officer takes a case, asks for information and integrates it; deciding and hearing are in officer-decisions.test.ts.
describe('case workflow: the officer takes, asks for information and integrates', async () => {
  const { t, ready } = await officerWorkflowApp('processing-officer');
  const db = t.platform.db;
  let w: OfficerWorkflow;
  let trader: Session, officer: Session, admin: Session;
  let second: OfficerWorkflow['second'];
  let officerId: number, traderEmail: string;
  const submitted: OfficerWorkflow['submitted'] = (...args) => w.submitted(...args);
  const act: OfficerWorkflow['act'] = (...args) => w.act(...args);
  const incoming: OfficerWorkflow['incoming'] = (id) => w.incoming(id);
  const pdfOf: OfficerWorkflow['pdfOf'] = (session, document) => w.pdfOf(session, document);
  const lastMail: OfficerWorkflow['lastMail'] = () => w.lastMail();

  beforeAll(async () => {
    w = await ready();
    ({ trader, officer, admin, second, officerId, traderEmail } = w);
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
});
