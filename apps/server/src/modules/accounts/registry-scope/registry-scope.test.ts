import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, statusOf } from '../../../test/factories';
import { buildTestApp, type Session } from '../../../test/harness';
import { addCompanyUser } from '../../company-accounts/test-support';
import { assignRoles } from '../../navigation/seed';
import { findUserByUsername } from '../../users/service';
import { users } from '../../users/tables';
import { apiPath } from '../../../test/api-client';

/**
 * Registry pages (approvals, persons, guarantees) act on registered persons and on companies' users only:
 * a staff account is invisible to them (404), whoever calls, and is managed from /admin/auth/users alone.
 */
describe('registry pages never reach staff accounts', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const [registry, admin, trader] = await Promise.all(['registry', 'admin', 'trader'].map((u) => t.loginAs(u)));
  const idOf = async (username: string) => (await findUserByUsername(db, username))!.id;
  const demoStaff = ['admin', 'operator', 'officer'];

  // Staff accounts that also carry a company or an individual record, so they look like applicants.
  const staffTrader = await buildAccount(db, { status: 'APPROVED', name: 'Staff Trade' });
  await assignRoles(db, staffTrader.user.id, ['AUCTION_OPERATOR']);
  const pendingStaffTrader = await buildAccount(db, { name: 'Pending Staff Trade' });
  await assignRoles(db, pendingStaffTrader.user.id, ['REGISTRY_OFFICER']);
  const staffPerson = await buildAccount(db, { kind: 'individual', status: 'APPROVED', name: 'Stafa' });
  await assignRoles(db, staffPerson.user.id, ['CUSTOMS_OFFICER']);
  const pendingStaffPerson = await buildAccount(db, { kind: 'individual', name: 'Pendi' });
  await assignRoles(db, pendingStaffPerson.user.id, ['ADMIN']);
  const approvedStaff = [...demoStaff, staffTrader.user.username, staffPerson.user.username];
  const pendingStaff = [pendingStaffTrader.user.username, pendingStaffPerson.user.username];
  const ref = (username: string) => ({ registeredUser: { username } });

  const actions = (session: Session, username: string) => [
    session.post(apiPath('/registered_users/block'), { ...ref(username), blockReason: 'Takeover' }),
    session.post(apiPath('/registered_users/disable'), { username, days: 5 }),
    session.post(apiPath('/registered_users/enable'), { username }),
  ];

  it('registry cannot block, disable or enable the admin or any other staff account (404), statuses unchanged', async () => {
    for (const username of approvedStaff) {
      const id = await idOf(username);
      for (const res of await Promise.all(actions(registry, username))) {
        expect([username, res.statusCode, res.json()]).toEqual([username, 404, { _error: 'not_found' }]);
      }
      const byId = await registry.post(apiPath('/registered_users/block'), {
        registeredUser: { id },
        blockReason: 'Takeover',
      });
      expect([username, byId.statusCode]).toEqual([username, 404]);
      expect((await statusOf(db, id)).status).toBe('APPROVED');
    }
    // The administrator still signs in and works.
    expect((await admin.get(apiPath('/users/paged'))).statusCode).toBe(200);
  });

  it('registry cannot approve or reject a staff account awaiting approval (404)', async () => {
    for (const username of pendingStaff) {
      const approve = await registry.post(apiPath('/registered_users/approve'), ref(username));
      const reject = await registry.post(apiPath('/registered_users/reject'), { ...ref(username), rejectReason: 'No' });
      expect([username, approve.statusCode, reject.statusCode]).toEqual([username, 404, 404]);
      expect((await statusOf(db, await idOf(username))).status).toBe('PENDING_APPROVAL');
    }
  });

  it('staff accounts are not managed through the registry routes even by an administrator (404)', async () => {
    for (const res of await Promise.all(actions(admin, 'operator'))) expect(res.statusCode).toBe(404);
    expect(
      (await admin.post(apiPath('/registered_users/approve'), ref(pendingStaffTrader.user.username))).statusCode,
    ).toBe(404);
    expect((await statusOf(db, await idOf('operator'))).status).toBe('APPROVED');
    // Their own page, /admin/auth/users, still reads them, with their log.
    expect((await admin.get(apiPath('/users/by_username/{username}', { username: 'operator' }))).statusCode).toBe(200);
    expect((await admin.get(`${apiPath('/users/log')}?code=operator`)).statusCode).toBe(200);
  });

  it('registry reads no staff account: the detail and the log answer 404', async () => {
    for (const username of [...approvedStaff, ...pendingStaff]) {
      const detail = await registry.get(apiPath('/registered_users/{id}', { id: await idOf(username) }));
      const log = await registry.get(`${apiPath('/users/log')}?code=${username}`);
      expect([username, detail.statusCode, log.statusCode]).toEqual([username, 404, 404]);
    }
    // Its own account is a staff account as well.
    expect((await registry.get(apiPath('/registered_users/{id}', { id: await idOf('registry') }))).statusCode).toBe(
      404,
    );
    expect((await registry.get(`${apiPath('/users/log')}?code=registry`)).statusCode).toBe(404);
    // Registered persons and companies' users are still read.
    expect((await registry.get(apiPath('/registered_users/{id}', { id: await idOf('trader') }))).statusCode).toBe(200);
    expect((await registry.get(`${apiPath('/users/log')}?code=person`)).statusCode).toBe(200);
  });

  it('approval lists never show staff accounts, whatever the status filter', async () => {
    const usernames = async (kind: 'companies' | 'individuals', status: string) =>
      (await registry.get(`${apiPath(`/registered_users/${kind}_for_approval`)}?filter[status]=${status}&count=100`))
        .json()
        .content.map((r: { username: string }) => r.username);
    for (const status of ['all', 'APPROVED', 'PENDING_APPROVAL']) {
      const listed = [...(await usernames('companies', status)), ...(await usernames('individuals', status))];
      expect(listed.filter((u: string) => [...approvedStaff, ...pendingStaff, 'registry'].includes(u))).toEqual([]);
    }
    expect(await usernames('companies', 'all')).toContain('trader');
    expect(await usernames('individuals', 'all')).toContain('person');
  });

  it('an account that is neither a company user nor a registered person is not the registry’s (404)', async () => {
    const { user } = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
    // An INDIVIDUAL without an individual record is no registered person.
    await db.update(users).set({ individualId: null }).where(eq(users.id, user.id));
    expect((await registry.get(apiPath('/registered_users/{id}', { id: user.id }))).statusCode).toBe(404);
    expect(
      (await registry.post(apiPath('/registered_users/disable'), { username: user.username, days: 1 })).statusCode,
    ).toBe(404);
  });

  it('persons: the individual record of a staff account is hidden from the persons page', async () => {
    const id = staffPerson.individual!.id;
    expect((await registry.get(apiPath('/individuals/{id}', { id }))).statusCode).toBe(404);
    const update = await registry.post(apiPath('/individuals/update'), { id, firstName: 'Taken', lastName: 'Over' });
    expect(update.statusCode).toBe(404);
    const listed = (await registry.get(`${apiPath('/individuals/paged')}?filter[name]=Stafa&count=100`)).json();
    expect(listed.content.map((r: { id: number }) => r.id)).not.toContain(id);
    // Persons of registered users are still there.
    const person = (await findUserByUsername(db, 'person'))!;
    expect((await registry.get(apiPath('/individuals/{id}', { id: person.individualId! }))).statusCode).toBe(200);
  });

  it('guarantees: a staff account’s guarantees are hidden from guarantee staff', async () => {
    const bankId = (await admin.get(apiPath('/banks/active'))).json()[0].id as number;
    const created = await admin.post(apiPath('/bank_guarantees'), {
      bankId,
      guaranteeNumber: 'STAFF-OWN-1',
      amount: 100,
      validFrom: '01.03.2026',
      validTo: '31.12.2026',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect((await registry.get(`${apiPath('/bank_guarantees/by_username')}?username=admin`)).statusCode).toBe(404);
    expect((await registry.get(apiPath('/bank_guarantees/{id}', { id }))).statusCode).toBe(404);
    expect((await registry.post(apiPath('/bank_guarantees/cancel'), { id, notes: 'x' })).statusCode).toBe(404);
    const listed = (await registry.get(`${apiPath('/bank_guarantees/paged')}?count=100`)).json();
    expect(listed.content.map((g: { id: number }) => g.id)).not.toContain(id);
    // The owner keeps reading it.
    expect((await admin.get(apiPath('/bank_guarantees/{id}', { id }))).statusCode).toBe(200);
  });

  it('a company administrator cannot manage a staff account of the company (404)', async () => {
    const companyId = (await findUserByUsername(db, 'trader'))!.companyId!;
    const member = await addCompanyUser(db, companyId, `staff.member.${Date.now().toString(36)}`);
    await assignRoles(db, member.id, ['ADMIN']);
    const res = await trader.post(apiPath('/registered_users/deactivate_company_user'), { username: member.username });
    expect(res.statusCode).toBe(404);
    expect((await statusOf(db, member.id)).status).toBe('APPROVED');
    const listed = (await trader.get(`${apiPath('/registered_users/company_users')}?count=100`)).json();
    expect(listed.content.map((u: { username: string }) => u.username)).not.toContain(member.username);
  });
});
