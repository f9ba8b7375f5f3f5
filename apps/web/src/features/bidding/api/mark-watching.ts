import { useEffect } from 'react';
import { WATCHING_INTERVAL_MS } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

/** `POST /auction/{auctionId}/watching`: the bidding screen is open (no outbid mail meanwhile). */
export const markWatching = (auctionId: number) =>
  apiClient.post<void>(apiPath('/auction/{auctionId}/watching', { auctionId }));

/**
 * Tells the server the screen is open when it opens, every `WATCHING_INTERVAL_MS` while it is visible,
 * and at once when it becomes visible again. A failure is ignored: the next beat tries again, and the
 * worst outcome is an outbid mail the bidder did not need.
 */
export function useWatching(auctionId: number, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return undefined;
    const beat = () => {
      if (document.visibilityState === 'visible') markWatching(auctionId).catch(() => undefined);
    };
    beat();
    const timer = window.setInterval(beat, WATCHING_INTERVAL_MS);
    document.addEventListener('visibilitychange', beat);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
    };
  }, [auctionId, enabled]);
}
