import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { mailsTo, submitGeneralCase, subTypeId } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { apiPath } from '../../test/api-client';

describe('case workflow: the owner withdraws a submitted application', async () => {
  const t = await buildTestAppWithFiles('processing-withdraw');
  const db = t.platform.db;
  let trader: Session, person: Session, officer: Session;
  let tariff: number;

  const submitted = async (subject: string) => (await submitGeneralCase(t, trader, { subject })).id;
  const withdraw = (session: Session, id: number, reason: unknown = 'We import the goods through another office.') =>
    session.post(apiPath('/portal_cases/withdraw'), { id, reason });

  beforeAll(async () => {
    tariff = await subTypeId(db, 'GEN_TARIFF');
    [trader, person, officer] = await Promise.all(['trader', 'person', 'officer'].map((u) => t.loginAs(u)));
  });

  it('withdraws a case in process: WITHDRAWN and final, the reason on the timeline and in the audit row, the filer and the officer mailed', async () => {
    const id = await submitted('Tariff of green tea');
    expect((await officer.post(apiPath('/portal_cases/take'), { id })).statusCode).toBe(200);
    const res = await withdraw(trader, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, caseStatus: 'WITHDRAWN', allowedActions: [] });

    const timeline = (await trader.get(apiPath('/portal_cases/timeline/{id}', { id }))).json();
    expect(timeline.at(-1)).toMatchObject({
      kind: 'WITHDRAWN',
      fromStatus: 'IN_PROCESS',
      toStatus: 'WITHDRAWN',
      note: 'We import the goods through another office.',
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'portal_case'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'withdraw')),
      );
    expect(audit.after).toMatchObject({ status: 'WITHDRAWN' });

    const number = res.json().number as string;
    const [toFiler] = await mailsTo(db, (await findUserByUsername(db, 'trader'))!.email!);
    expect(toFiler.subject).toContain(number);
    expect(toFiler.textBody).toContain('We import the goods through another office.');
    const [toOfficer] = await mailsTo(db, (await findUserByUsername(db, 'officer'))!.email!);
    expect(toOfficer.subject).toContain(number);
    expect(toOfficer.textBody).toContain(`/view_general_case/${id}`);

    // Final: nothing more, neither a second withdrawal nor the officer's decision.
    expect((await withdraw(trader, id)).json()).toMatchObject({ _error: 'portal.case_status_forbids' });
    expect((await withdraw(trader, id)).statusCode).toBe(409);
  });

  it('asks for a reason (400 on the field), refuses a draft (409), others (404) and officers (403)', async () => {
    const id = await submitted('Tariff of black tea');
    const blank = await withdraw(trader, id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fields ?? blank.json())).toContain('reason');
    expect((await withdraw(person, id)).statusCode).toBe(404);
    expect((await withdraw(officer, id)).statusCode).toBe(403);

    const draft = await trader.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: tariff,
      subject: 'Draft',
    });
    expect((await withdraw(trader, draft.json().id)).statusCode).toBe(409);
    expect((await trader.get(apiPath('/general_cases/{id}', { id }))).json().caseStatus).toBe('SUBMITTED');
  });
});
