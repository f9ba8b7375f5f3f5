import fs from 'node:fs';
import path from 'node:path';
import type { Paged } from '@portal/contracts/paging';
import { caseScreenPath, type PortalCase } from '@portal/contracts/portal-cases';
import { LINKED_CASE_ERROR, type MyDecision } from '@portal/contracts/portal-decisions';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachRequest, subTypeId } from '../../../test/factories';
import { documentTypeId } from '../../portal-documents/test-support';
import { apiPath } from '../../../test/api-client';
import { buildTestAppWithFiles, type Session } from '../../../test/harness';
import { portalDocuments } from '../../portal-documents/tables';
import { portalDocumentTypes } from '../../vocabularies/tables';
import { issuedDecisions } from '../tables';

// A complaint against a decision, started from My decisions (ADR 0082), and the one power of attorney type.
describe('a complaint against a decision from My decisions', async () => {
  const t = await buildTestAppWithFiles('portal-linked-complaints');
  const db = t.platform.db;
  let trader: Session, officer: Session;
  let caseId: number;

  const list = async () =>
    (await trader.get(`${apiPath('/portal_decisions/by_registered_user')}?count=100`)).json<Paged<MyDecision>>()
      .content;
  const rowOf = async (kind: string) => (await list()).find((d) => d.kind === kind && d.portalCase?.id === caseId);
  const recordId = (row: MyDecision | undefined) => Number(row!.key.split('-').pop());
  const start = (recordIdValue: number, link: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: apiPath('/portal_decisions/start_linked_case'),
      headers: { 'x-auth-token': trader.token, cookie: `lang=${lang}` },
      payload: { kind: 'DECISION', recordId: recordIdValue, link },
    });

  beforeAll(async () => {
    [trader, officer] = await Promise.all([t.loginAs('trader'), t.loginAs('officer')]);
    const created = await trader.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: await subTypeId(db, 'GEN_TARIFF'),
      subject: 'Tariff of roasted coffee',
    });
    caseId = created.json<{ id: number }>().id;
    await attachRequest(t, trader, caseId);
    expect((await trader.post(apiPath('/general_cases/submit_general_case'), { id: caseId })).statusCode).toBe(200);
    expect((await officer.post(apiPath('/portal_cases/take'), { id: caseId })).statusCode).toBe(200);
    const res = await officer.post(apiPath('/portal_cases/approve'), { id: caseId, reasoning: 'Granted.' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('offers a complaint on the decision only; starts a complaint draft naming it, linked to the case', async () => {
    const decision = await rowOf('DECISION');
    expect(decision?.actions).toEqual(['AMEND', 'COMPLAINT']);
    const res = await start(recordId(decision), 'COMPLAINT');
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<{ id: number; number: string; path: string }>();
    expect(started.path).toBe(caseScreenPath('complaint', 'edit', started.id));
    const complaint = (await trader.get(apiPath('/complaint_cases/{id}', { id: started.id }))).json<PortalCase>();
    expect(complaint).toMatchObject({
      caseType: 'COMPLAINT',
      caseStatus: 'DRAFT',
      customsDeclarationDecision: false,
      subject: `Complaint against ${decision!.number}: Tariff of roasted coffee`,
      linkedCase: { id: caseId, caseType: 'GENERAL', link: 'COMPLAINT' },
    });
    const contested = await trader.get(apiPath('/decisions/by_complaint_case_id/{id}', { id: started.id }));
    expect(contested.json()).toMatchObject({ decisionNumber: decision!.number, registered: true });

    // One open complaint at a time (named); it neither blocks an amendment nor supersedes the decision.
    const again = await start(recordId(decision), 'COMPLAINT');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ _error: LINKED_CASE_ERROR.openLinkedCase, number: started.number });
    expect((await rowOf('DECISION'))?.status).toBe('VALID');
    expect((await start(recordId(decision), 'AMEND', 'sq')).statusCode).toBe(200);
  });

  it('refuses a complaint once the appeal period ended, as the list says', async () => {
    const decision = await rowOf('DECISION');
    await db
      .update(issuedDecisions)
      .set({ issuedOn: sql`current_date - 400` })
      .where(eq(issuedDecisions.caseId, caseId));
    expect((await rowOf('DECISION'))?.actions).not.toContain('COMPLAINT');
    const res = await start(recordId(decision), 'COMPLAINT');
    expect(res.statusCode).toBe(409);
    expect(res.json()._error).toBe(LINKED_CASE_ERROR.notLinkable);
  });
});

describe('one power of attorney document type', async () => {
  const t = await buildTestAppWithFiles('portal-one-power-of-attorney');
  const db = t.platform.db;

  it('is seeded once, and the migration merges a second one into it, its documents repointed', async () => {
    const named = await db
      .select()
      .from(portalDocumentTypes)
      .where(eq(portalDocumentTypes.labelEN, 'Power of attorney'));
    expect(named.map((type) => type.code)).toEqual(['POWER_OF_ATTORNEY']);

    // A database from before: the complaint group's type, with a document of it.
    const trader = await t.loginAs('trader');
    const created = await trader.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: await subTypeId(db, 'GEN_TARIFF'),
      subject: 'With a power of attorney',
    });
    const [old] = await db
      .insert(portalDocumentTypes)
      .values({
        code: 'CMP_POWER_OF_ATTORNEY',
        groupCode: 'COMPLAINT_GENERAL',
        labelSQ: 'Autorizim (prokurë)',
        labelEN: 'Power of attorney',
        labelSR: 'Punomoćje',
      })
      .returning();
    const caseIdValue = created.json<{ id: number }>().id;
    const [document] = await db
      .insert(portalDocuments)
      .values({ caseId: caseIdValue, documentTypeId: old.id, direction: 'OUTGOING' })
      .returning();

    const migrations = path.resolve(import.meta.dirname, '../../../../migrations');
    const file = fs.readdirSync(migrations).find((name) => name.endsWith('_one_power_of_attorney.sql'))!;
    const statements = fs.readFileSync(path.join(migrations, file), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements.filter((s) => s.includes('POWER_OF_ATTORNEY'))) {
      await db.execute(sql.raw(statement));
    }
    const merged = await db
      .select()
      .from(portalDocumentTypes)
      .where(eq(portalDocumentTypes.labelEN, 'Power of attorney'));
    expect(merged.map((type) => type.code)).toEqual(['POWER_OF_ATTORNEY']);
    const [repointed] = await db.select().from(portalDocuments).where(eq(portalDocuments.id, document.id));
    expect(repointed.documentTypeId).toBe(await documentTypeId(db, 'POWER_OF_ATTORNEY'));
  });
});
