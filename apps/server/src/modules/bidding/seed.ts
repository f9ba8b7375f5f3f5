import type { LotInput } from '@portal/contracts/auctions';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { Caller } from '../../platform/http/context';
import type { FileStorage } from '../../platform/storage/storage';
import { publishAuction } from '../auctions';
import { startAuctionNow } from '../auctions';
import { addLots, DEMO_NEXT_STEPS, saveAuction, saveAuctionDetails, setLotPart } from '../auctions';
import { addProducts, saveLot } from '../auctions';
import { createApprovedRequest } from '../participation-requests';
import { findProduct, productIdByCode } from '../products';
import { findUserByUsername } from '../users';

const SYSTEM = { actorId: null, actorUsername: 'system', ip: null };
/** The seed's caller of the auctions' commands: no account, audited as `system`. */
const SYSTEM_CALLER: Caller = { account: null, actor: SYSTEM, address: '' };
const MINUTE = 60_000;
/** The running demo auction ends this long after the start (its second lot part later still). */
export const DEMO_RUNNING_MINUTES = 20;

const LOTS: Array<{ productCode: string; lotPart: number; input: LotInput }> = [
  {
    productCode: 'DEMO-0003',
    lotPart: 1,
    input: {
      description: 'Xhaketa dimri, 350 copë',
      startingPrice: 2000,
      minimumIncrementAmount: 50,
      guaranteeAmount: 200,
    },
  },
  {
    productCode: 'DEMO-0004',
    lotPart: 2,
    input: {
      description: 'Lot i dytë i demonstrimit',
      startingPrice: 800,
      minimumIncrementAmount: 20,
      guaranteeAmount: 100,
    },
  },
];

const INSTRUCTIONS = {
  valueSQ:
    '<p>Ankand demonstrues që po zhvillohet tani: hyni si <strong>trader</strong> ose <strong>person</strong> dhe ofertoni. ' +
    'Çdo lot mbyllet në orën e vet; një ofertë në minutat e fundit e zgjat atë.</p>',
  valueEN:
    '<p>A demonstration auction running now: sign in as <strong>trader</strong> or <strong>person</strong> and bid. ' +
    'Each lot closes at its own time; a bid in the last minutes extends it.</p>',
  valueSR:
    '<p>Demonstraciona aukcija koja je u toku: prijavite se kao <strong>trader</strong> ili <strong>person</strong> i licitirajte. ' +
    'Svaki lot se zatvara u svoje vreme; ponuda u poslednjim minutima ga produžava.</p>',
};

/**
 * Demo data: a RUNNING auction of two lots ending some minutes after the start of the server (part 1 at
 * +20 minutes, part 2 ten minutes later), with the demo `trader` and `person` approved on both, so a newcomer
 * can bid at once and against someone. Made on a fresh data folder only (while its demo products are
 * still available); when a step fails the start goes on without it.
 */
export async function seedRunningDemoAuction(deps: { db: Db; storage: FileStorage }, log: FastifyBaseLogger) {
  const { db } = deps;
  const ctx = { ...deps, caller: SYSTEM_CALLER };
  try {
    const productIds: number[] = [];
    for (const lot of LOTS) {
      const id = await productIdByCode(db, lot.productCode);
      const product = id === undefined ? undefined : await findProduct(db, id);
      if (!id || product?.status !== 'AVAILABLE') return;
      productIds.push(id);
    }
    const bidders = await Promise.all(['trader', 'person'].map((u) => findUserByUsername(db, u)));
    if (bidders.some((b) => !b)) return;

    const now = Date.now();
    const auction = await saveAuction(ctx, {
      startDate: new Date(now + 10 * MINUTE).toISOString(),
      endDate: new Date(now + DEMO_RUNNING_MINUTES * MINUTE).toISOString(),
      ...DEMO_NEXT_STEPS,
    });
    await saveAuctionDetails(ctx, { auctionId: auction.id, ...INSTRUCTIONS });
    const lotIds: number[] = [];
    for (const [i, { lotPart, input }] of LOTS.entries()) {
      const lot = await saveLot(ctx, input);
      lotIds.push(lot.id);
      await addProducts(ctx, { lotId: lot.id, productIds: [productIds[i]] });
      await addLots(ctx, { auctionNumber: auction.auctionNumber, lots: [lot.id] });
      if (lotPart !== 1) await setLotPart(ctx, { auctionId: auction.id, lotId: lot.id, lotPart });
    }
    await publishAuction(ctx, { id: auction.id });
    for (const lotId of lotIds) {
      for (const bidder of bidders) {
        await createApprovedRequest(db, { auctionId: auction.id, lotId, userId: bidder!.id }, SYSTEM);
      }
    }
    await startAuctionNow(db, auction.id);
    log.info({ auctionNumber: auction.auctionNumber }, 'running demo auction seeded');
  } catch (error) {
    log.warn({ err: error }, 'running demo auction was not seeded');
  }
}
