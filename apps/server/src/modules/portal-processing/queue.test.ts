import type { Paged } from '@portal/contracts/paging';
import { formatDate } from '@portal/contracts/dates';
import { QUEUE_SORT_KEYS, type QueuedCase } from '@portal/contracts/portal-processing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../test/harness';
import type { CaseRow } from '../portal-cases';
import { individuals } from '../individuals/tables';
import { portalCases } from '../portal-cases/tables';
import { buildCase, buildOfficer, mailsTo } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { mailOverdueCases } from './deadlines/overdue-job';
import { apiPath } from '../../test/api-client';

const DAY = 86_400_000;

describe('case workflow: the officer’s queue', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let officer: Session, trader: Session;
  let officerId: number, otherOfficerId: number, otherOfficerName: string;
  const cases = {} as Record<string, CaseRow>;

  /** A case of the trader or the person, submitted `ageDays` ago, due `dueInDays` from now. */
  const build = async (
    name: string,
    values: {
      status: CaseRow['status'];
      ageDays: number;
      dueInDays?: number;
      assignee?: number | null;
      complaint?: boolean;
    },
  ) => {
    const filer = (await findUserByUsername(db, values.complaint ? 'person' : 'trader'))!;
    const row = await buildCase(db, {
      filerUserId: filer.id,
      aboutIndividualId: filer.individualId,
      aboutCompanyId: filer.individualId ? null : filer.companyId,
      caseType: values.complaint ? 'COMPLAINT' : 'GENERAL',
      status: values.status,
      subject: `Queue ${name}`,
    });
    const [updated] = await db
      .update(portalCases)
      .set({
        submittedAt: values.status === 'DRAFT' ? null : new Date(Date.now() - values.ageDays * DAY),
        dueAt: values.dueInDays === undefined ? null : new Date(Date.now() + values.dueInDays * DAY),
        assignedOfficerId: values.assignee ?? null,
      })
      .where(eq(portalCases.id, row.id))
      .returning();
    cases[name] = updated;
  };
  const queue = async (query = '') => {
    const res = await officer.get(`${apiPath('/portal_cases/queue')}?count=50${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<QueuedCase>>();
  };
  const names = (page: Paged<QueuedCase>) =>
    page.content.map((c) => Object.keys(cases).find((name) => cases[name].id === c.id));

  beforeAll(async () => {
    [officer, trader] = await Promise.all([t.loginAs('officer'), t.loginAs('trader')]);
    officerId = (await findUserByUsername(db, 'officer'))!.id;
    const other = await buildOfficer(t);
    otherOfficerId = other.id;
    otherOfficerName = other.username;
    await build('fresh', { status: 'SUBMITTED', ageDays: 1, dueInDays: 29 });
    await build('old', { status: 'SUBMITTED', ageDays: 20, dueInDays: 10 });
    await build('overdueRecent', { status: 'IN_PROCESS', ageDays: 40, dueInDays: -2, assignee: officerId });
    await build('overdueOlder', {
      status: 'RETURNED_FOR_CORRECTIONS',
      ageDays: 50,
      dueInDays: -12,
      assignee: otherOfficerId,
    });
    await build('complaint', { status: 'SUBMITTED', ageDays: 5, dueInDays: 25, complaint: true });
    await build('approved', { status: 'APPROVED', ageDays: 60, dueInDays: -30, assignee: officerId });
    await build('draft', { status: 'DRAFT', ageDays: 0 });
  });

  it('lists the open cases: overdue first, then the oldest submission, with their deadlines', async () => {
    const page = await queue();
    expect(names(page)).toEqual(['overdueOlder', 'overdueRecent', 'old', 'complaint', 'fresh']);
    expect(page.totalElements).toBe(5);
    const overdue = page.content[0];
    expect(overdue.deadlines).toMatchObject({ overdue: true, correctionsOverdue: false });
    expect(overdue.deadlines.daysLeft).toBeLessThan(0);
    expect(overdue.assignedOfficer?.id).toBe(otherOfficerId);
    const fresh = page.content[4];
    expect(fresh.deadlines).toMatchObject({ overdue: false, correctionsDaysLeft: null });
    expect(fresh.deadlines.daysLeft).toBeGreaterThanOrEqual(28);
    expect(fresh.filer).toMatchObject({ username: 'trader' });
  });

  it('pages with the same total on every page, a page past the last one included', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await officer.get(`${apiPath('/portal_cases/queue')}?count=2&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json<Paged<QueuedCase>>());
    }
    expect(pages.map((p) => p.totalElements)).toEqual([5, 5, 5, 5]);
    expect(pages.flatMap(names)).toEqual(['overdueOlder', 'overdueRecent', 'old', 'complaint', 'fresh']);
    expect(pages[3].content).toEqual([]);
  });

  /** Every page of every size from 1 to one past the list lists `all` in order, with its total. */
  const expectPages = async (all: string[]) => {
    for (let count = 1; count <= all.length + 1; count++) {
      const pages = Math.ceil(all.length / count) + 1;
      for (let page = 1; page <= pages; page++) {
        const res = await officer.get(`${apiPath('/portal_cases/queue')}?count=${count}&page=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        const got = res.json<Paged<QueuedCase>>();
        expect(names(got), `count=${count}&page=${page}`).toEqual(all.slice((page - 1) * count, page * count));
        expect(got.totalElements).toBe(all.length);
      }
    }
  };

  it('pages the overdue cases and then the others whatever the page size, a page across both included', async () => {
    await expectPages(['overdueOlder', 'overdueRecent', 'old', 'complaint', 'fresh']);
  });

  it('lists a recent overdue case before older ones that are not overdue, on every page', async () => {
    const setDue = (days: number) =>
      db
        .update(portalCases)
        .set({ dueAt: new Date(Date.now() + days * DAY) })
        .where(eq(portalCases.id, cases.fresh.id));
    await setDue(-1);
    try {
      await expectPages(['overdueOlder', 'overdueRecent', 'fresh', 'old', 'complaint']);
    } finally {
      await setDue(29);
    }
  });

  it('filters by kind, status, assignee, age, overdue and number', async () => {
    expect(names(await queue('&filter[kind]=COMPLAINT'))).toEqual(['complaint']);
    expect(names(await queue('&filter[status]=APPROVED'))).toEqual(['approved']);
    expect(names(await queue('&filter[status]=ALL'))).toHaveLength(6);
    expect(names(await queue('&filter[assignee]=mine'))).toEqual(['overdueRecent']);
    expect(names(await queue('&filter[assignee]=unassigned'))).toEqual(['old', 'complaint', 'fresh']);
    expect(names(await queue('&filter[minAgeDays]=10'))).toEqual(['overdueOlder', 'overdueRecent', 'old']);
    expect(names(await queue('&filter[overdue]=true'))).toEqual(['overdueOlder', 'overdueRecent']);
    expect(names(await queue('&filter[overdue]=false'))).toEqual(['old', 'complaint', 'fresh']);
    expect(names(await queue(`&filter[number]=${cases.old.number.slice(-6)}`))).toEqual(['old']);
  });

  it('searches every status by number, subject and filer, unless a status is asked for', async () => {
    expect(names(await queue(`&filter[number]=${cases.approved.number}`))).toEqual(['approved']);
    expect(names(await queue(`&filter[search]=${cases.approved.number}`))).toEqual(['approved']);
    expect(names(await queue('&filter[search]=queue approved'))).toEqual(['approved']);
    expect(names(await queue(`&filter[search]=${cases.approved.number}&filter[status]=OPEN`))).toEqual([]);
    const person = (await findUserByUsername(db, 'person'))!;
    const [personal] = await db.select().from(individuals).where(eq(individuals.id, person.individualId!));
    expect(names(await queue(`&filter[search]=${personal.personalNumber}`))).toContain('complaint');
    expect(names(await queue('&filter[search]=no such filer'))).toEqual([]);
    expect(names(await queue(`&filter[search]=${personal.lastName}`))).toContain('complaint');
    // Drafts are never in the queue, found or not.
    expect(names(await queue(`&filter[search]=${cases.draft.number}`))).toEqual([]);
  });

  it('sorts by each column and filters by the submission day', async () => {
    for (const key of QUEUE_SORT_KEYS) {
      expect(names(await queue(`&sort=${key},asc`)), key).toHaveLength(5);
      expect(names(await queue(`&sort=${key},desc`)), key).toHaveLength(5);
    }
    expect(names(await queue('&sort=submittedAt,desc'))).toEqual([
      'fresh',
      'complaint',
      'old',
      'overdueRecent',
      'overdueOlder',
    ]);
    expect(names(await queue('&sort=submittedAt,asc'))).toEqual([
      'overdueOlder',
      'overdueRecent',
      'old',
      'complaint',
      'fresh',
    ]);
    const day = (ago: number) => formatDate(new Date(Date.now() - ago * DAY), 'Europe/Tirane');
    expect(names(await queue(`&filter[submittedFrom]=${day(6)}&filter[submittedTo]=${day(4)}`))).toEqual(['complaint']);
    expect(names(await queue(`&filter[submittedTo]=${day(30)}`))).toEqual(['overdueOlder', 'overdueRecent']);
  });

  it('pages, and refuses unknown filters and values', async () => {
    const res = await officer.get(`${apiPath('/portal_cases/queue')}?count=2&page=2`);
    expect(res.json<Paged<QueuedCase>>().content.map((c) => c.id)).toEqual([cases.old.id, cases.complaint.id]);
    for (const query of [
      'filter[colour]=red',
      'filter[status]=DRAFT',
      'filter[kind]=OTHER',
      'filter[assignee]=yours',
      'filter[minAgeDays]=-1',
      'filter[overdue]=maybe',
      'filter[submittedFrom]=32.01.2026',
      'sort=colour,asc',
      'count=0',
    ]) {
      expect((await officer.get(`${apiPath('/portal_cases/queue')}?${query}`)).statusCode, query).toBe(400);
    }
    expect((await trader.get(apiPath('/portal_cases/queue'))).statusCode).toBe(403);
  });

  it('mails each officer a digest of the overdue cases they have taken', async () => {
    expect(await mailOverdueCases(db, 'https://portal.test')).toBe(2);
    const [mine] = await mailsTo(db, (await findUserByUsername(db, 'officer'))!.email!);
    expect(mine.template).toBe('portal_cases_overdue');
    expect(mine.textBody).toContain(cases.overdueRecent.number);
    expect(mine.textBody).not.toContain(cases.overdueOlder.number);
    expect(mine.textBody).not.toContain(cases.approved.number);
    expect(mine.textBody).toContain('https://portal.test/web_portal_processing/case_queue?assignee=mine&overdue=true');
    const [theirs] = await mailsTo(db, `${otherOfficerName}@example.com`);
    expect(theirs.textBody).toContain(cases.overdueOlder.number);
  });
});
