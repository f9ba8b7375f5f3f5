import type { TopicDefinition } from '../../../platform/realtime/topics';

/**
 * The topics this module publishes on (common/rows.ts): the status of every auction and lot, shown live on public
 * screens (spec §4, DESIGN.md §5 "Bidding"), so anyone may subscribe. `AUCTION_STATUS_TOPIC` in contracts names it.
 */
export const AUCTION_TOPICS: readonly TopicDefinition[] = [{ destination: '/topic/auction/all', access: 'public' }];
