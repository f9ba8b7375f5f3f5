import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, type Session } from '../../test/harness';
import { otherCompany } from '../company-accounts/test-support';
import { portalCases } from '../portal-cases/tables';
import { findUserByUsername } from '../users/service';
import { users } from '../users/tables';
import { caseSubTypes, portalDecisionTypes } from '../vocabularies/tables';
import { complaintDecisions, customsDeclarations } from './tables';
import { buildComplaint, freshDeclaration, grantOfficerPage, setCaseStatus } from '../../test/factories';
import { apiPath, type ApiError } from '../../test/api-client';

describe('complaint cases: creation, edit and read', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session, person: Session, other: Session, agent: Session, officer: Session;
  let demoCompanyId: number, otherCompanyId: number, personIndividualId: number;
  const subType: Record<string, number> = {};
  const decisionType: Record<string, number> = {};

  const complaintCase = (over: Record<string, unknown> = {}) => ({
    subTypeId: subType.CMP_VALUATION,
    subject: 'Customs value of the March import',
    description: 'The value was raised without reason.',
    customsDeclarationDecision: true,
    ...over,
  });
  const createSad = (
    session: Session,
    over: Record<string, unknown> = {},
    declarations: unknown[] = [freshDeclaration()],
  ) =>
    session.post(apiPath('/complaint_cases/create_customs_declaration_complaint_case'), {
      complaintCase: complaintCase(over),
      declarations,
    });
  const createDecision = (session: Session, decision: Record<string, unknown>, over: Record<string, unknown> = {}) =>
    session.post(apiPath('/complaint_cases/create_decision_complaint_case'), {
      complaintCase: complaintCase({ customsDeclarationDecision: false, ...over }),
      decision,
    });
  const casesOf = async (userId: number) =>
    (await db.select({ n: count() }).from(portalCases).where(eq(portalCases.filerUserId, userId)))[0].n;

  beforeAll(async () => {
    const o = await otherCompany(db, 'complaints.other');
    otherCompanyId = o.company.id;
    const agency = await otherCompany(db, 'complaints.agency');
    await db.update(users).set({ intermediary: true }).where(eq(users.id, agency.admin.id));
    await grantOfficerPage(db, 'officer');
    [trader, person, other, agent, officer] = await Promise.all(
      ['trader', 'person', 'complaints.other.admin', 'complaints.agency.admin', 'officer'].map((u) => t.loginAs(u)),
    );
    demoCompanyId = (await findUserByUsername(db, 'trader'))!.companyId!;
    personIndividualId = (await findUserByUsername(db, 'person'))!.individualId!;
    for (const row of await db.select().from(caseSubTypes)) subType[row.code] = row.id;
    for (const row of await db.select().from(portalDecisionTypes)) decisionType[row.code] = row.id;
  });

  it('creates a declaration complaint about the filer’s company with its declarations, in one transaction', async () => {
    const declarations = [freshDeclaration(), freshDeclaration({ declarationOffice: '1121', declarationYear: 2023 })];
    const res = await createSad(trader, {}, declarations);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      caseType: 'COMPLAINT',
      caseStatus: 'DRAFT',
      customsDeclarationDecision: true,
      subType: { id: subType.CMP_VALUATION, code: 'CMP_VALUATION' },
      subject: 'Customs value of the March import',
      forCompany: true,
      aboutCompany: { id: demoCompanyId },
      filerCompany: { id: demoCompanyId },
      allowedActions: expect.arrayContaining(['edit', 'submit', 'cancel']),
    });
    expect(created.number).toMatch(/^CMP-\d{4}-\d{6}$/);
    const rows = await db.select().from(customsDeclarations).where(eq(customsDeclarations.caseId, created.id));
    expect(rows.map((r) => [r.declarationNumber, r.declarationOffice, r.declarationYear])).toEqual(
      declarations.map((d) => [d.declarationNumber, d.declarationOffice, d.declarationYear]),
    );
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customs_declaration'), eq(auditLog.action, 'create')));
    expect(audit.filter((a) => rows.some((r) => String(r.id) === a.entityId))).toHaveLength(2);
    // The person files about their own individual record.
    const mine = await createSad(person);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      forIndividual: true,
      aboutIndividual: { id: personIndividualId },
      filerCompany: null,
    });
  });

  it('refuses a declaration complaint without declarations, with a bad one, or with a duplicate, writing nothing', async () => {
    const traderId = (await findUserByUsername(db, 'trader'))!.id;
    const before = await casesOf(traderId);
    expect((await createSad(trader, {}, [])).statusCode).toBe(400);
    const badOffice = await createSad(trader, {}, [
      freshDeclaration(),
      freshDeclaration({ declarationOffice: '9999' }),
    ]);
    expect(badOffice.statusCode).toBe(400);
    expect(badOffice.json()).toEqual({ 'declarations.1.declarationOffice': 'portal.declaration_office_unknown' });
    const badNumber = await createSad(trader, {}, [freshDeclaration({ declarationNumber: 'ABC' })]);
    expect(badNumber.json()).toEqual({ 'declarations.0.declarationNumber': 'portal.declaration_number_format' });
    const d = freshDeclaration();
    const twice = await createSad(trader, {}, [d, { ...d, declarationNumber: d.declarationNumber.toLowerCase() }]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiError>()._error).toBe('portal.declaration_duplicate');
    const open = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const again = await createSad(trader, {}, [open.declarations[0]]);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>()._error).toBe('portal.declaration_duplicate');
    expect((await createSad(trader, { customsDeclarationDecision: false })).statusCode).toBe(400);
    expect(await casesOf(traderId)).toBe(before + 1);
  });

  it('creates a decision complaint; a registered number takes the register’s type', async () => {
    const res = await createDecision(trader, { decisionNumber: 'dv-2025-00302' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ caseType: 'COMPLAINT', customsDeclarationDecision: false });
    const [decision] = await db.select().from(complaintDecisions).where(eq(complaintDecisions.caseId, created.id));
    expect(decision).toMatchObject({ decisionNumber: 'DV-2025-00302', decisionTypeId: decisionType.DEC_PENALTY });

    const own = await createDecision(trader, { decisionNumber: 'KM-77/2025', decisionTypeId: decisionType.DEC_REFUND });
    expect(own.statusCode, own.body).toBe(200);
    expect((await createDecision(trader, { decisionNumber: 'DV-2025-00302' })).json<ApiError>()._error).toBe(
      'portal.decision_duplicate',
    );
    expect(
      (
        await createDecision(trader, { decisionNumber: 'DV-2025-00123', decisionTypeId: decisionType.DEC_REFUND })
      ).json(),
    ).toEqual({
      'decision.decisionTypeId': 'portal.decision_type_mismatch',
    });
    expect((await createDecision(trader, { decisionNumber: 'KM-78/2025' })).json()).toEqual({
      'decision.decisionTypeId': 'generic.required',
    });
    expect((await createDecision(trader, { decisionNumber: '' })).statusCode).toBe(400);
    expect(
      (await createDecision(trader, { decisionNumber: 'KM-79/2025' }, { customsDeclarationDecision: true })).statusCode,
    ).toBe(400);
  });

  it('applies the case core’s rules of who a complaint may be about, and its sub-type must be a complaint’s', async () => {
    const forOther = await createSad(trader, { aboutCompanyId: otherCompanyId });
    expect(forOther.statusCode).toBe(409);
    expect(forOther.json<ApiError>()._error).toBe('portal.only_intermediaries_file_for_others');
    const byAgent = await createSad(agent, { aboutCompanyId: demoCompanyId });
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    expect(byAgent.json()).toMatchObject({ aboutCompany: { id: demoCompanyId }, filerCompany: null });
    // The agent's complaint is theirs: the company it is about does not see it.
    expect((await trader.get(apiPath('/complaint_cases/{id}', { id: byAgent.json().id }))).statusCode).toBe(404);
    const aboutPerson = await createDecision(
      agent,
      { decisionNumber: 'DV-2025-00017' },
      { aboutIndividualId: personIndividualId },
    );
    expect(aboutPerson.statusCode, aboutPerson.body).toBe(200);
    expect(aboutPerson.json()).toMatchObject({ aboutIndividual: { id: personIndividualId } });

    const general = await createSad(trader, { subTypeId: subType.GEN_TARIFF });
    expect(general.statusCode).toBe(400);
    expect(general.json()).toEqual({ 'complaintCase.subTypeId': 'portal.sub_type_invalid' });
    expect((await createSad(trader, { subTypeId: undefined })).json()).toEqual({
      'complaintCase.subTypeId': 'generic.required',
    });
    expect((await createSad(trader, { subject: ' ' })).json()).toEqual({ 'complaintCase.subject': 'generic.required' });
  });

  it('reads a complaint case for its owner and, once submitted, officers; 404 for anyone else and other kinds', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'declarations' });
    const res = await trader.get(apiPath('/complaint_cases/{id}', { id: c.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, caseType: 'COMPLAINT', customsDeclarationDecision: true });
    expect((await other.get(apiPath('/complaint_cases/{id}', { id: c.id }))).statusCode).toBe(404);
    expect((await officer.get(apiPath('/complaint_cases/{id}', { id: c.id }))).statusCode).toBe(404);
    await setCaseStatus(db, c.id, 'SUBMITTED');
    expect((await officer.get(apiPath('/complaint_cases/{id}', { id: c.id }))).statusCode).toBe(200);
    const general = await trader.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: subType.GEN_TARIFF,
      subject: 'A general question',
    });
    expect(general.statusCode, general.body).toBe(200);
    expect((await trader.get(apiPath('/complaint_cases/{id}', { id: general.json().id }))).statusCode).toBe(404);
    expect(
      (
        await trader.post(apiPath('/complaint_cases/edit_complaint_case'), {
          id: general.json().id,
          subTypeId: subType.CMP_PENALTY,
          subject: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('edits the subject, description and sub-type while editable', async () => {
    const c = await buildComplaint(db, 'trader', { kind: 'decision' });
    const edit = (session: Session, over: Record<string, unknown> = {}) =>
      session.post(apiPath('/complaint_cases/edit_complaint_case'), {
        id: c.id,
        subTypeId: subType.CMP_PENALTY,
        subject: 'Penalty of April',
        description: '',
        ...over,
      });
    const res = await edit(trader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      subject: 'Penalty of April',
      description: null,
      subType: { code: 'CMP_PENALTY' },
    });
    expect((await edit(trader, { subTypeId: subType.GEN_OTHER })).json()).toEqual({
      subTypeId: 'portal.sub_type_invalid',
    });
    expect((await edit(other)).statusCode).toBe(404);
    await setCaseStatus(db, c.id, 'RETURNED_FOR_CORRECTIONS');
    expect((await edit(trader, { subject: 'Corrected' })).json().subject).toBe('Corrected');
    await setCaseStatus(db, c.id, 'IN_PROCESS');
    const locked = await edit(trader);
    expect(locked.statusCode).toBe(409);
    expect(locked.json<ApiError>()._error).toBe('portal.case_status_forbids');
  });
});
