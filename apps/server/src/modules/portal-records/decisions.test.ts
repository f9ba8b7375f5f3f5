import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, type Session } from '../../test/harness';
import { otherCompany } from '../company-accounts/test-support';
import { portalDecisionTypes } from '../vocabularies/tables';
import { complaintRecordsPresent } from './complaint-access';
import { registerIssuedDecision } from './issued-decisions';
import { complaintDecisions, customsDeclarations } from './tables';
import { buildComplaint, grantOfficerPage, setCaseStatus } from './test-support';

const API = '/data/rest';

describe('complaint records: the decision', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session, other: Session, officer: Session, admin: Session;
  const type: Record<string, number> = {};
  let inactiveTypeId: number;
  let seq = 0;
  const unregistered = () => `RK-${Date.now() % 1_000_000}-${++seq}`;

  const read = (session: Session, caseId: number) => session.get(`${API}/decisions/by_complaint_case_id/${caseId}`);
  const edit = (session: Session, caseId: number, body: Record<string, unknown>) =>
    session.post(`${API}/decisions/edit_decision`, { complaintCase: { id: caseId }, ...body });
  const checkNumber = (session: Session, decisionNumber: unknown) =>
    session.post(`${API}/complaint_cases/check_decision_number`, { decisionNumber });

  beforeAll(async () => {
    await otherCompany(db, 'decisions.other');
    await grantOfficerPage(db, 'officer');
    [trader, other, officer, admin] = await Promise.all(
      ['trader', 'decisions.other.admin', 'officer', 'admin'].map((u) => t.loginAs(u)),
    );
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
    expect((await checkNumber(trader, ' dv-2025-00058 ')).json().decisionType.code).toBe('DEC_PENALTY');
    expect((await checkNumber(trader, 'DV-2099-99999')).json()).toEqual({ decisionType: null });
    expect((await checkNumber(trader, '')).json()).toEqual({ decisionType: null });
    expect((await checkNumber(trader, '#?')).json()).toEqual({ decisionType: null });
    expect((await checkNumber(trader, null)).json()).toEqual({ decisionType: null });
    expect((await checkNumber(trader, 12)).statusCode).toBe(400);
  });

  it('finds a decision registered by the portal (registerIssuedDecision)', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'decision' });
    await db.transaction((tx) =>
      registerIssuedDecision(tx, {
        decisionNumber: 'dv-2026-00001',
        decisionTypeCode: 'DEC_REFUND',
        issuedOn: '2026-01-05',
        caseId: c.id,
      }),
    );
    expect((await checkNumber(trader, 'DV-2026-00001')).json().decisionType.code).toBe('DEC_REFUND');
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
    expect(mismatch.json()).toEqual({ decisionTypeId: 'portal.decision_type_mismatch' });
    expect((await edit(trader, c.id, { decisionNumber: unregistered() })).json()).toEqual({
      decisionTypeId: 'generic.required',
    });
    expect(
      (await edit(trader, c.id, { decisionNumber: unregistered(), decisionTypeId: inactiveTypeId })).json(),
    ).toEqual({
      decisionTypeId: 'portal.decision_type_unknown',
    });
    expect(
      (await edit(trader, c.id, { decisionNumber: unregistered(), decisionTypeId: 2_000_000_000 })).json(),
    ).toEqual({
      decisionTypeId: 'portal.decision_type_unknown',
    });
    for (const decisionNumber of ['', '  ', 'DV 2025', '-12', 'X'.repeat(41)]) {
      const res = await edit(trader, c.id, { decisionNumber, decisionTypeId: type.DEC_REFUND });
      expect(res.statusCode, decisionNumber).toBe(400);
      expect(['portal.decision_number_format', 'generic.required']).toContain(res.json().decisionNumber);
    }
    expect((await read(trader, c.id)).json()).toBeNull();
  });

  it('refuses a decision another open complaint of the caller is about, not one of a closed or another company’s', async () => {
    const first = await buildComplaint(db, 'trader', { kind: 'decision' });
    expect((await edit(trader, first.id, { decisionNumber: 'DV-2025-00446' })).statusCode).toBe(200);
    const second = await buildComplaint(db, 'trader', { kind: 'decision' });
    const dup = await edit(trader, second.id, { decisionNumber: 'DV-2025-00446' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()._error).toBe('portal.decision_duplicate');
    const theirs = await buildComplaint(db, 'decisions.other.admin', { kind: 'decision' });
    expect((await edit(other, theirs.id, { decisionNumber: 'DV-2025-00446' })).statusCode).toBe(200);
    await setCaseStatus(db, first.id, 'REJECTED');
    expect((await edit(trader, second.id, { decisionNumber: 'DV-2025-00446' })).statusCode).toBe(200);
  });

  it('refuses a declaration complaint, a status that forbids editing and others’ cases; officers read once submitted', async () => {
    const declarations = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const wrong = await edit(trader, declarations.id, { decisionNumber: 'DV-2025-00123' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()._error).toBe('portal.case_wrong_kind');
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
    expect(locked.json()._error).toBe('portal.case_status_forbids');
    const seen = await read(officer, c.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ decisionNumber: 'DV-2025-00580', registered: true });
    expect((await edit(officer, c.id, { decisionNumber: 'DV-2025-00580' })).statusCode).toBe(403);
  });

  it('keeps a decision type a complaint or the register uses; an unused one goes', async () => {
    const remove = (id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `${API}/portal_decision_types/${id}`,
        headers: { 'x-auth-token': admin.token },
      });
    // DEC_REFUND is in the register (seeded past decisions).
    const refused = await remove(type.DEC_REFUND);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()._error).toBe('vocabulary.in_use');
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
