import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildAccount } from '../../test/factories';
import { buildTestApp, type Session } from '../../test/harness';
import { companies } from '../companies/tables';
import { individuals } from '../individuals/tables';
import { users } from '../users/tables';
import { registeredUserPart } from './test-support';
import { apiPath } from '../../test/api-client';

/**
 * Who learns what from the registration checks and the case wizard's finders: the record on file goes to staff
 * and to the intermediary who entered it; a visitor and any other account learn only whether the number may be
 * registered (an unrelated intermediary: what identifies the record).
 */
describe('record look-ups', async () => {
  const t = await buildTestApp({ publicUrl: 'https://portal.example' });
  const { app } = t;
  const db = t.platform.db;
  const [broker, registry, admin, trader, person, officer, operator] = await Promise.all(
    ['broker', 'registry', 'admin', 'trader', 'person', 'officer', 'operator'].map((u) => t.loginAs(u)),
  );
  const unrelated: Array<[string, Session | null]> = [
    ['anonymous', null],
    ['trader', trader],
    ['person', person],
    ['officer', officer],
    ['operator', operator],
  ];
  const get = (s: Session | null, url: string) => (s ? s.get(url) : app.inject({ url }));

  it('a person entered by an intermediary: staff and that intermediary read it, nobody else does', async () => {
    const entered = await broker.post(apiPath('/complaint_cases/individuals'), {
      personalNumber: 'LOOKUP0001',
      firstName: 'Besnik',
      lastName: 'Hoxha',
      parentName: 'Agim',
      address: 'Rruga e Dibrës 5',
      city: 'Tiranë',
      dateOfBirth: '02.01.1980',
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const record = entered.json();
    const url = `${apiPath('/registered_users/check_personal_number')}?personalNumber=LOOKUP0001`;
    const free = (
      await app.inject({ url: `${apiPath('/registered_users/check_personal_number')}?personalNumber=NOTONFILE1` })
    ).json();
    expect(free).toEqual({ allowCreate: true, individual: null });

    for (const [who, session] of unrelated) {
      const res = await get(session, url);
      expect(res.statusCode, who).toBe(200);
      // The same answer as for a number not on file: nothing tells the record is there, nothing of it is said.
      expect(res.json(), who).toEqual(free);
      expect(res.body, who).not.toMatch(/Besnik|Hoxha|Agim|Dibrës|1980/);
    }
    for (const [who, session] of [
      ['broker', broker],
      ['registry', registry],
      ['admin', admin],
    ] as const) {
      expect((await session.get(url)).json(), who).toEqual({ allowCreate: true, individual: record });
    }
    expect(record).toMatchObject({ parentName: 'Agim', address: 'Rruga e Dibrës 5', dateOfBirth: '1980-01-02' });
  });

  it('a company entered by an intermediary (temporary company): the same rule', async () => {
    const entered = await broker.post(apiPath('/temporary_companies'), {
      companyUniqueNumber: 'LOOKUPCO01',
      companyName: 'Klienti Import Sh.p.k.',
      fiscalNumber: 'FISC778899',
      companyPhone: '+355 4 222 333',
      address: 'Rruga e Kavajës 10',
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const record = entered.json();
    const url = `${apiPath('/registered_users/check_company_unique_number')}?companyUniqueNumber=LOOKUPCO01`;
    for (const [who, session] of unrelated) {
      const res = await get(session, url);
      expect(res.json(), who).toEqual({ allowCreate: true, company: null });
      expect(res.body, who).not.toMatch(/Klienti|FISC778899|222 333|Kavajës/);
    }
    for (const session of [broker, registry, admin]) {
      expect((await session.get(url)).json()).toEqual({ allowCreate: true, company: record });
    }
    // The check of a company an administrator holds is refused alike for everyone, without the record.
    const held = `${apiPath('/registered_users/check_company_unique_number')}?companyUniqueNumber=L61234567A`;
    for (const session of [null, broker, registry]) {
      expect((await get(session, held)).json()).toEqual({
        allowCreate: false,
        company: null,
        message: 'Company already exists',
      });
    }
  });

  it('another intermediary finds only what identifies a record it did not enter', async () => {
    const agent = await buildAccount(db, { status: 'APPROVED', name: 'Other Agency' });
    await db.update(companies).set({ isIntermediary: true }).where(eq(companies.id, agent.company!.id));
    const other = await t.loginAs(agent.user.username, 'Factory#Pass2026');
    await broker.post(apiPath('/complaint_cases/individuals'), {
      personalNumber: 'LOOKUP0002',
      firstName: 'Drita',
      lastName: 'Gashi',
      parentName: 'Ilir',
      address: 'Rruga Myslym Shyri 3',
      dateOfBirth: '05.06.1975',
    });
    const find = (s: Session, n: string) =>
      s.get(`${apiPath('/registered_users/find_individual_from_personal_number')}?personalNumber=${n}`);
    const identity = {
      existsInDatabase: true,
      hasUser: false,
      individual: {
        personalNumber: 'LOOKUP0002',
        firstName: 'Drita',
        lastName: 'Gashi',
        title: null,
        parentName: null,
        address: null,
        city: null,
        dateOfBirth: null,
        cityOfLivingName: null,
      },
    };
    expect((await find(other, 'LOOKUP0002')).json()).toMatchObject(identity);
    expect((await find(broker, 'LOOKUP0002')).json()).toMatchObject({
      individual: { parentName: 'Ilir', dateOfBirth: '1975-06-05' },
    });
    // Recording the same number again edits the names and answers the record as each may read it: the fields the
    // other intermediary left empty keep what is on file, and it sees none of them.
    const again = await other.post(apiPath('/complaint_cases/individuals'), {
      personalNumber: 'LOOKUP0002',
      firstName: 'Drita',
      lastName: 'Gashi',
    });
    expect(again.json()).toMatchObject(identity.individual);
    expect((await find(broker, 'LOOKUP0002')).json()).toMatchObject({
      individual: { parentName: 'Ilir', dateOfBirth: '1975-06-05' },
    });
    // A registered person's record: what identifies it, to every intermediary.
    expect((await find(broker, 'J00101001A')).json()).toMatchObject({
      hasUser: true,
      individual: { personalNumber: 'J00101001A', firstName: 'Arta', address: null, dateOfBirth: null },
    });
    // And a company: the same.
    await broker.post(apiPath('/temporary_companies'), {
      companyUniqueNumber: 'LOOKUPCO02',
      companyName: 'Tregtia Sh.p.k.',
      fiscalNumber: 'FISC112233',
    });
    const company = await other.get(
      `${apiPath('/registered_users/find_company_from_unique_number')}?companyUniqueNumber=LOOKUPCO02`,
    );
    expect(company.json()).toMatchObject({
      company: { companyName: 'Tregtia Sh.p.k.', fiscalNumber: null, companyPhone: null, address: null },
    });
  });

  it('registering with the number links the record as it is; the intermediary no longer reads it', async () => {
    const entered = (
      await broker.post(apiPath('/complaint_cases/individuals'), {
        personalNumber: 'LOOKUP0003',
        firstName: 'Arben',
        lastName: 'Kola',
        address: 'Rruga Durrësit 12',
      })
    ).json();
    const user = await registeredUserPart(t, 'lookup.arben');
    const res = await app.inject({
      method: 'POST',
      url: apiPath('/registered_users/register_individual'),
      payload: { user, individual: { personalNumber: 'LOOKUP0003', firstName: 'Someone', lastName: 'Else' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.username, 'lookup.arben'));
    expect(row.individualId).toBe(entered.id);
    const [record] = await db.select().from(individuals).where(eq(individuals.id, entered.id));
    expect(record).toMatchObject({ firstName: 'Arben', address: 'Rruga Durrësit 12', enteredBy: null });
    const found = await broker.get(
      `${apiPath('/registered_users/find_individual_from_personal_number')}?personalNumber=LOOKUP0003`,
    );
    expect(found.json()).toMatchObject({ hasUser: true, individual: { firstName: 'Arben', address: null } });
  });

  it('records entered before the column have their intermediary from the audit log (migration)', async () => {
    const brokerId = (await db.select().from(users).where(eq(users.username, 'broker')))[0].id;
    const [person] = await db
      .insert(individuals)
      .values({ personalNumber: 'OLDENTRY01', firstName: 'Vjetër', lastName: 'Regjistrim' })
      .returning();
    const [company] = await db
      .insert(companies)
      .values({ companyUniqueNumber: 'OLDENTRY02', companyName: 'E Vjetër Sh.p.k.' })
      .returning();
    const [held] = await db
      .insert(individuals)
      .values({ personalNumber: 'OLDENTRY03', firstName: 'Me', lastName: 'Llogari' })
      .returning();
    await buildAccount(db, { kind: 'individual' }).then(({ user }) =>
      db.update(users).set({ individualId: held.id }).where(eq(users.id, user.id)),
    );
    await db.insert(auditLog).values([
      {
        action: 'portal.subject_individual_created',
        entity: 'individual',
        entityId: String(person.id),
        actorId: brokerId,
      },
      { action: 'company.temporary_created', entity: 'company', entityId: String(company.id), actorId: brokerId },
      {
        action: 'portal.subject_individual_created',
        entity: 'individual',
        entityId: String(held.id),
        actorId: brokerId,
      },
    ]);
    const file = path.resolve(import.meta.dirname, '../../../migrations/0028_record_entered_by_backfill.sql');
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    const enteredBy = async (table: typeof individuals | typeof companies, id: number) =>
      (await db.select({ by: table.enteredBy }).from(table).where(eq(table.id, id)))[0].by;
    expect(await enteredBy(individuals, person.id)).toBe(brokerId);
    expect(await enteredBy(companies, company.id)).toBe(brokerId);
    // One an account already holds is the account's.
    expect(await enteredBy(individuals, held.id)).toBeNull();
  });
});
