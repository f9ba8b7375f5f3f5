import { expect } from 'vitest';
import type { Session, TestApp } from '../../test/harness';
import { auctionInStatus, createAuction, createLot, type Fixture } from '../auctions/test-support';
import { apiPath } from '../../test/api-client';

export const R = apiPath('/auction_participation_requests');

export type Target = { auction: { id: number; auctionNumber: string }; lot: { id: number; code: string } };

/** A PUBLISHED auction with one lot (through the auctions API). */
export const publishedAuction = (f: Fixture): Promise<Target> => auctionInStatus(f, 'PUBLISHED');

/** A PUBLISHED auction whose lot requires `licenseTypeIds` and a guarantee of `guaranteeAmount`. */
export async function publishedAuctionWithLicences(f: Fixture, licenseTypeIds: number[]): Promise<Target> {
  const auction = await createAuction(f);
  const lot = await createLot(f);
  const types = await f.operator.post(apiPath('/lots/add_license_types'), { lotId: lot.id, licenseTypeIds });
  expect(types.statusCode, types.body).toBe(200);
  const added = await f.operator.post(apiPath('/auctions/add_lots'), {
    auctionNumber: auction.auctionNumber,
    lots: [lot.id],
  });
  expect(added.statusCode, added.body).toBe(200);
  const published = await f.operator.post(apiPath('/auctions/publish'), { id: auction.id });
  expect(published.statusCode, published.body).toBe(200);
  return { auction, lot };
}

export async function sendRequest(session: Session, target: Target) {
  return session.post(`${R}/request`, { lot: { id: target.lot.id }, auction: { id: target.auction.id } });
}

/** A PENDING request of `session` for the target; answers its id. */
export async function requestOf(session: Session, target: Target): Promise<number> {
  const res = await sendRequest(session, target);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

export function deleteAs(t: TestApp, session: Session, url: string) {
  return t.app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': session.token } });
}
