import type { Paged } from '@portal/contracts/paging';
import { caseScreenPath, type PortalCase } from '@portal/contracts/portal-cases';
import { LINKED_CASE_ERROR, type MyDecision } from '@portal/contracts/portal-decisions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_TARIFF, attachBtiApplication, attachRequest, createBti, subTypeId } from '../../../test/factories';
import { apiPath } from '../../../test/api-client';
import type { Session } from '../../../test/harness';
import { documentVerifications } from '../../document-verification/tables';
import { portalCases } from '../../portal-cases/tables';
import { mailOutbox } from '../../mail/tables';
import { BTI_DECISION, btiTestApp, GOODS } from '../bti/test-support';
import { btis, decisionExpiryReminders } from '../tables';
import { businessDay } from './register';
import { mailExpiryReminders } from './reminder-job';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('amending and renewing a decision from My decisions, and the superseded versions (ADR 0081)', async () => {
  const { t, ready } = await btiTestApp('portal-linked-cases');
  const db = t.platform.db;
  let trader: Session, person: Session, officer: Session;
  let generalId: number, generalNumber: string, btiCaseId: number;

  const list = async (session: Session) => {
    const res = await session.get(`${apiPath('/portal_decisions/by_registered_user')}?count=100`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<MyDecision>>().content;
  };
  const rowOf = async (session: Session, kind: string, caseId: number) =>
    (await list(session)).find((d) => d.kind === kind && d.portalCase?.id === caseId);
  const start = (session: Session, kind: string, recordId: number, link: 'AMEND' | 'RENEW') =>
    session.post(apiPath('/portal_decisions/start_linked_case'), { kind, recordId, link });
  const recordId = (row: MyDecision | undefined) => Number(row!.key.split('-').pop());
  const approve = async (id: number) => {
    expect((await trader.post(apiPath('/general_cases/submit_general_case'), { id })).statusCode).toBe(200);
    expect((await officer.post(apiPath('/portal_cases/take'), { id })).statusCode).toBe(200);
    const res = await officer.post(apiPath('/portal_cases/approve'), { id, reasoning: 'Granted.' });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    ({ trader, person, officer } = await ready());
    const created = await trader.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: await subTypeId(db, 'GEN_TARIFF'),
      subject: 'Tariff of roasted coffee',
      description: 'Roasted, not decaffeinated.',
    });
    expect(created.statusCode, created.body).toBe(200);
    ({ id: generalId, number: generalNumber } = created.json());
    await attachRequest(t, trader, generalId);
    await approve(generalId);
    const c = await createBti(t, trader, { ...GOODS, proposedTariffCode: ACTIVE_TARIFF });
    await attachBtiApplication(t, trader, c.id);
    expect((await trader.post(apiPath('/bti_cases/submit_bti_case'), { id: c.id })).statusCode).toBe(200);
    expect((await officer.post(apiPath('/portal_cases/take'), { id: c.id })).statusCode).toBe(200);
    const res = await officer.post(apiPath('/portal_cases/approve'), { id: c.id, reasoning: 'H.', bti: BTI_DECISION });
    expect(res.statusCode, res.body).toBe(200);
    btiCaseId = c.id;
  });

  it('offers an amendment of a decision and an amendment or renewal of a BTI to their owner only', async () => {
    // A decision may also be complained against within its appeal period (ADR 0082).
    expect((await rowOf(trader, 'DECISION', generalId))?.actions).toEqual(['AMEND', 'COMPLAINT']);
    expect((await rowOf(trader, 'BTI', btiCaseId))?.actions).toEqual(['AMEND', 'RENEW']);
  });

  it('starts a draft amendment linked to the case, copying its case row; 409 for a second one, naming it', async () => {
    const decision = await rowOf(trader, 'DECISION', generalId);
    // A decision has no validity: it cannot be renewed.
    const renew = await start(trader, 'DECISION', recordId(decision), 'RENEW');
    expect(renew.statusCode).toBe(409);
    expect(renew.json()._error).toBe(LINKED_CASE_ERROR.notLinkable);
    // Another party's record, or one that does not exist: 404.
    expect((await start(person, 'DECISION', recordId(decision), 'AMEND')).statusCode).toBe(404);
    expect((await start(trader, 'DECISION', 999_999, 'AMEND')).statusCode).toBe(404);

    const res = await start(trader, 'DECISION', recordId(decision), 'AMEND');
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<{ id: number; number: string; path: string }>();
    expect(started.path).toBe(caseScreenPath('general', 'edit', started.id));
    const screen = await trader.get(apiPath('/general_cases/{id}', { id: started.id }));
    expect(screen.statusCode, screen.body).toBe(200);
    const linked = screen.json<PortalCase>();
    expect(linked).toMatchObject({
      caseStatus: 'DRAFT',
      description: 'Roasted, not decaffeinated.',
      linkedCase: { id: generalId, number: generalNumber, caseType: 'GENERAL', link: 'AMEND' },
    });
    expect(linked.subject).toContain(`${decision!.number}: Tariff of roasted coffee`);
    const [original] = await db.select().from(portalCases).where(eq(portalCases.id, generalId));
    expect(linked.subType?.id).toBe(original.subTypeId);
    expect(linked.aboutCompany?.id ?? null).toBe(original.aboutCompanyId);

    const again = await start(trader, 'DECISION', recordId(decision), 'AMEND');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ _error: LINKED_CASE_ERROR.openLinkedCase, number: started.number });
  });

  it('supersedes the original once the amendment is approved; both stay listed; the officer sees the link', async () => {
    const decision = await rowOf(trader, 'DECISION', generalId);
    const [amendment] = await db.select().from(portalCases).where(eq(portalCases.linkedCaseId, generalId));
    await attachRequest(t, trader, amendment.id);
    expect((await trader.post(apiPath('/general_cases/submit_general_case'), { id: amendment.id })).statusCode).toBe(
      200,
    );
    const seen = await officer.get(apiPath('/general_cases/{id}', { id: amendment.id }));
    expect(seen.json<PortalCase>().linkedCase).toMatchObject({ number: generalNumber, link: 'AMEND' });
    expect((await officer.post(apiPath('/portal_cases/take'), { id: amendment.id })).statusCode).toBe(200);
    const approved = await officer.post(apiPath('/portal_cases/approve'), { id: amendment.id, reasoning: 'Amended.' });
    expect(approved.statusCode, approved.body).toBe(200);

    // The register of official documents says so on the original decision's verification page (ADR 0091); the
    // receipt of the original case is not superseded, the new decision is valid.
    const verified = async (caseId: number, kind: string) => {
      const [row] = await db
        .select()
        .from(documentVerifications)
        .where(
          and(
            eq(documentVerifications.refType, 'portal_case'),
            eq(documentVerifications.refId, caseId),
            eq(documentVerifications.kind, kind as 'DECISION'),
          ),
        );
      const res = await t.app.inject({
        method: 'GET',
        url: apiPath('/document_verifications/{code}', { code: row.code }),
      });
      return res.json<{ status: string; statusAt: string | null }>();
    };
    expect(await verified(generalId, 'DECISION')).toMatchObject({ status: 'SUPERSEDED' });
    expect(await verified(generalId, 'CASE_RECEIPT')).toMatchObject({ status: 'VALID' });
    expect(await verified(amendment.id, 'DECISION')).toMatchObject({ status: 'VALID', statusAt: null });

    const before = await rowOf(trader, 'DECISION', generalId);
    expect(before).toMatchObject({
      status: 'SUPERSEDED',
      supersededBy: { id: amendment.id, number: amendment.number },
      actions: [],
    });
    expect(await rowOf(trader, 'DECISION', amendment.id)).toMatchObject({
      status: 'VALID',
      actions: ['AMEND', 'COMPLAINT'],
    });
    const filtered = await trader.get(
      `${apiPath('/portal_decisions/by_registered_user')}?count=100&filter[status]=SUPERSEDED`,
    );
    expect(filtered.json<Paged<MyDecision>>().content.map((d) => d.key)).toContain(decision!.key);
    // A superseded decision is not amended again.
    const again = await start(trader, 'DECISION', recordId(decision), 'AMEND');
    expect(again.statusCode).toBe(409);
    expect(again.json()._error).toBe(LINKED_CASE_ERROR.notLinkable);
  });

  it('renews an expiring BTI; an expired one is refused; a superseded one is not reminded', async () => {
    const today = await businessDay(db, new Date());
    const bti = await rowOf(trader, 'BTI', btiCaseId);
    await db
      .update(btis)
      .set({ validTo: addDays(today, -1) })
      .where(eq(btis.caseId, btiCaseId));
    const expired = await start(trader, 'BTI', recordId(bti), 'RENEW');
    expect(expired.statusCode).toBe(409);
    expect(expired.json()._error).toBe(LINKED_CASE_ERROR.notLinkable);

    await db
      .update(btis)
      .set({ validTo: addDays(today, 10) })
      .where(eq(btis.caseId, btiCaseId));
    expect((await rowOf(trader, 'BTI', btiCaseId))?.status).toBe('EXPIRING');
    const res = await start(trader, 'BTI', recordId(bti), 'RENEW');
    expect(res.statusCode, res.body).toBe(200);
    const renewal = res.json<{ id: number; path: string }>();
    expect(renewal.path).toBe(caseScreenPath('bti', 'edit', renewal.id));
    // The renewal is made with a BTI of its own: the goods copied, not the reference (ADR 0082).
    const records = await db.select().from(btis).where(eq(btis.caseId, renewal.id));
    expect(records).toHaveLength(1);
    expect(records[0].reference).toBeNull();

    // The renewal decided (its BTI's own approval is the BTI kind's tests' matter): the original is superseded and
    // the expiry reminder skips it.
    await db.update(portalCases).set({ status: 'APPROVED' }).where(eq(portalCases.id, renewal.id));
    expect((await rowOf(trader, 'BTI', btiCaseId))?.status).toBe('SUPERSEDED');
    await db.delete(decisionExpiryReminders);
    await db.delete(mailOutbox).where(eq(mailOutbox.template, 'portal_decision_expiring'));
    expect(await mailExpiryReminders(db, 'https://portal.example', new Date())).toBe(0);
    expect(await db.select().from(decisionExpiryReminders)).toEqual([]);
  });
});
