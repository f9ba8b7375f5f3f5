import type { Actor } from '../../../platform/audit/audit';
import { AUCTION_PAGE_URLS } from '@portal/contracts/auctions';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { pathGrantedByPages } from '@portal/contracts/navigation';
import { PUBLIC_AUCTION_STATUSES, type AnnouncementRef } from '@portal/contracts/public-auctions';
import type { AuctionStatus } from '@portal/contracts/auction-status';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/access';
import type { ServiceContext } from '../../../platform/http/context';
import type { FileStorage } from '../../../platform/storage/storage';
import { registerAttachmentBean } from '../../attachments';
import { removeStoredFiles, storeGeneratedFile } from '../../attachments';
import { auctionDocumentRef, issueOfficialPdf, markOfficialDocuments } from '../../document-verification';
import { announcementData, announcementFileName, renderAnnouncement } from './announcement-pdf';
import type { AuctionRow } from '../common/rows';
import { auctionAnnouncements, auctions } from '../tables';

/** Attachment bean of stored announcements (object = auction id). */
export const AUCTION_ANNOUNCEMENT_BEAN = 'auction_announcement';

/** Holders of the auction administration pages see every auction, whatever its status. */
export function isAuctionStaff(auth: AuthContext | null): boolean {
  return Boolean(auth && AUCTION_PAGE_URLS.some((url) => pathGrantedByPages(url, auth.pageUrls)));
}

/** Visitors see auctions in the public statuses only; staff see all. */
export function auctionVisibleTo(status: string, auth: AuthContext | null): boolean {
  return isAuctionStaff(auth) || PUBLIC_AUCTION_STATUSES.includes(status as AuctionStatus);
}

async function auctionStatusOf(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id));
  return row?.status;
}

/** Announcements are read by everyone once the auction is public, by staff always; nobody uploads them. */
export function registerAnnouncementBean(): void {
  registerAttachmentBean(AUCTION_ANNOUNCEMENT_BEAN, {
    canRead: async ({ db, auth }, objectId) => {
      const status = await auctionStatusOf(db, objectId);
      return status !== undefined && auctionVisibleTo(status, auth) ? true : 'not_found';
    },
    canWrite: () => Promise.resolve(false),
    extensions: ['pdf'],
  });
}

/**
 * Files written while a command runs: their rows roll back with the transaction, the bytes are
 * removed by `discard` when the command fails.
 */
export class AnnouncementFiles {
  private readonly keys: string[] = [];
  constructor(readonly storage: FileStorage) {}
  written(key: string) {
    this.keys.push(key);
  }
  async discard() {
    await removeStoredFiles(this.storage, this.keys.splice(0));
  }
}

/**
 * Generates the announcement in sq, en and sr and stores them as the auction's next sequence, in
 * the caller's transaction (publish, postpone): if any PDF fails, the whole command fails.
 */
export async function storeAnnouncements(
  tx: Db,
  files: AnnouncementFiles,
  auction: AuctionRow,
  kind: 'PUBLISH' | 'POSTPONE',
  actor: Actor,
): Promise<void> {
  const data = await announcementData(tx, auction);
  const issuedAt = new Date();
  // A new announcement supersedes the auction's earlier ones on their verification page (ADR 0091).
  await markOfficialDocuments(tx, auctionDocumentRef(auction.id), ['AUCTION_ANNOUNCEMENT'], 'SUPERSEDED', issuedAt);
  const rendered: Array<[Language, Buffer]> = [];
  for (const lang of LANGUAGES) {
    const { bytes } = await issueOfficialPdf(
      tx,
      {
        kind: 'AUCTION_ANNOUNCEMENT',
        number: auction.auctionNumber,
        issuedAt,
        language: lang,
        ref: auctionDocumentRef(auction.id),
      },
      (verification) => renderAnnouncement(data, lang, kind, issuedAt, verification),
    );
    rendered.push([lang, bytes]);
  }
  const [{ last }] = await tx
    .select({ last: max(auctionAnnouncements.sequence) })
    .from(auctionAnnouncements)
    .where(eq(auctionAnnouncements.auctionId, auction.id));
  const sequence = (last ?? 0) + 1;
  const auditActor = {
    actorId: actor.actorId ?? null,
    actorUsername: actor.actorUsername ?? null,
    ip: actor.ip ?? null,
  };
  for (const [lang, content] of rendered) {
    const { attachment, storageKey } = await storeGeneratedFile(
      tx,
      files.storage,
      { bean: AUCTION_ANNOUNCEMENT_BEAN, objectId: auction.id },
      { fileName: announcementFileName(auction.auctionNumber, lang), contentType: 'application/pdf', content },
      auditActor,
    );
    files.written(storageKey);
    await tx.insert(auctionAnnouncements).values({
      auctionId: auction.id,
      sequence,
      kind,
      lang,
      attachmentId: attachment.id,
      createdBy: actor.actorUsername ?? null,
    });
  }
}

/**
 * `{id}/last_announcement` and `{id}/previous_announcement`: the newest (or the one before it)
 * announcement in the reader's language — Albanian when that language is missing — or null.
 * A visitor asking about an auction that is not public gets 404, as for a missing one.
 */
export async function announcementRef(
  { db, caller: { account } }: ServiceContext,
  auctionId: number,
  which: 'last' | 'previous',
  lang: Language,
): Promise<AnnouncementRef> {
  const status = await auctionStatusOf(db, auctionId);
  if (status === undefined || !auctionVisibleTo(status, account)) throw notFound();
  const sequences = await db
    .selectDistinct({ sequence: auctionAnnouncements.sequence })
    .from(auctionAnnouncements)
    .where(eq(auctionAnnouncements.auctionId, auctionId))
    .orderBy(desc(auctionAnnouncements.sequence))
    .limit(2);
  const wanted = sequences[which === 'last' ? 0 : 1]?.sequence;
  if (wanted === undefined) return { attachmentId: null };
  const rows = await db
    .select({ lang: auctionAnnouncements.lang, attachmentId: auctionAnnouncements.attachmentId })
    .from(auctionAnnouncements)
    .where(and(eq(auctionAnnouncements.auctionId, auctionId), eq(auctionAnnouncements.sequence, wanted)));
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'sq') ?? rows[0];
  return { attachmentId: row?.attachmentId ?? null };
}
