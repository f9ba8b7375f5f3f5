import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildAccount } from '../../test/factories';
import { buildTestApp, type Session } from '../../test/harness';
import { auctionInStatus, buildFixture, type Fixture } from '../auctions/test-support';
import { publishedAuction, R, sendRequest, type Target } from './test-support';

describe('POST /auction_participation_requests: staff ask on a user’s behalf', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let f: Fixture;
  let person: Session, registry: Session;
  beforeAll(async () => {
    f = await buildFixture(t);
    person = await t.loginAs('person');
    registry = await t.loginAs('registry');
  });
  const forUser = (session: Session, target: Target, user: Record<string, unknown>) =>
    session.post(R, { user, lot: { id: target.lot.id }, auction: { id: target.auction.id } });

  it('the operator asks for a person: PENDING, theirs, decided like any other, audited with the operator', async () => {
    const target = await publishedAuction(f);
    const res = await forUser(f.operator, target, { username: 'PERSON' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'PENDING',
      user: { username: 'person' },
      lot: { id: target.lot.id },
      auction: { id: target.auction.id },
      actions: ['approve', 'reject'],
    });
    const mine = await person.get(`${R}/my_requests?filter[auction]=${target.auction.id}`);
    expect(mine.json()).toMatchObject({ totalElements: 1, content: [{ id: created.id, actions: ['withdraw'] }] });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'participation.request'), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ actorUsername: 'operator', after: { username: 'person', requestedByStaff: true } });
    expect((await f.operator.post(`${R}/approve`, { id: created.id })).json()).toMatchObject({ status: 'APPROVED' });
  });

  it('keeps the user’s own rules: one request per lot, a published auction, a lot of that auction', async () => {
    const target = await publishedAuction(f);
    expect((await sendRequest(f.trader, target)).statusCode).toBe(200);
    const twice = await forUser(f.operator, target, { username: 'trader' });
    expect([twice.statusCode, twice.json()]).toEqual([409, { _error: 'participation.already_requested' }]);
    const closed = await auctionInStatus(f, 'CLOSED');
    const late = await forUser(f.operator, closed, { username: 'person' });
    expect([late.statusCode, late.json()]).toEqual([409, { _error: 'participation.auction_not_published' }]);
    const mixed = await f.operator.post(R, {
      user: { username: 'person' },
      lot: { id: closed.lot.id },
      auction: { id: target.auction.id },
    });
    expect([mixed.statusCode, mixed.json()]).toEqual([400, { lot: 'participation.lot_not_in_auction' }]);
  });

  it('only for an APPROVED account holder: others 409 with their status; staff or unknown accounts 404', async () => {
    const target = await publishedAuction(f);
    const pending = await buildAccount(db, { kind: 'individual' });
    const res = await forUser(f.operator, target, { id: pending.user.id });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { _error: 'participation.user_not_requester', status: 'PENDING_APPROVAL' },
    ]);
    for (const user of [{ username: 'registry' }, { username: 'operator' }, { username: 'nobody.here' }]) {
      const refused = await forUser(f.operator, target, user);
      expect([refused.statusCode, refused.json()], user.username).toEqual([404, { _error: 'not_found' }]);
    }
    const mismatch = await forUser(f.operator, target, { id: pending.user.id, username: 'person' });
    expect(mismatch.statusCode).toBe(404);
  });

  it('refuses callers without the requests page, and bad input with field keys', async () => {
    const target = await publishedAuction(f);
    for (const session of [f.trader, registry]) {
      expect((await forUser(session, target, { username: 'person' })).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: R, payload: { user: { username: 'person' } } });
    expect(anonymous.statusCode).toBe(401);
    const noUser = await f.operator.post(R, { lot: { id: target.lot.id }, auction: { id: target.auction.id } });
    expect([noUser.statusCode, noUser.json()]).toEqual([400, { user: expect.any(String) }]);
    const empty = await forUser(f.operator, target, {});
    expect([empty.statusCode, empty.json()]).toEqual([400, { 'user.username': 'generic.required' }]);
    const nul = await forUser(f.operator, target, { username: 'per\u0000son' });
    expect(nul.json()).toEqual({ 'user.username': 'validation.invalid_characters' });
    const badId = await forUser(f.operator, target, { id: 0 });
    expect(badId.statusCode).toBe(400);
    expect((await person.get(`${R}/my_requests?filter[auction]=${target.auction.id}`)).json().totalElements).toBe(0);
  });
});
