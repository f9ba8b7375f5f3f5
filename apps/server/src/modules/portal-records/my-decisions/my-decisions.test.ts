import type { Paged } from '@portal/contracts/paging';
import { myDecisionStatus, type MyDecision } from '@portal/contracts/portal-decisions';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_TARIFF,
  attachBtiApplication,
  attachPowerOfAttorney,
  attachRequest,
  buildIpr,
  createBti,
  subTypeId,
} from '../../../test/factories';
import { portalDecisionTypes } from '../../vocabularies/tables';
import { findUserByUsername } from '../../users/service';
import { registerIssuedDecision } from '../issued-decisions';
import { apiPath } from '../../../test/api-client';
import type { Session } from '../../../test/harness';
import { mailOutbox } from '../../mail/tables';
import { BTI_DECISION, btiTestApp, GOODS } from '../bti/test-support';
import { btis, decisionExpiryReminders, iprApplications, movementCertificates } from '../tables';
import { businessDay, statusSql } from './register';
import { mailExpiryReminders } from './reminder-job';

const DAY_MS = 86_400_000;
const NOW = new Date();
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('My decisions: the register of what was issued to the caller, its statuses and the expiry reminders', async () => {
  const { t, ready } = await btiTestApp('portal-my-decisions');
  const db = t.platform.db;
  let trader: Session, person: Session, officer: Session;
  let caseId: number, caseNumber: string, today: string;

  const list = async (session: Session, query = '') => {
    const res = await session.get(`${apiPath('/portal_decisions/by_registered_user')}?count=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<MyDecision>>();
  };
  const setValidTo = (validTo: string | null) => db.update(btis).set({ validTo }).where(eq(btis.caseId, caseId));
  const btiRow = async (session: Session) =>
    (await list(session, '&filter[kind]=BTI')).content.find((d) => d.portalCase?.id === caseId);

  beforeAll(async () => {
    ({ trader, person, officer } = await ready());
    const c = await createBti(t, trader, { ...GOODS, proposedTariffCode: ACTIVE_TARIFF });
    await attachBtiApplication(t, trader, c.id);
    expect((await trader.post(apiPath('/bti_cases/submit_bti_case'), { id: c.id })).statusCode).toBe(200);
    expect((await officer.post(apiPath('/portal_cases/take'), { id: c.id })).statusCode).toBe(200);
    const approved = await officer.post(apiPath('/portal_cases/approve'), {
      id: c.id,
      reasoning: 'Heading 9988.',
      bti: BTI_DECISION,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    caseId = c.id;
    caseNumber = approved.json().number;
    today = await businessDay(db, NOW);
  });

  it("lists the approved case's decision and BTI to its filer, with the case, the days and the PDFs", async () => {
    const mine = (await list(trader)).content.filter((d) => d.portalCase?.id === caseId);
    expect(mine.map((d) => d.kind).sort()).toEqual(['BTI', 'DECISION']);
    const decision = mine.find((d) => d.kind === 'DECISION')!;
    expect(decision).toMatchObject({ number: `DP-${caseNumber}`, issuedOn: today, validTo: null, status: 'VALID' });
    expect(decision.portalCase).toMatchObject({ id: caseId, number: caseNumber, caseType: 'BTI' });
    expect(decision.file?.fileName).toMatch(/\.pdf$/);
    const bti = mine.find((d) => d.kind === 'BTI')!;
    expect(bti).toMatchObject({ issuedOn: today, validFrom: today, status: 'VALID' });
    expect(bti.validTo! > today).toBe(true);
    expect(bti.file?.fileName).toMatch(/\.pdf$/);
    // The PDF downloads for the filer.
    const pdf = await trader.get(`/data/rest/portal_attachments/get/${bti.file!.attachmentId}`);
    expect(pdf.statusCode).toBe(200);
  });

  it("never lists another party's documents: the person sees none of the trader's, only their own", async () => {
    const trader_ = await list(trader);
    const theirs = await list(person);
    const traderKeys = new Set(trader_.content.map((d) => d.key));
    expect(theirs.content.some((d) => traderKeys.has(d.key))).toBe(false);
    expect(theirs.content.some((d) => d.portalCase?.id === caseId)).toBe(false);
    // The demo's past decisions are addressed to the person too: theirs, with no case.
    expect(theirs.content.every((d) => d.kind === 'DECISION')).toBe(true);
    // An officer holds no My decisions page.
    expect((await officer.get(apiPath('/portal_decisions/by_registered_user'))).statusCode).toBe(403);
  });

  it('shows a decision on a case a broker filed to the broker and the party, never to others; not after revocation', async () => {
    const broker = await t.loginAs('broker');
    const personId = (await findUserByUsername(db, 'person'))!.individualId!;
    const created = await broker.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: await subTypeId(db, 'GEN_TARIFF'),
      subject: 'Tariff of green tea',
      aboutIndividualId: personId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, number } = created.json();
    await attachRequest(t, broker, id);
    // An intermediary submits for the party with a power of attorney on the case (ADR 0075).
    await attachPowerOfAttorney(t, broker, id);
    expect((await broker.post(apiPath('/general_cases/submit_general_case'), { id })).statusCode).toBe(200);
    await db.transaction((tx) =>
      registerIssuedDecision(tx, {
        decisionNumber: `DP-${number}`,
        decisionTypeCode: 'DEC_VALUATION',
        issuedOn: today,
        caseId: id,
        addressee: { companyId: null, individualId: personId },
      }),
    );
    const has = async (session: Session) =>
      (await list(session)).content.some((d) => d.number === `DP-${number}` && d.portalCase?.id === id);
    expect(await has(broker)).toBe(true);
    expect(await has(person)).toBe(true);
    expect(await has(trader)).toBe(false);
    // The party withdraws the broker's authority: the broker no longer sees it, the party still does.
    expect((await person.post(apiPath('/portal_cases/revoke_representation'), { id })).statusCode).toBe(200);
    expect(await has(broker)).toBe(false);
    expect(await has(person)).toBe(true);
  });

  it('pages, sorts and filters on the server; unknown filters and sort keys are 400', async () => {
    const all = await list(trader);
    const page = await trader.get(`${apiPath('/portal_decisions/by_registered_user')}?count=2&page=1&sort=number,asc`);
    expect(page.json().content).toHaveLength(2);
    expect(page.json().totalElements).toBe(all.totalElements);
    const numbers = all.content.map((d) => d.number);
    const sorted = (await list(trader, '&sort=number,asc')).content.map((d) => d.number);
    expect(sorted).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list(trader, '&filter[kind]=BTI')).content.every((d) => d.kind === 'BTI')).toBe(true);
    const bad = await trader.get(`${apiPath('/portal_decisions/by_registered_user')}?filter[kind]=NOPE`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors ?? bad.json()).toBeTruthy();
    expect((await trader.get(`${apiPath('/portal_decisions/by_registered_user')}?sort=owner`)).statusCode).toBe(400);
    expect((await trader.get(`${apiPath('/portal_decisions/by_registered_user')}?filter[who]=x`)).statusCode).toBe(400);
  });

  it('computes the status at the edges of validity (reminder days 30 by default)', async () => {
    const cases: Array<[string | null, string]> = [
      [addDays(today, 31), 'VALID'],
      [addDays(today, 30), 'EXPIRING'],
      [today, 'EXPIRING'],
      [addDays(today, -1), 'EXPIRED'],
    ];
    for (const [validTo, status] of cases) {
      await setValidTo(validTo);
      expect((await btiRow(trader))?.status, String(validTo)).toBe(status);
      const filtered = await list(trader, `&filter[status]=${status}`);
      expect(filtered.content.some((d) => d.kind === 'BTI' && d.portalCase?.id === caseId)).toBe(true);
    }
  });

  it('the status query follows the status rule (fast-check against the model)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }),
        fc.boolean(),
        fc.integer({ min: 1, max: 365 }),
        fc.boolean(),
        async (offset, revoked, days, superseded) => {
          const validTo = offset === null ? null : addDays(today, offset);
          // Superseded: an approved case amended or renewed it (its id in `superseded_by`).
          const supersededBy = superseded ? 1 : null;
          const result = await db.execute(
            sql`select ${statusSql(today, days)} as status from (select ${validTo}::text as valid_to,
              ${revoked}::boolean as revoked, ${supersededBy}::int as superseded_by) x`,
          );
          const [{ status }] = (result as { rows: Array<{ status: string }> }).rows;
          expect(status).toBe(myDecisionStatus({ validTo, revoked, superseded }, today, days));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reminds the party once of a document about to expire, never of an expired, revoked or endless one', async () => {
    const reminders = () => db.select().from(mailOutbox).where(eq(mailOutbox.template, 'portal_decision_expiring'));
    await db.delete(decisionExpiryReminders);
    await db.delete(mailOutbox).where(eq(mailOutbox.template, 'portal_decision_expiring'));
    // A revoked certificate about to expire, on the same case (a record of the register of its own).
    const [certificate] = await db
      .insert(movementCertificates)
      .values({
        caseId,
        certificateNumber: `EUR1-TEST-${caseId}`,
        issuedAt: NOW,
        validUntil: addDays(today, 5),
        revokedAt: NOW,
      })
      .returning();
    // Expired yesterday: nothing.
    await setValidTo(addDays(today, -1));
    expect(await mailExpiryReminders(db, 'https://portal.example', NOW)).toBe(0);
    expect(await reminders()).toEqual([]);
    // Ten days left: one reminder, even with two instances running at once, and none on the next day's run.
    await setValidTo(addDays(today, 10));
    const runs = await Promise.all([
      mailExpiryReminders(db, 'https://portal.example', NOW),
      mailExpiryReminders(db, 'https://portal.example', NOW),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await mailExpiryReminders(db, 'https://portal.example', new Date(NOW.getTime() + DAY_MS))).toBe(0);
    const sent = await reminders();
    expect(sent.length).toBeGreaterThan(0);
    const [bti] = await db.select().from(btis).where(eq(btis.caseId, caseId));
    expect(sent.every((m) => m.textBody.includes(bti.reference!))).toBe(true);
    expect(
      sent.some((m) => m.textBody.includes(`EUR1-TEST-${caseId}`) || m.textBody.includes(`DP-${caseNumber}`)),
    ).toBe(false);
    const rows = await db
      .select()
      .from(decisionExpiryReminders)
      .where(and(inArray(decisionExpiryReminders.kind, ['BTI', 'MOVEMENT_CERTIFICATE', 'DECISION'])));
    expect(rows.map((r) => r.kind)).toEqual(['BTI']);
    // The revoked certificate lists as revoked.
    const revoked = (await list(trader, '&filter[status]=REVOKED')).content;
    expect(revoked.map((d) => d.number)).toContain(certificate.certificateNumber);
  });

  it("lists an approved IPR application for action with its validity and the decision's PDF, and reminds of it", async () => {
    const c = await buildIpr(db, 'trader', { status: 'SUBMITTED', rights: 1, goods: 1 });
    expect((await officer.post(apiPath('/portal_cases/take'), { id: c.id })).statusCode).toBe(200);
    const [type] = await db
      .select()
      .from(portalDecisionTypes)
      .where(eq(portalDecisionTypes.code, 'DEC_CLASSIFICATION'));
    const approved = await officer.post(apiPath('/portal_cases/approve'), {
      id: c.id,
      reasoning: 'The rights are shown.',
      decisionTypeId: type.id,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [application] = await db.select().from(iprApplications).where(eq(iprApplications.caseId, c.id));
    const ipr = (await list(trader, '&filter[kind]=IPR_APPLICATION')).content.find((d) => d.portalCase?.id === c.id);
    expect(ipr).toMatchObject({
      key: `IPR_APPLICATION-${application.id}`,
      number: application.applicationNumber,
      issuedOn: today,
      validFrom: application.validFrom,
      validTo: application.validTo,
      status: 'VALID',
      actions: [],
    });
    expect(ipr?.portalCase).toMatchObject({ id: c.id, caseType: 'IPR' });
    // Its PDF is the case's decision.
    const decision = (await list(trader)).content.find((d) => d.kind === 'DECISION' && d.portalCase?.id === c.id);
    expect(ipr?.file).toEqual(decision?.file);
    expect(ipr?.file?.fileName).toMatch(/\.pdf$/);
    // Never another party's.
    expect((await list(person)).content.some((d) => d.kind === 'IPR_APPLICATION' && d.portalCase?.id === c.id)).toBe(
      false,
    );
    // About to expire: EXPIRING, and its party is reminded once.
    await db.delete(decisionExpiryReminders);
    await db.delete(mailOutbox).where(eq(mailOutbox.template, 'portal_decision_expiring'));
    await setValidTo(addDays(today, -1));
    await db
      .update(iprApplications)
      .set({ validTo: addDays(today, 3) })
      .where(eq(iprApplications.id, application.id));
    const expiring = await list(trader, '&filter[kind]=IPR_APPLICATION&filter[status]=EXPIRING');
    expect(expiring.content.map((d) => d.key)).toContain(`IPR_APPLICATION-${application.id}`);
    expect(await mailExpiryReminders(db, 'https://portal.example', NOW)).toBe(1);
    const [reminded] = await db.select().from(decisionExpiryReminders);
    expect(reminded).toMatchObject({ kind: 'IPR_APPLICATION', recordId: application.id });
    const sent = await db.select().from(mailOutbox).where(eq(mailOutbox.template, 'portal_decision_expiring'));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((m) => m.textBody.includes(application.applicationNumber!))).toBe(true);
    // Nothing can be started from it (IPR cases are not amended or renewed from the register).
    const start = await trader.post(apiPath('/portal_decisions/start_linked_case'), {
      kind: 'IPR_APPLICATION',
      recordId: application.id,
      link: 'AMEND',
    });
    expect(start.statusCode).toBe(409);
  });
});
