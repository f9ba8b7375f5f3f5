import {
  PARTICIPATION_AUCTION_STATUS,
  PARTICIPATION_ERROR,
  PARTICIPATION_LOT_STATUS,
  PARTICIPATION_USER_PAGE,
  participationOpen,
  type ParticipationRequest,
  type ParticipationRequestValues,
} from '@portal/contracts/participation-requests';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { findAuctionRow, findLotRow, lockAuction } from '../auctions';
import { queueMail } from '../mail';
import { mailWanted, notify } from '../notifications';
import { findUserById, findUsersByIds } from '../users';
import {
  auditView,
  DECIDABLE_AUCTION_STATUSES,
  isParticipationStaff,
  presentRequests,
  requireRequester,
  type RequestRow,
} from './present';
import { participationRequests } from './tables';
import type { SignedInContext } from '../../platform/http/context';

export const present = async (db: Db, row: RequestRow, auth: AuthContext) =>
  (await presentRequests(db, [row], row.userId === auth.userId ? 'owner' : 'staff'))[0];

export async function findRequestRow(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(participationRequests).where(eq(participationRequests.id, id));
  return row;
}

/**
 * The rules every request meets, the user's own and staff's for a user: the auction row is locked so a request
 * never slips past a concurrent close or cancel; only while it is PUBLISHED, for a lot ASSIGNED to it, once per
 * user, lot and auction. Audited with `audit` added to the row's view.
 */
export async function insertRequest(
  tx: Db,
  input: ParticipationRequestValues,
  user: { id: number; username: string },
  actor: Actor,
  audit: Record<string, unknown> = {},
): Promise<RequestRow> {
  const auction = await lockAuction(tx, { id: input.auction.id });
  if (auction.status !== PARTICIPATION_AUCTION_STATUS) throw conflict(PARTICIPATION_ERROR.auctionNotPublished);
  const lot = await findLotRow(tx, input.lot.id);
  if (lot.auctionId !== auction.id) throw badRequest({ lot: PARTICIPATION_ERROR.lotNotInAuction });
  if (lot.status !== PARTICIPATION_LOT_STATUS) throw conflict(PARTICIPATION_ERROR.lotNotOpen);
  const [created] = await tx
    .insert(participationRequests)
    .values({ lotId: lot.id, auctionId: auction.id, userId: user.id, username: user.username })
    .onConflictDoNothing()
    .returning();
  if (!created) throw conflict(PARTICIPATION_ERROR.alreadyRequested);
  await writeAudit(tx, {
    action: 'participation.request',
    entity: 'participation_request',
    entityId: created.id,
    after: { ...auditView(created), ...audit },
    ...actor,
  });
  return created;
}

/** `POST request`: an APPROVED account holder asks to take part in a lot of a PUBLISHED auction. */
export async function requestParticipation(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: ParticipationRequestValues,
): Promise<ParticipationRequest> {
  requireRequester(auth);
  const user = await findUserById(db, auth.userId);
  if (!user || user.status !== 'APPROVED') throw forbidden(PARTICIPATION_ERROR.notRequester);
  const row = await db.transaction((tx) => insertRequest(tx, input, user, actor));
  return present(db, row, auth);
}

/** `GET /{id}`: the owner's own request or, for staff, any; anyone else gets 404. */
export async function getRequest(
  { db, caller: { account: auth } }: SignedInContext,
  id: number,
): Promise<ParticipationRequest> {
  const row = await findRequestRow(db, id);
  if (!row || (row.userId !== auth.userId && !isParticipationStaff(auth))) throw notFound();
  return present(db, row, auth);
}

async function lockRequest(tx: Db, id: number): Promise<RequestRow> {
  const [row] = await tx.select().from(participationRequests).where(eq(participationRequests.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** `DELETE /{id}`: the owner withdraws a PENDING request (it is deleted; the audit log keeps it). */
export async function withdrawRequest(
  { db, caller: { account: auth, actor } }: SignedInContext,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.userId !== auth.userId) throw notFound();
    if (row.status !== 'PENDING') throw conflict(PARTICIPATION_ERROR.notPending);
    await tx.delete(participationRequests).where(eq(participationRequests.id, id));
    await writeAudit(tx, {
      action: 'participation.withdraw',
      entity: 'participation_request',
      entityId: id,
      before: auditView(row),
      ...actor,
    });
  });
}

type Decision = { status: 'APPROVED' } | { status: 'REJECTED'; rejectReason: string };

/**
 * `POST approve` / `POST reject`: only a PENDING request of an auction that is not over; audited, told to the user in
 * the portal and mailed in their language (as their notice preferences say), in the same transaction.
 */
