import type { TopicDefinition } from '../../platform/realtime/topics';

/**
 * The topics this module publishes on: every accepted bid of a lot, in `seq` order (engine.ts, contracts `bidTopic`
 * and `bidPushSchema`). Bids are shown on public screens (spec §7, DESIGN.md §5 "Bidding"), so anyone may subscribe.
 */
export const BIDDING_TOPICS: readonly TopicDefinition[] = [{ destination: '/topic/bid/{lotId}', access: 'public' }];
