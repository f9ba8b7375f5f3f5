import { auctionPublishRefusal } from '@portal/contracts/auction-status';
import { AUCTION_ERROR, type AuctionPostpone, type AuctionRecord, type AuctionRef } from '@portal/contracts/auctions';
import { badRequest, conflict } from '../../../platform/errors';
import type { ServiceContext } from '../../../platform/http/context';
import { AnnouncementFiles, storeAnnouncements } from '../announcements/announcements';
import { presentAuction, requireAuctionAction } from './auction-service';
import { auctionCancelled, lockLotsOf, settleActiveLots } from '../scheduler/auction-settlement';
import { changeAuction, changeLot, checkDates, lockAuction, parseDates } from '../common/rows';
import { productCountOf } from '../lots/lot-service';

/**
 * `POST /auctions/publish`: a CREATED auction whose start is still ahead, with at least one lot and
 * products in every lot (409 `auction.no_lots` / `auction.lot_without_products` with the lot's code).
 * The announcement (sq, en, sr) is generated and stored in the same transaction.
 */
export async function publishAuction(
  { db, storage, caller: { actor } }: Pick<ServiceContext, 'db' | 'storage' | 'caller'>,
  ref: AuctionRef,
): Promise<AuctionRecord> {
  const files = new AnnouncementFiles(storage);
  const row = await withAnnouncementFiles(files, () =>
    db.transaction(async (tx) => {
      const before = await lockAuction(tx, ref);
      requireAuctionAction(before, 'publish');
      checkDates(before.startDate, before.endDate, { startInFuture: true });
      const assigned = await lockLotsOf(tx, before.id, ['ASSIGNED']);
      const empty: typeof assigned = [];
      for (const lot of assigned) if ((await productCountOf(tx, lot.id)) === 0) empty.push(lot);
      // The rule of contracts, which also keeps Publish off the auction's actions.
      const refusal = auctionPublishRefusal({
        assignedLots: assigned.length,
        assignedLotsWithoutProducts: empty.length,
      });
      if (refusal) throw conflict(refusal, empty.length > 0 ? { lotCode: empty[0].code } : undefined);
      const published = await changeAuction(tx, before, 'publish', { status: 'PUBLISHED' }, actor);
      await storeAnnouncements(tx, files, published, 'PUBLISH', actor);
      return published;
    }),
  );
  return presentAuction(db, row);
}

/** `POST /auctions/close`: participation closed (PUBLISHED → CLOSED); the auction still starts on time. */
export async function closeAuction({ db, caller: { actor } }: ServiceContext, ref: AuctionRef): Promise<AuctionRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockAuction(tx, ref);
    requireAuctionAction(before, 'close');
    return changeAuction(tx, before, 'close', { status: 'CLOSED' }, actor);
  });
  return presentAuction(db, row);
}

/**
 * `POST /auctions/cancel`: the auction is CANCELLED and its lots that were still to be sold become
 * UNSOLD, keeping their products, so republish can offer them again (or a lot cancel frees them).
 */
export async function cancelAuction(
  { db, caller: { actor } }: ServiceContext,
  ref: AuctionRef,
): Promise<AuctionRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockAuction(tx, ref);
    requireAuctionAction(before, 'cancel');
    for (const lot of await lockLotsOf(tx, before.id, ['ASSIGNED', 'ACTIVE'])) {
      await changeLot(tx, lot, 'auction_cancelled', { status: 'UNSOLD', editEnabled: false }, actor);
    }
    const cancelled = await changeAuction(tx, before, 'cancel', { status: 'CANCELLED' }, actor);
    // Modules above auctions do their part in this transaction (participation requests mail the requesters).
    await auctionCancelled(tx, before);
    return cancelled;
  });
  return presentAuction(db, row);
}

/**
 * `POST /auctions/postpone`: new dates (start ahead, end after it) and notes; the status stays. A new
 * announcement is stored with them; the earlier one becomes the previous announcement.
 */
export async function postponeAuction(
  { db, storage, caller: { actor } }: ServiceContext,
  input: AuctionPostpone,
): Promise<AuctionRecord> {
  const files = new AnnouncementFiles(storage);
  const dates = await parseDates(db, { startDate: input.startDate, endDate: input.endDate });
  checkDates(dates.startDate, dates.endDate, { startInFuture: true });
  const row = await withAnnouncementFiles(files, () =>
    db.transaction(async (tx) => {
      const before = await lockAuction(tx, input);
      requireAuctionAction(before, 'postpone');
      // A postponement that moves nothing would send a new announcement for the same dates.
      const same = (a: Date, b: Date) => a.getTime() === b.getTime();
      if (same(before.startDate, dates.startDate) && same(before.endDate, dates.endDate))
        throw badRequest({ startDate: AUCTION_ERROR.postponeUnchanged });
      const notes = input.notes ? input.notes : before.notes;
      const postponed = await changeAuction(tx, before, 'postpone', { ...dates, notes }, actor);
      await storeAnnouncements(tx, files, postponed, 'POSTPONE', actor);
      return postponed;
    }),
  );
  return presentAuction(db, row);
}

/**
 * `POST /auctions/force_finish`: a RUNNING auction ends now. Its active lots are SOLD when they have a
 * highest bid (their products SOLD) and UNSOLD otherwise, as when the last lot ends on its own.
 */
export async function forceFinishAuction(
  { db, caller: { actor } }: ServiceContext,
  ref: AuctionRef,
): Promise<AuctionRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockAuction(tx, ref);
    requireAuctionAction(before, 'force_finish');
    await settleActiveLots(tx, await lockLotsOf(tx, before.id, ['ACTIVE']), actor);
    return changeAuction(tx, before, 'force_finish', { status: 'FINISHED' }, actor);
  });
  return presentAuction(db, row);
}

/** Runs a command that stores announcement files; when it fails, the bytes already written are removed. */
async function withAnnouncementFiles<T>(files: AnnouncementFiles, command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    await files.discard();
    throw error;
  }
}
