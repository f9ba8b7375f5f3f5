import type { DeclarationFields } from '@portal/contracts/portal-records';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { buildTestApp, type Session } from '../../../test/harness';
import { addCompanyUser, otherCompany } from '../../company-accounts/test-support';
import { buildMovementCase, subTypeId } from '../../../test/factories';
import { findUserByUsername } from '../../users/service';
import { movementCertificateGoods, movementCertificates } from '../tables';
import { DECLARATION_LOAD_AUDIT } from './certificate';
import { DECLARATION_LOADS_PER_MINUTE } from './routes';
import { apiPath, type ApiError } from '../../../test/api-client';

/** The demo register's declarations: E1001 and E1002 lodged by the demo company, E1003 by the demo person. */
const E1001 = { declarationNumber: 'E1001', declarationOffice: '1041', declarationYear: 2025 };
const E1002 = { declarationNumber: 'E1002', declarationOffice: '1011', declarationYear: 2025 };
const E1003 = { declarationNumber: 'E1003', declarationOffice: '1021', declarationYear: 2026 };
const UNKNOWN = { declarationNumber: 'E9999', declarationOffice: '1041', declarationYear: 2025 };

describe('load_customs_declaration_data: only the declarant’s own declarations, audited and rate limited', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session, colleague: Session, person: Session, other: Session, broker: Session;
  let demoCompanyId: number, otherCompanyId: number, eur1: number;

  const load = (session: Session, caseId: number, declaration: DeclarationFields) =>
    session.post(apiPath('/movement_certificate_cases/load_customs_declaration_data'), {
      movementCertificateCase: { id: caseId },
      declaration,
    });
  /** A DRAFT movement certificate case made through the API: about the caller, or (intermediaries) a company. */
  const create = async (session: Session, aboutCompanyId?: number) => {
    const res = await session.post(apiPath('/movement_certificate_cases/create_movement_certificate_case'), {
      subTypeId: eur1,
      subject: 'Certificate',
      ...(aboutCompanyId ? { aboutCompanyId } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  };
  const certificateOf = async (caseId: number) => {
    const [row] = await db.select().from(movementCertificates).where(eq(movementCertificates.caseId, caseId));
    const goods = await db.select().from(movementCertificateGoods).where(eq(movementCertificateGoods.caseId, caseId));
    return { declarationNumber: row.declarationNumber, exporter: row.exporter, goods: goods.length };
  };
  const auditOf = (caseId: number) =>
    db
      .select({ action: auditLog.action, actorUsername: auditLog.actorUsername, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, DECLARATION_LOAD_AUDIT),
          eq(auditLog.entity, 'portal_case'),
          eq(auditLog.entityId, String(caseId)),
        ),
      )
      .orderBy(asc(auditLog.id));

  beforeAll(async () => {
    demoCompanyId = (await findUserByUsername(db, 'trader'))!.companyId!;
    await addCompanyUser(db, demoCompanyId, 'declarations.colleague');
    otherCompanyId = (await otherCompany(db, 'declarations.other')).company.id;
    eur1 = await subTypeId(db, 'MOV_EUR1');
    [trader, colleague, person, other, broker] = await Promise.all(
      ['trader', 'declarations.colleague', 'person', 'declarations.other.admin', 'broker'].map((u) => t.loginAs(u)),
    );
  });

  it('loads a declaration for its declarant: the company’s users, the person, an intermediary filing for them', async () => {
    const own = await create(trader);
    const loaded = await load(trader, own, E1001);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().movementCertificate).toMatchObject({
      ...E1001,
      exporter: expect.stringContaining('Demo Trade'),
    });
    expect(loaded.json().goods).toHaveLength(2);
    // A colleague of the same company, on the company's case.
    expect((await load(colleague, own, E1002)).statusCode).toBe(200);
    // The person's own declaration.
    const persons = await create(person);
    const theirs = await load(person, persons, E1003);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().movementCertificate.exporter).toContain('Arta Demo');
    // A customs broker's case about the demo company.
    const forDemo = await create(broker, demoCompanyId);
    expect((await load(broker, forDemo, E1001)).statusCode).toBe(200);
  });

  it('answers another party’s declaration exactly as a number the authority does not hold, and changes nothing', async () => {
    const own = await create(trader);
    const unknown = await load(trader, own, UNKNOWN);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json<ApiError>()).toEqual({ _error: 'portal.declaration_not_registered' });
    const sameAsUnknown = (res: Awaited<ReturnType<typeof load>>, who: string) => {
      expect(res.statusCode, who).toBe(unknown.statusCode);
      expect(res.body, who).toBe(unknown.body);
      expect(res.headers['content-type'], who).toBe(unknown.headers['content-type']);
    };

    // The demo company's declaration asked for by: the person, another company's user, a broker whose case is
    // about another company; the person's by the demo company's administrator.
    const persons = await create(person);
    sameAsUnknown(await load(person, persons, E1001), 'person');
    const others = await create(other);
    sameAsUnknown(await load(other, others, E1001), 'another company');
    const forOther = await create(broker, otherCompanyId);
    sameAsUnknown(await load(broker, forOther, E1001), 'broker for another company');
    sameAsUnknown(await load(trader, own, E1003), 'the person’s, asked by the company');
    // A case of the trader about someone else (not an intermediary: they do not act for that person).
    const personId = (await findUserByUsername(db, 'person'))!.individualId!;
    const forged = await buildMovementCase(db, 'trader', { aboutIndividualId: personId });
    sameAsUnknown(await load(trader, forged.id, E1003), 'a case about the person, by a non-intermediary');

    for (const id of [persons, others, forOther, forged.id]) {
      expect(await certificateOf(id), String(id)).toEqual({ declarationNumber: null, exporter: null, goods: 0 });
    }
  });

  it('audits every load, found or refused; a refusal’s entry outlives its rolled-back transaction', async () => {
    const own = await create(trader);
    expect((await load(trader, own, UNKNOWN)).statusCode).toBe(409);
    expect((await load(trader, own, E1003)).statusCode).toBe(409);
    expect((await load(trader, own, E1001)).statusCode).toBe(200);
    // Someone else's case: 404, audited all the same.
    expect((await load(other, own, E1001)).statusCode).toBe(404);
    expect(await auditOf(own)).toEqual([
      {
        action: DECLARATION_LOAD_AUDIT,
        actorUsername: 'trader',
        after: { ...UNKNOWN, caseId: own, outcome: 'portal.declaration_not_registered' },
      },
      {
        action: DECLARATION_LOAD_AUDIT,
        actorUsername: 'trader',
        after: { ...E1003, caseId: own, outcome: 'portal.declaration_not_registered' },
      },
      { action: DECLARATION_LOAD_AUDIT, actorUsername: 'trader', after: { ...E1001, caseId: own, outcome: 'loaded' } },
      {
        action: DECLARATION_LOAD_AUDIT,
        actorUsername: 'declarations.other.admin',
        after: { ...E1001, caseId: own, outcome: 'not_found' },
      },
    ]);
  });

  it(`answers 429 after ${DECLARATION_LOADS_PER_MINUTE} loads a minute per user, whatever the session`, async () => {
    const { admin } = await otherCompany(db, 'declarations.limit');
    const [first, second] = [await t.loginAs(admin.username), await t.loginAs(admin.username)];
    const own = await create(first);
    for (let i = 0; i < DECLARATION_LOADS_PER_MINUTE; i++) {
      const res = await load(i % 2 === 0 ? first : second, own, UNKNOWN);
      expect(res.statusCode, `load ${i + 1}`).toBe(409);
    }
    const limited = await load(second, own, UNKNOWN);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError>()).toMatchObject({ _error: 'too_many_requests' });
    expect((await load(first, own, UNKNOWN)).statusCode).toBe(429);
    // Another user keeps their own count.
    expect((await load(trader, await create(trader), E1001)).statusCode).toBe(200);
  });
});
