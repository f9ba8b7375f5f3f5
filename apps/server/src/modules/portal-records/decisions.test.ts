import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { otherCompany } from '../company-accounts/test-support';
import { buildComplaint, grantOfficerPage, setCaseStatus, submitGeneralCase, subTypeId } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { portalDecisionTypes } from '../vocabularies/tables';
import { complaintRecordsPresent } from './complaint-access';
import { registerIssuedDecision } from './issued-decisions';
import { complaintDecisions, customsDeclarations, issuedDecisions } from './tables';
import { apiPath, type ApiError } from '../../test/api-client';

describe('complaint records: the decision', async () => {
  const t = await buildTestAppWithFiles('portal-decisions');
  const db = t.platform.db;
  let trader: Session, other: Session, officer: Session, admin: Session, broker: Session, person: Session;
  let demoCompanyId: number, otherCompanyId: number, personId: number, penaltySubType: number;
  const type: Record<string, number> = {};
  let inactiveTypeId: number;
  let seq = 0;
  const unregistered = () => `RK-${Date.now() % 1_000_000}-${++seq}`;

  const read = (session: Session, caseId: number) =>
    session.get(apiPath('/decisions/by_complaint_case_id/{id}', { id: caseId }));
  const edit = (session: Session, caseId: number, body: Record<string, unknown>) =>
    session.post(apiPath('/decisions/edit_decision'), { complaintCase: { id: caseId }, ...body });
  const checkNumber = (session: Session, decisionNumber: unknown, party: Record<string, unknown> = {}) =>
    session.post(apiPath('/complaint_cases/check_decision_number'), { decisionNumber, ...party });

  /** A decision complaint created through the API by `session` about `subject` (none: the caller). */
  const createComplaint = (
    session: Session,
    decision: Record<string, unknown>,
    subject: Record<string, unknown> = {},
  ) =>
    session.post(apiPath('/complaint_cases/create_decision_complaint_case'), {
      complaintCase: {
        subTypeId: penaltySubType,
        subject: 'Against a decision',
        customsDeclarationDecision: false,
        ...subject,
      },
      decision,
    });

  beforeAll(async () => {
    otherCompanyId = (await otherCompany(db, 'decisions.other')).company.id;
    await grantOfficerPage(db, 'officer');
    [trader, other, officer, admin, broker, person] = await Promise.all(
      ['trader', 'decisions.other.admin', 'officer', 'admin', 'broker', 'person'].map((u) => t.loginAs(u)),
    );
    demoCompanyId = (await findUserByUsername(db, 'trader'))!.companyId!;
    personId = (await findUserByUsername(db, 'person'))!.individualId!;
    penaltySubType = await subTypeId(db, 'CMP_PENALTY');
    for (const row of await db.select().from(portalDecisionTypes)) type[row.code] = row.id;
    const [inactive] = await db
      .insert(portalDecisionTypes)
      .values({ code: 'DEC_OLD', labelSQ: 'I vjetër', labelEN: 'Old', labelSR: 'Staro', active: false })
      .returning();
    inactiveTypeId = inactive.id;
  });

  it('answers the register’s type of a decision number, whatever its case and spaces, or null', async () => {
    const res = await checkNumber(trader, 'DV-2025-00123');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      decisionType: {
        id: type.DEC_VALUATION,
        code: 'DEC_VALUATION',
        labelSQ: expect.any(String),
        labelEN: expect.any(String),
        labelSR: expect.any(String),
      },
    });
    expect((await checkNumber(trader, ' dv-2025-00058 ')).json().decisionType!.code).toBe('DEC_PENALTY');
    expect((await checkNumber(trader, 'DV-2099-99999')).json()).toEqual({ decisionType: null });
    expect((await checkNumber(trader, '')).json()).toEqual({ decisionType: null });
    expect((await checkNumber(trader, '#?')).json()).toEqual({ decisionType: null });
    expect((await checkNumber(trader, null)).json()).toEqual({ decisionType: null });
    expect((await checkNumber(trader, 12)).statusCode).toBe(400);
  });

  it('answers a decision addressed to another party exactly as a number the authority never issued', async () => {
    const unknown = await checkNumber(trader, 'DV-2099-99999');
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { decisionType: null }]);
    const same = (res: Awaited<ReturnType<typeof checkNumber>>, who: string) => {
      expect(res.statusCode, who).toBe(unknown.statusCode);
      expect(res.body, who).toBe(unknown.body);
    };
    // The demo company's decision, asked by another company and by the person; the person's asked by the company.
    same(await checkNumber(other, 'DV-2025-00123'), 'another company');
    same(await checkNumber(person, 'DV-2025-00123'), 'the person');
    same(await checkNumber(trader, 'DV-2025-00017'), 'the person’s, asked by the company');
    expect((await checkNumber(person, 'DV-2025-00017')).json().decisionType!.code).toBe('DEC_CLASSIFICATION');
    // An intermediary asks about the party its complaint is (or will be) about.
    const forDemo = (decisionNumber: string, subject: Record<string, unknown>) =>
      broker.post(apiPath('/complaint_cases/check_decision_number'), { decisionNumber, ...subject });
    expect((await forDemo('DV-2025-00123', { aboutCompanyId: demoCompanyId })).json().decisionType!.code).toBe(
      'DEC_VALUATION',
    );
    same(await forDemo('DV-2025-00123', { aboutCompanyId: otherCompanyId }), 'broker for another company');
    same(await forDemo('DV-2025-00123', {}), 'broker for their own company');
    expect((await forDemo('DV-2025-00489', {})).json().decisionType!.code).toBe('DEC_PENALTY');
    expect((await forDemo('DV-2025-00017', { aboutIndividualId: personId })).json().decisionType).not.toBeNull();
    const theirs = await buildComplaint(db, 'broker', { kind: 'decision', aboutIndividualId: personId });
    expect((await forDemo('DV-2025-00017', { complaintCase: { id: theirs.id } })).json().decisionType).not.toBeNull();
    same(await forDemo('DV-2025-00123', { complaintCase: { id: theirs.id } }), 'broker’s complaint about the person');
    // A filer who is not an intermediary asks only about themself; a complaint they may not see is 404.
    const refused = await checkNumber(trader, 'DV-2025-00123', { aboutCompanyId: otherCompanyId });
    expect([refused.statusCode, refused.json<ApiError>()._error]).toEqual([
      409,
      'portal.only_intermediaries_file_for_others',
    ]);
    expect((await checkNumber(other, 'DV-2025-00017', { complaintCase: { id: theirs.id } })).statusCode).toBe(404);
  });

  it('finds a decision registered by the portal (registerIssuedDecision) for whom it is addressed to', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'decision' });
    await db.transaction((tx) =>
      registerIssuedDecision(tx, {
        decisionNumber: 'dv-2026-00001',
        decisionTypeCode: 'DEC_REFUND',
        issuedOn: '2026-01-05',
        caseId: c.id,
        addressee: { companyId: demoCompanyId, individualId: null },
      }),
    );
    expect((await checkNumber(trader, 'DV-2026-00001')).json().decisionType!.code).toBe('DEC_REFUND');
    expect((await checkNumber(other, 'DV-2026-00001')).json().decisionType).toBeNull();
  });

  it('an officer’s decision on one trader’s case: another trader neither learns its type nor complains about it', async () => {
    // The demo company's general case, decided by the officer: DP-<case number>, addressed to the company.
    const c = await submitGeneralCase(t, trader);
    expect((await officer.post(apiPath('/portal_cases/take'), { id: c.id })).statusCode).toBe(200);
    const approved = await officer.post(apiPath('/portal_cases/approve'), { id: c.id, reasoning: 'Heading 0901.' });
    expect(approved.statusCode, approved.body).toBe(200);
    const number = `DP-${c.number}`;
    const [registered] = await db.select().from(issuedDecisions).where(eq(issuedDecisions.decisionNumber, number));
    expect(registered).toMatchObject({ caseId: c.id, addresseeCompanyId: demoCompanyId, addresseeIndividualId: null });
    const neverIssued = `DP-${c.number.replace(/\d{6}$/, '999999')}`;

    // The other company: the check, the creation and the edit answer as for a number never issued.
    expect((await checkNumber(other, number)).body).toBe((await checkNumber(other, neverIssued)).body);
    expect((await checkNumber(other, number)).json()).toEqual({ decisionType: null });
    const notFound = { 'decision.decisionNumber': 'portal.decision_not_found' };
    for (const decisionNumber of [number, neverIssued, number.toLowerCase()]) {
      const res = await createComplaint(other, { decisionNumber, decisionTypeId: type.DEC_CLASSIFICATION });
      expect([res.statusCode, res.json<ApiError>()], decisionNumber).toEqual([400, notFound]);
    }
    const theirs = await buildComplaint(db, 'decisions.other.admin', { kind: 'decision' });
    for (const decisionNumber of [number, neverIssued]) {
      const res = await edit(other, theirs.id, { decisionNumber, decisionTypeId: type.DEC_CLASSIFICATION });
      expect([res.statusCode, res.json<ApiError>()], decisionNumber).toEqual([
        400,
        { decisionNumber: 'portal.decision_not_found' },
      ]);
    }
    expect((await read(other, theirs.id)).json()).toBeNull();
    // A broker filing for another company neither.
    const forOther = await createComplaint(broker, { decisionNumber: number }, { aboutCompanyId: otherCompanyId });
    expect([forOther.statusCode, forOther.json<ApiError>()]).toEqual([400, notFound]);

    // The company it is addressed to, and a broker filing for it, complain about it with the register's type.
    expect((await checkNumber(trader, number)).json().decisionType!.code).toBe('DEC_CLASSIFICATION');
    const own = await createComplaint(trader, { decisionNumber: number });
    expect(own.statusCode, own.body).toBe(200);
    expect((await read(trader, own.json().id)).json()).toMatchObject({
      decisionNumber: number,
      decisionType: { code: 'DEC_CLASSIFICATION' },
      registered: true,
    });
    const forDemo = await createComplaint(broker, { decisionNumber: number }, { aboutCompanyId: demoCompanyId });
    expect(forDemo.statusCode, forDemo.body).toBe(200);
  });

  it('sets a registered decision with the register’s type, and replaces it (one per case)', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'decision' });
    expect((await read(trader, c.id)).json()).toBeNull();
    const res = await edit(trader, c.id, { decisionNumber: 'dv-2025-00209' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      complaintCase: { id: c.id },
      decisionNumber: 'DV-2025-00209',
      decisionType: { id: type.DEC_CLASSIFICATION, code: 'DEC_CLASSIFICATION' },
      registered: true,
    });
    expect(
      (await edit(trader, c.id, { decisionNumber: 'DV-2025-00209', decisionTypeId: type.DEC_CLASSIFICATION }))
        .statusCode,
    ).toBe(200);

    const number = unregistered();
    const replaced = await edit(trader, c.id, { decisionNumber: number, decisionTypeId: type.DEC_REFUND });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: saved.id,
      decisionNumber: number,
      decisionType: { code: 'DEC_REFUND' },
      registered: false,
    });
    expect(await db.select().from(complaintDecisions).where(eq(complaintDecisions.caseId, c.id))).toHaveLength(1);
    expect((await read(trader, c.id)).json()).toMatchObject({ id: saved.id, decisionNumber: number });
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'complaint_decision'), eq(auditLog.entityId, String(saved.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update', 'update']);
  });

  it('refuses a type other than the register’s, a missing or unusable type, and a malformed number', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'decision' });
    const mismatch = await edit(trader, c.id, { decisionNumber: 'DV-2025-00123', decisionTypeId: type.DEC_PENALTY });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ApiError>()).toEqual({ decisionTypeId: 'portal.decision_type_mismatch' });
    expect((await edit(trader, c.id, { decisionNumber: unregistered() })).json<ApiError>()).toEqual({
      decisionTypeId: 'generic.required',
    });
    expect(
      (await edit(trader, c.id, { decisionNumber: unregistered(), decisionTypeId: inactiveTypeId })).json<ApiError>(),
    ).toEqual({
      decisionTypeId: 'portal.decision_type_unknown',
    });
    expect(
      (await edit(trader, c.id, { decisionNumber: unregistered(), decisionTypeId: 2_000_000_000 })).json<ApiError>(),
    ).toEqual({
      decisionTypeId: 'portal.decision_type_unknown',
    });
    for (const decisionNumber of ['', '  ', 'DV 2025', '-12', 'X'.repeat(41)]) {
      const res = await edit(trader, c.id, { decisionNumber, decisionTypeId: type.DEC_REFUND });
      expect(res.statusCode, decisionNumber).toBe(400);
      expect(['portal.decision_number_format', 'generic.required']).toContain(res.json<ApiError>().decisionNumber);
    }
    expect((await read(trader, c.id)).json()).toBeNull();
  });

  it('refuses a decision another open complaint of the caller is about, not one of a closed case or another filer’s', async () => {
    const first = await buildComplaint(db, 'trader', { kind: 'decision' });
    expect((await edit(trader, first.id, { decisionNumber: 'DV-2025-00446' })).statusCode).toBe(200);
    const second = await buildComplaint(db, 'trader', { kind: 'decision' });
    const dup = await edit(trader, second.id, { decisionNumber: 'DV-2025-00446' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<ApiError>()._error).toBe('portal.decision_duplicate');
    // The check says so as the number is typed, for a new complaint and for another one; not for the case itself.
    expect((await checkNumber(trader, 'dv-2025-00446')).json()).toMatchObject({ duplicate: true });
    const onSecond = await trader.post(apiPath('/complaint_cases/check_decision_number'), {
      decisionNumber: 'DV-2025-00446',
      complaintCase: { id: second.id },
    });
    expect(onSecond.json()).toMatchObject({ duplicate: true });
    const onFirst = await trader.post(apiPath('/complaint_cases/check_decision_number'), {
      decisionNumber: 'DV-2025-00446',
      complaintCase: { id: first.id },
    });
    expect(onFirst.json()).not.toHaveProperty('duplicate');
    // A broker's complaint for the same company is the broker's own.
    const brokers = await createComplaint(
      broker,
      { decisionNumber: 'DV-2025-00446' },
      { aboutCompanyId: demoCompanyId },
    );
    expect(brokers.statusCode, brokers.body).toBe(200);
    await setCaseStatus(db, first.id, 'REJECTED');
    expect((await edit(trader, second.id, { decisionNumber: 'DV-2025-00446' })).statusCode).toBe(200);
  });

  it('refuses a declaration complaint, a status that forbids editing and others’ cases; officers read once submitted', async () => {
    const declarations = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const wrong = await edit(trader, declarations.id, { decisionNumber: 'DV-2025-00123' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<ApiError>()._error).toBe('portal.case_wrong_kind');
    expect((await read(trader, declarations.id)).json()).toBeNull();

    const c = await buildComplaint(db, 'trader', {
      kind: 'decision',
      decision: { decisionNumber: 'DV-2025-00580', decisionTypeId: type.DEC_REFUND },
    });
    expect((await read(other, c.id)).statusCode).toBe(404);
    expect((await edit(other, c.id, { decisionNumber: 'DV-2025-00580' })).statusCode).toBe(404);
    expect((await read(officer, c.id)).statusCode).toBe(404);
    await setCaseStatus(db, c.id, 'SUBMITTED');
    const locked = await edit(trader, c.id, { decisionNumber: 'DV-2025-00580' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json<ApiError>()._error).toBe('portal.case_status_forbids');
    const seen = await read(officer, c.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ decisionNumber: 'DV-2025-00580', registered: true });
    expect((await edit(officer, c.id, { decisionNumber: 'DV-2025-00580' })).statusCode).toBe(403);
  });

  it('the migration that gave decisions addressees addressed the portal’s earlier ones to their case’s subject', async () => {
    const folder = path.resolve(import.meta.dirname, '../../../migrations');
    const file = fs.readdirSync(folder).find((name) => name.endsWith('_issued_decisions_addressee.sql'))!;
    const backfill = fs
      .readFileSync(path.join(folder, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/i.test(statement));
    expect(backfill).toHaveLength(1);
    // Decisions as they were before: on a company's case and on a person's, without addressees.
    const onCompany = await buildComplaint(db, 'trader', { kind: 'decision' });
    const onPerson = await buildComplaint(db, 'broker', { kind: 'decision', aboutIndividualId: personId });
    const [refund] = await db.select().from(portalDecisionTypes).where(eq(portalDecisionTypes.code, 'DEC_REFUND'));
    const rows = [
      { decisionNumber: `DP-${onCompany.number}`, caseId: onCompany.id },
      { decisionNumber: `DP-${onPerson.number}`, caseId: onPerson.id },
    ];
    await db
      .insert(issuedDecisions)
      .values(rows.map((r) => ({ ...r, decisionTypeId: refund.id, issuedOn: '2026-01-02' })));
    await db.execute(sql.raw(backfill[0]));
    const after = await db
      .select({
        caseId: issuedDecisions.caseId,
        company: issuedDecisions.addresseeCompanyId,
        individual: issuedDecisions.addresseeIndividualId,
      })
      .from(issuedDecisions)
      .where(inArray(issuedDecisions.caseId, [onCompany.id, onPerson.id]))
      .orderBy(issuedDecisions.id);
    expect(after).toEqual([
      { caseId: onCompany.id, company: demoCompanyId, individual: null },
      { caseId: onPerson.id, company: null, individual: personId },
    ]);
  });

  it('keeps a decision type a complaint or the register uses; an unused one goes', async () => {
    const remove = (id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: apiPath('/portal_decision_types/{id}', { id }),
        headers: { 'x-auth-token': admin.token },
      });
    // DEC_REFUND is in the register (seeded past decisions).
    const refused = await remove(type.DEC_REFUND);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<ApiError>()._error).toBe('vocabulary.in_use');
    const [fresh] = await db
      .insert(portalDecisionTypes)
      .values({ code: 'DEC_TRIAL', labelSQ: 'Provë', labelEN: 'Trial', labelSR: 'Proba' })
      .returning();
    const c = await buildComplaint(db, 'trader', { kind: 'decision' });
    expect((await edit(trader, c.id, { decisionNumber: unregistered(), decisionTypeId: fresh.id })).statusCode).toBe(
      200,
    );
    expect((await remove(fresh.id)).statusCode).toBe(409);
    const [unused] = await db
      .insert(portalDecisionTypes)
      .values({ code: 'DEC_UNUSED', labelSQ: 'Pa përdorim', labelEN: 'Unused', labelSR: 'Nekorišćeno' })
      .returning();
    expect((await remove(unused.id)).statusCode).toBe(200);
  });

  it('tells whether a complaint has the records it is about (what submitting it needs)', async () => {
    const withDecision = await buildComplaint(db, 'trader', {
      kind: 'decision',
      decision: { decisionNumber: unregistered(), decisionTypeId: type.DEC_REFUND },
    });
    const without = await buildComplaint(db, 'trader', { kind: 'decision' });
    const declarations = await buildComplaint(db, 'trader', { kind: 'declarations' });
    expect(await complaintRecordsPresent(db, withDecision)).toBe(true);
    expect(await complaintRecordsPresent(db, without)).toBe(false);
    expect(await complaintRecordsPresent(db, declarations)).toBe(true);
    await db.delete(customsDeclarations).where(eq(customsDeclarations.caseId, declarations.id));
    expect(await complaintRecordsPresent(db, declarations)).toBe(false);
  });
});
