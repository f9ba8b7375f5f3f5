import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BusEvent } from '../../platform/realtime/bus';
import type { Session, TestApp } from '../../test/harness';
import { createReferences, deleteAs, productBody, type Refs } from '../products/test-support';
import { runAuctionLifecycle } from './scheduler/auction-scheduler';
import { auctions, lots } from './tables';
import { apiPath } from '../../test/api-client';

export { deleteAs };

const DAY = 24 * 60 * 60 * 1000;
/** An ISO time `days` from now (whole minutes). */
export const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000).toISOString();

/** What a test needs to build auctions: the operator, product references and a licence type. */
export type Fixture = {
  t: TestApp;
  admin: Session;
  operator: Session;
  trader: Session;
  refs: Refs;
  licenseTypeId: number;
};

let serial = 0;

export async function buildFixture(t: TestApp): Promise<Fixture> {
  const admin = await t.loginAs('admin');
  const operator = await t.loginAs('operator');
  const trader = await t.loginAs('trader');
  const refs = await createReferences(admin);
  const type = await admin.post(apiPath('/license_types'), {
    code: 'FUEL',
    labelSQ: 'Karburant',
    labelEN: 'Fuel',
    labelSR: 'Gorivo',
    active: true,
  });
  expect(type.statusCode, type.body).toBe(200);
  return { t, admin, operator, trader, refs, licenseTypeId: type.json().id };
}

export async function createProduct(f: Fixture): Promise<number> {
  const res = await f.operator.post(apiPath('/products'), productBody(f.refs, { nameEN: `Car ${++serial}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

export const lotBody = (extra: Record<string, unknown> = {}) => ({
  description: 'Two cars',
  startingPrice: 1000,
  minimumIncrementAmount: 50,
  guaranteeAmount: 100,
  ...extra,
});

/** A CREATED lot, with one new product unless `products` is 0. */
export async function createLot(f: Fixture, options: { products?: number } = {}) {
  const res = await f.operator.post(apiPath('/lots'), lotBody());
  expect(res.statusCode, res.body).toBe(200);
  const lot = res.json();
  const productIds: number[] = [];
  for (let i = 0; i < (options.products ?? 1); i++) productIds.push(await createProduct(f));
  if (productIds.length > 0) {
    const added = await f.operator.post(apiPath('/lots/add_products'), { lotId: lot.id, productIds });
    expect(added.statusCode, added.body).toBe(200);
  }
  return { ...lot, productIds } as { id: number; code: string; productIds: number[] };
}

export async function createAuction(f: Fixture, extra: Record<string, unknown> = {}) {
  const res = await f.operator.post(apiPath('/auctions'), { startDate: inDays(2), endDate: inDays(3), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; auctionNumber: string; status: string }>();
}

/** A CREATED auction with one lot that has a product (ready to publish). */
export async function createReadyAuction(f: Fixture) {
  const auction = await createAuction(f);
  const lot = await createLot(f);
  const res = await f.operator.post(apiPath('/auctions/add_lots'), {
    auctionNumber: auction.auctionNumber,
    lots: [lot.id],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { auction, lot };
}

/**
 * An auction in `status`. PUBLISHED, CLOSED and CANCELLED are reached through the API; RUNNING and
 * FINISHED belong to the scheduler (a later feature), so the rows are moved directly.
 */
export async function auctionInStatus(f: Fixture, status: string) {
  const { auction, lot } = await createReadyAuction(f);
  const post = (path: 'publish' | 'close' | 'cancel') =>
    f.operator.post(apiPath(`/auctions/${path}`), { id: auction.id });
  if (status !== 'CREATED' && status !== 'CANCELLED') expect((await post('publish')).statusCode).toBe(200);
  if (status === 'CLOSED') expect((await post('close')).statusCode).toBe(200);
  if (status === 'CANCELLED') expect((await post('cancel')).statusCode).toBe(200);
  if (status === 'RUNNING' || status === 'FINISHED') {
    await f.t.platform.db.update(auctions).set({ status }).where(eq(auctions.id, auction.id));
    await f.t.platform.db
      .update(lots)
      .set({ status: status === 'RUNNING' ? 'ACTIVE' : 'UNSOLD' })
      .where(eq(lots.id, lot.id));
  }
  return { auction: { ...auction, status }, lot };
}

/** Collects what the bus delivers on a topic (after the commits). */
export function collectEvents(t: TestApp, topic: string) {
  const events: unknown[] = [];
  const stop = t.platform.bus.subscribe((event: BusEvent) => {
    if (event.topic === topic) events.push(event.body);
  });
  return { events, stop };
}

export function deleteRequest(t: TestApp, session: Session, url: string) {
  return t.app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': session.token } });
}

/** Changes a lot's row directly (tests only: bid state, or an end moved to make time pass). */
export async function setLotRow(t: TestApp, lotId: number, values: Partial<typeof lots.$inferInsert>) {
  await t.platform.db.update(lots).set(values).where(eq(lots.id, lotId));
}

/**
 * Lets the start of a published auction come now (its end `endInMs` ahead) and runs the lifecycle, as
 * the scheduler would when the start comes; answers the auction's status after it.
 */
export async function startAuctionNow(t: TestApp, auctionId: number, endInMs: number): Promise<string> {
  const now = Date.now();
  await t.platform.db
    .update(auctions)
    .set({ startDate: new Date(now - 1000), endDate: new Date(now + endInMs) })
    .where(eq(auctions.id, auctionId));
  await runAuctionLifecycle(t.platform.db);
  const [row] = await t.platform.db.select().from(auctions).where(eq(auctions.id, auctionId));
  return row.status;
}
