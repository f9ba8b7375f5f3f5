import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotedAuctions } from '@portal/contracts/public-auctions';
import { LoadFailedAlert } from '@/shared/ui/load-failed-alert';
import { Heading, Panel } from '@/shared/ui/surface';
import { usePromotedAuctions } from '../../api/get-public-auctions';
import { AuctionGrid } from './auction-grid';

type Column = { key: keyof PromotedAuctions; title: [string, string]; empty: [string, string] };

const COLUMNS: Column[] = [
  {
    key: 'upcoming',
    title: ['public_auction.promoted_upcoming', 'Upcoming'],
    empty: ['public_auction.promoted_upcoming_empty', 'No upcoming auction.'],
  },
  {
    key: 'running',
    title: ['public_auction.promoted_running', 'Running now'],
    empty: ['public_auction.promoted_running_empty', 'No auction is running.'],
  },
  {
    key: 'canceled',
    title: ['public_auction.promoted_canceled', 'Cancelled'],
    empty: ['public_auction.promoted_canceled_empty', 'No cancelled auction.'],
  },
];

/** Spec §2: the promoted block, three columns (stacked on narrow screens) of at most three auctions each. */
export function PromotedAuctionsBlock({ title }: { title?: ReactNode }) {
  const { t } = useTranslation();
  const query = usePromotedAuctions();
  return (
    <Panel className="public-section" data-testid="promoted-auctions">
      <section aria-labelledby="promoted-heading">
        <Heading level={2} id="promoted-heading" style={{ marginTop: 0, fontSize: 20 }}>
          {title ?? t('public_auction.promoted_title', 'Auctions at a glance')}
        </Heading>
        {query.isError && !query.data ? (
          <LoadFailedAlert onRetry={() => void query.refetch()} />
        ) : (
          <div className="promoted-auctions">
            {COLUMNS.map((column) => (
              <section
                key={column.key}
                aria-labelledby={`promoted-${column.key}`}
                data-testid={`promoted-${column.key}`}
              >
                <Heading level={3} id={`promoted-${column.key}`} style={{ fontSize: 16 }}>
                  {t(...column.title)}
                </Heading>
                <AuctionGrid
                  auctions={query.data?.[column.key]}
                  pending={query.isPending}
                  onRetry={() => void query.refetch()}
                  skeletons={1}
                  single
                  empty={t(...column.empty)}
                  testId={`promoted-${column.key}-grid`}
                  headingLevel={4}
                />
              </section>
            ))}
          </div>
        )}
      </section>
    </Panel>
  );
}
