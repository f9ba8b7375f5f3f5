import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicAuction } from '@portal/contracts/public-auctions';
import { LoadFailedAlert } from '@/shared/ui/load-failed-alert';
import { Panel, SkeletonLines } from '@/shared/ui/surface';
import { AuctionItem } from './auction-item';

type AuctionGridProps = {
  auctions: PublicAuction[] | undefined;
  pending: boolean;
  onRetry: () => void;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Skeleton cards while loading. */
  skeletons?: number;
  /** Narrow columns (the promoted block): one card a row. */
  single?: boolean;
  fetching?: boolean;
  testId?: string;
  /** Heading level of each auction's number (one below the section's heading). */
  headingLevel?: 3 | 4;
};

/** Auction items in a responsive grid, with skeletons while loading, the empty state and the retry on failure. */
export function AuctionGrid({
  auctions,
  pending,
  onRetry,
  empty,
  skeletons = 3,
  single,
  fetching,
  testId,
  headingLevel = 3,
}: AuctionGridProps) {
  const { t } = useTranslation();
  const className = single ? 'auction-grid auction-grid--single' : 'auction-grid';
  if (pending)
    return (
      <div className={className} role="status" aria-label={t('generic.loading', 'Loading…')} data-testid={testId}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Panel key={i} small>
            <SkeletonLines rows={3} />
          </Panel>
        ))}
      </div>
    );
  if (!auctions) return <LoadFailedAlert onRetry={onRetry} />;
  if (auctions.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={empty}
        data-testid={testId ? `${testId}-empty` : undefined}
      />
    );
  return (
    <div className={className} aria-busy={fetching} style={{ opacity: fetching ? 0.7 : 1 }} data-testid={testId}>
      {auctions.map((auction) => (
        <AuctionItem key={auction.id} auction={auction} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
