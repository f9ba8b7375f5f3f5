import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, type Session } from '../../test/harness';
import { addCompanyUser, otherCompany } from '../company-accounts/test-support';
import { insertCase } from '../portal-cases';
import { findUserByUsername } from '../users/service';
import { officeLocations } from '../vocabularies/tables';
import { customsDeclarations } from './tables';
import { buildComplaint, freshDeclaration, grantOfficerPage, setCaseStatus } from '../../test/factories';
import { apiPath } from '../../test/api-client';

describe('complaint records: customs declarations', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session, colleague: Session, other: Session, officer: Session, admin: Session;

  const del = (session: Session, id: number) =>
    t.app.inject({
      method: 'DELETE',
      url: apiPath('/customs_declarations/{id}', { id }),
      headers: { 'x-auth-token': session.token },
    });
  const list = (session: Session, caseId: number) =>
    session.get(apiPath('/customs_declarations/by_complaint_case_id/{id}', { id: caseId }));
  const add = (session: Session, caseId: number, fields: Record<string, unknown>) =>
    session.post(apiPath('/customs_declarations/add_customs_declaration_to_complaint_case'), {
      complaintCase: { id: caseId },
      ...fields,
    });
  const check = (session: Session, body: Record<string, unknown>) =>
    session.post(apiPath('/complaint_cases/check_if_customs_declaration_can_be_added'), body);
  const nextYear = new Date().getFullYear() + 1;

  beforeAll(async () => {
    const demoCompany = (await findUserByUsername(db, 'trader'))!.companyId!;
    await addCompanyUser(db, demoCompany, 'records.colleague');
    await otherCompany(db, 'records.other');
    await grantOfficerPage(db, 'officer');
    [trader, colleague, other, officer, admin] = await Promise.all(
      ['trader', 'records.colleague', 'records.other.admin', 'officer', 'admin'].map((u) => t.loginAs(u)),
    );
    await db
      .insert(officeLocations)
      .values({ code: '1999', labelSQ: 'Mbyllur', labelEN: 'Closed', labelSR: 'Zatvoreno', active: false })
      .onConflictDoNothing();
  });

  it('lists the declarations of a complaint to its owner, their colleagues and officers once submitted', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const own = await list(trader, c.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({
        complaintCase: { id: c.id },
        declarationNumber: c.declarations[0].declarationNumber,
        declarationOffice: '1011',
        declarationYear: 2025,
        office: expect.objectContaining({ code: '1011', labelSQ: 'Dogana Prishtinë' }),
      }),
    ]);
    expect((await list(colleague, c.id)).statusCode).toBe(200);
    expect((await list(other, c.id)).statusCode).toBe(404);
    expect((await list(officer, c.id)).statusCode).toBe(404);
    await setCaseStatus(db, c.id, 'SUBMITTED');
    expect((await list(officer, c.id)).statusCode).toBe(200);
  });

  it('answers 404 for a case that is not a complaint and an empty list for a decision complaint', async () => {
    const user = (await findUserByUsername(db, 'trader'))!;
    const general = await insertCase(
      db,
      { actorId: user.id, actorUsername: 'trader', ip: '127.0.0.1' },
      {
        caseType: 'GENERAL',
        subject: 'General',
        description: null,
        subTypeId: null,
        licence: false,
        customsDeclarationDecision: null,
        filerUserId: user.id,
        filerCompanyId: user.companyId,
        aboutCompanyId: user.companyId,
        aboutIndividualId: null,
      },
    );
    expect((await list(trader, general.id)).statusCode).toBe(404);
    expect((await add(trader, general.id, freshDeclaration())).statusCode).toBe(404);
    expect((await check(trader, { complaintCase: { id: general.id }, ...freshDeclaration() })).statusCode).toBe(404);
    const decision = await buildComplaint(db, 'trader', { kind: 'decision' });
    expect((await list(trader, decision.id)).json()).toEqual([]);
  });

  it('adds a declaration to the owner’s draft, normalising the number, with an audit row', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const number = `c ${Date.now() % 100_000_000}`;
    const res = await add(colleague, c.id, {
      declarationNumber: number,
      declarationOffice: ' 1021 ',
      declarationYear: 2024,
    });
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json();
    expect(added).toMatchObject({
      complaintCase: { id: c.id },
      declarationNumber: number.replace(' ', '').toUpperCase(),
      declarationOffice: '1021',
      declarationYear: 2024,
      office: { code: '1021' },
    });
    expect((await list(trader, c.id)).json()).toHaveLength(2);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customs_declaration'), eq(auditLog.entityId, String(added.id))));
    expect(audit).toHaveLength(1);
  });

  it('refuses bad fields with field keys', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ declarationNumber: 'AB123' }, 'declarationNumber', 'portal.declaration_number_format'],
      [{ declarationNumber: '12345678901' }, 'declarationNumber', 'portal.declaration_number_format'],
      [{ declarationNumber: '' }, 'declarationNumber', 'portal.declaration_number_format'],
      [{ declarationOffice: 'abc' }, 'declarationOffice', 'portal.declaration_office_unknown'],
      [{ declarationOffice: '9999' }, 'declarationOffice', 'portal.declaration_office_unknown'],
      [{ declarationOffice: '1999' }, 'declarationOffice', 'portal.declaration_office_unknown'],
      [{ declarationYear: 1999 }, 'declarationYear', 'portal.declaration_year_range'],
      [{ declarationYear: nextYear }, 'declarationYear', 'portal.declaration_year_range'],
      [{ declarationYear: '2024' }, 'declarationYear', 'validation.invalid_type'],
    ];
    for (const [over, field, key] of cases) {
      const res = await add(trader, c.id, { ...freshDeclaration(), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()[field], JSON.stringify(over)).toBe(key);
    }
    expect((await list(trader, c.id)).json()).toHaveLength(1);
  });

  it('refuses a duplicate on the case or on another open complaint of the caller or their company', async () => {
    const first = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const d = first.declarations[0];
    const onCase = await add(trader, first.id, d);
    expect(onCase.statusCode).toBe(409);
    expect(onCase.json()._error).toBe('portal.declaration_duplicate');
    const second = await buildComplaint(db, 'trader', { kind: 'declarations' });
    expect((await add(colleague, second.id, d)).json()._error).toBe('portal.declaration_duplicate');
    // Spaces and case in the number do not make another declaration.
    const spaced = {
      ...d,
      declarationNumber: `${d.declarationNumber.slice(0, 1).toLowerCase()} ${d.declarationNumber.slice(1)}`,
    };
    expect((await add(trader, second.id, spaced)).statusCode).toBe(409);
    // Another company's complaint about the same declaration is theirs; a closed complaint no longer counts.
    const theirs = await buildComplaint(db, 'records.other.admin', { kind: 'declarations' });
    expect((await add(other, theirs.id, d)).statusCode).toBe(200);
    await setCaseStatus(db, first.id, 'CANCELLED');
    expect((await add(trader, second.id, d)).statusCode).toBe(200);
  });

  it('finds the caller’s own duplicate whatever other filers hold, and never others’ complaints', async () => {
    // Sixty other filers' open complaints about one declaration (more than any bound of candidates).
    const shared = freshDeclaration();
    for (let i = 0; i < 60; i++) {
      await buildComplaint(db, 'records.other.admin', { kind: 'declarations', declarations: [shared] });
    }
    expect((await check(trader, { ...shared })).json()).toBe(true);
    const draft = await buildComplaint(db, 'trader', { kind: 'declarations' });
    expect((await add(trader, draft.id, shared)).statusCode).toBe(200);
    // Now on an open complaint of the trader's company: refused to the trader and the colleague, not to others.
    expect((await check(trader, { ...shared })).json()).toBe(false);
    expect((await check(colleague, { ...shared })).json()).toBe(false);
    const second = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const dup = await add(trader, second.id, shared);
    expect([dup.statusCode, dup.json()._error]).toEqual([409, 'portal.declaration_duplicate']);
    // Nobody else's complaints count for a third filer.
    expect((await check(await t.loginAs('person'), { ...shared })).json()).toBe(true);
  });

  it('refuses the other kind of complaint, a status that forbids editing, and others’ cases', async () => {
    const decision = await buildComplaint(db, 'trader', { kind: 'decision' });
    const wrong = await add(trader, decision.id, freshDeclaration());
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()._error).toBe('portal.case_wrong_kind');

    const submitted = await buildComplaint(db, 'trader', { kind: 'declarations', status: 'SUBMITTED' });
    const locked = await add(trader, submitted.id, freshDeclaration());
    expect(locked.statusCode).toBe(409);
    expect(locked.json()._error).toBe('portal.case_status_forbids');
    expect((await add(officer, submitted.id, freshDeclaration())).statusCode).toBe(403);

    const returned = await buildComplaint(db, 'trader', { kind: 'declarations', status: 'RETURNED_FOR_CORRECTIONS' });
    expect((await add(trader, returned.id, freshDeclaration())).statusCode).toBe(200);

    const theirs = await buildComplaint(db, 'records.other.admin', { kind: 'declarations' });
    expect((await add(trader, theirs.id, freshDeclaration())).statusCode).toBe(404);
    expect((await add(trader, 2_000_000_000, freshDeclaration())).statusCode).toBe(404);
  });

  it('deletes a declaration but keeps the last one of a declaration complaint', async () => {
    const c = await buildComplaint(db, 'trader', {
      kind: 'declarations',
      declarations: [freshDeclaration(), freshDeclaration()],
    });
    const [a, b] = (await list(trader, c.id)).json();
    expect((await del(other, a.id)).statusCode).toBe(404);
    const res = await del(colleague, a.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(trader, c.id)).json().map((d: { id: number }) => d.id)).toEqual([b.id]);
    const last = await del(trader, b.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()._error).toBe('portal.declaration_last');
    expect((await del(trader, a.id)).statusCode).toBe(404);
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'customs_declaration'),
          eq(auditLog.action, 'delete'),
          eq(auditLog.entityId, String(a.id)),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('refuses a delete once the status forbids editing', async () => {
    const c = await buildComplaint(db, 'trader', {
      kind: 'declarations',
      declarations: [freshDeclaration(), freshDeclaration()],
    });
    await setCaseStatus(db, c.id, 'IN_PROCESS');
    const [row] = await db.select().from(customsDeclarations).where(eq(customsDeclarations.caseId, c.id));
    const res = await del(trader, row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()._error).toBe('portal.case_status_forbids');
  });

  it('answers whether a declaration can be added, the same as the add decides', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const onCase = { complaintCase: { id: c.id } };
    const answer = async (body: Record<string, unknown>, session = trader) => {
      const res = await check(session, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await answer({ ...onCase, ...freshDeclaration() })).toBe(true);
    expect(await answer(freshDeclaration())).toBe(true);
    expect(await answer({ ...onCase, ...c.declarations[0] })).toBe(false);
    // Not on this case, but on another open complaint of the caller's company.
    const second = await buildComplaint(db, 'trader', { kind: 'declarations' });
    expect(await answer({ complaintCase: { id: second.id }, ...c.declarations[0] }, colleague)).toBe(false);
    expect(await answer({ ...c.declarations[0] })).toBe(false);
    expect(await answer({ ...c.declarations[0] }, other)).toBe(true);
    for (const over of [
      { declarationNumber: 'XX' },
      { declarationOffice: '9999' },
      { declarationOffice: '1999' },
      { declarationYear: 1999 },
      { declarationYear: nextYear },
      { declarationNumber: null },
    ]) {
      expect(await answer({ ...onCase, ...freshDeclaration(), ...over }), JSON.stringify(over)).toBe(false);
    }
    const decision = await buildComplaint(db, 'trader', { kind: 'decision' });
    expect(await answer({ complaintCase: { id: decision.id }, ...freshDeclaration() })).toBe(false);
    const submitted = await buildComplaint(db, 'trader', { kind: 'declarations', status: 'SUBMITTED' });
    expect(await answer({ complaintCase: { id: submitted.id }, ...freshDeclaration() })).toBe(false);
    const theirs = await buildComplaint(db, 'records.other.admin', { kind: 'declarations' });
    expect((await check(trader, { complaintCase: { id: theirs.id }, ...freshDeclaration() })).statusCode).toBe(404);
    expect((await check(trader, { declarationYear: 'x' })).statusCode).toBe(400);
  });

  it('keeps a customs office a declaration names (its code fixed, not deleted); an unused one goes', async () => {
    await buildComplaint(db, 'trader', {
      kind: 'declarations',
      declarations: [freshDeclaration({ declarationOffice: '1111' })],
    });
    const [used] = await db.select().from(officeLocations).where(eq(officeLocations.code, '1111'));
    const [unused] = await db
      .insert(officeLocations)
      .values({ code: '1998', labelSQ: 'Provë', labelEN: 'Trial', labelSR: 'Proba' })
      .returning();
    const remove = (id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: apiPath('/office_locations/{id}', { id }),
        headers: { 'x-auth-token': admin.token },
      });
    const refused = await remove(used.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()._error).toBe('vocabulary.in_use');
    expect((await remove(unused.id)).statusCode).toBe(200);
  });
});
