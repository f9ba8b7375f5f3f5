import type { TestApp } from '../../test/harness';
import { resolveAccountRequests } from './recovery';

/** Resolves the recovery requests recorded so far, as the account_requests job does: their mails are then queued. */
export function resolveRecoveryRequests(t: Pick<TestApp, 'platform'>): Promise<number> {
  return resolveAccountRequests(t.platform.db, t.platform.config.publicUrl);
}
