import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoCases } from './demo-cases';
import { DEMO_PASSWORD } from './modules/accounts';
import { buildTestApp } from './test/harness';

describe('demo portal cases', async () => {
  const t = await buildTestApp();

  it('a fresh demo database gets cases in each stage, made through the API; a second start adds none', async () => {
    await seedDemoCases(t.app, t.platform.db, DEMO_PASSWORD);
    const read = async (query: ReturnType<typeof sql>) =>
      ((await t.platform.db.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;
    const cases = await read(sql`
        select c.case_type as "caseType", c.status, u.username as filer,
               (select count(*)::int from portal_documents d where d.case_id = c.id) as documents
        from portal_cases c join users u on u.id = c.filer_user_id order by c.id`);
    expect(cases).toEqual([
      { caseType: 'GENERAL', status: 'DRAFT', filer: 'trader', documents: 0 },
      // Two documents of the trader and the receipt.
      { caseType: 'GENERAL', status: 'SUBMITTED', filer: 'trader', documents: 3 },
      { caseType: 'GENERAL', status: 'IN_PROCESS', filer: 'trader', documents: 2 },
      // The request for information is an incoming document too.
      { caseType: 'GENERAL', status: 'RETURNED_FOR_CORRECTIONS', filer: 'trader', documents: 3 },
      // Request, receipt, decision.
      { caseType: 'GENERAL', status: 'APPROVED', filer: 'person', documents: 3 },
      { caseType: 'COMPLAINT', status: 'SUBMITTED', filer: 'broker', documents: 2 },
      { caseType: 'COMPLAINT', status: 'DRAFT', filer: 'broker', documents: 0 },
    ]);

    await seedDemoCases(t.app, t.platform.db, DEMO_PASSWORD);
    const [{ total }] = await read(sql`select count(*)::int as total from portal_cases`);
    expect(total).toBe(7);
  });
});
