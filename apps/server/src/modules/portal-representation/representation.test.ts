import type { Notice } from '@portal/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import {
  attachPowerOfAttorney,
  attachRequest,
  buildAccount,
  buildComplaint,
  buildRepresentation,
  FACTORY_PASSWORD,
  subTypeId,
} from '../../test/factories';
import { apiPath } from '../../test/api-client';
import { createCompany, findCompanyById } from '../companies/service';
import { findUserByUsername } from '../users/service';
import { businessToday } from './service';

const dayOffset = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const dmy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

describe('the power of attorney: the representations register and the submit check', async () => {
  const t = await buildTestAppWithFiles('portal-representation');
  const db = t.platform.db;
  let broker: Session, trader: Session, person: Session;
  let tariff: number, today: string;

  /** A fresh approved party with an account: a company (its administrator) or a person. */
  const party = async (kind: 'company' | 'individual') => {
    const { user, company, individual } = await buildAccount(db, { kind, status: 'APPROVED' });
    const session = await t.loginAs(user.username, FACTORY_PASSWORD);
    const about: { aboutCompanyId?: number; aboutIndividualId?: number } = company
      ? { aboutCompanyId: company.id }
      : { aboutIndividualId: individual!.id };
    return { session, about };
  };
  const fileGeneral = async (about: { aboutCompanyId?: number; aboutIndividualId?: number }) => {
    const res = await broker.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: tariff,
      subject: 'Tariff of roasted coffee',
      ...about,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id: number = res.json().id;
    await attachRequest(t, broker, id);
    return id;
  };
  const submitGeneral = (id: number) => broker.post(apiPath('/general_cases/submit_general_case'), { id });
  const refused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ _error: 'portal.power_of_attorney_missing' });
  };
  const withdrawnNotices = async (session: Session) =>
    ((await session.get(`${apiPath('/notifications/paged')}?count=100`)).json().content as Notice[]).filter(
      (n) => n.kind === 'authority_withdrawn',
    );
  const statusOf = async (id: number) =>
    (await broker.get(apiPath('/general_cases/{id}', { id }))).json().caseStatus as string;

  beforeAll(async () => {
    tariff = await subTypeId(db, 'GEN_TARIFF');
    today = await businessToday(db);
    [broker, trader, person] = await Promise.all(['broker', 'trader', 'person'].map((u) => t.loginAs(u)));
  });

  it('grants, lists and revokes in the party’s profile, with field keys, conflicts and audit rows', async () => {
    const { session, about } = await party('company');
    const companyName = (await findCompanyById(db, about.aboutCompanyId!))!.companyName;
    expect((await session.get(apiPath('/portal_representations'))).json()).toEqual([]);

    const bad = async (body: Record<string, unknown>, field: string, key: string) => {
      const res = await session.post(apiPath('/portal_representations/grant'), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(key);
      expect(JSON.stringify(res.json())).toContain(field);
    };
    await bad({ username: '' }, 'username', 'generic.required');
    await bad({ username: 'nobody.at.all' }, 'username', 'portal.representation_not_intermediary');
    // An account that does not file for others is refused with the same answer.
    await bad({ username: 'person' }, 'username', 'portal.representation_not_intermediary');
    await bad({ username: 'broker', endsOn: '31.02.2030' }, 'endsOn', 'validation.invalid_date');
    await bad(
      { username: 'broker', endsOn: dmy(dayOffset(today, -1)) },
      'endsOn',
      'portal.representation_end_date_past',
    );

    const endsOn = dayOffset(today, 30);
    const granted = await session.post(apiPath('/portal_representations/grant'), {
      username: 'broker',
      endsOn: dmy(endsOn),
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      // The agency's user is named by the agency.
      intermediary: { username: 'broker', name: expect.stringContaining('Demo Customs Brokers') },
      endsOn,
      revokedAt: null,
      status: 'ACTIVE',
    });
    const id: number = granted.json().id;
    const again = await session.post(apiPath('/portal_representations/grant'), { username: 'broker' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ _error: 'portal.representation_already_granted' });
    expect((await session.get(apiPath('/portal_representations'))).json()).toEqual([
      expect.objectContaining({ id, status: 'ACTIVE' }),
    ]);

    // Another party neither sees nor revokes it.
    expect((await trader.get(apiPath('/portal_representations'))).json()).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect((await trader.post(apiPath('/portal_representations/revoke'), { id })).statusCode).toBe(404);

    const toldBefore = await withdrawnNotices(broker);
    const revoked = await session.post(apiPath('/portal_representations/revoke'), { id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    // The intermediary is told, by the party's name and without a case (the standing one covers every case).
    expect(await withdrawnNotices(broker)).toEqual([
      expect.objectContaining({ params: { caseNumber: null, party: companyName }, link: null }),
      ...toldBefore,
    ]);
    expect(await withdrawnNotices(session)).toEqual([]);
    expect(await withdrawnNotices(trader)).toEqual([]);
    expect(revoked.json()).toMatchObject({ id, status: 'REVOKED' });
    expect(revoked.json().revokedAt).toBeTruthy();
    const twice = await session.post(apiPath('/portal_representations/revoke'), { id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ _error: 'portal.standing_representation_already_revoked' });

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'portal_representation'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['grant_representation', 'revoke_standing_representation']);
  });

  it('refuses an intermediary’s submit for another party without either way, then submits with the standing one', async () => {
    const { session, about } = await party('company');
    const id = await fileGeneral(about);
    // The filer's screen says a power of attorney is needed.
    expect((await broker.get(apiPath('/general_cases/{id}', { id }))).json()).toMatchObject({ forAnotherParty: true });
    const res = await submitGeneral(id);
    refused(res);
    expect(await statusOf(id)).toBe('DRAFT');

    const granted = await session.post(apiPath('/portal_representations/grant'), { username: 'broker' });
    expect(granted.statusCode, granted.body).toBe(200);
    const ok = await submitGeneral(id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().caseStatus).toBe('SUBMITTED');
  });

  it('submits with a power of attorney document on the case instead', async () => {
    const { about } = await party('individual');
    const id = await fileGeneral(about);
    refused(await submitGeneral(id));
    // The type is offered with every kind's group.
    const types = (await broker.get(`${apiPath('/portal_document_types/by_code')}?code=BTI_REQUIRED`)).json();
    expect(types.map((x: { code: string }) => x.code)).toContain('POWER_OF_ATTORNEY');
    await attachPowerOfAttorney(t, broker, id);
    expect((await submitGeneral(id)).statusCode).toBe(200);
  });

  it('counts neither an ended nor a revoked representation, nor one for another intermediary', async () => {
    const ended = await party('individual');
    await buildRepresentation(db, 'broker', ended.about, { endsOn: dayOffset(today, -1) });
    refused(await submitGeneral(await fileGeneral(ended.about)));

    const lastDay = await party('company');
    await buildRepresentation(db, 'broker', lastDay.about, { endsOn: today });
    expect((await submitGeneral(await fileGeneral(lastDay.about))).statusCode).toBe(200);

    const revoked = await party('company');
    await buildRepresentation(db, 'broker', revoked.about, { revokedAt: new Date() });
    refused(await submitGeneral(await fileGeneral(revoked.about)));

    const other = await party('company');
    await buildRepresentation(db, 'officer', other.about);
    refused(await submitGeneral(await fileGeneral(other.about)));
  });

  it('needs the document for a party without an account', async () => {
    const company = await createCompany(db, {
      companyUniqueNumber: `NA${Date.now().toString(36)}`.toUpperCase().slice(0, 20),
      companyName: 'No Account Ltd',
      fiscalNumber: `NAF${Date.now().toString(36)}`,
    });
    // Even a row naming it (the portal makes none: nobody can grant for it) does not count.
    await buildRepresentation(db, 'broker', { aboutCompanyId: company.id });
    const id = await fileGeneral({ aboutCompanyId: company.id });
    refused(await submitGeneral(id));
    await attachPowerOfAttorney(t, broker, id);
    expect((await submitGeneral(id)).statusCode).toBe(200);
  });

  it('needs nothing for the intermediary’s own company, nor for a party filing for itself', async () => {
    const own = await broker.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: tariff,
      subject: 'Ours',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().forAnotherParty).toBeUndefined();
    await attachRequest(t, broker, own.json().id);
    expect((await submitGeneral(own.json().id)).statusCode).toBe(200);

    const mine = await person.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: tariff,
      subject: 'Mine',
    });
    await attachRequest(t, person, mine.json().id);
    expect((await person.post(apiPath('/general_cases/submit_general_case'), { id: mine.json().id })).statusCode).toBe(
      200,
    );
  });

  it('holds for every kind: a complaint goes through the same check', async () => {
    const { session, about } = await party('individual');
    const complaint = await buildComplaint(db, 'broker', {
      kind: 'declarations',
      aboutIndividualId: about.aboutIndividualId,
    });
    await attachRequest(t, broker, complaint.id);
    const submit = () => broker.post(apiPath('/complaint_cases/submit_complaint_case'), { id: complaint.id });
    refused(await submit());
    await session.post(apiPath('/portal_representations/grant'), { username: 'broker' });
    const ok = await submit();
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('has nothing to grant for a staff account', async () => {
    const officer = await t.loginAs('officer');
    const officerUser = await findUserByUsername(db, 'officer');
    expect(officerUser).toMatchObject({ companyId: null, individualId: null });
    // Without the portal's home page (403) or, holding it, without a party (409): nothing is written.
    const res = await officer.post(apiPath('/portal_representations/grant'), { username: 'broker' });
    expect([403, 409]).toContain(res.statusCode);
    if (res.statusCode === 409) expect(res.json()).toMatchObject({ _error: 'portal.representation_no_party' });
  });
});
