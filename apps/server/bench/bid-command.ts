// Between the raw-SQL bound and HTTP: the server's own bid command (`placeBid`, the service the route calls) run
// in this process on a pool like the server's, without HTTP, the session lookup or the rate limit. Where HTTP falls
// short of the raw bound, this row says how much of the gap is the command's own database work (the bidder's
// number, the outbid notice, the refusal's reason) and how much the request around it.
import { BIDDING_ERROR } from '@portal/contracts/bidding';
import { openDatabase } from '../src/platform/db/database';
import { HttpError } from '../src/platform/errors';
import { callerOf, type AuthContext } from '../src/platform/http/access';
import type { SignedInContext } from '../src/platform/http/context';
import { placeBid } from '../src/modules/bidding/place-bid';
import { closedLoop, type Outcome, type PhaseStats } from './load';
import type { DirectPhaseOptions } from './raw-sql';

const RACE_REFUSALS = new Set<string>([BIDDING_ERROR.bidTooLow, BIDDING_ERROR.alreadyHighest]);

export async function bidCommandPhase(options: DirectPhaseOptions): Promise<PhaseStats> {
  const database = await openDatabase({ databaseUrl: options.url });
  // Only the database is used by the command; the storage and the bus belong to the server around it.
  const contexts = options.bidders.map((bidder): SignedInContext => {
    const account: AuthContext = {
      userId: bidder.userId,
      username: bidder.username,
      sessionId: 0,
      rememberMe: false,
      roles: ['USER'],
      pageUrls: [],
      passwordExpired: false,
      companyId: null,
      companyAdministrator: false,
    };
    return {
      db: database.db,
      storage: undefined as never,
      bus: undefined as never,
      caller: { ...callerOf(account, '127.0.0.1'), account },
    };
  });
  try {
    const attempt = async (worker: number): Promise<Outcome> => {
      const lotId = options.pickLot();
      const bid = {
        lot: { id: lotId },
        auction: { id: options.auctionId },
        offeredAmount: options.amounts.next(lotId),
      };
      try {
        await placeBid(contexts[worker], { id: options.auctionId, bid }, null);
        return 'accepted';
      } catch (error) {
        const key = error instanceof HttpError ? error.body._error : undefined;
        if (typeof key === 'string' && RACE_REFUSALS.has(key)) return 'refused';
        throw error;
      }
    };
    return await closedLoop({
      workers: options.workers,
      warmupMs: options.warmupMs,
      durationMs: options.durationMs,
      attempt,
    });
  } finally {
    await database.close();
  }
}
