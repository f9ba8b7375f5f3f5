import { noticeDestination, noticePushSchema, type Notice } from '@portal/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { apiPath } from '../../test/api-client';
import { buildOfficer, submitGeneralCase } from '../../test/factories';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { collectEvents } from '../auctions/test-support';

type Officer = { id: number; username: string; session: Session };

describe('an officer takes over a case another officer holds', async () => {
  const t = await buildTestAppWithFiles('processing-take-over');
  const db = t.platform.db;
  let trader: Session;
  let a: Officer, b: Officer, c: Officer;

  const takenOver = async (session: Session) =>
    ((await session.get(`${apiPath('/notifications/paged')}?count=100`)).json().content as Notice[]).filter(
      (n) => n.kind === 'case_taken_over',
    );
  const takeOver = (officer: Officer, id: number) => officer.session.post(apiPath('/portal_cases/take_over'), { id });
  const conflictOf = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(409);
    return (res.json() as { _error: string })._error;
  };

  beforeAll(async () => {
    trader = await t.loginAs('trader');
    [a, b, c] = await Promise.all([buildOfficer(t), buildOfficer(t), buildOfficer(t)]);
  });

  it('moves the case to the taker, tells the previous officer at once on their destination, and nobody else', async () => {
    const kase = await submitGeneralCase(t, trader, { subTypeCode: 'GEN_TARIFF', subject: 'Heading of green tea' });
    expect((await a.session.post(apiPath('/portal_cases/take'), { id: kase.id })).statusCode).toBe(200);
    // The screen offers the take-over to another officer only.
    const seenByB = (await b.session.get(apiPath('/general_cases/{id}', { id: kase.id }))).json();
    expect(seenByB.allowedActions).toEqual(['take_over']);
    expect((await a.session.get(apiPath('/general_cases/{id}', { id: kase.id }))).json().allowedActions).not.toContain(
      'take_over',
    );

    const toA = collectEvents(t, noticeDestination(a.id));
    const toOthers = [b.id, c.id].map((id) => collectEvents(t, noticeDestination(id)));
    try {
      const res = await takeOver(b, kase.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: kase.id, caseStatus: 'IN_PROCESS' });
      expect(res.json().allowedActions).toEqual(expect.arrayContaining(['return', 'approve', 'intent']));
      const told = {
        kind: 'case_taken_over',
        params: { caseNumber: kase.number, by: b.username },
        link: `/web_portal/web_portal_home_page/view_general_case/${kase.id}`,
        readAt: null,
      };
      await expect
        .poll(() => toA.events.map((e) => noticePushSchema.parse(e)))
        .toEqual([{ type: 'notice', unread: 1, notice: expect.objectContaining(told) }]);
      for (const other of toOthers) expect(other.events).toEqual([]);
      expect(await takenOver(a.session)).toEqual([expect.objectContaining(told)]);
    } finally {
      toA.stop();
      for (const other of toOthers) other.stop();
    }
    for (const session of [b.session, c.session, trader]) expect(await takenOver(session)).toEqual([]);

    // A is refused the officer's actions now; the timeline names the previous officer to staff only.
    expect(conflictOf(await a.session.post(apiPath('/portal_cases/approve'), { id: kase.id, reasoning: 'Yes.' }))).toBe(
      'portal.case_assigned_to_other',
    );
    const staffTimeline = (await c.session.get(apiPath('/portal_cases/timeline/{id}', { id: kase.id }))).json();
    expect(staffTimeline.at(-1)).toMatchObject({ kind: 'TAKEN_OVER', note: a.username, actorRole: 'OFFICER' });
    const ownerTimeline = (await trader.get(apiPath('/portal_cases/timeline/{id}', { id: kase.id }))).json();
    expect(ownerTimeline.map((e: { kind: string }) => e.kind)).not.toContain('TAKEN_OVER');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'portal_case'),
          eq(auditLog.entityId, String(kase.id)),
          eq(auditLog.action, 'take_over'),
        ),
      );
    expect(audit.after).toMatchObject({ assignedOfficerId: b.id, status: 'IN_PROCESS' });

    // And back again: C takes it from B, B is told, A is not told twice.
    expect((await takeOver(c, kase.id)).statusCode).toBe(200);
    expect(await takenOver(b.session)).toEqual([
      expect.objectContaining({ params: { caseNumber: kase.number, by: c.username } }),
    ]);
    expect(await takenOver(a.session)).toHaveLength(1);
  });

  it('refuses a case nobody holds, the caller’s own, a final one, and the filer; tells nobody', async () => {
    const queued = await submitGeneralCase(t, trader, { subTypeCode: 'GEN_TARIFF', subject: 'Heading of rooibos' });
    // Nobody holds it: it is taken from the queue, not taken over.
    expect(conflictOf(await takeOver(a, queued.id))).toBe('portal.case_status_forbids');
    expect((await a.session.post(apiPath('/portal_cases/take'), { id: queued.id })).statusCode).toBe(200);
    expect(conflictOf(await takeOver(a, queued.id))).toBe('portal.case_not_assigned_to_other');
    expect((await trader.post(apiPath('/portal_cases/take_over'), { id: queued.id })).statusCode).toBe(403);
    // Asked for information: still held by A, so still taken over.
    const asked = await a.session.post(apiPath('/portal_cases/request_information'), {
      id: queued.id,
      text: 'Add the invoice.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const before = await takenOver(a.session);
    expect((await takeOver(b, queued.id)).json()).toMatchObject({ caseStatus: 'RETURNED_FOR_CORRECTIONS' });
    expect(await takenOver(a.session)).toHaveLength(before.length + 1);

    // A final case is nobody's to take over.
    const decided = await submitGeneralCase(t, trader, { subTypeCode: 'GEN_TARIFF', subject: 'Heading of mate' });
    expect((await a.session.post(apiPath('/portal_cases/take'), { id: decided.id })).statusCode).toBe(200);
    const approved = await a.session.post(apiPath('/portal_cases/approve'), { id: decided.id, reasoning: 'As asked.' });
    expect(approved.statusCode, approved.body).toBe(200);
    const told = (await takenOver(a.session)).length;
    expect(conflictOf(await takeOver(b, decided.id))).toBe('portal.case_status_forbids');
    expect(await takenOver(a.session)).toHaveLength(told);
  });
});
