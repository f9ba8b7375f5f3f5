import { noticeDestination, noticePushSchema, type Notice } from '@portal/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { attachRequest, buildRepresentation, mailsTo, subTypeId } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { apiPath } from '../../test/api-client';
import { collectEvents } from '../auctions/test-support';
import { findIndividualById } from '../individuals/service';

describe('the party an intermediary files a case for', async () => {
  const t = await buildTestAppWithFiles('portal-represented-party');
  const db = t.platform.db;
  let broker: Session, trader: Session, person: Session, officer: Session;
  let tariff: number, traderCompanyId: number, personIndividualId: number;

  const filedFor = async (about: { aboutCompanyId?: number; aboutIndividualId?: number }, submit = true) => {
    const res = await broker.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: tariff,
      subject: 'Tariff of roasted coffee',
      ...about,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id;
    if (submit) {
      await attachRequest(t, broker, id);
      const submitted = await broker.post(apiPath('/general_cases/submit_general_case'), { id });
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    return id;
  };
  const withdrawnNotices = async (session: Session) =>
    ((await session.get(`${apiPath('/notifications/paged')}?count=100`)).json().content as Notice[]).filter(
      (n) => n.kind === 'authority_withdrawn',
    );
  const listed = async (session: Session) =>
    ((await session.get(apiPath('/cases/by_registered_user'))).json().content as Array<{ id: number }>).map(
      (c) => c.id,
    );

  beforeAll(async () => {
    tariff = await subTypeId(db, 'GEN_TARIFF');
    traderCompanyId = (await findUserByUsername(db, 'trader'))!.companyId!;
    personIndividualId = (await findUserByUsername(db, 'person'))!.individualId!;
    // Both parties let the broker submit for them (ADR 0075).
    await buildRepresentation(db, 'broker', { aboutCompanyId: traderCompanyId });
    await buildRepresentation(db, 'broker', { aboutIndividualId: personIndividualId });
    [broker, trader, person, officer] = await Promise.all(
      ['broker', 'trader', 'person', 'officer'].map((u) => t.loginAs(u)),
    );
  });

  it('shows a submitted case read-only to the company and the person it is about, and mails them', async () => {
    const forCompany = await filedFor({ aboutCompanyId: traderCompanyId });
    const forPerson = await filedFor({ aboutIndividualId: personIndividualId });
    const draft = await filedFor({ aboutCompanyId: traderCompanyId }, false);

    expect(await listed(trader)).toEqual(expect.arrayContaining([forCompany]));
    expect(await listed(trader)).not.toContain(draft);
    expect(await listed(person)).toEqual(expect.arrayContaining([forPerson]));
    expect(await listed(person)).not.toContain(forCompany);

    const seen = await trader.get(apiPath('/general_cases/{id}', { id: forCompany }));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ filedForYou: true, allowedActions: [] });
    expect((await trader.get(apiPath('/general_cases/{id}', { id: draft }))).statusCode).toBe(404);
    // Read-only: no withdrawal, no edit.
    expect((await trader.post(apiPath('/portal_cases/withdraw'), { id: forCompany, reason: 'No' })).statusCode).toBe(
      403,
    );
    const [mail] = await mailsTo(db, (await findUserByUsername(db, 'person'))!.email!);
    expect(mail.textBody).toContain(`/view_general_case/${forPerson}`);

    // The status change is a notice in the portal too, to the filer and to the party (ADR 0084).
    const statusNotices = async (session: Session) =>
      (
        (await session.get(`${apiPath('/notifications/paged')}?count=100`)).json().content as Array<{
          kind: string;
          link: string;
          params: { status: string };
        }>
      ).filter((n) => n.kind === 'case_status');
    for (const [session, id] of [
      [person, forPerson],
      [broker, forPerson],
      [trader, forCompany],
    ] as const) {
      expect(await statusNotices(session)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            params: expect.objectContaining({ status: 'SUBMITTED' }),
            link: `/web_portal/web_portal_home_page/view_general_case/${id}`,
          }),
        ]),
      );
    }
  });

  it("withdraws the broker's authority: the broker loses the case, the party keeps it, audited and mailed", async () => {
    const id = await filedFor({ aboutIndividualId: personIndividualId });
    expect((await broker.post(apiPath('/portal_cases/revoke_representation'), { id })).statusCode).toBe(403);
    const brokerUserId = (await findUserByUsername(db, 'broker'))!.id;
    const personUserId = (await findUserByUsername(db, 'person'))!.id;
    const before = await withdrawnNotices(broker);
    const toBroker = collectEvents(t, noticeDestination(brokerUserId));
    const toPerson = collectEvents(t, noticeDestination(personUserId));
    const res = await person.post(apiPath('/portal_cases/revoke_representation'), { id });
    try {
      expect(res.statusCode, res.body).toBe(200);
      // The broker is told at once on their own destination, by the party's name and the case's number.
      const individual = (await findIndividualById(db, personIndividualId))!;
      const told = {
        kind: 'authority_withdrawn',
        params: { caseNumber: res.json().number, party: `${individual.firstName} ${individual.lastName}` },
        link: null,
      };
      await expect
        .poll(() => toBroker.events.map((e) => noticePushSchema.parse(e)).filter((p) => p.type === 'notice'))
        .toEqual([expect.objectContaining({ notice: expect.objectContaining(told) })]);
      expect(toPerson.events).toEqual([]);
      expect(await withdrawnNotices(broker)).toEqual([expect.objectContaining(told), ...before]);
    } finally {
      toBroker.stop();
      toPerson.stop();
    }
    // Nobody else is told.
    for (const session of [person, trader, officer]) expect(await withdrawnNotices(session)).toEqual([]);
    expect(res.json()).toMatchObject({ id, caseStatus: 'SUBMITTED', filedForYou: true });
    expect(res.json().representationRevokedAt).toBeTruthy();

    expect((await broker.get(apiPath('/general_cases/{id}', { id }))).statusCode).toBe(404);
    expect(await listed(broker)).not.toContain(id);
    expect((await person.get(apiPath('/general_cases/{id}', { id }))).statusCode).toBe(200);
    expect((await officer.get(apiPath('/general_cases/{id}', { id }))).statusCode).toBe(200);
    const again = await person.post(apiPath('/portal_cases/revoke_representation'), { id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ _error: 'portal.representation_already_revoked' });

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'portal_case'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'revoke_representation'),
        ),
      );
    expect(audit).toBeDefined();
    const [mail] = await mailsTo(db, (await findUserByUsername(db, 'broker'))!.email!);
    expect(mail.subject).toContain(res.json().number);
  });
});
