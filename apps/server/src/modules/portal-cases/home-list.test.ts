import { formatDate } from '@portal/contracts/dates';
import { CASE_LIST_SORT_KEYS } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCase, FACTORY_PASSWORD, subTypeId } from '../../test/factories';
import { buildTestApp, type Session } from '../../test/harness';
import { addCompanyUser } from '../company-accounts/test-support';
import { companies } from '../companies/tables';
import { createIndividual } from '../individuals/service';
import { findUserByUsername } from '../users/service';
import { apiPath } from '../../test/api-client';

describe('home list: cases/by_registered_user and cases/submit_filters', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session, colleague: Session, other: Session, agent: Session;
  let demoCompanyId: number, traderId: number, agentId: number, clientIndividualId: number, clientCompanyId: number;
  const ids: Record<string, number> = {};

  const list = async (session: Session, query = '') => {
    const res = await session.get(`${apiPath('/cases/by_registered_user')}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ content: Array<{ id: number; caseStatus: string; caseType: string }>; totalElements: number }>();
  };

  beforeAll(async () => {
    const trader0 = (await findUserByUsername(db, 'trader'))!;
    traderId = trader0.id;
    demoCompanyId = trader0.companyId!;
    const colleagueUser = await addCompanyUser(db, demoCompanyId, 'home.colleague');
    const otherAccount = await buildAccount(db, { status: 'APPROVED', name: 'Other Home Trade' });
    const agentAccount = await buildAccount(db, { status: 'APPROVED', name: 'Home Agent' });
    await db.update(companies).set({ isIntermediary: true }).where(eq(companies.id, agentAccount.company!.id));
    agentId = agentAccount.user.id;
    clientIndividualId = (
      await createIndividual(db, { personalNumber: 'HOME00001', firstName: 'Besa', lastName: 'Client' })
    ).id;
    clientCompanyId = otherAccount.company!.id;
    const company = { aboutCompanyId: demoCompanyId, filerCompanyId: demoCompanyId };
    // The trader's company: five cases in several statuses, kinds and sub-types, one filed by the colleague.
    ids.draft = (await buildCase(db, { filerUserId: traderId, ...company, subTypeCode: 'GEN_TARIFF' })).id;
    ids.submitted = (
      await buildCase(db, { filerUserId: traderId, ...company, status: 'SUBMITTED', subTypeCode: 'GEN_ORIGIN' })
    ).id;
    ids.complaint = (
      await buildCase(db, { filerUserId: traderId, ...company, caseType: 'COMPLAINT', subTypeCode: 'CMP_PENALTY' })
    ).id;
    ids.colleague = (await buildCase(db, { filerUserId: colleagueUser.id, ...company, subTypeCode: 'GEN_TARIFF' })).id;
    ids.cancelled = (await buildCase(db, { filerUserId: traderId, ...company, status: 'CANCELLED' })).id;
    // Someone else's and an intermediary's cases.
    ids.other = (
      await buildCase(db, {
        filerUserId: otherAccount.user.id,
        aboutCompanyId: clientCompanyId,
        filerCompanyId: clientCompanyId,
      })
    ).id;
    ids.agentIndividual = (await buildCase(db, { filerUserId: agentId, aboutIndividualId: clientIndividualId })).id;
    ids.agentCompany = (await buildCase(db, { filerUserId: agentId, aboutCompanyId: clientCompanyId })).id;
    [trader, colleague, other, agent] = await Promise.all([
      t.loginAs('trader'),
      t.loginAs('home.colleague'),
      t.loginAs(otherAccount.user.username, FACTORY_PASSWORD),
      t.loginAs(agentAccount.user.username, FACTORY_PASSWORD),
    ]);
  });

  it("lists the caller's own and their company's cases, newest first, paged on the server", async () => {
    const all = await list(trader);
    expect(all.totalElements).toBe(5);
    expect(all.content.map((c) => c.id)).toEqual([
      ids.cancelled,
      ids.colleague,
      ids.complaint,
      ids.submitted,
      ids.draft,
    ]);
    const page2 = await list(trader, 'page=2&count=2');
    expect(page2.totalElements).toBe(5);
    expect(page2.content.map((c) => c.id)).toEqual([ids.complaint, ids.submitted]);
    const oldest = await list(trader, 'sort=id,asc&count=1');
    expect(oldest.content.map((c) => c.id)).toEqual([ids.draft]);
    // The colleague shares the company's cases; another company's user sees only theirs.
    expect((await list(colleague)).totalElements).toBe(5);
    expect((await list(other)).content.map((c) => c.id)).toEqual([ids.other]);
    // An intermediary's cases for others are theirs alone.
    expect((await list(agent)).content.map((c) => c.id)).toEqual([ids.agentCompany, ids.agentIndividual]);
  });

  it('filters by status, type, sub-type (0: any), company and individual', async () => {
    const only = async (session: Session, query: string) => (await list(session, query)).content.map((c) => c.id);
    expect(await only(trader, 'filter[status]=SUBMITTED')).toEqual([ids.submitted]);
    expect(await only(trader, 'filter[type]=COMPLAINT')).toEqual([ids.complaint]);
    expect(await only(trader, 'filter[subType]=0')).toHaveLength(5);
    const tariff = await subTypeId(db, 'GEN_TARIFF');
    expect(await only(trader, `filter[subType]=${tariff}`)).toEqual([ids.colleague, ids.draft]);
    expect(await only(trader, `filter[company]=${demoCompanyId}&filter[type]=GENERAL&filter[status]=DRAFT`)).toEqual([
      ids.colleague,
      ids.draft,
    ]);
    expect(await only(agent, `filter[individual]=${clientIndividualId}`)).toEqual([ids.agentIndividual]);
    expect(await only(agent, `filter[company]=${clientCompanyId}`)).toEqual([ids.agentCompany]);
    // Another's subject filters to nothing, never to their cases.
    expect(await only(trader, `filter[company]=${clientCompanyId}`)).toEqual([]);
  });

  it('sorts by each column and filters by created and submitted days', async () => {
    const ids_ = async (query: string) => (await list(trader, query)).content.map((c) => c.id);
    for (const key of CASE_LIST_SORT_KEYS) {
      expect(await ids_(`sort=${key},asc`), key).toHaveLength(5);
      expect(await ids_(`sort=${key},desc`), key).toHaveLength(5);
    }
    const bySubject = (await list(trader, 'sort=subject,asc')).content as unknown as Array<{
      id: number;
      subject: string;
    }>;
    const subjects = bySubject.map((c) => c.subject);
    expect(subjects).toEqual([...subjects].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const today = formatDate(new Date(), 'Europe/Tirane');
    expect(await ids_(`filter[createdFrom]=${today}&filter[createdTo]=${today}`)).toHaveLength(5);
    expect(await ids_('filter[createdTo]=01.01.2020')).toEqual([]);
    expect(await ids_('filter[createdFrom]=01.01.2100')).toEqual([]);
    // A draft has no submission day.
    expect(await ids_(`filter[submittedFrom]=${today}`)).toContain(ids.submitted);
    expect(await ids_(`filter[submittedFrom]=${today}`)).not.toContain(ids.draft);
  });

  it('answers 400 to an unknown filter, a bad filter value or sort field', async () => {
    for (const query of [
      'filter[owner]=1',
      'filter[status]=OPEN',
      'filter[type]=OTHER',
      'filter[subType]=abc',
      'filter[company]=x',
      'sort=colour,asc',
      'filter[createdFrom]=2026-13-01',
      'filter[submittedTo]=yesterday',
      'count=0',
      'count=101',
    ]) {
      const res = await trader.get(`${apiPath('/cases/by_registered_user')}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('answers the filter options: statuses, kinds, sub-types with their kind, and the subjects of own cases', async () => {
    const res = await agent.get(apiPath('/cases/submit_filters'));
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json();
    expect(options.statuses).toContain('RETURNED_FOR_CORRECTIONS');
    expect(options.types).toEqual(['GENERAL', 'COMPLAINT', 'AUTHORIZATION', 'MOVEMENT_CERTIFICATE', 'BTI', 'IPR']);
    expect(options.subTypes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'GEN_TARIFF', caseType: 'GENERAL' }),
        expect.objectContaining({ code: 'CMP_PENALTY', caseType: 'COMPLAINT' }),
      ]),
    );
    expect(options.individuals).toEqual([{ id: clientIndividualId, name: 'Besa Client' }]);
    expect(options.companies).toEqual([{ id: clientCompanyId, name: 'Other Home Trade' }]);
    const own = (await trader.get(apiPath('/cases/submit_filters'))).json();
    expect(own.companies).toEqual([{ id: demoCompanyId, name: 'Demo Trade Sh.p.k.' }]);
    expect(own.individuals).toEqual([]);
  });

  it('presents each page with one query per related table, however many rows', async () => {
    const counted: string[] = [];
    const t2 = await buildTestApp({}, { onQuery: (query) => counted.push(query) });
    const db2 = t2.platform.db;
    const owner = (await findUserByUsername(db2, 'trader'))!;
    for (let i = 0; i < 12; i++) {
      await buildCase(db2, {
        filerUserId: owner.id,
        aboutCompanyId: owner.companyId,
        filerCompanyId: owner.companyId,
        subTypeCode: 'GEN_TARIFF',
      });
    }
    const session = await t2.loginAs('trader');
    // A session's first request reads its user's roles and pages, and the first list the business time zone; the
    // requests counted below reuse them.
    await session.get(apiPath('/user'));
    await session.get(apiPath('/cases/by_registered_user'));
    const queriesOf = async (count: number) => {
      counted.length = 0;
      const res = await session.get(`${apiPath('/cases/by_registered_user')}?count=${count}`);
      expect(res.statusCode).toBe(200);
      return counted.length;
    };
    expect(await queriesOf(10)).toBe(await queriesOf(2));
  });
});
