import { endOfDayAfter } from '@portal/contracts/portal-processing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { lastMailTo, mailsTo, submitGeneralCase } from '../../test/factories';
import { settleEndedAnswerPeriods } from '../portal-cases';
import { portalCases } from '../portal-cases/tables';
import { setParameter } from '../settings/service';
import { findUserByUsername } from '../users/service';
import { users } from '../users/tables';
import { apiPath } from '../../test/api-client';
import { pdfText } from '../../platform/pdf/test-support';
import { checkSeal } from '../../platform/pdf/seal';

// After the officer asked (a request for information or an intent to reject, ADR 0074): the officer is mailed the
// answer; a period that ended unanswered lets the decision's period run again; the intent's days come from the
// setting.
describe('case workflow: the party’s answers and their periods', async () => {
  const t = await buildTestAppWithFiles('processing-answers');
  const db = t.platform.db;
  const DAY = 86_400_000;
  let trader: Session, officer: Session;
  let officerEmail: string, officerId: number;

  /** A general case of the trader, submitted and taken by the officer. */
  const taken = async () => {
    const { id } = await submitGeneralCase(t, trader);
    const res = await officer.post(apiPath('/portal_cases/take'), { id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const answer = (id: number) => trader.post(apiPath('/general_cases/submit_general_case'), { id });
  const asOfficer = async (id: number) => (await officer.get(apiPath('/general_cases/{id}', { id }))).json();
  const queued = async (number: string) =>
    (await officer.get(`${apiPath('/portal_cases/queue')}?filter[number]=${number}`)).json().content[0];
  const officerMails = async () =>
    (await mailsTo(db, officerEmail)).filter((m) => m.template === 'portal_case_answered');
  const setOfficerLang = (lang: string) => db.update(users).set({ lang }).where(eq(users.id, officerId));
  /** Moves the pause back: it began `pausedDaysAgo` days ago and the party's deadline ended yesterday. */
  const backdate = async (id: number, pausedDaysAgo: number, deadline: 'correctionsDueAt' | 'hearingDueAt') => {
    const pausedAt = new Date(Date.now() - pausedDaysAgo * DAY);
    const dueAt = new Date(Date.now() - DAY);
    await db
      .update(portalCases)
      .set({ pausedAt, [deadline]: dueAt, ...(deadline === 'hearingDueAt' ? { hearingSentAt: pausedAt } : {}) })
      .where(eq(portalCases.id, id));
    return dueAt;
  };

  beforeAll(async () => {
    [trader, officer] = await Promise.all(['trader', 'officer'].map((u) => t.loginAs(u)));
    const user = (await findUserByUsername(db, 'officer'))!;
    officerEmail = user.email!;
    officerId = user.id;
  });

  it('mails the officer who asked when the party answers, in the officer’s language, with the number and a link', async () => {
    const c = await taken();
    await setOfficerLang('en');
    await officer.post(apiPath('/portal_cases/request_information'), { id: c.id, text: 'The invoice, please.' });
    expect(await officerMails()).toEqual([]);
    expect((await answer(c.id)).statusCode).toBe(200);
    const [informed] = await officerMails();
    expect(informed).toMatchObject({ lang: 'en' });
    expect(informed.subject).toContain(c.number);
    expect(informed.textBody).toContain('request for more information');
    expect(informed.textBody).toContain(`/web_portal/web_portal_home_page/view_general_case/${c.id}`);

    await setOfficerLang('sr');
    await officer.post(apiPath('/portal_cases/intent_to_reject'), { id: c.id, reasons: 'Still not roasted.' });
    expect((await answer(c.id)).statusCode).toBe(200);
    const mails = await officerMails();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ lang: 'sr' });
    expect(mails[0].subject).toContain(c.number);
    expect(mails[0].textBody).toContain('nameru odbijanja');
    await setOfficerLang('sq');

    // A first submission goes to the queue: no officer asked, nobody is mailed.
    const before = (await officerMails()).length;
    await taken();
    expect(await officerMails()).toHaveLength(before);
  });

  it('issues the intent to reject as a signed, sealed notice the party downloads, verifiable by its code', async () => {
    const c = await taken();
    const sent = await officer.post(apiPath('/portal_cases/intent_to_reject'), {
      id: c.id,
      reasons: 'The goods are not roasted coffee.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const incoming = (
      await trader.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id: c.id }))
    ).json<Array<{ documentType: { code: string }; attachment?: { id: number; fileName: string } }>>();
    const notice = incoming.find((d) => d.documentType.code === 'INTENT_TO_REJECT');
    expect(notice?.attachment?.fileName).toMatch(new RegExp(`^intent-to-reject-${c.number}-\\d{8}-\\d{4}\\.pdf$`));
    const bytes = (await trader.get(apiPath('/portal_attachments/get/{id}', { id: notice!.attachment!.id })))
      .rawPayload;
    const text = (await pdfText(bytes)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Njoftim për qëllimin e refuzimit');
    expect(text).toContain('The goods are not roasted coffee.');
    expect(text).toContain('Zyrtar doganor');
    expect(checkSeal(bytes)).toMatchObject({ sealed: true, intact: true });
    const code = /Kodi i verifikimit ([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2})/.exec(text)?.[1];
    const verified = await t.app.inject({ url: apiPath('/document_verifications/{code}', { code: code! }) });
    expect(verified.json()).toMatchObject({ kind: 'INTENT_TO_REJECT', number: c.number, status: 'VALID' });
  });

  it('an intent left unanswered past its period: the decision’s due day runs again, the officer may decide', async () => {
    const c = await taken();
    await officer.post(apiPath('/portal_cases/intent_to_reject'), { id: c.id, reasons: 'Incomplete.' });
    // Paused 5 days ago; the period ended yesterday, so the decision's period ran again from then: 4 days later.
    await backdate(c.id, 5, 'hearingDueAt');
    const seen = await asOfficer(c.id);
    expect(seen.caseStatus).toBe('HEARING');
    expect(Date.parse(seen.dueAt!) - Date.parse(c.dueAt!)).toBe(4 * DAY);
    expect(seen.allowedActions).toContain('reject');
    const row = await queued(c.number);
    expect(row).toMatchObject({ dueAt: seen.dueAt, deadlines: { correctionsOverdue: true, correctionsDaysLeft: -1 } });
    // The decision keeps the day shown.
    const rejected = (
      await officer.post(apiPath('/portal_cases/reject'), { id: c.id, reasoning: 'Nothing came.' })
    ).json();
    expect(rejected.dueAt).toBe(seen.dueAt);
  });

  it('an intent still running: the queue counts the days to the party’s answer', async () => {
    const c = await taken();
    const intent = (
      await officer.post(apiPath('/portal_cases/intent_to_reject'), { id: c.id, reasons: 'Why?' })
    ).json();
    const row = await queued(c.number);
    expect(row).toMatchObject({ dueAt: c.dueAt, hearing: { answerDueAt: intent.hearing.answerDueAt } });
    expect(row.deadlines).toMatchObject({ correctionsOverdue: false });
    expect(row.deadlines.correctionsDaysLeft).toBeGreaterThanOrEqual(29);
  });

  it('a request for information left unanswered past its period: the due day runs again, a late answer keeps it', async () => {
    const c = await taken();
    await officer.post(apiPath('/portal_cases/request_information'), { id: c.id, text: 'More', deadlineDays: 5 });
    await backdate(c.id, 6, 'correctionsDueAt');
    const seen = await asOfficer(c.id);
    expect(Date.parse(seen.dueAt!) - Date.parse(c.dueAt!)).toBe(5 * DAY);
    expect((await queued(c.number)).deadlines).toMatchObject({ correctionsOverdue: true, correctionsDaysLeft: -1 });
    // The late answer does not lengthen the pause beyond the period.
    const answered = (await answer(c.id)).json();
    expect(answered).toMatchObject({ caseStatus: 'IN_PROCESS', dueAt: seen.dueAt });
  });

  it('the officer who asked takes back a request left unanswered once its period ended, not before', async () => {
    const c = await taken();
    await officer.post(apiPath('/portal_cases/request_information'), {
      id: c.id,
      text: 'The invoice',
      deadlineDays: 5,
    });
    const running = await asOfficer(c.id);
    expect(running.allowedActions).not.toContain('resume');
    const early = await officer.post(apiPath('/portal_cases/resume_without_answer'), { id: c.id });
    expect(early.statusCode).toBe(409);
    expect(early.json()._error).toBe('portal.information_period_running');
    // The owner cannot, nor can another officer (the case is the asking officer's).
    expect((await trader.post(apiPath('/portal_cases/resume_without_answer'), { id: c.id })).statusCode).toBe(403);

    await backdate(c.id, 6, 'correctionsDueAt');
    const ended = await asOfficer(c.id);
    expect(ended.allowedActions).toContain('resume');
    const before = (await mailsTo(db, 'trader@demo.portal.test')).length;
    const res = await officer.post(apiPath('/portal_cases/resume_without_answer'), { id: c.id });
    expect(res.statusCode, res.body).toBe(200);
    // Back with the officer, the decision's period running again from the end of the filer's period.
    expect(res.json()).toMatchObject({ caseStatus: 'IN_PROCESS', dueAt: ended.dueAt, correctionsDueAt: null });
    expect(res.json().allowedActions).toEqual(expect.arrayContaining(['approve', 'intent', 'return']));
    const timeline = (await officer.get(apiPath('/portal_cases/timeline/{id}', { id: c.id }))).json();
    expect(timeline.map((e: { kind: string }) => e.kind)).toContain('INFORMATION_UNANSWERED');
    expect(await mailsTo(db, 'trader@demo.portal.test')).toHaveLength(before + 1);
    expect(await lastMailTo(db, 'trader@demo.portal.test')).toMatchObject({ template: 'portal_case_status' });
    // Once back in process, the request cannot be taken back twice.
    const again = await officer.post(apiPath('/portal_cases/resume_without_answer'), { id: c.id });
    expect(again.statusCode).toBe(409);
  });

  /** Whether the queue's overdue filter (true/false) lists the case. */
  const inQueue = async (number: string, overdue: boolean) =>
    (await officer.get(`${apiPath('/portal_cases/queue')}?filter[number]=${number}&filter[overdue]=${overdue}`))
      .json()
      .content.some((c: { number: string }) => c.number === number);

  it("after resume without answer the queue's overdue filter reads the due time the case shows", async () => {
    const c = await taken();
    await officer.post(apiPath('/portal_cases/request_information'), { id: c.id, text: 'More', deadlineDays: 5 });
    // The decision was due two days ago when the filer was asked six days ago; their period ended yesterday.
    await db
      .update(portalCases)
      .set({ dueAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(portalCases.id, c.id));
    await backdate(c.id, 6, 'correctionsDueAt');
    const res = await officer.post(apiPath('/portal_cases/resume_without_answer'), { id: c.id });
    expect(res.statusCode, res.body).toBe(200);
    const resumed = res.json();
    // The pause moved the due time past now: not overdue, in the case and in the queue alike.
    expect(Date.parse(resumed.dueAt)).toBeGreaterThan(Date.now());
    expect(resumed.deadlines?.overdue ?? false).toBe(false);
    const [stored] = await db.select().from(portalCases).where(eq(portalCases.id, c.id));
    expect(stored.dueAt?.toISOString()).toBe(resumed.dueAt);
    expect(stored.pausedAt).toBeNull();
    expect(await inQueue(c.number, false)).toBe(true);
    expect(await inQueue(c.number, true)).toBe(false);
  });

  it('stores the moved due time once the period to answer ends unanswered, before anyone acts', async () => {
    const c = await taken();
    await officer.post(apiPath('/portal_cases/request_information'), { id: c.id, text: 'More', deadlineDays: 5 });
    await db
      .update(portalCases)
      .set({ dueAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(portalCases.id, c.id));
    await backdate(c.id, 6, 'correctionsDueAt');
    const shown = (await asOfficer(c.id)).dueAt as string;
    expect(Date.parse(shown)).toBeGreaterThan(Date.now());
    // The period's end is settled (hourly, and before the overdue digest): the stored time is the shown one.
    expect(await settleEndedAnswerPeriods(db)).toBeGreaterThanOrEqual(1);
    const [stored] = await db.select().from(portalCases).where(eq(portalCases.id, c.id));
    expect(stored).toMatchObject({ status: 'RETURNED_FOR_CORRECTIONS', pausedAt: null });
    expect(stored.dueAt?.toISOString()).toBe(shown);
    expect((await asOfficer(c.id)).dueAt).toBe(shown);
    expect(await inQueue(c.number, true)).toBe(false);
    expect(await inQueue(c.number, false)).toBe(true);
    // Settling again changes nothing; resuming afterwards keeps the settled time.
    expect(await settleEndedAnswerPeriods(db)).toBe(0);
    const res = await officer.post(apiPath('/portal_cases/resume_without_answer'), { id: c.id });
    expect(res.json().dueAt).toBe(shown);
  });

  it('settles an intent to reject left unanswered the same way', async () => {
    const c = await taken();
    await officer.post(apiPath('/portal_cases/intent_to_reject'), { id: c.id, reasons: 'Incomplete' });
    await backdate(c.id, 4, 'hearingDueAt');
    const shown = (await asOfficer(c.id)).dueAt as string;
    expect(Date.parse(shown) - Date.parse(c.dueAt!)).toBe(3 * DAY);
    await settleEndedAnswerPeriods(db);
    const [stored] = await db.select().from(portalCases).where(eq(portalCases.id, c.id));
    expect(stored).toMatchObject({ status: 'HEARING', pausedAt: null });
    expect(stored.dueAt?.toISOString()).toBe(shown);
  });

  it('tells the officer who may send an intent the days of the hearing setting, and nobody else', async () => {
    const c = await taken();
    expect((await asOfficer(c.id)).hearingDays).toBe(30);
    await setParameter(db, 'portal_hearing_days', 12);
    expect((await asOfficer(c.id)).hearingDays).toBe(12);
    const owners = (await trader.get(apiPath('/general_cases/{id}', { id: c.id }))).json();
    expect(owners).not.toHaveProperty('hearingDays');
    const before = new Date();
    const intent = (await officer.post(apiPath('/portal_cases/intent_to_reject'), { id: c.id, reasons: 'x' })).json();
    expect(intent.hearing.answerDueAt).toBe(endOfDayAfter(before, 12, 'Europe/Tirane').toISOString());
    expect(intent).not.toHaveProperty('hearingDays');
    await setParameter(db, 'portal_hearing_days', 30);
  });
});
