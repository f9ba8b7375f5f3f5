import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { buildCase, buildOfficer } from '../../test/factories';
import { notices } from '../notifications/tables';
import { portalCases } from '../portal-cases/tables';
import { findUserByUsername } from '../users/service';
import { noticeDeadlines } from './deadlines/overdue-job';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('the daily deadline notices', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let traderId: number;
  let officerId: number;
  const ids = {} as Record<string, number>;

  beforeAll(async () => {
    const trader = (await findUserByUsername(db, 'trader'))!;
    traderId = trader.id;
    officerId = (await buildOfficer(t)).id;
    const build = async (name: string, status: 'RETURNED_FOR_CORRECTIONS' | 'HEARING' | 'IN_PROCESS', set: object) => {
      const row = await buildCase(db, {
        filerUserId: trader.id,
        aboutCompanyId: trader.companyId,
        status,
        subject: `Deadline ${name}`,
        assignedOfficerId: officerId,
      });
      await db.update(portalCases).set(set).where(eq(portalCases.id, row.id));
      ids[name] = row.id;
    };
    const now = Date.now();
    await build('correctionsSoon', 'RETURNED_FOR_CORRECTIONS', { correctionsDueAt: new Date(now + 2.5 * DAY) });
    await build('correctionsLater', 'RETURNED_FOR_CORRECTIONS', { correctionsDueAt: new Date(now + 5 * DAY) });
    await build('hearingSoon', 'HEARING', { hearingDueAt: new Date(now + 2.2 * DAY) });
    await build('hearingAnswered', 'HEARING', {
      hearingDueAt: new Date(now + 2.2 * DAY),
      hearingAnsweredAt: new Date(),
    });
    await build('overdueNow', 'IN_PROCESS', { dueAt: new Date(now - 2 * HOUR) });
    await build('overdueLongAgo', 'IN_PROCESS', { dueAt: new Date(now - 3 * DAY) });
  });

  const noticesOf = async (userId: number, kind: string) =>
    db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, userId), eq(notices.kind, kind)));

  it('reminds the party three days ahead and the officer of a case that just became overdue, once', async () => {
    expect(await noticeDeadlines(db)).toBe(3);
    const soon = await noticesOf(traderId, 'deadline_soon');
    const numbers = await db
      .select({ id: portalCases.id, number: portalCases.number })
      .from(portalCases)
      .where(inArray(portalCases.id, Object.values(ids)));
    const numberOf = (name: string) => numbers.find((n) => n.id === ids[name])!.number;
    expect(soon.map((n) => (n.params as { caseNumber: string }).caseNumber).sort()).toEqual(
      [numberOf('correctionsSoon'), numberOf('hearingSoon')].sort(),
    );
    expect(soon.every((n) => n.link?.includes('/edit_general_case/'))).toBe(true);
    const overdue = await noticesOf(officerId, 'case_overdue');
    expect(overdue.map((n) => (n.params as { caseNumber: string }).caseNumber)).toEqual([numberOf('overdueNow')]);
    // A run a day later finds none of them in its window.
    expect(await noticeDeadlines(db, new Date(Date.now() + DAY + HOUR))).toBe(0);
  });
});
