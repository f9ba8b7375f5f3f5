import type { TimelineEvent } from '@portal/contracts/portal-processing';
import type { SignedInContext } from '../../../platform/http/context';
import { eventsOfCase, loadCase, ownsCase } from '../../portal-cases';
import { namesOfUsers } from '../../portal-documents';
import { findUserNamesByIds } from '../../users';

/**
 * `GET portal_cases/timeline/{id}`: the case's events, oldest first, for its owner or an officer (404 for anyone
 * else). Each says which side acted: the filer's (the filer or a user of their company) or the authority's.
 * Officers see every actor's name; the filer sees the authority's acts without the officer's name, and no take-over
 * between officers.
 */
export async function caseTimeline(
  { db, caller: { account: auth } }: SignedInContext,
  id: number,
): Promise<TimelineEvent[]> {
  const { row, role } = await loadCase(db, auth, id);
  const events = await eventsOfCase(db, row.id);
  const actorIds = [...new Set(events.map((e) => e.actorUserId).filter((a): a is number => a !== null))];
  const users = await findUserNamesByIds(db, actorIds);
  const names = await namesOfUsers(db, users);
  const filerSide = new Set(
    users.filter((u) => ownsCase(row, { userId: u.id, companyId: u.companyId })).map((u) => u.id),
  );
  // A take-over between officers is the office's own business: staff only.
  const shown = role === 'officer' ? events : events.filter((event) => event.kind !== 'TAKEN_OVER');
  return shown.map((event) => {
    const actorRole = event.actorUserId === null ? null : filerSide.has(event.actorUserId) ? 'FILER' : 'OFFICER';
    const named = actorRole === 'FILER' || role === 'officer';
    return {
      id: event.id,
      kind: event.kind,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      at: event.at.toISOString(),
      actor: named && event.actorUserId !== null ? (names.get(event.actorUserId) ?? null) : null,
      actorRole,
      note: event.note,
    };
  });
}