export async function decideRequest(
  { db, caller: { account: auth, actor } }: SignedInContext,
  id: number,
  decision: Decision,
): Promise<ParticipationRequest> {
  const row = await db.transaction(async (tx) => {
    const before = await lockRequest(tx, id);
    if (before.status !== 'PENDING') throw conflict(PARTICIPATION_ERROR.notPending);
    const auction = await findAuctionRow(tx, { id: before.auctionId });
    if (!DECIDABLE_AUCTION_STATUSES.includes(auction.status)) {
      throw conflict(PARTICIPATION_ERROR.auctionOver);
    }
    const [after] = await tx
      .update(participationRequests)
      .set({
        status: decision.status,
        rejectReason: decision.status === 'REJECTED' ? decision.rejectReason : null,
        decidedById: actor.actorId ?? null,
        decidedByUsername: actor.actorUsername ?? null,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(participationRequests.id, id))
      .returning();
    await writeAudit(tx, {
      action: decision.status === 'APPROVED' ? 'participation.approve' : 'participation.reject',
      entity: 'participation_request',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
      ...actor,
    });
    const user = await findUserById(tx, before.userId);
    const lot = await findLotRow(tx, before.lotId);
    const kind = decision.status === 'APPROVED' ? 'participation_approved' : 'participation_rejected';
    const names = { auctionNumber: auction.auctionNumber, lotCode: lot.code };
    await notify(tx, before.userId, kind, names, PARTICIPATION_USER_PAGE);
    if (user?.email && (await mailWanted(tx, [user.id], kind)).has(user.id)) {
      const lotRef = { auctionNumber: auction.auctionNumber, lotCode: lot.code };
      if (decision.status === 'APPROVED') {
        await queueMail(tx, { to: user.email, lang: user.lang, template: 'participation_approved', params: lotRef });
      } else {
        await queueMail(tx, {
          to: user.email,
          lang: user.lang,
          template: 'participation_rejected',
          params: { ...lotRef, reason: decision.rejectReason },
        });
      }
    }
    return after;
  });
  return present(db, row, auth);
}

export type RequestingUser = { userId: number; username: string; email: string | null; lang: string };

/**
 * Every user with a request (any status) for an auction, by username: for the auction cancel, which
 * lists them and mails them `auction_cancelled`. Pass the cancel's transaction as `db`.
 */
export async function usersWithRequests(db: Db, auctionId: number): Promise<RequestingUser[]> {
  const rows = await db
    .selectDistinct({ userId: participationRequests.userId, username: participationRequests.username })
    .from(participationRequests)
    .where(eq(participationRequests.auctionId, auctionId))
    .orderBy(asc(participationRequests.username), asc(participationRequests.userId));
  // The users' addresses in one query for all of them.
  const users = new Map(
    (
      await findUsersByIds(
        db,
        rows.map((r) => r.userId),
      )
    ).map((user) => [user.id, user]),
  );
  return rows.map((row) => {
    const user = users.get(row.userId);
    return { ...row, email: user?.email ?? null, lang: user?.lang ?? 'sq' };
  });
}

/** When an auction is cancelled (in its transaction): everyone who asked to take part is told. */
export async function mailRequestersOfCancelledAuction(tx: Db, auction: { id: number; auctionNumber: string }) {
  for (const user of await usersWithRequests(tx, auction.id)) {
    if (!user.email) continue;
    const params = { auctionNumber: auction.auctionNumber };
    await queueMail(tx, { to: user.email, template: 'auction_cancelled', lang: user.lang, params });
  }
}

/** Ids of the auctions in which the user has a request (any status), for the "my auctions" lot filter. */
export async function auctionIdsRequestedBy(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ auctionId: participationRequests.auctionId })
    .from(participationRequests)
    .where(eq(participationRequests.userId, userId));
  return rows.map((r) => r.auctionId);
}

/** The lots of the auction the user holds an APPROVED request for (the lots they may bid on). */
export async function approvedLotIds(db: Db, auctionId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ lotId: participationRequests.lotId })
    .from(participationRequests)
    .where(
      and(
        eq(participationRequests.auctionId, auctionId),
        eq(participationRequests.userId, userId),
        eq(participationRequests.status, 'APPROVED'),
      ),
    );
  return rows.map((r) => r.lotId);
}

/**
 * Demo data: a user's request for a lot, approved at once by the system (audited like a decision).
 * The auction must take requests (PUBLISHED) and the lot be ASSIGNED to it.
 */
export async function createApprovedRequest(
  db: Db,
  input: { auctionId: number; lotId: number; userId: number },
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const auction = await lockAuction(tx, { id: input.auctionId });
    const lot = await findLotRow(tx, input.lotId);
    const user = await findUserById(tx, input.userId);
    if (!user || !participationOpen(auction.status, lot.status)) {
      throw conflict(PARTICIPATION_ERROR.lotNotOpen);
    }
    const [created] = await tx
      .insert(participationRequests)
      .values({
        lotId: lot.id,
        auctionId: auction.id,
        userId: user.id,
        username: user.username,
        status: 'APPROVED',
        decidedById: actor.actorId ?? null,
        decidedByUsername: actor.actorUsername ?? null,
        decidedAt: new Date(),
      })
      .returning();
    await writeAudit(tx, {
      action: 'participation.approve',
      entity: 'participation_request',
      entityId: created.id,
      after: auditView(created),
      ...actor,
    });
  });
}

/** Users among `userIds` with a request (any status): their accounts have history. */
export async function requestersAmong(db: Db, userIds: number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: participationRequests.userId })
    .from(participationRequests)
    .where(inArray(participationRequests.userId, userIds));
  return new Set(rows.map((row) => row.id));
}
