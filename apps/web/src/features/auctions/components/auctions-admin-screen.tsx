import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuctionRecord } from '@portal/contracts/auctions';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { AdminRecord, ListColumn } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { AUCTIONS_RESOURCE } from '../api/keys';
import { useAuctionStatusFeed } from '../api/use-auction-status-feed';
import { AUCTION_LABELS, auctionFilters } from '../config';
import { AuctionActionsMenu } from './auction-actions-menu';
import { AuctionEditScreen } from './auction-edit-screen';
import { AuctionStatusTag } from './status-tags';

type Row = AuctionRecord & AdminRecord;

const columns = (onOpen: (id: number) => void): ListColumn<Row>[] => [
  { field: 'auctionNumber', title: AUCTION_LABELS.auctionNumber, sortable: true },
  { field: 'startDate', title: AUCTION_LABELS.startDate, sortable: true, kind: 'dateTime' },
  { field: 'endDate', title: AUCTION_LABELS.endDate, sortable: true, kind: 'dateTime' },
  {
    field: 'status',
    title: AUCTION_LABELS.status,
    sortable: true,
    render: (r) => <AuctionStatusTag status={r.status} />,
  },
  { field: 'lotCount', title: AUCTION_LABELS.lotCount, width: 80 },
  {
    field: '_operations',
    title: ['admin.actions', 'Actions'],
    render: (r) => <AuctionActionsMenu auction={r} size="small" onOpen={onOpen} />,
  },
];

const CREATED_FILTER = 'filter[status]';

/**
 * `/admin/auctions/auctions/{id?}` and `/admin/auctions/created_auctions/{id?}` (the same screen,
 * always filtered to CREATED): the list with its operations, or one auction's edit screen.
 */
export function AuctionsAdminScreen({ basePath, createdOnly = false }: { basePath: string; createdOnly?: boolean }) {
  const { t } = useTranslation();
  const title = createdOnly
    ? t('page.admin_auctions_created_auctions', 'Created auctions')
    : t('page.admin_auctions_auctions', 'Auctions');
  useDocumentTitle(title);
  useAuctionStatusFeed();
  const { editing, open } = useEditRoute(basePath);
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Back to the list with its paging and filters; the edit screen's tab is left behind.
  const back = () => {
    const next = new URLSearchParams(search);
    next.delete('tab');
    void navigate({ pathname: basePath, search: next.toString() });
  };

  if (editing !== null) return <AuctionEditScreen id={editing} onOpen={open} onBack={back} />;
  if (createdOnly && search.get(CREATED_FILTER) !== 'CREATED') {
    // The created auctions screen is the list with its status fixed in the URL.
    const next = new URLSearchParams(search);
    next.set(CREATED_FILTER, 'CREATED');
    next.delete('page');
    return <Navigate to={{ pathname, search: next.toString() }} replace />;
  }
  return (
    <ListScreen<Row>
      resource={AUCTIONS_RESOURCE}
      title={title}
      columns={columns(open)}
      filters={auctionFilters(t, !createdOnly)}
      onNew={() => open('new')}
      onEdit={(record) => open(record.id)}
      deletable={(record) => record.actions.includes('delete')}
    />
  );
}
