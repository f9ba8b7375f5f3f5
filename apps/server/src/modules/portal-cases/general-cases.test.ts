import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildAccount, buildCase, FACTORY_PASSWORD, grantOfficerPage, subTypeId } from '../../test/factories';
import { buildTestApp, type Session } from '../../test/harness';
import { addCompanyUser } from '../company-accounts/test-support';
import { companies } from '../companies/tables';
import { findUserByUsername } from '../users/service';
import { users } from '../users/tables';
import { portalCaseEvents, portalCases, portalForums } from './tables';
import { apiPath, type ApiError } from '../../test/api-client';

describe('general cases: create, read, edit', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session, person: Session, colleague: Session, officer: Session, admin: Session;
  let other: Session, agent: Session;
  let generalTariff: number, generalOther: number, complaintPenalty: number;
  let demoCompanyId: number, personIndividualId: number, otherCompanyId: number, traderId: number;
  let agentUserId: number;

  const create = (session: Session, body: Record<string, unknown>) =>
    session.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: generalTariff,
      subject: 'Tariff of imported coffee',
      description: 'Which heading applies?',
      ...body,
    });

  beforeAll(async () => {
    [generalTariff, generalOther, complaintPenalty] = await Promise.all(
      ['GEN_TARIFF', 'GEN_OTHER', 'CMP_PENALTY'].map((code) => subTypeId(db, code)),
    );
    const traderRow = (await findUserByUsername(db, 'trader'))!;
    traderId = traderRow.id;
    demoCompanyId = traderRow.companyId!;
    personIndividualId = (await findUserByUsername(db, 'person'))!.individualId!;
    await addCompanyUser(db, demoCompanyId, 'cases.colleague');
    const otherAccount = await buildAccount(db, { status: 'APPROVED', name: 'Other Cases Trade' });
    otherCompanyId = otherAccount.company!.id;
    // A customs agent: its company acts for others.
    const agentAccount = await buildAccount(db, { status: 'APPROVED', name: 'Agent Customs Brokers' });
    await db.update(companies).set({ isIntermediary: true }).where(eq(companies.id, agentAccount.company!.id));
    agentUserId = agentAccount.user.id;
    await grantOfficerPage(db, 'officer');
    [trader, person, colleague, officer, admin, other, agent] = await Promise.all([
      t.loginAs('trader'),
      t.loginAs('person'),
      t.loginAs('cases.colleague'),
      t.loginAs('officer'),
      t.loginAs('admin'),
      t.loginAs(otherAccount.user.username, FACTORY_PASSWORD),
      t.loginAs(agentAccount.user.username, FACTORY_PASSWORD),
    ]);
  });

  it('creates a DRAFT case about the filer themself: a company user files for their company, which shares it', async () => {
    const res = await create(trader, {});
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      caseType: 'GENERAL',
      caseStatus: 'DRAFT',
      subject: 'Tariff of imported coffee',
      description: 'Which heading applies?',
      subType: { id: generalTariff, code: 'GEN_TARIFF' },
      forCompany: true,
      forIndividual: false,
      aboutCompany: { id: demoCompanyId, name: 'Demo Trade Sh.p.k.' },
      aboutIndividual: null,
      filer: { id: traderId, username: 'trader', name: 'Demo Trade Sh.p.k.' },
      filerCompany: { id: demoCompanyId },
      assignedOfficer: null,
      submittedAt: null,
      allowedActions: ['edit', 'submit', 'cancel'],
    });
    expect(created.number).toMatch(/^GEN-\d{4}-\d{6}$/);
    expect(created.fieldProperties.subject).toEqual({ disabled: false });
    expect(created.fieldProperties.aboutCompanyId).toEqual({ disabled: true });
    const [forum] = await db.select().from(portalForums).where(eq(portalForums.caseId, created.id));
    expect(created.forum.id).toBe(forum.id);
    const events = await db.select().from(portalCaseEvents).where(eq(portalCaseEvents.caseId, created.id));
    expect(events.map((e) => e.kind)).toEqual(['CREATED']);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'portal_case'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((a) => a.action)).toEqual(['create']);

    // The company's other user sees it; another company's user does not (404, not 403).
    expect((await colleague.get(apiPath('/general_cases/{id}', { id: created.id }))).statusCode).toBe(200);
    expect((await other.get(apiPath('/general_cases/{id}', { id: created.id }))).statusCode).toBe(404);
    // Officers see a case only once it is submitted.
    expect((await officer.get(apiPath('/general_cases/{id}', { id: created.id }))).statusCode).toBe(404);
  });

  it('creates a case about an individual filer', async () => {
    const res = await create(person, { subTypeId: generalOther });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      aboutIndividual: { id: personIndividualId, name: 'Arta Demo' },
      aboutCompany: null,
      filerCompany: null,
      forIndividual: true,
      filer: { username: 'person', name: 'Arta Demo' },
    });
    // Naming themself explicitly is the same as "myself".
    const explicit = await create(person, { aboutIndividualId: personIndividualId });
    expect(explicit.statusCode, explicit.body).toBe(200);
    const own = await create(trader, { aboutCompanyId: demoCompanyId });
    expect(own.json().filerCompany).toEqual({ id: demoCompanyId, name: 'Demo Trade Sh.p.k.' });
  });

  it('refuses a filer who is not an intermediary filing about someone else, before looking the record up', async () => {
    for (const body of [
      { aboutIndividualId: personIndividualId },
      { aboutCompanyId: otherCompanyId },
      { aboutCompanyId: 2_147_480_000 },
    ]) {
      const res = await create(trader, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<ApiError>()._error).toBe('portal.only_intermediaries_file_for_others');
    }
    const res = await create(person, { aboutCompanyId: demoCompanyId });
    expect(res.json<ApiError>()._error).toBe('portal.only_intermediaries_file_for_others');
  });

  it('lets an intermediary file about anyone; such a case is theirs alone', async () => {
    const res = await create(agent, { aboutIndividualId: personIndividualId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ aboutIndividual: { id: personIndividualId }, filerCompany: null });
    const forCompany = await create(agent, { aboutCompanyId: demoCompanyId });
    expect(forCompany.statusCode, forCompany.body).toBe(200);
    // The company the case is about is not its owner: the trader does not see the agent's case.
    expect((await trader.get(apiPath('/general_cases/{id}', { id: forCompany.json().id }))).statusCode).toBe(404);
    const missing = await create(agent, { aboutIndividualId: 2_147_480_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ aboutIndividualId: 'portal.subject_not_found' });
    // The user's own flag makes an intermediary too.
    await db.update(users).set({ intermediary: true }).where(eq(users.username, 'person'));
    try {
      expect((await create(person, { aboutCompanyId: otherCompanyId })).statusCode).toBe(200);
    } finally {
      await db.update(users).set({ intermediary: false }).where(eq(users.username, 'person'));
    }
    expect(agentUserId).toBeGreaterThan(0);
  });

  it('validates the body: one subject at most, a GENERAL sub-type, a subject text', async () => {
    const both = await create(trader, { aboutIndividualId: personIndividualId, aboutCompanyId: demoCompanyId });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ aboutCompanyId: 'portal.subject_one_only' });
    const wrongKind = await create(trader, { subTypeId: complaintPenalty });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ subTypeId: 'portal.sub_type_invalid' });
    const unknown = await create(trader, { subTypeId: 2_147_480_000 });
    expect(unknown.json()).toMatchObject({ subTypeId: 'portal.sub_type_invalid' });
    expect((await create(trader, { subject: '   ' })).statusCode).toBe(400);
    expect((await create(trader, { subTypeId: null })).statusCode).toBe(400);
    expect((await create(trader, { subject: 'x'.repeat(201) })).statusCode).toBe(400);
  });

  it('answers 409 to "myself" for an account with no record of its own', async () => {
    const res = await create(admin, {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<ApiError>()._error).toBe('portal.no_own_subject');
  });

  it('reads a case of its kind only: a complaint through the general path is 404', async () => {
    const complaint = await buildCase(db, {
      filerUserId: traderId,
      aboutCompanyId: demoCompanyId,
      filerCompanyId: demoCompanyId,
      caseType: 'COMPLAINT',
      subTypeCode: 'CMP_PENALTY',
    });
    expect((await trader.get(apiPath('/general_cases/{id}', { id: complaint.id }))).statusCode).toBe(404);
    const edit = await trader.post(apiPath('/general_cases/edit_general_case'), {
      id: complaint.id,
      subTypeId: generalTariff,
      subject: 'x',
    });
    expect(edit.statusCode).toBe(404);
    expect((await trader.get(apiPath('/general_cases/{id}', { id: 2147480000 }))).statusCode).toBe(404);
  });

  it('lets officers read a submitted case with their actions', async () => {
    const row = await buildCase(db, {
      filerUserId: traderId,
      aboutCompanyId: demoCompanyId,
      filerCompanyId: demoCompanyId,
      status: 'SUBMITTED',
      subTypeCode: 'GEN_TARIFF',
    });
    const res = await officer.get(apiPath('/general_cases/{id}', { id: row.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().allowedActions).toEqual(['take', 'integrate']);
    expect(res.json().fieldProperties.subject).toEqual({ disabled: true });
    const owner = await trader.get(apiPath('/general_cases/{id}', { id: row.id }));
    // A submitted application may only be withdrawn by its owner (ADR 0071).
    expect(owner.json().allowedActions).toEqual(['withdraw']);
  });

  describe('edit', () => {
    const edit = (session: Session, body: Record<string, unknown>) =>
      session.post(apiPath('/general_cases/edit_general_case'), {
        subTypeId: generalOther,
        subject: 'Valuation of used cars',
        description: null,
        ...body,
      });

    it('changes the sub-type, subject and description of an editable case, audited', async () => {
      const created = (await create(trader, {})).json();
      const res = await edit(trader, { id: created.id, aboutCompanyId: otherCompanyId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: created.id,
        subType: { code: 'GEN_OTHER' },
        subject: 'Valuation of used cars',
        description: null,
        // Who the case is about is fixed at creation.
        aboutCompany: { id: demoCompanyId },
      });
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'portal_case'),
            eq(auditLog.entityId, String(created.id)),
            eq(auditLog.action, 'edit'),
          ),
        );
      expect(audit.before).toMatchObject({ subject: 'Tariff of imported coffee' });
      // A colleague of the same company may edit the shared case.
      expect((await edit(colleague, { id: created.id, subject: 'Shared' })).statusCode).toBe(200);
    });

    it('edits while RETURNED_FOR_CORRECTIONS, refuses every other status with 409', async () => {
      const returned = await buildCase(db, {
        filerUserId: traderId,
        aboutCompanyId: demoCompanyId,
        status: 'RETURNED_FOR_CORRECTIONS',
      });
      expect((await edit(trader, { id: returned.id })).statusCode).toBe(200);
      for (const status of ['SUBMITTED', 'IN_PROCESS', 'APPROVED', 'REJECTED', 'CANCELLED'] as const) {
        const row = await buildCase(db, { filerUserId: traderId, aboutCompanyId: demoCompanyId, status });
        const res = await edit(trader, { id: row.id });
        expect(res.statusCode, status).toBe(409);
        expect(res.json<ApiError>()._error).toBe('portal.case_status_forbids');
        const [after] = await db.select().from(portalCases).where(eq(portalCases.id, row.id));
        expect(after.subject).toBe(row.subject);
      }
    });

    it("answers 404 for another company's case and validates the body", async () => {
      const created = (await create(trader, {})).json();
      expect((await edit(other, { id: created.id })).statusCode).toBe(404);
      const wrongKind = await edit(trader, { id: created.id, subTypeId: complaintPenalty });
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json()).toMatchObject({ subTypeId: 'portal.sub_type_invalid' });
      expect((await edit(trader, { id: created.id, subject: '' })).statusCode).toBe(400);
    });
  });
});
