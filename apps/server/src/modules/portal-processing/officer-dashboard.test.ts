import { wallTimeIn } from '@portal/contracts/dates';
import type { Paged } from '@portal/contracts/paging';
import { CASE_TYPES, FINAL_CASE_STATUSES, type CaseType } from '@portal/contracts/portal-cases';
import {
  AGEING_BUCKETS,
  AGEING_CLOCKS,
  AGEING_CLOCK_STATUSES,
  DASHBOARD_WEEKS,
  ageingBucket,
  ageingFilterValue,
  type AgeingClock,
  type OfficerDashboard,
  type QueuedCase,
} from '@portal/contracts/portal-processing';
import { formatDate } from '@portal/contracts/dates';
import fc from 'fast-check';
import { inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../test/api-client';
import { buildCase, buildOfficer } from '../../test/factories';
import { buildTestApp, type Session } from '../../test/harness';
import { portalCases } from '../portal-cases/tables';
import { businessTimeZone } from '../settings';
import { setParameter } from '../settings/service';
import { findUserByUsername } from '../users/service';

// The officer dashboard's aggregates against a small model: random cases (kind, status, due times of the three
// clocks, who took them, when decided) are counted by the contracts' rules in JS and compared with the answer;
// the queue's filters the figures link to select the same cases.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STATUSES = [
  'SUBMITTED',
  'IN_PROCESS',
  'RETURNED_FOR_CORRECTIONS',
  'HEARING',
  'APPROVED',
  'REJECTED',
  'WITHDRAWN',
] as const;

type Spec = {
  kind: CaseType;
  status: (typeof STATUSES)[number];
  /** Hours from now to each due time (half an hour added: never on a boundary), or none. */
  due: number | null;
  corrections: number | null;
  hearing: number | null;
  assignee: 'me' | 'other' | null;
  decidedDaysAgo: number;
};

const hours = fc.option(fc.integer({ min: -40 * 24, max: 40 * 24 }), { nil: null });
const spec: fc.Arbitrary<Spec> = fc.record({
  kind: fc.constantFrom(...CASE_TYPES),
  status: fc.constantFrom(...STATUSES),
  due: hours,
  corrections: hours,
  hearing: hours,
  assignee: fc.constantFrom('me' as const, 'other' as const, null),
  decidedDaysAgo: fc.integer({ min: 0, max: 100 }),
});
const at = (now: number, h: number | null) => (h === null ? null : new Date(now + h * HOUR + HOUR / 2));

const pad = (n: number) => String(n).padStart(2, '0');
/** The Monday (YYYY-MM-DD) of the week of an instant's day in the zone. */
function mondayOf(instant: Date, timeZone: string): string {
  const w = wallTimeIn(instant, timeZone);
  const day = new Date(Date.UTC(w.year, w.month - 1, w.day));
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
  return `${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}`;
}

