import { ATTACHMENT_ERROR } from '@portal/contracts/attachments';
import { and, count, eq, gt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { getParameter } from '../settings';
import { isUserOfCompany } from '../users';
import { attachments } from './tables';

/** The upload quotas, from the application parameters. */
export type UploadQuota = { maxFilesPerRecord: number; dailyBytes: number };

/** Whose daily allowance an upload draws on: the uploader's company, or the account when it has none. */
export type QuotaHolder = { companyId: number } | { userId: number };

export type QuotaUsage = { files: number; bytes: number };

type Target = { bean: string; objectId: number };

export async function uploadQuota(db: Db): Promise<UploadQuota> {
  const [maxFilesPerRecord, dailyMb] = await Promise.all([
    getParameter(db, 'upload_max_files_per_record'),
    getParameter(db, 'upload_daily_quota_mb'),
  ]);
  return { maxFilesPerRecord, dailyBytes: dailyMb * 1024 * 1024 };
}

export function quotaHolder(auth: AuthContext | null): QuotaHolder | null {
  if (!auth) return null;
  return auth.companyId !== null ? { companyId: auth.companyId } : { userId: auth.userId };
}

const lockKey = (key: string) => sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;

/**
 * Serialises uploads to one object and uploads of one holder until the transaction ends (on every
 * instance), so two uploads at once cannot both pass a quota. The object is always locked first.
 */
export async function lockQuota(tx: Db, target: Target, holder: QuotaHolder | null): Promise<void> {
  await tx.execute(lockKey(`attachment_object:${target.bean}:${target.objectId}`));
  if (!holder) return;
  await tx.execute(
    lockKey(
      'companyId' in holder ? `attachment_quota:company:${holder.companyId}` : `attachment_quota:user:${holder.userId}`,
    ),
  );
}

/** The object's files, and the bytes its holder uploaded in the last 24 hours (files still stored). */
export async function quotaUsage(db: Db, target: Target, holder: QuotaHolder | null): Promise<QuotaUsage> {
  const [files] = await db
    .select({ n: count() })
    .from(attachments)
    .where(and(eq(attachments.bean, target.bean), eq(attachments.objectId, target.objectId)));
  if (!holder) return { files: files.n, bytes: 0 };
  const uploader =
    'companyId' in holder
      ? isUserOfCompany(attachments.createdBy, holder.companyId)
      : eq(attachments.createdBy, holder.userId);
  const [bytes] = await db
    .select({ n: sum(attachments.size) })
    .from(attachments)
    .where(and(uploader, gt(attachments.createdAt, sql`now() - interval '24 hours'`)));
  return { files: files.n, bytes: Number(bytes.n ?? 0) };
}

/**
 * Refuses (409, with the limit) an upload that would leave the object with more files than allowed or
 * take the holder past its 24-hour allowance. `replaces` is set for a bean with one current file.
 */
export function checkQuota(
  quota: UploadQuota,
  usage: QuotaUsage,
  adding: { files: number; bytes: number; replaces?: boolean },
): void {
  const files = adding.replaces ? adding.files : usage.files + adding.files;
  if (files > quota.maxFilesPerRecord)
    throw conflict(ATTACHMENT_ERROR.tooManyFiles, { limit: quota.maxFilesPerRecord });
  if (usage.bytes + adding.bytes > quota.dailyBytes) {
    throw conflict(ATTACHMENT_ERROR.dailyQuotaExceeded, { limit: quota.dailyBytes });
  }
}
