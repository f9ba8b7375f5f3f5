import type { LotInput } from '@portal/contracts/auctions';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import type { Caller } from '../../../platform/http/context';
import type { FileStorage } from '../../../platform/storage/storage';
import { findProduct, productIdByCode } from '../../products';
import { documentTimeZone } from '../announcements/announcement-pdf';
import { publishAuction } from './auction-lifecycle';
import { addLots, deleteAuction, saveAuction, saveAuctionDetails, setLotPart } from './auction-service';
import { DEMO_NEXT_STEPS } from '../common/next-steps';
import { addProducts, deleteLot, saveLot } from '../lots/lot-service';
import { auctions } from '../tables';

/** The seed's caller: no account, audited as `system`. */
const SYSTEM: Caller = { account: null, actor: { actorId: null, actorUsername: 'system', ip: null }, address: '' };
const DAY = 24 * 60 * 60 * 1000;

type DemoLot = { productCode: string; lotPart: number; input: LotInput };

const LOTS: DemoLot[] = [
  {
    productCode: 'DEMO-0001',
    lotPart: 1,
    input: {
      description: 'Veturë sedan, 2015',
      descriptionEN: 'Sedan car, 2015',
      descriptionSR: 'Putničko vozilo sedan, 2015',
      startingPrice: 4500,
      minimumIncrementAmount: 100,
      guaranteeAmount: 500,
    },
  },
  {
    productCode: 'DEMO-0002',
    lotPart: 2,
    input: {
      description: 'Telefona celularë',
      descriptionEN: 'Mobile phones',
      descriptionSR: 'Mobilni telefoni',
      startingPrice: 12000,
      minimumIncrementAmount: 250,
      guaranteeAmount: 1000,
    },
  },
];

const INSTRUCTIONS = {
  valueSQ:
    '<p>Ankandi zhvillohet në mënyrë elektronike. Për të marrë pjesë, paraqitni kërkesën dhe garancinë bankare ' +
    'para mbylljes së pjesëmarrjes.</p><p>Mallrat mund të shihen në vendndodhjen e tyre çdo ditë pune nga ora ' +
    '09:00 deri në 14:00. Pagesa kryhet brenda afatit të përcaktuar në kontratë.</p>',
  valueEN:
    '<p>The auction is held electronically. To take part, submit your participation request and bank guarantee ' +
    'before participation closes.</p><p>The goods can be inspected at their location every working day from ' +
    '09:00 to 14:00. Payment is due within the term set in the contract.</p>',
  valueSR:
    '<p>Aukcija se održava elektronski. Za učešće podnesite zahtev i bankarsku garanciju pre zatvaranja ' +
    'prijava.</p><p>Roba se može pogledati na lokaciji svakog radnog dana od 09:00 do 14:00. Plaćanje se vrši ' +
    'u roku određenom ugovorom.</p>',
};

/** `DD.MM.YYYY 10:00` of the day `days` from now in the business time zone (transport format). */
function atTen(zone: string, days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date(Date.now() + days * DAY))
    .split('-');
  return `${d}.${m}.${y} 10:00`;
}

/**
 * Demo data (only with the demo seed and its files): one PUBLISHED auction a week ahead with two lots
 * holding demo products, so the public auction pages are not empty. Only while there is no auction
 * at all, so restarts and later work are kept. Built through the services as `system`; when a step
 * fails, what was made is removed again (a later start tries anew) and the start goes on.
 */
export async function seedDemoAuction(deps: { db: Db; storage: FileStorage }, log: FastifyBaseLogger): Promise<void> {
  const { db } = deps;
  const ctx = { ...deps, caller: SYSTEM };
  const made: { auctionId?: number; lotIds: number[]; published: boolean } = { lotIds: [], published: false };
  try {
    const [{ total }] = await db.select({ total: count() }).from(auctions);
    if (total > 0) return;
    const productIds: number[] = [];
    for (const lot of LOTS) {
      const productId = await productIdByCode(db, lot.productCode);
      const product = productId === undefined ? undefined : await findProduct(db, productId);
      // Demo products missing or already in use: nothing to show.
      if (!productId || product?.status !== 'AVAILABLE') return;
      productIds.push(productId);
    }

    const zone = await documentTimeZone(db);
    const auction = await saveAuction(ctx, { startDate: atTen(zone, 7), endDate: atTen(zone, 8), ...DEMO_NEXT_STEPS });
    made.auctionId = auction.id;
    await saveAuctionDetails(ctx, { auctionId: auction.id, ...INSTRUCTIONS });
    for (const [i, { lotPart, input }] of LOTS.entries()) {
      const lot = await saveLot(ctx, input);
      made.lotIds.push(lot.id);
      await addProducts(ctx, { lotId: lot.id, productIds: [productIds[i]] });
      await addLots(ctx, { auctionNumber: auction.auctionNumber, lots: [lot.id] });
      if (lotPart !== 1) await setLotPart(ctx, { auctionId: auction.id, lotId: lot.id, lotPart });
    }
    await publishAuction(ctx, { id: auction.id });
    made.published = true;
    log.info({ auctionNumber: auction.auctionNumber, lots: made.lotIds.length }, 'demo auction seeded');
  } catch (error) {
    log.warn({ err: error }, 'demo auction was not seeded');
    if (!made.published) await undo(db, made, log);
  }
}

/** Removes a half-built demo auction (it is still CREATED) and its lots, giving the products back. */
async function undo(db: Db, made: { auctionId?: number; lotIds: number[] }, log: FastifyBaseLogger): Promise<void> {
  try {
    const ctx = { db, caller: SYSTEM };
    if (made.auctionId !== undefined) await deleteAuction(ctx, made.auctionId);
    for (const lotId of made.lotIds) await deleteLot(ctx, lotId);
  } catch (error) {
    log.warn({ err: error }, 'half-built demo auction was not removed');
  }
}
