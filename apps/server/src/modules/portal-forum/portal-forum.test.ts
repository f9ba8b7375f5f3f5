import type { CaseStatus } from '@portal/contracts/portal-cases';
import { FORUM_MESSAGE_MAX, forumOpen } from '@portal/contracts/portal-forum';
import { CASE_STATUSES } from '@portal/contracts/portal-cases';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildAccount, buildCase, FACTORY_PASSWORD } from '../../test/factories';
import { buildTestApp, type Session } from '../../test/harness';
import { mailOutbox } from '../mail/tables';
import { forumOfCase } from '../portal-cases';
import { portalCases } from '../portal-cases/tables';
import { del, ensureOfficerPage } from '../portal-documents/test-support';
import { findUserByUsername } from '../users/service';
import { users } from '../users/tables';
import { postAuthorityMessage, unansweredMessageCounts } from './authority';
import { apiPath } from '../../test/api-client';

describe('portal forum', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session, other: Session, officer: Session;
  let traderId: number, traderCompany: number, otherId: number, otherCompany: number, officerId: number;
  const traderMail = `forum.trader.${Date.now()}@example.com`;
  const officerMail = `forum.officer.${Date.now()}@example.com`;

  beforeAll(async () => {
    await ensureOfficerPage(db);
    const account = await buildAccount(db, { status: 'APPROVED', name: 'Other Forum' });
    otherId = account.user.id;
    otherCompany = account.company!.id;
    const traderRow = (await findUserByUsername(db, 'trader'))!;
    traderId = traderRow.id;
    traderCompany = traderRow.companyId!;
    officerId = (await findUserByUsername(db, 'officer'))!.id;
    await db.update(users).set({ email: traderMail, lang: 'sq' }).where(eq(users.id, traderId));
    await db.update(users).set({ email: officerMail, lang: 'en' }).where(eq(users.id, officerId));
    [trader, other, officer] = await Promise.all([
      t.loginAs('trader'),
      t.loginAs(account.user.username, FACTORY_PASSWORD),
      t.loginAs('officer'),
    ]);
  });

  const caseOf = async (status: CaseStatus = 'DRAFT', assigned = false) => {
    const row = await buildCase(db, {
      filerUserId: traderId,
      filerCompanyId: traderCompany,
      aboutCompanyId: traderCompany,
      status,
      assignedOfficerId: assigned ? officerId : undefined,
    });
    return { row, forumId: await forumOfCase(db, row.id) };
  };
  const save = (session: Session, forumId: number, bodySQ: string, extra: Record<string, unknown> = {}) =>
    session.post(apiPath('/forum_messages'), { forum: { id: forumId }, bodySQ, ...extra });
  const submit = (session: Session, id: number) =>
    session.post(apiPath('/forum_messages/submit_forum_message'), { id });
  const messages = async (session: Session, forumId: number) => {
    const res = await session.get(apiPath('/forum/get_forum_messages/{id}', { id: forumId }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Array<{ id: number; status: string; bodySQ: string; fromAuthority: boolean; own: boolean }>>();
  };
  const mailsTo = (to: string) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
  const setStatus = (id: number, status: CaseStatus) =>
    db.update(portalCases).set({ status, submittedAt: new Date() }).where(eq(portalCases.id, id));

  it('saves a draft with bodySR and bodyEN equal to bodySQ, as plain text; only its author sees it', async () => {
    const { row, forumId } = await caseOf('SUBMITTED', true);
    const res = await save(trader, forumId, '  Përshëndetje,\r\n<b>dogana</b>\u0007  \r\n', {
      bodySR: 'ignored',
      bodyEN: 'ignored',
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({
      forum: { id: forumId },
      status: 'DRAFT',
      fromAuthority: false,
      own: true,
      bodySQ: 'Përshëndetje,\n<b>dogana</b>',
      bodySR: 'Përshëndetje,\n<b>dogana</b>',
      bodyEN: 'Përshëndetje,\n<b>dogana</b>',
      submittedAt: null,
      author: { id: traderId },
    });
    expect((await messages(trader, forumId)).map((m) => m.id)).toEqual([draft.id]);
    expect(await messages(officer, forumId)).toEqual([]);

    const changed = await save(trader, forumId, 'Changed', { id: draft.id });
    expect(changed.json()).toMatchObject({ id: draft.id, bodySQ: 'Changed', bodyEN: 'Changed', status: 'DRAFT' });
    expect(await mailsTo(officerMail)).toEqual([]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'forum_message'), eq(auditLog.entityId, String(draft.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['forum_message.create', 'forum_message.update']);
    expect(row.id).toBeGreaterThan(0);
  });

  it('submits a draft: both sides see it, the assigned officer is mailed in their language', async () => {
    const { row, forumId } = await caseOf('IN_PROCESS', true);
    const draft = (await save(trader, forumId, 'A question')).json();
    const res = await submit(trader, draft.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: draft.id, status: 'SUBMITTED', submittedAt: expect.any(String) });
    expect((await messages(officer, forumId)).map((m) => [m.bodySQ, m.fromAuthority, m.own])).toEqual([
      ['A question', false, false],
    ]);
    const [mail] = await mailsTo(officerMail);
    expect(mail).toMatchObject({ template: 'portal_forum_message', lang: 'en' });
    expect(mail.subject).toBe(`New message on case ${row.number}`);
    expect(mail.textBody).toContain(`/web_portal/web_portal_home_page/view_general_case/${row.id}`);
    expect(mail.textBody).not.toContain('A question');

    const twice = await submit(trader, draft.id);
    expect([twice.statusCode, twice.json()]).toEqual([409, { _error: 'portal.forum_message_submitted' }]);
    const change = await save(trader, forumId, 'Again', { id: draft.id });
    expect([change.statusCode, change.json()]).toEqual([409, { _error: 'portal.forum_message_submitted' }]);
    const removal = await del(t, trader, apiPath('/forum_messages/{id}', { id: draft.id }));
    expect([removal.statusCode, removal.json()]).toEqual([409, { _error: 'portal.forum_message_submitted' }]);
  });

  it('saves and submits in one step; the officer’s answer is mailed to the filer with the case link', async () => {
    const { row, forumId } = await caseOf('IN_PROCESS', true);
    const question = await save(trader, forumId, 'Question', { submit: true });
    expect(question.json()).toMatchObject({ status: 'SUBMITTED' });
    const answer = await save(officer, forumId, 'Answer', { submit: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ fromAuthority: true, status: 'SUBMITTED' });
    const [mail] = await mailsTo(traderMail);
    expect(mail).toMatchObject({ template: 'portal_forum_message', lang: 'sq' });
    expect(mail.subject).toBe(`Mesazh i ri në lëndën ${row.number}`);
    expect(mail.textBody).toContain(`/web_portal/web_portal_home_page/view_general_case/${row.id}`);
    expect((await messages(trader, forumId)).map((m) => [m.bodySQ, m.fromAuthority])).toEqual([
      ['Question', false],
      ['Answer', true],
    ]);
  });

  it('mails nobody for a filer’s message on a case no officer has taken', async () => {
    const { forumId } = await caseOf('SUBMITTED');
    const before = (await db.select().from(mailOutbox)).length;
    expect((await save(trader, forumId, 'Hello', { submit: true })).statusCode).toBe(200);
    expect((await db.select().from(mailOutbox)).length).toBe(before);
  });

  it('deletes own drafts only: another’s draft is 404, a submitted message 409', async () => {
    const { forumId } = await caseOf('IN_PROCESS', true);
    const draft = (await save(trader, forumId, 'Draft')).json();
    const officerDraft = (await save(officer, forumId, 'Officer draft')).json();
    expect((await del(t, officer, apiPath('/forum_messages/{id}', { id: draft.id }))).statusCode).toBe(404);
    expect((await submit(officer, draft.id)).statusCode).toBe(404);
    expect((await save(officer, forumId, 'Takeover', { id: draft.id })).statusCode).toBe(404);
    expect((await del(t, trader, apiPath('/forum_messages/{id}', { id: officerDraft.id }))).statusCode).toBe(404);
    const res = await del(t, trader, apiPath('/forum_messages/{id}', { id: draft.id }));
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    expect((await messages(trader, forumId)).map((m) => m.id)).not.toContain(draft.id);
    expect((await del(t, trader, apiPath('/forum_messages/{id}', { id: draft.id }))).statusCode).toBe(404);
  });

  it('hides the forum of another trader’s case and of a draft case from officers (404)', async () => {
    const { forumId } = await caseOf('DRAFT');
    const draft = (await save(trader, forumId, 'Before submitting')).json();
    for (const session of [other, officer]) {
      expect((await session.get(apiPath('/forum/get_forum_messages/{id}', { id: forumId }))).statusCode).toBe(404);
      expect((await save(session, forumId, 'Intrusion')).statusCode).toBe(404);
      expect((await submit(session, draft.id)).statusCode).toBe(404);
      expect((await del(t, session, apiPath('/forum_messages/{id}', { id: draft.id }))).statusCode).toBe(404);
    }
    expect((await trader.get(apiPath('/forum/get_forum_messages/{id}', { id: 2000000000 }))).statusCode).toBe(404);
    expect((await save(trader, 2_000_000_000, 'Nowhere')).statusCode).toBe(404);
    void otherId;
    void otherCompany;
  });

  it('closes the forum of a cancelled case for new messages (409); own drafts can still be deleted', async () => {
    const { row, forumId } = await caseOf('RETURNED_FOR_CORRECTIONS', true);
    const draft = (await save(trader, forumId, 'Draft')).json();
    await setStatus(row.id, 'CANCELLED');
    const closed = { _error: 'portal.forum_closed' };
    for (const session of [trader, officer]) {
      const res = await save(session, forumId, 'After cancel');
      expect([res.statusCode, res.json()]).toEqual([409, closed]);
    }
    const res = await submit(trader, draft.id);
    expect([res.statusCode, res.json()]).toEqual([409, closed]);
    expect((await del(t, trader, apiPath('/forum_messages/{id}', { id: draft.id }))).statusCode).toBe(200);
    // A decided case stays open to both sides.
    const decided = await caseOf('REJECTED', true);
    expect((await save(trader, decided.forumId, 'Why?', { submit: true })).statusCode).toBe(200);
    expect((await save(officer, decided.forumId, 'Because', { submit: true })).statusCode).toBe(200);
  });

  it('keeps the forum open in every status but CANCELLED', () => {
    for (const status of CASE_STATUSES) expect(forumOpen(status), status).toBe(status !== 'CANCELLED');
  });

  it('refuses bad input with field keys', async () => {
    const { forumId } = await caseOf('DRAFT');
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ forum: { id: forumId } }, { bodySQ: 'generic.required' }],
      [{ forum: { id: forumId }, bodySQ: ' \n\t ' }, { bodySQ: 'generic.required' }],
      [{ forum: { id: forumId }, bodySQ: 'x'.repeat(FORUM_MESSAGE_MAX + 1) }, { bodySQ: 'validation.too_long' }],
      [{ bodySQ: 'No forum' }, { forum: 'generic.required' }],
      [{ forum: { id: 'a' }, bodySQ: 'Bad forum' }, { 'forum.id': 'validation.invalid_type' }],
      [{ forum: { id: forumId }, bodySQ: 'Bad\u0000text' }, { bodySQ: 'validation.invalid_characters' }],
    ];
    for (const [body, expected] of cases) {
      const res = await trader.post(apiPath('/forum_messages'), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject(expected);
    }
    expect((await trader.post(apiPath('/forum_messages/submit_forum_message'), {})).statusCode).toBe(400);
    expect((await del(t, trader, apiPath('/forum_messages/{id}', { id: 'abc' }))).statusCode).toBe(400);
  });

  it('lets the processing post an authority message (mailed to the filer) and counts unanswered messages', async () => {
    const { row, forumId } = await caseOf('IN_PROCESS', true);
    const actor = { actorId: officerId, actorUsername: 'officer', ip: '127.0.0.1' };
    await save(trader, forumId, 'First', { submit: true });
    await save(trader, forumId, 'Second', { submit: true });
    expect((await unansweredMessageCounts(db, [forumId], 'authority')).get(forumId)).toBe(2);
    expect((await unansweredMessageCounts(db, [forumId], 'filer')).get(forumId)).toBeUndefined();

    const before = (await mailsTo(traderMail)).length;
    const returned = { ...row, status: 'RETURNED_FOR_CORRECTIONS' as const };
    await db.transaction((tx) => postAuthorityMessage(tx, actor, returned, 'Please send the invoice.\r\n'));
    const last = (await messages(trader, forumId)).at(-1)!;
    expect(last).toMatchObject({ bodySQ: 'Please send the invoice.', fromAuthority: true, status: 'SUBMITTED' });
    const mails = await mailsTo(traderMail);
    expect(mails.length).toBe(before + 1);
    expect(mails[0].textBody).toContain(`/web_portal/web_portal_home_page/edit_general_case/${row.id}`);
    expect((await unansweredMessageCounts(db, [forumId], 'authority')).get(forumId)).toBeUndefined();
    expect((await unansweredMessageCounts(db, [forumId], 'filer')).get(forumId)).toBe(1);
    expect(await unansweredMessageCounts(db, [], 'filer')).toEqual(new Map());
  });
});