describe('the officer dashboard', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let officer: Session;
  let officerId: number, otherOfficerId: number;
  let filer: { id: number; companyId: number | null; individualId: number | null };
  let timeZone: string;
  const made: number[] = [];

  const dashboard = async () => {
    const res = await officer.get(apiPath('/portal_cases/dashboard'));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OfficerDashboard>();
  };
  const queueTotal = async (query: string) => {
    const res = await officer.get(`${apiPath('/portal_cases/queue')}?count=10&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<QueuedCase>>().totalElements;
  };
  /** Hides every case made so far (unsubmitted cases are in no figure). */
  const hideAll = () => db.update(portalCases).set({ submittedAt: null }).where(isNotNull(portalCases.submittedAt));

  const build = async (s: Spec, now: number) => {
    const row = await buildCase(db, {
      filerUserId: filer.id,
      aboutIndividualId: filer.individualId,
      aboutCompanyId: filer.individualId ? null : filer.companyId,
      caseType: s.kind,
      status: s.status,
    });
    made.push(row.id);
    await db
      .update(portalCases)
      .set({
        submittedAt: new Date(now - 50 * DAY),
        dueAt: at(now, s.due),
        correctionsDueAt: at(now, s.corrections),
        hearingDueAt: at(now, s.hearing),
        assignedOfficerId: s.assignee === 'me' ? officerId : s.assignee === 'other' ? otherOfficerId : null,
        decidedAt: FINAL_CASE_STATUSES.includes(s.status) ? new Date(now - s.decidedDaysAgo * DAY - HOUR / 2) : null,
      })
      .where(inArray(portalCases.id, [row.id]));
  };

  beforeAll(async () => {
    officer = await t.loginAs('officer');
    officerId = (await findUserByUsername(db, 'officer'))!.id;
    otherOfficerId = (await buildOfficer(t)).id;
    const trader = (await findUserByUsername(db, 'trader'))!;
    filer = { id: trader.id, companyId: trader.companyId, individualId: trader.individualId };
    timeZone = await businessTimeZone(db);
    // Periods unlike each other, so that a clock measured against another's period shows.
    await setParameter(db, 'portal_decision_days_general', 120);
    await setParameter(db, 'portal_decision_days_bti', 60);
    await setParameter(db, 'portal_information_request_days', 30);
    await setParameter(db, 'portal_hearing_days', 14);
  });

  it('counts by kind and status, ageing per clock, overdue, weeks and mine as the model does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(spec, { maxLength: 10 }), fc.constantFrom(...AGEING_CLOCKS), async (specs, probe) => {
        await hideAll();
        const now = Date.now();
        for (const s of specs) await build(s, now);
        const answer = await dashboard();
        const checkedAt = new Date();
        const { periods } = answer;
        expect(periods.decision.GENERAL).toBe(120);
        expect(periods.decision.BTI).toBe(60);
        expect([periods.information, periods.hearing]).toEqual([30, 14]);

        const open = (s: Spec) => !FINAL_CASE_STATUSES.includes(s.status);
        // Open by kind and status.
        const expected = new Map<string, number>();
        for (const s of specs.filter((s) =>
          ['SUBMITTED', 'IN_PROCESS', 'RETURNED_FOR_CORRECTIONS', 'HEARING'].includes(s.status),
        )) {
          expected.set(`${s.kind}/${s.status}`, (expected.get(`${s.kind}/${s.status}`) ?? 0) + 1);
        }
        expect(new Map(answer.openByKindAndStatus.map((r) => [`${r.kind}/${r.status}`, r.count]))).toEqual(expected);

        // Ageing: every clock × bucket.
        const dueOf = (s: Spec, clock: AgeingClock) =>
          at(now, { DECISION: s.due, INFORMATION: s.corrections, HEARING: s.hearing }[clock]);
        const periodOf = (s: Spec, clock: AgeingClock) =>
          clock === 'DECISION'
            ? periods.decision[s.kind]
            : clock === 'INFORMATION'
              ? periods.information
              : periods.hearing;
        const modelAgeing = AGEING_CLOCKS.flatMap((clock) =>
          AGEING_BUCKETS.map((bucket) => ({
            clock,
            bucket,
            count: specs.filter(
              (s) =>
                (AGEING_CLOCK_STATUSES[clock] as readonly string[]).includes(s.status) &&
                dueOf(s, clock) !== null &&
                ageingBucket(dueOf(s, clock)!, checkedAt, periodOf(s, clock)) === bucket,
            ).length,
          })),
        );
        expect(answer.ageing).toEqual(modelAgeing);

        // Overdue: open and past the decision's due time.
        const overdue = specs.filter((s) => open(s) && s.due !== null && s.due < 0);
        expect(answer.overdueTotal).toBe(overdue.length);
        expect(answer.overdue.map((c) => c.dueAt)).toEqual(
          overdue
            .map((s) => at(now, s.due)!.toISOString())
            .sort()
            .slice(0, 10),
        );

        // Decisions per week.
        expect(answer.decisionsPerWeek).toHaveLength(DASHBOARD_WEEKS);
        for (const week of answer.decisionsPerWeek) {
          const inWeek = (status: string) =>
            specs.filter(
              (s) =>
                s.status === status &&
                mondayOf(new Date(now - s.decidedDaysAgo * DAY - HOUR / 2), timeZone) === week.weekStart,
            ).length;
          expect([week.approved, week.rejected], week.weekStart).toEqual([inWeek('APPROVED'), inWeek('REJECTED')]);
        }

        // Mine.
        const mine = specs.filter((s) => s.assignee === 'me' && open(s));
        expect(answer.mine.byStatus.reduce((a, r) => a + r.count, 0)).toBe(mine.length);
        expect(answer.mine.overdue).toBe(mine.filter((s) => s.due !== null && s.due < 0).length);

        // The queue's filters the figures link to select as many cases.
        for (const bucket of AGEING_BUCKETS) {
          const figure = answer.ageing.find((r) => r.clock === probe && r.bucket === bucket)!.count;
          expect(
            await queueTotal(`filter[status]=ALL&filter[ageing]=${ageingFilterValue(probe, bucket)}`),
            bucket,
          ).toBe(figure);
        }
        const week = answer.decisionsPerWeek.at(-2)!;
        expect(
          await queueTotal(
            `filter[status]=ALL&filter[decidedFrom]=${formatDate(week.weekStart, timeZone)}&filter[decidedTo]=${formatDate(week.weekEnd, timeZone)}`,
          ),
        ).toBe(
          week.approved +
            week.rejected +
            specs.filter(
              (s) =>
                s.status === 'WITHDRAWN' &&
                mondayOf(new Date(now - s.decidedDaysAgo * DAY - HOUR / 2), timeZone) === week.weekStart,
            ).length,
        );
        expect(await queueTotal('filter[overdue]=true')).toBe(answer.overdueTotal);
        expect(await queueTotal('filter[assignee]=mine&filter[status]=OPEN')).toBe(mine.length);
      }),
      { numRuns: 12 },
    );
  });

  it('answers empty figures when nothing is submitted, and the queue refuses an unknown ageing bucket', async () => {
    await hideAll();
    const empty = await dashboard();
    expect(empty.openByKindAndStatus).toEqual([]);
    expect(empty.ageing.every((r) => r.count === 0)).toBe(true);
    expect(empty.ageing).toHaveLength(AGEING_CLOCKS.length * AGEING_BUCKETS.length);
    expect([empty.overdue, empty.overdueTotal, empty.mine]).toEqual([[], 0, { byStatus: [], overdue: 0 }]);
    for (const value of ['DECISION.SOON', 'LATER.OVERDUE', 'DECISION', 'DECISION.OVERDUE.X']) {
      const bad = await officer.get(`${apiPath('/portal_cases/queue')}?filter[ageing]=${value}`);
      expect(bad.statusCode, value).toBe(400);
    }
    const badDay = await officer.get(`${apiPath('/portal_cases/queue')}?filter[decidedFrom]=2026-13-01`);
    expect(badDay.statusCode).toBe(400);
  });
});
